import type PgBoss from 'pg-boss';
import type { JobSender } from './port';
import { ensureQueue, queuePolicies } from './queue-policies';

/** The job sender on pg-boss: each batch in one insert on the reactor's own transaction. */
export function jobSender(boss: PgBoss): JobSender {
  // openJobQueue made every declared queue; only an undeclared one is made here, lazily.
  const queuesReady = new Set<string>(Object.keys(queuePolicies));
  return {
    async send(jobs, { client }) {
      if (jobs.length === 0) return;
      const queues = [...new Set(jobs.map((job) => job.queue))];
      // pg-boss drops a job sent to a queue that does not exist yet (the projections
      // role may start before the workers role), so make sure it exists first, with its
      // retry policy: a job takes its retries from its queue when it is inserted.
      for (const queue of queues) {
        if (queuesReady.has(queue)) continue;
        await ensureQueue(boss, queue);
        queuesReady.add(queue);
      }
      let inserted = 0;
      await boss.insert(
        jobs.map((job) => ({
          name: job.queue,
          data: job.data,
          // pg-boss reads a start time as a timestamp only when it ends in Z.
          ...(job.startAfter ? { startAfter: job.startAfter.toISOString() } : {}),
        })),
        {
          db: {
            async executeSql(text, values) {
              const result = await client.query(text, values);
              inserted = result.rowCount ?? 0;
              return result;
            },
          },
        },
      );
      // pg-boss's insert skips, silently, a job whose queue is missing or whose id is taken.
      if (inserted !== jobs.length)
        throw new Error(
          `Only ${inserted} of ${jobs.length} jobs were enqueued (queues ${queues.join(', ')})`,
        );
    },
  };
}
