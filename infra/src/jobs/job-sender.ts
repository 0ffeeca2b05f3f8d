import type { PgBoss } from 'pg-boss';
import type { JobSender, JobToSend } from './port';
import { ensureQueue, queuePolicies } from './queue-policies';

/** The job sender on pg-boss: each batch in one insert per queue on the reactor's own transaction. */
export function jobSender(boss: PgBoss): JobSender {
  // openJobQueue made every declared queue; only an undeclared one is made here, lazily.
  const queuesReady = new Set<string>(Object.keys(queuePolicies));
  return {
    async send(jobs, { client }) {
      if (jobs.length === 0) return;
      const byQueue = new Map<string, JobToSend[]>();
      for (const job of jobs) byQueue.set(job.queue, [...(byQueue.get(job.queue) ?? []), job]);
      const queues = [...byQueue.keys()];
      // pg-boss refuses a job sent to a queue that does not exist yet (the projections
      // role may start before the workers role), so make sure it exists first, with its
      // retry policy: a job takes its retries from its queue when it is inserted.
      for (const queue of queues) {
        if (queuesReady.has(queue)) continue;
        await ensureQueue(boss, queue);
        queuesReady.add(queue);
      }
      const db = { executeSql: (text: string, values?: unknown[]) => client.query(text, values) };
      let inserted = 0;
      // pg-boss inserts into one queue per statement: a batch is one statement per queue it names.
      for (const [queue, queued] of byQueue) {
        const ids = await boss.insert(
          queue,
          queued.map((job) => ({
            data: job.data,
            // pg-boss reads a start time as a timestamp only when it is a date-time string.
            ...(job.startAfter ? { startAfter: job.startAfter.toISOString() } : {}),
          })),
          { db, returnId: true },
        );
        inserted += ids?.length ?? 0;
      }
      // pg-boss's insert skips, silently, a job whose id or singleton key is taken.
      if (inserted !== jobs.length)
        throw new Error(
          `Only ${inserted} of ${jobs.length} jobs were enqueued (queues ${queues.join(', ')})`,
        );
    },
  };
}
