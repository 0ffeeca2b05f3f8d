import { TRIP_SWEEP_QUEUE } from '@akwaaba/domain/trips/trips.jobs';
import { sweepWorker, type Worker } from '../jobs';
import { tripConfirmationWorker } from './trip-confirmation.worker';
import { tripPhotoVariantsWorker } from './trip-photo-variants.worker';
import { tripReminderWorker } from './trip-reminder.worker';
import { sweepTrips } from './trip-sweep';

/**
 * Every minute: complete trips a day after an undisputed return, flag no-shows, show lone
 * reviews after 14 days, record the reminders due. pg-boss runs a schedule once per minute
 * across all workers.
 */
export const tripSweepWorker = sweepWorker(TRIP_SWEEP_QUEUE, 'trip sweep', async (deps) => deps, sweepTrips);

export const tripsWorkers: Worker[] = [
  tripConfirmationWorker,
  tripReminderWorker,
  tripSweepWorker,
  tripPhotoVariantsWorker,
];
