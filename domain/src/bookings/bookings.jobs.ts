import type { CorrelatedJob } from '../shared/jobs';

/*
 * The bookings' job queues and job data: the contract between the reactors that send the jobs
 * (projections/src/bookings/booking-jobs.reactor.ts, suspended-renter-holds.reactor.ts) and the
 * booking workers (workers/src/bookings/booking.workers.ts).
 */

/** Sent for each hold at the moment it runs out: expire the booking unless it was paid. */
export const BOOKING_HOLD_EXPIRY_QUEUE = 'booking-hold-expiry';
export type BookingHoldExpiryJob = CorrelatedJob<{ carId: string; bookingId: string }>;

/** Sent when a booking owes money back (a free cancellation, a refused payment). */
export const BOOKING_REFUNDS_QUEUE = 'booking-refunds';
export type BookingRefundsJob = CorrelatedJob<{ bookingId: string }>;

/**
 * Every minute (pg-boss schedule): expire holds whose job was missed, verify payments left
 * pending with the provider, and retry refunds still owed.
 */
export const BOOKING_SWEEP_QUEUE = 'booking-sweep';

/** Sent when an admin suspends an account: end that renter's unpaid holds at once. */
export const SUSPENDED_RENTER_HOLDS_QUEUE = 'suspended-renter-holds';
export type SuspendedRenterHoldsJob = CorrelatedJob<{ renterId: string }>;
