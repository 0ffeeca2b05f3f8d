import { carCalendarDecider, carCalendarStream, systemActor } from '@akwaaba/domain';
import { type CommandContext, handleCommand } from '@akwaaba/infra/commands/command-handler';
import type { EventStore, Position } from '@akwaaba/infra/eventstore/port';
import { openPayments, type PaymentsDeps } from '@akwaaba/infra/payments/index';
import type { Logger } from 'pino';
import { CALENDAR_ATTEMPTS } from './book-car';
import { loadBooking } from './booking-payments';
import { refundWhatIsOwed } from './booking-refunds';

/**
 * What follows a booking's cancellation, done at once so the renter sees the outcome on the
 * next screen: the dates are freed and the refund is paid. Both steps are idempotent and the
 * refund job (sent for the same event) repeats them if this stops half-way; a refund that
 * fails here is logged and left to that job. Answers the position of the refund's event, for
 * read-your-writes (null when none was recorded).
 */
export async function settleCancellation(
  deps: PaymentsDeps & { store: EventStore; logger: Pick<Logger, 'warn'> },
  bookingId: string,
  context: CommandContext,
): Promise<Position | null> {
  const { store, pool } = deps;
  const booking = await loadBooking(store, bookingId);
  if (booking.status === 'none') return null;
  await handleCommand(
    store,
    carCalendarDecider,
    carCalendarStream(booking.carId),
    { type: 'ReleaseDates', carId: booking.carId, bookingId, reason: 'cancelled', now: new Date() },
    { ...context, actor: systemActor },
    { maxAttempts: CALENDAR_ATTEMPTS },
  );
  try {
    const { provider } = await openPayments(deps);
    const made = await refundWhatIsOwed({ store, pool, provider }, bookingId, context);
    return made.position;
  } catch (error) {
    deps.logger.warn(
      { err: error, bookingId },
      'refund after cancellation failed; the refund job retries it',
    );
    return null;
  }
}
