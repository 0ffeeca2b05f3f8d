import { expireUnpaidHold } from '@akwaaba/application/bookings/booking-lifecycle';
import { refundWhatIsOwed } from '@akwaaba/application/bookings/booking-refunds';
import { endSuspendedRenterHolds } from '@akwaaba/application/bookings/suspended-renter-holds';
import {
  BOOKING_HOLD_EXPIRY_QUEUE,
  BOOKING_REFUNDS_QUEUE,
  BOOKING_SWEEP_QUEUE,
  type BookingHoldExpiryJob,
  type BookingRefundsJob,
  SUSPENDED_RENTER_HOLDS_QUEUE,
  type SuspendedRenterHoldsJob,
} from '@akwaaba/domain/bookings/bookings.jobs';
import { openPayments } from '@akwaaba/infra/payments/index';
import { jobContext, jobWorker, sweepWorker, type Worker, type WorkerDeps } from '../jobs';
import { sweepBookings } from './booking-sweep';

async function lifecycleDeps(deps: WorkerDeps) {
  const { provider } = await openPayments(deps);
  return { store: deps.store, pool: deps.pool, provider, logger: deps.logger };
}

/** Expires each unpaid hold when it runs out (sent by the booking jobs reactor). */
export const bookingHoldExpiryWorker = jobWorker<BookingHoldExpiryJob, LifecycleDeps>(
  BOOKING_HOLD_EXPIRY_QUEUE,
  {
    pollingIntervalSeconds: 2,
    prepare: lifecycleDeps,
    handle: (lifecycle, job) => expireUnpaidHold(lifecycle, job.data, jobContext(job)),
  },
);

/** Pays back free cancellations and refused payments (sent by the booking jobs reactor). */
export const bookingRefundsWorker = jobWorker<BookingRefundsJob, LifecycleDeps>(BOOKING_REFUNDS_QUEUE, {
  pollingIntervalSeconds: 1,
  prepare: lifecycleDeps,
  handle: (lifecycle, job) => refundWhatIsOwed(lifecycle, job.data.bookingId, jobContext(job)),
});

/**
 * Every minute: expire missed holds, re-verify payments left pending, retry refunds still
 * owed. pg-boss runs a schedule once per minute across all workers.
 */
export const bookingSweepWorker = sweepWorker(
  BOOKING_SWEEP_QUEUE,
  'booking sweep',
  lifecycleDeps,
  sweepBookings,
);

/** Ends a suspended renter's unpaid holds at once (sent by the suspended renter holds reactor). */
export const suspendedRenterHoldsWorker = jobWorker<SuspendedRenterHoldsJob, LifecycleDeps>(
  SUSPENDED_RENTER_HOLDS_QUEUE,
  {
    pollingIntervalSeconds: 2,
    prepare: lifecycleDeps,
    handle: (lifecycle, job) => endSuspendedRenterHolds(lifecycle, job.data.renterId, jobContext(job)),
  },
);

type LifecycleDeps = Awaited<ReturnType<typeof lifecycleDeps>>;

export const bookingsWorkers: Worker[] = [
  bookingHoldExpiryWorker,
  bookingRefundsWorker,
  bookingSweepWorker,
  suspendedRenterHoldsWorker,
];
