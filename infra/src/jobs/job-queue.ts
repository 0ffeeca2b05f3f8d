import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import { openKeepingPgBoss10Jobs } from './pg-boss-10-jobs';
import { deadLetterQueueOf, ensureQueue, queuePolicies } from './queue-policies';

/** The pg-boss schema inside the application database. */
const SCHEMA = 'pgboss';

/**
 * Opens the job queue. Workers processes supervise it (maintenance, schedules);
 * other processes (reactors in the projections role) only send, through the
 * caller's transaction, so a job is scheduled exactly once per event.
 */
export async function openJobQueue(options: {
  connectionString: string;
  logger: Logger;
  supervise: boolean;
}): Promise<PgBoss> {
  return openKeepingPgBoss10Jobs(options.connectionString, SCHEMA, async () => {
    const boss = new PgBoss({
      connectionString: options.connectionString,
      schema: SCHEMA,
      max: 5,
      supervise: options.supervise,
      schedule: options.supervise,
      // Expiry (a job whose worker died) is found by maintenance: every 30 s rather than 2 minutes,
      // so a job of a killed workers process runs again within its queue's expireInSeconds + 30 s.
      maintenanceIntervalSeconds: 30,
      migrate: true,
    });
    boss.on('error', (error: Error) =>
      options.logger.error({ err: error, component: 'pg-boss' }, 'job queue error'),
    );
    await boss.start();
    // Every declared queue and its dead-letter queue, with their retry policies, before any
    // reactor sends: making a queue is DDL, which must not happen while reactors'
    // transactions are inserting jobs (they would deadlock).
    for (const queue of Object.keys(queuePolicies)) await ensureQueue(boss, queue);
    return boss;
  });
}

/** What an operator's Retry did: the job that will run, and whether it was failed or dead. */
export interface RetriedJob {
  queue: string;
  id: string;
  was: 'failed' | 'dead';
}

/**
 * Runs a failed or dead job of `queue` again, once, on the caller's pool (the API has no
 * supervising pg-boss of its own). A dead job (a copy in `<queue>.dead`, its retries spent)
 * is sent to `queue` as a new job with the queue's retry policy, and removed from the
 * dead-letter queue in the same transaction: two Retries at once send one job, and pg-boss's
 * own retry cannot serve here, as it would put the job back in the dead-letter queue nobody
 * works. A failed job that has no dead copy (from before dead letters, or a queue without one)
 * goes back to its queue through pg-boss's retry, with one try more. Answers null when `id` is
 * neither (already retried, or removed by pg-boss's retention).
 */
export async function retryJob(pool: pg.Pool, queue: string, id: string): Promise<RetriedJob | null> {
  const client = await pool.connect();
  const db = { executeSql: (text: string, values?: unknown[]) => client.query(text, values) };
  // Not started: it only runs pg-boss's statements on this transaction.
  const boss = new PgBoss({ db, schema: SCHEMA });
  try {
    await client.query('begin');
    const dead = await client.query<{ data: object }>(
      `delete from ${SCHEMA}.job where name = $1 and id = $2 and state in ('created', 'retry') returning data`,
      [deadLetterQueueOf(queue), id],
    );
    let retried: RetriedJob | null = null;
    if (dead.rows[0]) {
      const again = randomUUID();
      const sent = await boss.insert(queue, [{ id: again, data: dead.rows[0].data }], { db, returnId: true });
      if (sent?.length !== 1) throw new Error(`Queue ${queue} refused the dead job ${id} sent again`);
      retried = { queue, id: again, was: 'dead' };
    } else {
      const failed = await client.query(
        `select 1 from ${SCHEMA}.job where name = $1 and id = $2 and state = 'failed' for update`,
        [queue, id],
      );
      if (failed.rowCount === 1) {
        await boss.retry(queue, id, { db });
        retried = { queue, id, was: 'failed' };
      }
    }
    await client.query('commit');
    return retried;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}
