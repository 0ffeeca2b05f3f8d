import type { QuoteRequest } from '../pricing/quote';
import { plainQuote } from '../pricing/quote.testing';
import type { Actor } from '../shared/actor';
import { deciderSpec } from '../shared/decider.testing';
import { type BookingCommand, bookingDecider } from './booking.decider';
import type { BookingEvent } from './booking.events';

/*
 * One booking's story for the booking decider's tests: who acts, the commands they send and
 * the events that result, booked on 1 March 2025 for 5 → 7 March at ₵250 a day.
 */

export const bookingId = 'booking-1';
export const carId = 'car-1';
export const renter: Actor = { userId: 'renter-1', role: 'user' };
export const host: Actor = { userId: 'host-1', role: 'user' };
export const stranger: Actor = { userId: 'user-9', role: 'user' };
export const admin: Actor = { userId: 'admin-1', role: 'admin' };
export const system: Actor = { userId: null, role: 'system' };
export const anonymous: Actor = { userId: null, role: 'anonymous' };

// Booked on 1 March at 10:00 (Ghana time is UTC) for 5 → 7 March at ₵250 a day: ₵525 with the fee.
export const now = new Date('2025-03-01T10:00:00.000Z');
export const holdExpiresAt = new Date('2025-03-01T10:30:00.000Z');
export const at = (iso: string) => new Date(iso);
/** The quote for 5 → 7 March at ₵250 a day, with whatever `more` adds (a plan, a deposit, extras). */
export const quoteWith = (more: Partial<QuoteRequest> = {}) =>
  plainQuote({ pricePerDay: 25_000, startDate: '2025-03-05', endDate: '2025-03-07', ...more });
export const quote = quoteWith();

export const { given } = deciderSpec(bookingDecider);

export type Create = Extract<BookingCommand, { type: 'CreateBooking' }>;
/** What the booking is: the same in the command that creates it and the event that records it. */
const booked = {
  bookingId,
  carId,
  ownerId: 'host-1',
  renterId: 'renter-1',
  startDate: '2025-03-05',
  endDate: '2025-03-07',
  destinationRegionId: null,
  includeDriver: false,
  quote,
};
export const create = (overrides: Partial<Create> = {}): BookingCommand => ({
  type: 'CreateBooking',
  actor: renter,
  ...booked,
  holdExpiresAt,
  now,
  ...overrides,
});
export const initializePayment = (
  reference = 'ref-1',
  actor: Actor = renter,
  time = now,
): BookingCommand => ({
  type: 'InitializePayment',
  bookingId,
  actor,
  reference,
  now: time,
});
export const confirmPayment = (
  overrides: { reference?: string; amount?: number; currency?: string; actor?: Actor } = {},
): BookingCommand => ({
  type: 'ConfirmPayment',
  bookingId,
  actor: system,
  reference: 'ref-1',
  amount: quote.total,
  currency: 'GHS',
  ...overrides,
});
export const expire = (time: Date, actor: Actor = system): BookingCommand => ({
  type: 'ExpireBooking',
  bookingId,
  actor,
  now: time,
});
export const complete = (time: Date, actor: Actor = system): BookingCommand => ({
  type: 'CompleteBooking',
  bookingId,
  actor,
  now: time,
});
export const cancel = (time: Date, acceptNoRefund?: boolean, actor: Actor = renter): BookingCommand => ({
  type: 'CancelBooking',
  bookingId,
  actor,
  now: time,
  ...(acceptNoRefund === undefined ? {} : { acceptNoRefund }),
});
export const recordRefund = (reference = 'refund-1', actor: Actor = system): BookingCommand => ({
  type: 'RecordRefund',
  bookingId,
  actor,
  reference,
});
export const review = (
  rating: number,
  comment = 'Clean car, friendly host',
  actor: Actor = renter,
  { hostRating = 5, time = at('2025-03-09T10:00:00Z') }: { hostRating?: number; time?: Date } = {},
): BookingCommand => ({
  type: 'LeaveReview',
  bookingId,
  actor,
  rating,
  hostRating,
  comment,
  now: time,
});

export const created: BookingEvent = {
  type: 'BookingCreated',
  data: { ...booked, holdExpiresAt: holdExpiresAt.toISOString(), createdAt: now.toISOString() },
};
export const initialized = (reference = 'ref-1'): BookingEvent => ({
  type: 'BookingPaymentInitialized',
  data: { bookingId, reference },
});
export const confirmed: BookingEvent = {
  type: 'BookingConfirmed',
  data: { bookingId, reference: 'ref-1', amount: 52_500, currency: 'GHS' },
};
export const expired: BookingEvent = { type: 'BookingExpired', data: { bookingId } };
export const completed: BookingEvent = { type: 'BookingCompleted', data: { bookingId } };
export const cancelledForFree: BookingEvent = {
  type: 'BookingCancelled',
  data: { bookingId, refundAmount: 52_500, freeCancellation: true },
};
export const cancelledLate: BookingEvent = {
  type: 'BookingCancelled',
  data: { bookingId, refundAmount: 0, freeCancellation: false },
};
export const refunded: BookingEvent = {
  type: 'BookingRefunded',
  data: { bookingId, reference: 'refund-1', amount: 52_500 },
};

export const pending = [created, initialized()];
export const paid = [...pending, confirmed];
