import {
  type BookingCommand,
  bookingDecider,
  bookingStream,
  type CarCalendarCommand,
  carCalendarDecider,
  carCalendarStream,
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
