import {
  type BookingCommand,
  bookingDecider,
  bookingStream,
  type CarCalendarCommand,
  carCalendarDecider,
  carCalendarStream,
  type RenterHoldsCommand,
  type RenterHoldsEvent,
  renterHoldsDecider,
  renterHoldsStream,
  systemActor,
} from '@akwaaba/domain';
import { type CommandContext, handleCommand } from '@akwaaba/infra/commands/command-handler';
import type { EventStore, RecordedEvent } from '@akwaaba/infra/eventstore/port';

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
 * Runs a command on a renter's unpaid holds. Only that renter's own requests race there, a
 * handful at once, and each must get its answer (taken, or too many) rather than a conflict.
 */
export const runOnRenterHolds = (
  store: EventStore,
  renterId: string,
  command: RenterHoldsCommand,
  context: CommandContext,
  streamAsRead?: readonly RecordedEvent<RenterHoldsEvent>[],
) =>
  handleCommand(store, renterHoldsDecider, renterHoldsStream(renterId), command, context, {
    maxAttempts: 50,
    streamAsRead,
  });

/**
 * Frees the renter's unpaid hold of a booking that was paid or whose renter was suspended,
 * or that was never made after all. The product's own step (system actor); appends nothing when there is none.
 */
export const releaseRenterHold = (
  store: EventStore,
  { renterId, bookingId }: { renterId: string; bookingId: string },
  context: CommandContext,
) =>
  runOnRenterHolds(
    store,
    renterId,
    { type: 'ReleaseHold', renterId, bookingId },
    { ...context, actor: systemActor },
  );
