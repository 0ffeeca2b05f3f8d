import pg from 'pg';
import type { PgBoss } from 'pg-boss';

/**
 * pg-boss 10's schema version. pg-boss 11 and later migrate only from version 25 (their own
 * first schema), so the jobs of a database pg-boss 10 made are moved, not migrated: see
 * docs/adr/0029-job-queue-on-pg-boss-12.md.
 */
const PG_BOSS_10_VERSION = 24;

/** Where the job queue's pg-boss 10 schema waits, set aside, until its jobs are moved. */
export const SET_ASIDE_SCHEMA = 'pgboss_v10';

/** The advisory lock under which one starting process at a time sets aside and moves the jobs. */
const MOVE_LOCK = 2_910_024;

/**
 * Opens the job queue through `open` with the jobs of a pg-boss 10 schema kept: the first
 * process to start on such a database renames `schema` to `pgboss_v10`, lets `open` make the
 * current schema in its place, then moves every job into it and drops the old schema, in one
 * transaction. Other processes starting at the same time wait for the move, then open.
 */
export async function openKeepingPgBoss10Jobs(
  connectionString: string,
  schema: string,
  open: () => Promise<PgBoss>,
): Promise<PgBoss> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MOVE_LOCK]);
    if (await isPgBoss10(client, schema))
      await client.query(`alter schema ${schema} rename to ${SET_ASIDE_SCHEMA}`);
    const boss = await open();
    const { rows } = await client.query(`select 1 from pg_namespace where nspname = $1`, [SET_ASIDE_SCHEMA]);
    if (rows.length > 0) await moveJobs(client, boss, schema);
    return boss;
  } finally {
    await client.end();
  }
}

async function isPgBoss10(client: pg.Client, schema: string): Promise<boolean> {
  const installed = await client.query(`select to_regclass($1) is not null as found`, [`${schema}.version`]);
  if (!installed.rows[0]?.found) return false;
  const { rows } = await client.query<{ version: string }>(`select version::text from ${schema}.version`);
  return rows[0]?.version === String(PG_BOSS_10_VERSION);
}

/** A queue as pg-boss 10 kept it. */
interface OldQueue {
  name: string;
  policy: string | null;
  dead_letter: string | null;
}

/**
 * Makes every queue of the old schema the new one lacks (the declared queues exist already,
 * with their policies), then copies every job, in every state, and drops the old schema.
 * pg-boss 10's archive (jobs completed or failed days ago, read by no page) is not copied.
 */
async function moveJobs(client: pg.Client, boss: PgBoss, schema: string): Promise<void> {
  const old = await client.query<OldQueue>(
    `select name, policy, dead_letter from ${SET_ASIDE_SCHEMA}.queue where name not like '\\_\\_pgboss%' order by name`,
  );
  const made = new Set((await boss.getQueues()).map((queue) => queue.name));
  const missing = old.rows.filter((queue) => !made.has(queue.name));
  for (const queue of missing) await boss.createQueue(queue.name, { policy: queue.policy ?? 'standard' });
  for (const queue of missing)
    if (queue.dead_letter) await boss.updateQueue(queue.name, { deadLetter: queue.dead_letter });

  await client.query('begin');
  try {
    const waiting = await client.query(
      `select count(*)::int as n from ${SET_ASIDE_SCHEMA}.job where name not like '\\_\\_pgboss%'`,
    );
    const moved = await client.query(
      `insert into ${schema}.job (
         id, name, priority, data, state, retry_limit, retry_count, retry_delay, retry_backoff,
         expire_seconds, deletion_seconds, singleton_key, singleton_on, start_after, created_on,
         started_on, completed_on, keep_until, output, dead_letter, policy)
       select j.id, j.name, j.priority, j.data, j.state::text::${schema}.job_state, j.retry_limit,
              j.retry_count, j.retry_delay, j.retry_backoff,
              greatest(1, extract(epoch from j.expire_in))::int, q.deletion_seconds, j.singleton_key,
              j.singleton_on, j.start_after, j.created_on, j.started_on, j.completed_on, j.keep_until,
              j.output, j.dead_letter, q.policy
         from ${SET_ASIDE_SCHEMA}.job j join ${schema}.queue q on q.name = j.name
        where j.name not like '\\_\\_pgboss%'`,
    );
    if (moved.rowCount !== waiting.rows[0].n)
      throw new Error(`Moved ${moved.rowCount} of the ${waiting.rows[0].n} jobs of pg-boss 10`);
    await client.query(`drop schema ${SET_ASIDE_SCHEMA} cascade`);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
