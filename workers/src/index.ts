import { ensureQueue } from '@akwaaba/infra/jobs/queue-policies';
import type { Worker, WorkerDeps } from './jobs';

export type { Worker, WorkerDeps } from './jobs';

/**
 * Creates each worker's queue with its retry policy and dead-letter queue (updating a queue an
 * older release made), and starts draining it (the workers role).
 */
export async function startWorkers(deps: WorkerDeps, workers: readonly Worker[]): Promise<void> {
  for (const worker of workers) {
    await ensureQueue(deps.boss, worker.queue);
    await worker.register(deps);
  }
}
