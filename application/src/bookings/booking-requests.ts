import {
  type Actor,
  BOOKING_MESSAGES,
  bookingDecider,
  bookingStream,
  carCalendarDecider,
  carCalendarStream,
  holdExpiryFor,
  notFound,
  renterHoldsDecider,
  renterHoldsStream,
} from '@akwaaba/domain';
import { type CommandStep, commandStep } from '@akwaaba/infra/commands/command-handler';
import type { Config } from '@akwaaba/infra/config';
import type { EventStore } from '@akwaaba/infra/eventstore/port';
import { driverVerificationStatusOf } from '@akwaaba/projections';
import type pg from 'pg';
import type { RunCommandSteps } from './book-car';
import { loadBooking } from './booking-payments';

export interface AnswerRequestDeps {
  store: EventStore;
  pool: pg.Pool;
  /** The renter's time to pay once the host accepts: the usual hold (BOOKING_HOLD_MINUTES). */
  config: Pick<Config, 'bookingHoldMinutes'>;
}

/** Conflicts between a host's answer and the clock or a second answer are retried this many times before a 409. */
const ANSWER_ATTEMPTS = 20;

/**
 * The host answers a request to book, in one atomic write of the booking and the car's
 * calendar: accepting renews the hold for the renter's time to pay (as long as a booking
 * holds, so a renter whose licence waits for review keeps the longer hold); declining frees
 * the dates and the renter's hold at once. Both write the booking's stream, so an accept and
 * a decline racing (two tabs, two devices) give one outcome: the second is decided again on
 * the first's result and refused. Who may answer, and whether the request still waits, is the
 * booking decider's to say.
 */
export async function answerBookingRequest(
  deps: AnswerRequestDeps,
  answer: { bookingId: string; actor: Actor; accept: boolean },
  run: RunCommandSteps,
  now = new Date(),
): Promise<void> {
  const { bookingId, actor } = answer;
  const booking = await loadBooking(deps.store, bookingId);
  if (booking.status === 'none') throw notFound(BOOKING_MESSAGES.bookingNotFound);
  const { carId, renterId } = booking;
  const bookingSteps = async (): Promise<CommandStep[]> => {
    if (!answer.accept)
      return [
        commandStep(bookingDecider, bookingStream(bookingId), {
          type: 'DeclineBookingRequest',
          bookingId,
          actor,
          now,
        }),
        commandStep(carCalendarDecider, carCalendarStream(carId), {
          type: 'ReleaseDates',
          carId,
          bookingId,
          reason: 'declined',
          now,
        }),
        commandStep(renterHoldsDecider, renterHoldsStream(renterId), {
          type: 'ReleaseHold',
          renterId,
          bookingId,
        }),
      ];
    const driver = await driverVerificationStatusOf(deps.pool, renterId);
    const holdExpiresAt = holdExpiryFor(now, driver, deps.config.bookingHoldMinutes);
    return [
      commandStep(bookingDecider, bookingStream(bookingId), {
        type: 'AcceptBookingRequest',
        bookingId,
        actor,
        holdExpiresAt,
        now,
      }),
      commandStep(carCalendarDecider, carCalendarStream(carId), {
        type: 'RenewHold',
        carId,
        bookingId,
        holdExpiresAt,
        now,
      }),
    ];
  };
  await run(await bookingSteps(), { maxAttempts: ANSWER_ATTEMPTS });
}
