import { bookingWorkers } from './bookings/booking.workers';
import { accountEmailWorker } from './email/account-email.worker';
import type { Worker, WorkerDeps } from './jobs';
import { carPhotoVariantsWorker } from './photos/car-photo-variants.worker';

export { openJobQueue } from './job-queue';
export type { JobSender, Worker, WorkerDeps } from './jobs';
export { jobSender } from './jobs';

/** Every worker the product runs. Each feature adds its own here. */
export const allWorkers: Worker[] = [carPhotoVariantsWorker, accountEmailWorker, ...bookingWorkers];

/** Creates each worker's queue and starts draining it (the workers role). */
export async function startWorkers(deps: WorkerDeps, workers: readonly Worker[] = allWorkers): Promise<void> {
  for (const worker of workers) {
    await deps.boss.createQueue(worker.queue);
    await worker.register(deps);
  }
}
