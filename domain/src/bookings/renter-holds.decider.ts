import { type Decider, decideByType } from '../shared/decider';
import { conflict, validationError } from '../shared/errors';
import { BOOKING_MESSAGES as M } from './booking.messages';
import { MAX_UNPAID_HOLDS } from './booking.rules';
import type { RenterHoldsEvent } from './renter-holds.events';

export interface RenterHoldsState {
  /** When each unpaid, unreleased hold runs out (ISO instant), by booking id. */
  holds: Readonly<Record<string, string>>;
}

/**
 * The unpaid holds of one renter (stream `renter-holds-{renterId}`) decide "at most 3 at once":
 * the booking route takes a hold here before it holds a car's dates, appending with the
 * revision it read, so simultaneous requests cannot all slip under the limit. A hold stops
 * counting when its booking is paid or its renter suspended (ReleaseHold) or, with no event
 * at all, when it runs out. Commands come from the product's own handlers, never straight from a request,
 * so they carry no actor. `now` is the handler's clock.
 */
export type RenterHoldsCommand =
  | { type: 'TakeHold'; renterId: string; bookingId: string; holdExpiresAt: Date; now: Date }
  | { type: 'ReleaseHold'; renterId: string; bookingId: string };

const counts = (holdExpiresAt: string, now: Date) => now.getTime() < Date.parse(holdExpiresAt);

/** The renter's holds that count at `now`: not released and not run out. */
export const unpaidHolds = (state: RenterHoldsState, now: Date): number =>
  Object.values(state.holds).filter((holdExpiresAt) => counts(holdExpiresAt, now)).length;

function takeHold(
  command: Extract<RenterHoldsCommand, { type: 'TakeHold' }>,
  state: RenterHoldsState,
): RenterHoldsEvent[] {
  const { renterId, bookingId, holdExpiresAt, now } = command;
  const existing = state.holds[bookingId];
  // A retried take of a hold that still counts is a no-op.
  if (existing !== undefined && counts(existing, now)) return [];
  if (holdExpiresAt.getTime() <= now.getTime()) throw validationError(M.holdMustEndLater);
  if (unpaidHolds(state, now) >= MAX_UNPAID_HOLDS) throw conflict(M.tooManyUnpaidHolds(MAX_UNPAID_HOLDS));
  return [
    { type: 'RenterHoldTaken', data: { renterId, bookingId, holdExpiresAt: holdExpiresAt.toISOString() } },
  ];
}

function releaseHold(
  command: Extract<RenterHoldsCommand, { type: 'ReleaseHold' }>,
  state: RenterHoldsState,
): RenterHoldsEvent[] {
  const { renterId, bookingId } = command;
  // Nothing held (never taken, or released already): nothing to release.
  if (state.holds[bookingId] === undefined) return [];
  return [{ type: 'RenterHoldReleased', data: { renterId, bookingId } }];
}

export const decideRenterHolds = decideByType<RenterHoldsCommand, RenterHoldsState, RenterHoldsEvent>({
  TakeHold: takeHold,
  ReleaseHold: releaseHold,
});

export function evolveRenterHolds(state: RenterHoldsState, event: RenterHoldsEvent): RenterHoldsState {
  switch (event.type) {
    case 'RenterHoldTaken':
      return { holds: { ...state.holds, [event.data.bookingId]: event.data.holdExpiresAt } };
    case 'RenterHoldReleased': {
      const { [event.data.bookingId]: _released, ...holds } = state.holds;
      return { holds };
    }
  }
}

export const renterHoldsDecider: Decider<RenterHoldsState, RenterHoldsCommand, RenterHoldsEvent> = {
  initialState: { holds: {} },
  decide: decideRenterHolds,
  evolve: evolveRenterHolds,
};
