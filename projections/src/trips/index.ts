import type { JobSender } from '@akwaaba/infra/jobs/port';
import type { Projection } from '../runner/projection';
import { bookingHistoryReadModel } from './booking-history.read-model';
import { tripConfirmationReactor } from './trip-confirmation.reactor';
import { tripPhotosReactor } from './trip-photos.reactor';
import { tripRemindersReactor } from './trip-reminders.reactor';
import { tripsReadModel } from './trips.read-model';

/**
 * The trips feature's read models (trips, a booking's history) and its jobs: the renter's
 * confirmation e-mail, reminders and photo copies.
 */
export const tripsProjections = (jobs: JobSender): Projection[] => [
  tripsReadModel,
  bookingHistoryReadModel,
  tripConfirmationReactor(jobs),
  tripRemindersReactor(jobs),
  tripPhotosReactor(jobs),
];
