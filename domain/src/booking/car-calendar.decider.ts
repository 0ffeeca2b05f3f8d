import { type Decider, decideByType } from '../shared/decider';
import { conflict, notFound, validationError } from '../shared/errors';
import { BOOKING_MESSAGES as M } from './booking.messages';
import { requireBookableStay } from './booking.rules';
import type { CarCalendarEvent, ReleaseReason } from './car-calendar.events';
import { type CalendarDate, type Stay, staysOverlap } from './stay';

/** One booking's days on a car's calendar. Released entries stay, so retried commands stay no-ops. */
export interface CalendarEntry extends Stay {
  bookingId: string;
  status: 'held' | 'confirmed' | 'released';
  /** ISO instant after which an unpaid hold no longer blocks the days. */
  holdExpiresAt: string;
}

export interface CarCalendarState {
  entries: Readonly<Record<string, CalendarEntry>>;
}

/**
 * The calendar of one car (stream `car-calendar-{carId}`) is the one place that decides
 * "no double booking": the command handler appends with the revision it read, so two
 * renters racing for the same days cannot both win. Commands come from the product's
 * own booking and payment handlers, never straight from a request, so they carry no actor
 * (the event metadata records who caused them). `now` is the handler's clock.
 *
 * Order of operations across streams (docs/adr/0004): payment first ConfirmDates here, then
 * ConfirmPayment on the booking; expiry first ReleaseDates 'expired' here, then ExpireBooking.
 * A payment and an expiry racing for the same hold are thus settled on this one stream.
 */
export type CarCalendarCommand =
  | {
      type: 'HoldDates';
      carId: string;
      bookingId: string;
      startDate: CalendarDate;
      endDate: CalendarDate;
      holdExpiresAt: Date;
      now: Date;
    }
  | { type: 'ConfirmDates'; carId: string; bookingId: string; now: Date }
  | { type: 'ReleaseDates'; carId: string; bookingId: string; reason: ReleaseReason; now: Date };

export type CarCalendarCommandType = CarCalendarCommand['type'];

/**
 * A confirmed booking always blocks its days; a hold blocks them until holdExpiresAt,
 * even before its release event arrives. From holdExpiresAt on, the days are free.
 */
export const blocksDates = (entry: CalendarEntry, now: Date): boolean =>
  entry.status === 'confirmed' ||
  (entry.status === 'held' && now.getTime() < Date.parse(entry.holdExpiresAt));

const holdHasExpired = (entry: CalendarEntry, now: Date) =>
  entry.status === 'held' && now.getTime() >= Date.parse(entry.holdExpiresAt);

const sameDays = (a: Stay, b: Stay) => a.startDate === b.startDate && a.endDate === b.endDate;

/** The booking whose days block this stay at `now`, if any, leaving out the asking booking itself. */
function blockingEntry(state: CarCalendarState, stay: Stay, now: Date, asking?: string) {
  return Object.values(state.entries).find(
    (entry) => entry.bookingId !== asking && blocksDates(entry, now) && staysOverlap(entry, stay),
  );
}

/** The days nobody else can book at `now`, earliest first, for the availability endpoint. Booking ids stay private. */
export function takenRanges(state: CarCalendarState, now: Date): Stay[] {
  return Object.values(state.entries)
    .filter((entry) => blocksDates(entry, now))
    .map(({ startDate, endDate }) => ({ startDate, endDate }))
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.endDate.localeCompare(b.endDate));
}

/** Whether a stay could be held at `now`. The decider remains the authority; this is for reads. */
export const datesAreFree = (state: CarCalendarState, stay: Stay, now: Date): boolean =>
  blockingEntry(state, stay, now) === undefined;

function requireEntry(state: CarCalendarState, bookingId: string): CalendarEntry {
  const entry = state.entries[bookingId];
  if (!entry) throw notFound(M.noDatesHeld);
  return entry;
}

