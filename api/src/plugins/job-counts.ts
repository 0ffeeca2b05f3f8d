import type pg from 'pg';

/** The pg-boss schema the workers package opens the queue in (workers/src/job-queue.ts). */
const SCHEMA = 'pgboss';

/** States an operator watches: waiting (created, retry), running (active), and failed within retention. */
export const WATCHED_JOB_STATES = ['created', 'retry', 'active', 'failed'] as const;

export interface JobCount {
  queue: string;
  state: (typeof WATCHED_JOB_STATES)[number];
  count: number;
}

/**
 * How many jobs each queue holds per watched state, zero included, so a
 * dashboard sees "0 failed" rather than nothing. One grouped query over the
 * job table (completed jobs are not counted). Empty before the queue's schema exists.
 */
export async function jobCounts(pool: pg.Pool): Promise<JobCount[]> {
  const { rows: installed } = await pool.query<{ ready: boolean }>(
    `select to_regclass('${SCHEMA}.job') is not null and to_regclass('${SCHEMA}.queue') is not null as ready`,
  );
  if (!installed[0]?.ready) return [];
  const { rows } = await pool.query<{ queue: string; state: JobCount['state']; count: string }>(
    `select q.name as queue, s.state, count(j.id) as count
       from ${SCHEMA}.queue q
       cross join unnest($1::text[]) as s(state)
       left join ${SCHEMA}.job j on j.name = q.name and j.state::text = s.state
      where q.name not like '\\_\\_pgboss%'
      group by q.name, s.state
      order by q.name, s.state`,
    [WATCHED_JOB_STATES],
  );
  return rows.map((r) => ({ queue: r.queue, state: r.state, count: Number(r.count) }));
}
