import { BOOKING_MESSAGES, DomainError, systemActor } from '@akwaaba/domain';
import type { CommandContext } from '@akwaaba/infra/commands/command-handler';
import type { EventStore } from '@akwaaba/infra/eventstore/port';
import type { PaymentProvider } from '@akwaaba/infra/payments/port';
import { runOnBooking, runOnCalendar } from './booking-commands';
import { loadBooking, settlePayment } from './booking-payments';

export interface LifecycleDeps {
  store: EventStore;
  provider: PaymentProvider;
}

export type HoldExpiry = 'expired' | 'paid' | 'not_due' | 'nothing_to_do';

/** A refusal that means "someone else already moved this on": the job has nothing left to do. */
const settled = (error: unknown) => error instanceof DomainError && error.kind !== 'validation';

/**
 * Ends an unpaid hold once it has run out (or a request its host did not answer in time): first asks the provider about every payment the
 * booking started (a payment that went through confirms the booking instead), then frees the
 * dates on the car's calendar (ReleaseDates 'expired') and expires the booking. The calendar
 * goes first, so a payment racing this job is settled there: whichever comes first wins.
 * Idempotent: run it twice, or after the booking was paid, and it changes nothing.
 */
export async function expireUnpaidHold(
  deps: LifecycleDeps,
  target: { carId: string; bookingId: string },
  context: CommandContext,
  now: Date = new Date(),
  /** 'renter-suspended' ends the hold now, whether or not it has run out. */
  why: 'expired' | 'renter-suspended' = 'expired',
): Promise<HoldExpiry> {
  const { carId, bookingId } = target;
  const system = { ...context, actor: systemActor };
  const booking = await loadBooking(deps.store, bookingId);
  // A request its host never answered expires the same way (it has no payment to ask about).
  if (booking.status !== 'none' && booking.status !== 'pending' && booking.status !== 'requested')
    return 'nothing_to_do';
  if (booking.status === 'pending') {
    for (const reference of booking.paymentReferences) {
      const settlement = await settlePayment({ ...deps, now: () => now }, reference, system);
      if (settlement.outcome === 'confirmed') return 'paid';
    }
  }
  try {
    await runOnCalendar(
      deps.store,
      carId,
      { type: 'ReleaseDates', carId, bookingId, reason: why, now },
      system,
    );
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    // The hold has not run out yet, or the payment won the calendar: leave the booking alone.
    if (error.kind === 'conflict')
      return error.message === BOOKING_MESSAGES.paidBookingKeepsDates ? 'paid' : 'not_due';
    // not_found: this booking never reached the calendar; the booking itself may still expire.
  }
  if (booking.status === 'none') return 'expired';
  try {
    await runOnBooking(
      deps.store,
      bookingId,
      {
        type: 'ExpireBooking',
        bookingId,
        actor: systemActor,
        now,
        ...(why === 'renter-suspended' ? { renterSuspended: true } : {}),
      },
      system,
    );
    return 'expired';
  } catch (error) {
    if (settled(error)) return 'nothing_to_do';
    throw error;
  }
}
