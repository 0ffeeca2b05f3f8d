import type { CommandContext } from '@akwaaba/infra/commands/command-handler';
import type { Config } from '@akwaaba/infra/config';
import type { EventStore } from '@akwaaba/infra/eventstore/port';
import { jobLogger } from '@akwaaba/infra/logging';
import type { AppSecrets } from '@akwaaba/infra/secrets/app-secret';
import type { ObjectStorage } from '@akwaaba/infra/storage/object-storage';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { ensureQueue, queuePolicies } from './queue-policies';

/**
 * A job's data as a reactor sends it: what the job is about, and the correlation id of what
 * asked for it, carried into the events the job writes (see jobContext).
 */
export type CorrelatedJob<About extends object> = About & { correlationId: string };

/** One job for a reactor to enqueue: its queue, its data and, if later than now, when it may run. */
export interface JobToSend {
  queue: string;
  data: object;
  startAfter?: Date;
}

/**
 * Sends jobs from inside a projection's transaction (reactors), so a job is
 * scheduled exactly once per event: the job rows commit with the checkpoint or
 * not at all.
 */
export interface JobSender {
  /**
   * Enqueues every job in one statement on `client`, or throws: the batch fails and the
   * reactor retries it rather than moving its checkpoint past a lost job. One statement
   * however many jobs keeps the reactor's transaction short; an open transaction holds
   * back every event-log reader (see the Postgres event store's readable horizon).
   */
  send(jobs: readonly JobToSend[], options: { client: pg.PoolClient }): Promise<void>;
}

export function jobSender(boss: PgBoss): JobSender {
  // openJobQueue made every declared queue; only an undeclared one is made here, lazily.
  const queuesReady = new Set<string>(Object.keys(queuePolicies()));
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

/**
 * The context of the commands a job runs: the system acts, in the correlation of the request
 * that led to the job (the job's own id when none was carried), caused by the job.
 */
export const jobContext = (job: { id: string; data: { correlationId?: string } }): CommandContext => ({
  actor: { userId: null, role: 'system' },
  correlationId: job.data.correlationId ?? job.id,
  causationId: job.id,
});

/** A job as a worker handles it: its id, queue name and data. */
export interface QueuedJob<Data> {
  id: string;
  name: string;
  data: Data;
}

/**
 * A worker that drains its queue one job at a time, looking for work every
 * `pollingIntervalSeconds` when idle. `prepare` runs once when the worker starts (a
 * mailer, the payment provider); `handle` runs for each job, with a logger whose lines
 * carry the job's queue, id and correlation id. `everyMinute` also schedules a job a
 * minute, once across every worker process (pg-boss keeps one schedule per queue).
 */
export function jobWorker<Data extends object, Prepared>(
  queue: string,
  options: {
    pollingIntervalSeconds: number;
    everyMinute?: boolean;
    prepare: (deps: WorkerDeps) => Promise<Prepared> | Prepared;
    handle: (prepared: Prepared, job: QueuedJob<Data>, log: Logger) => Promise<unknown>;
  },
): Worker {
  return {
    queue,
    async register(deps) {
      const prepared = await options.prepare(deps);
      if (options.everyMinute) await deps.boss.schedule(queue, '* * * * *', {}, { singletonKey: queue });
      await deps.boss.work<Data>(
        queue,
        { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds },
        async (jobs) => {
          for (const job of jobs) await options.handle(prepared, job, jobLogger(deps.logger, job));
        },
      );
    },
  };
}

/**
 * A safety-net sweep that pg-boss runs once a minute across all workers: `sweep` answers how
 * many things of each kind it did, logged as `what` only when it did any.
 */
export function sweepWorker<Prepared, Result extends Record<keyof Result, number>>(
  queue: string,
  what: string,
  prepare: (deps: WorkerDeps) => Promise<Prepared> | Prepared,
  sweep: (prepared: Prepared, context: CommandContext) => Promise<Result>,
): Worker {
  return jobWorker<Record<string, never>, Prepared>(queue, {
    pollingIntervalSeconds: 5,
    everyMinute: true,
    prepare,
    async handle(prepared, job, log) {
      const counts: Record<string, number> = { ...(await sweep(prepared, jobContext(job))) };
      if (Object.values(counts).some((n) => n > 0)) log.info(counts, what);
    },
  });
}
