import {
  type BookingCommand,
  bookingDecider,
  bookingStream,
  type CarCalendarCommand,
  carCalendarDecider,
  carCalendarStream,
  renterHoldsDecider,
  renterHoldsStream,
  systemActor,
} from '@akwaaba/domain';
import { type CommandContext, handleCommand } from '@akwaaba/infra/commands/command-handler';
import type { EventStore } from '@akwaaba/infra/eventstore/port';

/** Runs a command on one booking's stream, retrying conflicts up to `maxAttempts` times (see handleCommand). */
export const runOnBooking = (
  store: EventStore,
  bookingId: string,
  command: BookingCommand,
  context: CommandContext,
  maxAttempts?: number,
) => handleCommand(store, bookingDecider, bookingStream(bookingId), command, context, { maxAttempts });

/**
 * Runs a command on a car's calendar. Every booking and payment of the car goes through
 * that one stream, so conflicts are retried many times.
 */
export const runOnCalendar = (
  store: EventStore,
  carId: string,
  command: CarCalendarCommand,
  context: CommandContext,
) =>
  handleCommand(store, carCalendarDecider, carCalendarStream(carId), command, context, { maxAttempts: 50 });

/**
 * Frees the renter's unpaid hold of a booking that was paid or whose renter was suspended.
 * The product's own step (system actor); appends nothing when there is none. Only that renter's
 * own requests race on the stream, a handful at once, so conflicts are retried until it lands.
 */
export const releaseRenterHold = (
  store: EventStore,
  { renterId, bookingId }: { renterId: string; bookingId: string },
  context: CommandContext,
) =>
  handleCommand(
    store,
    renterHoldsDecider,
    renterHoldsStream(renterId),
    { type: 'ReleaseHold', renterId, bookingId },
    { ...context, actor: systemActor },
    { maxAttempts: 50 },
  );
