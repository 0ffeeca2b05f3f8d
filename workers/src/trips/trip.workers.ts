import { jobContext, jobWorker, type Worker, type WorkerDeps } from '../jobs';
import { tripPhotoVariantsWorker } from './trip-photo-variants.worker';
import { TRIP_SWEEP_QUEUE } from './trip-queues';
import { tripReminderWorker } from './trip-reminder.worker';
import { sweepTrips } from './trip-sweep';

/**
 * Every minute: complete trips a day after an undisputed return, flag no-shows, show lone
 * reviews after 14 days, record the reminders due. pg-boss runs a schedule once per minute
 * across all workers.
 */
export const tripSweepWorker = jobWorker<Record<string, never>, WorkerDeps>(TRIP_SWEEP_QUEUE, {
  pollingIntervalSeconds: 5,
  everyMinute: true,
  prepare: async (deps) => deps,
  async handle(deps, job, log) {
    const result = await sweepTrips(deps, jobContext(job));
    if (Object.values(result).some((n) => n > 0)) log.info({ ...result }, 'trip sweep');
  },
});

export const tripWorkers: Worker[] = [tripReminderWorker, tripSweepWorker, tripPhotoVariantsWorker];
