import { renterHoldsDecider, renterHoldsStream } from '@akwaaba/domain';
import type { CommandContext } from '@akwaaba/infra/commands/command-handler';
import { aggregateStream } from '@akwaaba/infra/eventstore/aggregate-stream';
import { releaseRenterHold } from './booking-commands';
import { expireUnpaidHold, type HoldExpiry, type LifecycleDeps } from './booking-lifecycle';
import { loadBooking } from './booking-payments';

/**
 * Ends a suspended renter's unpaid holds now instead of when they run out, through the same
 * steps as a hold's own expiry with the suspension as the reason (the deciders accept it
 * before the hold has run out), so a payment that went through still confirms the booking
 * instead; then the renter's hold is released. Confirmed bookings are left for an admin to
 * resolve. Idempotent: a second run finds nothing left to end.
 */
export async function endSuspendedRenterHolds(
  deps: LifecycleDeps,
  renterId: string,
  context: CommandContext,
  now: Date = new Date(),
): Promise<HoldExpiry[]> {
  const { state } = await aggregateStream(deps.store, renterHoldsDecider, renterHoldsStream(renterId));
  const outcomes: HoldExpiry[] = [];
  for (const bookingId of Object.keys(state.holds)) {
    const booking = await loadBooking(deps.store, bookingId);
    // A hold whose booking was never made holds no dates: releasing the renter's hold is all.
    if (booking.status !== 'none')
      outcomes.push(
        await expireUnpaidHold(deps, { carId: booking.carId, bookingId }, context, now, 'renter-suspended'),
      );
    await releaseRenterHold(deps.store, { renterId, bookingId }, context);
  }
  return outcomes;
}
