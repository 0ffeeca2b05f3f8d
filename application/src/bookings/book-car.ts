import { randomUUID } from 'node:crypto';
import {
  type Actor,
  BOOKING_MESSAGES,
  type BookingCommand,
  type BookingRequest,
  bookingDecider,
  bookingStream,
  type CarCalendarCommand,
  type CarCalendarEvent,
  carCalendarDecider,
  carCalendarStream,
  carDecider,
  carStream,
  type DomainEvent,
  holdExpiryFor,
  priceBookingRequest,
  type RenterHoldsEvent,
  renterHoldsDecider,
  renterHoldsStream,
  requestAnswerDue,
  requireRenterMeetsRequirements,
} from '@akwaaba/domain';
import {
  type CommandResult,
  type CommandStep,
  commandStep,
  type HandleCommandOptions,
} from '@akwaaba/infra/commands/command-handler';
import type { Config } from '@akwaaba/infra/config';
import { aggregateStream } from '@akwaaba/infra/eventstore/aggregate-stream';
import type { EventStore } from '@akwaaba/infra/eventstore/port';
import { driverVerificationStatusOf, renterReputation } from '@akwaaba/projections';
import type pg from 'pg';
import type { KeyedQueue } from './calendar-queue';

/** Calendar appends by concurrent renters of one car are retried this many times before a 409. */
export const CALENDAR_ATTEMPTS = 100;

/**
 * Runs a use case's command steps as one atomic write (handleCommands), with the use case's
 * retry options. The API passes one that also shows the caller their write (read-your-writes).
 */
export type RunCommandSteps = (
  steps: readonly CommandStep[],
  options: Pick<HandleCommandOptions, 'maxAttempts' | 'conflictMessage'>,
) => Promise<CommandResult<DomainEvent>[]>;

export interface BookCarDeps {
  store: EventStore;
  pool: pg.Pool;
  /** How long a booking holds its dates unpaid (BOOKING_HOLD_MINUTES) and the plans offered, read at each booking. */
  config: Pick<Config, 'bookingHoldMinutes' | 'protectionPlans'>;
  /** This process's bookings of one car take turns on its calendar (see KeyedQueue). */
  calendars: KeyedQueue;
}

/**
 * A renter books a car: priced on the server from the car's stream, checked against what the
 * host asks of renters, and written as one atomic write of the booking, the car's dates and
 * the renter's hold. A refused or conflicting request holds nothing, and a renter at the limit
 * never blocks a car, not even for a moment. Answers the new booking's id.
 */
export async function bookCar(
  deps: BookCarDeps,
  booking: { renterId: string; actor: Actor; request: BookingRequest },
  run: RunCommandSteps,
  now = new Date(),
): Promise<{ bookingId: string }> {
  const { store, pool, calendars } = deps;
  const { renterId, actor, request } = booking;
  // The car, its calendar and the renter's holds in parallel, one round trip's wait instead
  // of three, unless another booking of this car is on its way here: the calendar will have
  // moved by our turn, so it is read then.
  const [{ state: car }, calendarEvents, renterHolds, driver] = await Promise.all([
    aggregateStream(store, carDecider, carStream(request.carId)),
    calendars.isBusy(request.carId)
      ? undefined
      : store.readStream<CarCalendarEvent>(carCalendarStream(request.carId)),
    store.readStream<RenterHoldsEvent>(renterHoldsStream(renterId)),
    // A renter whose licence and ID wait for review holds the car until the admin decides.
    driverVerificationStatusOf(pool, renterId),
  ]);
  const priced = priceBookingRequest(car, request, renterId, now, deps.config.protectionPlans);
  // The renter's record is read only for a car whose host asks for one: most ask nothing.
  const requirements = priced.renterRequirements;
  if (requirements.minCompletedTrips > 0 || requirements.minRating !== null)
    requireRenterMeetsRequirements(requirements, await renterReputation(pool, renterId));

  const bookingId = randomUUID();
  // A request holds the dates while its host decides; the renter's time to pay starts when they accept.
  const holdExpiresAt = priced.instantBook
    ? holdExpiryFor(now, driver, deps.config.bookingHoldMinutes)
    : requestAnswerDue(now);
  const create: BookingCommand = {
    type: 'CreateBooking',
    bookingId,
    actor,
    carId: request.carId,
    ownerId: priced.ownerId,
    renterId,
    startDate: request.startDate,
    endDate: request.endDate,
    destinationRegionId: priced.destinationRegionId,
    ...(priced.deliveryPoint ? { deliveryPoint: priced.deliveryPoint } : {}),
    includeDriver: priced.includeDriver,
    pickupTime: priced.pickupTime,
    returnTime: priced.returnTime,
    quote: priced.quote,
    protectionPlan: priced.protectionPlan,
    returnTerms: priced.returnTerms,
    ...(priced.instantBook ? {} : { hostApproval: { message: request.message ?? '' } }),
    holdExpiresAt,
    now,
  };
  const holdDates: CarCalendarCommand = {
    type: 'HoldDates',
    carId: request.carId,
    bookingId,
    startDate: request.startDate,
    endDate: request.endDate,
    holdExpiresAt,
    now,
  };
  // Bookings of one car on this instance take turns, so they do not conflict on its calendar;
  // a conflict with another instance reads and decides again.
  await calendars.run(request.carId, () =>
    run(
      [
        commandStep(bookingDecider, bookingStream(bookingId), create, { newStream: true }),
        commandStep(carCalendarDecider, carCalendarStream(request.carId), holdDates, {
          streamAsRead: calendarEvents,
        }),
        commandStep(
          renterHoldsDecider,
          renterHoldsStream(renterId),
          { type: 'TakeHold', renterId, bookingId, holdExpiresAt, now },
          { streamAsRead: renterHolds },
        ),
      ],
      { maxAttempts: CALENDAR_ATTEMPTS, conflictMessage: BOOKING_MESSAGES.calendarBusy },
    ),
  );
  return { bookingId };
}
