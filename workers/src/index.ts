import type { Worker, WorkerDeps } from './jobs';

export { openJobQueue } from './job-queue';
export type { JobSender, Worker, WorkerDeps } from './jobs';
export { jobSender } from './jobs';

/** Creates each worker's queue and starts draining it (the workers role). */
export async function startWorkers(deps: WorkerDeps, workers: readonly Worker[]): Promise<void> {
  for (const worker of workers) {
    await deps.boss.createQueue(worker.queue);
    await worker.register(deps);
  }
}
