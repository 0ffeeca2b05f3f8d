import type { Config } from '@akwaaba/infra/config';
import type { EventStore } from '@akwaaba/infra/eventstore/port';
import type { AppSecrets } from '@akwaaba/infra/secrets/app-secret';
import type { ObjectStorage } from '@akwaaba/infra/storage/object-storage';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';

/**
 * Sends jobs from inside a projection's transaction (reactors), so a job is
 * scheduled exactly once per event: the job row commits with the checkpoint or
 * not at all.
 */
export interface JobSender {
  send(
    queue: string,
    data: object,
    options: { client: pg.PoolClient; singletonKey?: string; startAfter?: Date },
  ): Promise<void>;
}

export function jobSender(boss: PgBoss): JobSender {
  const queuesReady = new Set<string>();
  return {
    async send(queue, data, { client, singletonKey, startAfter }) {
      // pg-boss drops a job sent to a queue that does not exist yet (the projections
      // role may start before the workers role), so make sure it exists first.
      if (!queuesReady.has(queue)) {
        await boss.createQueue(queue);
        queuesReady.add(queue);
      }
      const id = await boss.send(queue, data, {
        db: { executeSql: (text, values) => client.query(text, values) },
        ...(singletonKey ? { singletonKey } : {}),
        ...(startAfter ? { startAfter } : {}),
      });
      // Without a singleton key nothing may swallow the job: fail the batch so the
      // reactor retries it rather than moving its checkpoint past a lost job.
      if (id === null && !singletonKey) throw new Error(`Job for queue ${queue} was not enqueued`);
    },
  };
}

/** What a worker may use. Workers are idempotent: pg-boss can run a job twice. */
export interface WorkerDeps {
  boss: PgBoss;
  pool: pg.Pool;
  store: EventStore;
  storage: ObjectStorage;
  secrets: AppSecrets;
  config: Config;
  logger: Logger;
}

/** One kind of background work: the queue it drains and how it registers its handler. */
export interface Worker {
  queue: string;
  register(deps: WorkerDeps): Promise<void>;
}
