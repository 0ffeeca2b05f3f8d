import { DEAD_LETTER_SUFFIX as DEAD } from '@akwaaba/infra/jobs/queue-policies';
import type pg from 'pg';

/** The pg-boss schema the job queue is opened in (infra/src/jobs/job-queue.ts). */
const SCHEMA = 'pgboss';

/** States an operator watches: waiting (created, retry), running (active), and failed within retention. */
export const WATCHED_JOB_STATES = ['created', 'retry', 'active', 'failed'] as const;

export interface JobCount {
  queue: string;
  state: (typeof WATCHED_JOB_STATES)[number];
  count: number;
}

const installed = async (pool: pg.Pool) => {
  const { rows } = await pool.query<{ ready: boolean }>(
    `select to_regclass('${SCHEMA}.job') is not null and to_regclass('${SCHEMA}.queue') is not null as ready`,
  );
  return rows[0]?.ready === true;
};

/**
 * How many jobs each queue holds per watched state, zero included, so a
 * dashboard sees "0 failed" rather than nothing. One grouped query over the
 * job table (completed jobs are not counted). Empty before the queue's schema exists.
 * Dead-letter queues are not here: their jobs wait for an operator, not a worker
 * (see deadJobCounts).
 */
export async function jobCounts(pool: pg.Pool): Promise<JobCount[]> {
  if (!(await installed(pool))) return [];
  const { rows } = await pool.query<{ queue: string; state: JobCount['state']; count: string }>(
    `select q.name as queue, s.state, count(j.id) as count
       from ${SCHEMA}.queue q
       cross join unnest($1::text[]) as s(state)
       left join ${SCHEMA}.job j on j.name = q.name and j.state::text = s.state
      where q.name not like '\\_\\_pgboss%' and q.name not like '%${DEAD}'
      group by q.name, s.state
      order by q.name, s.state`,
    [WATCHED_JOB_STATES],
  );
  return rows.map((r) => ({ queue: r.queue, state: r.state, count: Number(r.count) }));
}

export interface DeadJobCount {
  /** The queue the jobs died in (not its dead-letter queue's name). */
  queue: string;
  count: number;
}

/**
 * How many dead jobs each queue has (in its dead-letter queue until an operator retries them
 * or pg-boss's retention drops them), zero included. One grouped query.
 */
export async function deadJobCounts(pool: pg.Pool): Promise<DeadJobCount[]> {
  if (!(await installed(pool))) return [];
  const { rows } = await pool.query<{ queue: string; count: string }>(
    `select left(q.name, -length($1)) as queue, count(j.id) as count
       from ${SCHEMA}.queue q
       left join ${SCHEMA}.job j on j.name = q.name and j.state in ('created', 'retry')
      where q.name like '%' || $1
      group by q.name
      order by q.name`,
    [DEAD],
  );
  return rows.map((r) => ({ queue: r.queue, count: Number(r.count) }));
}

/** A job that will not run again unless an operator retries it. Never its data (personal details). */
export interface StuckJob {
  queue: string;
  id: string;
  /** failed: pg-boss gave up and kept no dead copy; dead: its copy waits in `<queue>.dead`. */
  state: 'failed' | 'dead';
  /** When it failed, or died. */
  at: Date;
  attempts: number;
  /** The last try's error message, cut to 500 characters. */
  error: string | null;
}

/**
 * The failed and dead jobs, newest first, at most `limit`. A failed job that pg-boss copied
 * to a dead-letter queue shows once, as dead: retrying both would run it twice.
 */
export async function stuckJobs(pool: pg.Pool, limit: number): Promise<StuckJob[]> {
  if (!(await installed(pool))) return [];
  // A dead job's copy keeps the last try's output as pg-boss's provenance (source_output).
  const error = (output: string) => `left(coalesce(${output}->>'message', ${output}->>'value'), 500)`;
  const { rows } = await pool.query<StuckJob>(
    `select * from (
        select j.name as queue, j.id, 'failed' as state, j.completed_on as at,
               j.retry_count + 1 as attempts, ${error('j.output')} as error
          from ${SCHEMA}.job j
         where j.state = 'failed' and (j.dead_letter is null or j.dead_letter = j.name)
           and j.name not like '\\_\\_pgboss%'
        union all
        select left(j.name, -length($1)), j.id, 'dead', j.created_on,
               coalesce(j.source_retry_count, j.retry_limit) + 1, ${error('coalesce(j.source_output, j.output)')}
          from ${SCHEMA}.job j
         where j.name like '%' || $1 and j.state in ('created', 'retry')
      ) stuck
      order by at desc, id
      limit $2`,
    [DEAD, limit],
  );
  return rows;
}
