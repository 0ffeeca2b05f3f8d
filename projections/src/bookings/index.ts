import type { JobSender } from '@akwaaba/infra/jobs/port';
import type { Projection } from '../runner/projection';
import { bookingJobsReactor } from './booking-jobs.reactor';
import { bookingsReadModel } from './bookings.read-model';
import { suspendedRenterHoldsReactor } from './suspended-renter-holds.reactor';

/** The bookings feature's read model and its jobs: holds that expire, refunds, a suspended renter's holds. */
export const bookingsProjections = (jobs: JobSender): Projection[] => [
  bookingsReadModel,
  bookingJobsReactor(jobs),
  suspendedRenterHoldsReactor(jobs),
];
