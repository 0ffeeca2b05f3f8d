import { latestStartDate } from '../cars/trip-rule-problems';
import { DEFAULT_TRIP_RULES, MAX_BOOKING_AHEAD_MONTHS, MAX_TRIP_DAYS } from '../cars/trip-rules';
import { type Decider, decideByType } from '../shared/decider';
import { conflict, notFound, validationError } from '../shared/errors';
import { BOOKING_MESSAGES as M } from './booking.messages';
import { requireBookableStay } from './booking.rules';
import type { CarCalendarEvent, ReleaseReason } from './car-calendar.events';
import {
  addCalendarDays,
  type CalendarDate,
  ghanaDate,
  isCalendarDate,
  type Stay,
  staysOverlap,
} from './stay';

/** One booking's days on a car's calendar. Released entries stay, so retried commands stay no-ops. */
export interface CalendarEntry extends Stay {
  bookingId: string;
  status: 'held' | 'confirmed' | 'released';
  /** ISO instant after which an unpaid hold no longer blocks the days. */
  holdExpiresAt: string;
}

/** Days the host took off the calendar. Unblocked entries stay, so a retried unblock stays a no-op. */
export interface CalendarBlock extends Stay {
  blockId: string;
  status: 'blocked' | 'unblocked';
}

export interface CarCalendarState {
  entries: Readonly<Record<string, CalendarEntry>>;
  blocks: Readonly<Record<string, CalendarBlock>>;
}

/**
 * The calendar of one car (stream `car-calendar-{carId}`) is the one place that decides
 * "no double booking": the command handler appends with the revision it read, so two
 * renters racing for the same days cannot both win, nor a renter and the host blocking them.
 * Commands come from the product's own handlers, which decide who may send them (a block
 * only the car's host, checked on the car's stream), so they carry no actor (the event
 * metadata records who caused them). `now` is the handler's clock.
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
  | { type: 'RenewHold'; carId: string; bookingId: string; holdExpiresAt: Date; now: Date }
  | { type: 'ConfirmDates'; carId: string; bookingId: string; now: Date }
  | { type: 'ReleaseDates'; carId: string; bookingId: string; reason: ReleaseReason; now: Date }
  | {
      type: 'BlockDates';
      carId: string;
      blockId: string;
      startDate: CalendarDate;
      endDate: CalendarDate;
      now: Date;
    }
  | { type: 'UnblockDates'; carId: string; blockId: string; now: Date };

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

const activeBlocks = (state: CarCalendarState) =>
  Object.values(state.blocks).filter((block) => block.status === 'blocked');

/** The host's block covering any day of this stay, if any. */
const overlappingBlock = (state: CarCalendarState, stay: Stay) =>
  activeBlocks(state).find((block) => staysOverlap(block, stay));

/** Whether anything (a booking or the host) keeps any day of this stay at `now`, leaving out the asking booking. */
const isTaken = (state: CarCalendarState, stay: Stay, now: Date, asking?: string) =>
  blockingEntry(state, stay, now, asking) !== undefined || overlappingBlock(state, stay) !== undefined;

/** The days nobody else can book at `now`, earliest first, for the availability endpoint. Booking ids stay private. */
export function takenRanges(state: CarCalendarState, now: Date): Stay[] {
  return [...Object.values(state.entries).filter((entry) => blocksDates(entry, now)), ...activeBlocks(state)]
    .map(({ startDate, endDate }) => ({ startDate, endDate }))
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.endDate.localeCompare(b.endDate));
}

/** Whether a stay could be held at `now`. The decider remains the authority; this is for reads. */
export const datesAreFree = (state: CarCalendarState, stay: Stay, now: Date): boolean =>
  !isTaken(state, stay, now);

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
  if (isTaken(state, { startDate, endDate }, now, bookingId)) throw conflict(M.datesUnavailable);
  return [
    {
      type: 'CalendarDatesHeld',
      data: { carId, bookingId, startDate, endDate, holdExpiresAt: holdExpiresAt.toISOString() },
    },
  ];
}

/**
 * A request the host accepted holds its days for the renter's time to pay, from now. Only a
 * hold still in force is renewed: one that ran out may already be another renter's.
 */
