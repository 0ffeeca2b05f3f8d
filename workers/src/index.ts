import type { Worker, WorkerDeps } from './jobs';
import { ensureQueue } from './queue-policies';

export { openJobQueue } from './job-queue';
export type { JobSender, Worker, WorkerDeps } from './jobs';
export { jobSender } from './jobs';

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