function holdDates(
  command: Extract<CarCalendarCommand, { type: 'HoldDates' }>,
  state: CarCalendarState,
): CarCalendarEvent[] {
  const { carId, bookingId, startDate, endDate, holdExpiresAt, now } = command;
  const existing = state.entries[bookingId];
  // A retried hold of the same days is a no-op while it still holds them; a booking never holds two ranges.
  if (existing) {
    if (blocksDates(existing, now) && sameDays(existing, command)) return [];
    throw conflict(M.holdAlreadyPlaced);
  }
  requireBookableStay({ startDate, endDate }, now);
  if (holdExpiresAt.getTime() <= now.getTime()) throw validationError(M.holdMustEndLater);
  if (blockingEntry(state, { startDate, endDate }, now, bookingId)) throw conflict(M.datesUnavailable);
  return [
    {
      type: 'CalendarDatesHeld',
      data: { carId, bookingId, startDate, endDate, holdExpiresAt: holdExpiresAt.toISOString() },
    },
  ];
}

function confirmDates(
  command: Extract<CarCalendarCommand, { type: 'ConfirmDates' }>,
  state: CarCalendarState,
): CarCalendarEvent[] {
  const { carId, bookingId, now } = command;
  const entry = requireEntry(state, bookingId);
  switch (entry.status) {
    case 'confirmed':
      return [];
    case 'released':
      throw conflict(M.holdEnded);
    case 'held':
      // A payment that lands after the hold ran out still wins the days if nobody took them meanwhile.
      if (holdHasExpired(entry, now) && blockingEntry(state, entry, now, bookingId))
        throw conflict(M.datesUnavailable);
      return [{ type: 'CalendarDatesConfirmed', data: { carId, bookingId } }];
  }
}

function releaseDates(
  command: Extract<CarCalendarCommand, { type: 'ReleaseDates' }>,
  state: CarCalendarState,
): CarCalendarEvent[] {
  const { carId, bookingId, reason, now } = command;
  const entry = requireEntry(state, bookingId);
  if (entry.status === 'released') return [];
  if (reason === 'expired' || reason === 'renter-suspended') {
    if (entry.status === 'confirmed') throw conflict(M.paidBookingKeepsDates);
    // A suspension ends the renter's holds at once; otherwise a hold ends when it runs out.
    if (reason === 'expired' && !holdHasExpired(entry, now)) throw conflict(M.holdNotExpired);
  }
  return [{ type: 'CalendarDatesReleased', data: { carId, bookingId, reason } }];
}

export const decideCarCalendar = decideByType<CarCalendarCommand, CarCalendarState, CarCalendarEvent>({
  HoldDates: holdDates,
  ConfirmDates: confirmDates,
  ReleaseDates: releaseDates,
});

function withEntry(state: CarCalendarState, entry: CalendarEntry): CarCalendarState {
  return { entries: { ...state.entries, [entry.bookingId]: entry } };
}

export function evolveCarCalendar(state: CarCalendarState, event: CarCalendarEvent): CarCalendarState {
  switch (event.type) {
    case 'CalendarDatesHeld': {
      const { bookingId, startDate, endDate, holdExpiresAt } = event.data;
      return withEntry(state, { bookingId, startDate, endDate, holdExpiresAt, status: 'held' });
    }
    case 'CalendarDatesConfirmed': {
      const entry = state.entries[event.data.bookingId];
      return entry ? withEntry(state, { ...entry, status: 'confirmed' }) : state;
    }
    case 'CalendarDatesReleased': {
      const entry = state.entries[event.data.bookingId];
      return entry ? withEntry(state, { ...entry, status: 'released' }) : state;
    }
  }
}

export const carCalendarDecider: Decider<CarCalendarState, CarCalendarCommand, CarCalendarEvent> = {
  initialState: { entries: {} },
  decide: decideCarCalendar,
  evolve: evolveCarCalendar,
};