function renewHold(
  command: Extract<CarCalendarCommand, { type: 'RenewHold' }>,
  state: CarCalendarState,
): CarCalendarEvent[] {
  const { carId, bookingId, holdExpiresAt, now } = command;
  const entry = requireEntry(state, bookingId);
  if (entry.status !== 'held' || holdHasExpired(entry, now)) throw conflict(M.holdEnded);
  if (holdExpiresAt.getTime() <= now.getTime()) throw validationError(M.holdMustEndLater);
  if (entry.holdExpiresAt === holdExpiresAt.toISOString()) return [];
  return [
    { type: 'CalendarHoldRenewed', data: { carId, bookingId, holdExpiresAt: holdExpiresAt.toISOString() } },
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
      if (holdHasExpired(entry, now) && isTaken(state, entry, now, bookingId))
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

/**
 * A host blocks days from today up to the end of the booking window: days nobody can book
 * need no block. Days a booking holds or keeps cannot be blocked (the host cancels nothing
 * by blocking), nor days already blocked. A retried block of the same days is a no-op.
 */
function blockDates(
  command: Extract<CarCalendarCommand, { type: 'BlockDates' }>,
  state: CarCalendarState,
): CarCalendarEvent[] {
  const { carId, blockId, startDate, endDate, now } = command;
  const stay = { startDate, endDate };
  const existing = state.blocks[blockId];
  if (existing) {
    if (existing.status === 'blocked' && sameDays(existing, stay)) return [];
    throw conflict(M.blockIdTaken);
  }
  requireBlockableDays(stay, now);
  if (blockingEntry(state, stay, now)) throw conflict(M.blockBookedDays);
  if (overlappingBlock(state, stay)) throw conflict(M.daysAlreadyBlocked);
  return [{ type: 'CalendarDatesBlocked', data: { carId, blockId, startDate, endDate } }];
}

function requireBlockableDays({ startDate, endDate }: Stay, now: Date) {
  const today = ghanaDate(now);
  const problems: Record<string, string> = {};
  if (!isCalendarDate(startDate)) problems.startDate = M.dateInvalid;
  else if (startDate < today) problems.startDate = M.blockInPast;
  if (!isCalendarDate(endDate)) problems.endDate = M.dateInvalid;
  else if (isCalendarDate(startDate) && endDate <= startDate) problems.endDate = M.endDateAfterStart;
  else if (endDate > lastBlockableEnd(today)) problems.endDate = M.blockTooFarAhead(MAX_BOOKING_AHEAD_MONTHS);
  const [first] = Object.values(problems);
  if (first !== undefined) throw validationError(first, problems);
}

/** The day after the last day anyone could book a trip starting: nothing later needs blocking. */
const lastBlockableEnd = (today: CalendarDate) =>
  addCalendarDays(latestStartDate(DEFAULT_TRIP_RULES, today), MAX_TRIP_DAYS);

function unblockDates(
  command: Extract<CarCalendarCommand, { type: 'UnblockDates' }>,
  state: CarCalendarState,
): CarCalendarEvent[] {
  const { carId, blockId } = command;
  const block = state.blocks[blockId];
  if (!block) throw notFound(M.noSuchBlock);
  if (block.status === 'unblocked') return [];
  return [{ type: 'CalendarDatesUnblocked', data: { carId, blockId } }];
}

const decideCarCalendar = decideByType<CarCalendarCommand, CarCalendarState, CarCalendarEvent>({
  HoldDates: holdDates,
  RenewHold: renewHold,
  ConfirmDates: confirmDates,
  ReleaseDates: releaseDates,
  BlockDates: blockDates,
  UnblockDates: unblockDates,
});

function withEntry(state: CarCalendarState, entry: CalendarEntry): CarCalendarState {
  return { ...state, entries: { ...state.entries, [entry.bookingId]: entry } };
}

function withBlock(state: CarCalendarState, block: CalendarBlock): CarCalendarState {
  return { ...state, blocks: { ...state.blocks, [block.blockId]: block } };
}

export function evolveCarCalendar(state: CarCalendarState, event: CarCalendarEvent): CarCalendarState {
  switch (event.type) {
    case 'CalendarDatesHeld': {
      const { bookingId, startDate, endDate, holdExpiresAt } = event.data;
      return withEntry(state, { bookingId, startDate, endDate, holdExpiresAt, status: 'held' });
    }
    case 'CalendarHoldRenewed': {
      const entry = state.entries[event.data.bookingId];
      return entry ? withEntry(state, { ...entry, holdExpiresAt: event.data.holdExpiresAt }) : state;
    }
    case 'CalendarDatesConfirmed': {
      const entry = state.entries[event.data.bookingId];
      return entry ? withEntry(state, { ...entry, status: 'confirmed' }) : state;
    }
    case 'CalendarDatesReleased': {
      const entry = state.entries[event.data.bookingId];
      return entry ? withEntry(state, { ...entry, status: 'released' }) : state;
    }
    case 'CalendarDatesBlocked': {
      const { blockId, startDate, endDate } = event.data;
      return withBlock(state, { blockId, startDate, endDate, status: 'blocked' });
    }
    case 'CalendarDatesUnblocked': {
      const block = state.blocks[event.data.blockId];
      return block ? withBlock(state, { ...block, status: 'unblocked' }) : state;
    }
  }
}

export const carCalendarDecider: Decider<CarCalendarState, CarCalendarCommand, CarCalendarEvent> = {
  initialState: { entries: {}, blocks: {} },
  decide: decideCarCalendar,
  evolve: evolveCarCalendar,
};
