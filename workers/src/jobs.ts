import type { CommandContext } from '@akwaaba/infra/commands/command-handler';
import type { Config } from '@akwaaba/infra/config';
import type { EventStore } from '@akwaaba/infra/eventstore/port';
import { jobLogger } from '@akwaaba/infra/logging';
import type { AppSecrets } from '@akwaaba/infra/secrets/app-secret';
import type { ObjectStorage } from '@akwaaba/infra/storage/object-storage';
import type pg from 'pg';
import type { Job, PgBoss } from 'pg-boss';
import type { Logger } from 'pino';

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

/**
 * Seconds between two runs of the sweeps that text and push notifications: each goes out within
 * seconds of what it tells.
 */
export const SWEEP_AGAIN_AFTER_SECONDS = 3;

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
 * `againAfterSeconds` makes a sweep a chain: each run, done or failed, queues the next that many
 * seconds on, and the first is queued as the worker starts. Its queue's `stately` policy keeps one
 * run waiting at most, so every process's starting run and the minute's schedule (the chain's
 * restart, should a run be lost with its process) join the one chain.
 */
export function jobWorker<Data extends object, Prepared>(
  queue: string,
  options: {
    pollingIntervalSeconds: number;
    everyMinute?: boolean;
    againAfterSeconds?: number;
    prepare: (deps: WorkerDeps) => Promise<Prepared> | Prepared;
    handle: (prepared: Prepared, job: QueuedJob<Data>, log: Logger) => Promise<unknown>;
  },
): Worker {
  return {
    queue,
    async register(deps) {
      const prepared = await options.prepare(deps);
      if (options.everyMinute) await deps.boss.schedule(queue, '* * * * *', {}, { singletonKey: queue });
      const again = options.againAfterSeconds;
      await deps.boss.work<Data>(
        queue,
        { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds },
        async (jobs: Job<Data>[]) => {
          for (const job of jobs)
            try {
              await options.handle(prepared, job, jobLogger(deps.logger, job));
            } finally {
              if (again !== undefined) await deps.boss.send(queue, {}, { startAfter: again });
            }
        },
      );
      if (again !== undefined) await deps.boss.send(queue, {});
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
