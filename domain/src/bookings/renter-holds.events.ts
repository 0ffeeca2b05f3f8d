import type { DomainEvents } from '../shared/decider';

/**
 * A renter's unpaid holds: which of their bookings hold a car's dates without being paid for;
 * each event's data by its type. Event types start with 'RenterHold', which no other family's
 * types start with, so the projections that take a family by its prefix do not pick them up.
 */
interface RenterHoldsEventData {
  /** A new booking of the renter's holds its dates, unpaid, until holdExpiresAt (an ISO instant). */
  RenterHoldTaken: { renterId: string; bookingId: string; holdExpiresAt: string };
  /** The booking no longer counts as unpaid: it was paid, its renter was suspended, or it was never made. */
  RenterHoldReleased: { renterId: string; bookingId: string };
}

export type RenterHoldsEvent = DomainEvents<RenterHoldsEventData>;

export const RENTER_HOLDS_EVENT_TYPE_PREFIX = 'RenterHold';

export const renterHoldsStream = (renterId: string) => `renter-holds-${renterId}`;
