import { type Actor, type DomainEvent, fold } from '@akwaaba/domain';
import { accountHistory, type Member, member } from '@akwaaba/domain/accounts/accounts.history.testing';
import {
  bookingHistory,
  bookingRequestHistory,
  calendarBlockHistory,
} from '@akwaaba/domain/bookings/bookings.history.testing';
import {
  listedForRent,
  listingHistory,
  type TrackedCar,
  trackedCar,
} from '@akwaaba/domain/cars/cars.history.testing';
import { questionHistory } from '@akwaaba/domain/conversations/conversations.history.testing';
import { notificationHistory } from '@akwaaba/domain/notifications/notifications.history.testing';
import { payoutHistory } from '@akwaaba/domain/payouts/payouts.history.testing';
import { pushHistory } from '@akwaaba/domain/push/push.history.testing';
import { reportHistory } from '@akwaaba/domain/reports/reports.history.testing';
import { type HistoryRunner, type HistoryStep, skip } from '@akwaaba/domain/shared/history.testing';
import { handleCommand } from '@akwaaba/infra/commands/command-handler';
import type { EventStore } from '@akwaaba/infra/eventstore/port';
import { newPaymentReference } from '@akwaaba/infra/payments/payment-reference';
import {
  bookingEvents,
  carCalendarEvents,
  carEvents,
  conversationEvents,
  hostPayoutsEvents,
  notificationEvents,
  pushSubscriptionEvents,
  renterHoldsEvents,
  reportEvents,
  userEvents,
} from '@akwaaba/projections/event-types';
import { contextOf, handleAsItsActor } from '@akwaaba/projections/runner/test-support/people';
import type { EventGuard } from '@akwaaba/projections/runner/typed-projection';

/*
 * The product's history for the crash/rebuild test: each feature's own, from its
 * `domain/src/<feature>/<feature>.history.testing.ts`, gathered in FEATURE_HISTORIES and run
 * through the real deciders on the real event store.
 */

const USERS = 200;
const HOSTS = 60;
/** Listings that go through every kind of change. */
const CARS = 150;
/** Listings approved at once and booked. */
const BOOKED_CARS = 64;

/** Who and what the features' histories share: they build on each other's. */
export interface Cast {
  members: Member[];
  /** One of the members, acting as an admin (their account need not say so). */
  admin: Actor;
  /** Cars of the first HOSTS members that go through every kind of change. */
  listings: TrackedCar[];
  /** Cars listed to be rented out at once, each booked. */
  fleet: TrackedCar[];
  /** The `k`th renter: a member who is not a host. */
  renter(k: number): Member;
}

/** One feature's history, as the crash test runs it. */
export interface FeatureHistory {
  /** As server/features.ts names the feature. */
  feature: string;
  /** Where its history lives: a new event type of its streams gets the steps that append it there. */
  file: string;
  /** The families of events (projections/src/event-types.ts) its history appends. */
  appends: readonly EventGuard<DomainEvent>[];
  /**
   * Its scripts, run side by side, one step a round. A feature without scripts of its own is
   * run inside the one it continues (a paid booking's trip, in its booking's script).
   */
  scripts?(run: HistoryRunner, cast: Cast): HistoryStep[][];
}

/** Every feature's history. A new feature with events adds its own here. */
export const FEATURE_HISTORIES: readonly FeatureHistory[] = [
  {
    feature: 'accounts',
    file: 'domain/src/accounts/accounts.history.testing.ts',
    appends: [userEvents],
    scripts: (run, { members, admin }) => members.map((user, j) => accountHistory(run, j, user, admin)),
  },
  {
    feature: 'cars',
    file: 'domain/src/cars/cars.history.testing.ts',
    appends: [carEvents],
    scripts: (run, { listings, admin }) => listings.map((car, i) => listingHistory(run, i, car, admin)),
  },
  {
    feature: 'bookings',
    file: 'domain/src/bookings/bookings.history.testing.ts',
    appends: [bookingEvents, carCalendarEvents, renterHoldsEvents],
    // Each car of the fleet listed (the cars' history), booked, then blocked by some hosts; some take a request.
    scripts: (run, { fleet, renter, admin }) =>
      fleet.map((car, k) => [
        ...listedForRent(run, k, car, admin),
        ...bookingHistory(run, k, {
          car,
          renter: renter(k).actor,
          admin,
          paymentReference: newPaymentReference,
        }),
        ...calendarBlockHistory(run, k, car),
        ...bookingRequestHistory(run, k, { car, renter: renter(k).actor }),
      ]),
  },
  // Each paid booking's trip runs in its booking's script.
  { feature: 'trips', file: 'domain/src/trips/trips.history.testing.ts', appends: [bookingEvents] },
  {
    feature: 'payouts',
    file: 'domain/src/payouts/payouts.history.testing.ts',
    appends: [hostPayoutsEvents],
    // The fleet's hosts are paid once their car is listed.
    scripts: (run, { fleet }) =>
      fleet.map((car, k) => [
        skip,
        ...payoutHistory(run, k, { hostId: car.owner.userId!, carId: car.carId }),
      ]),
  },
  {
    feature: 'conversations',
    file: 'domain/src/conversations/conversations.history.testing.ts',
    appends: [conversationEvents],
    // Questions about a third of the listings, asked once they exist; each booking's
    // conversation runs in its booking's script.
    scripts: (run, { listings, renter, admin }) =>
      listings.flatMap((car, n) => {
        if (n % 3 !== 0) return [];
        const asked = { renterId: renter(n).userId, carId: car.carId, hostId: car.owner.userId! };
        return [[skip, ...questionHistory(run, n, asked, admin)]];
      }),
  },
  {
    feature: 'notifications',
    file: 'domain/src/notifications/notifications.history.testing.ts',
    appends: [notificationEvents],
    scripts: (run, { members }) => members.map((user, j) => notificationHistory(run, j, user.actor)),
  },
  {
    feature: 'push',
    file: 'domain/src/push/push.history.testing.ts',
    appends: [pushSubscriptionEvents],
    scripts: (run, { members }) => members.map((user, j) => pushHistory(run, j, user.actor)),
  },
  {
    feature: 'reports',
    file: 'domain/src/reports/reports.history.testing.ts',
    appends: [reportEvents],
    // Reports of listings and hosts, filed once both exist.
    scripts: (run, { listings, renter, admin }) =>
      listings.map((car, n) => [
        skip,
        ...reportHistory(run, n, renter(n).actor, { carId: car.carId, hostId: car.owner.userId! }, admin),
      ]),
  },
];

/** Runs the features' commands on `store` as the product's command handler does. */
export const storeRunner = (store: EventStore): HistoryRunner => ({
  handle: (decider, stream, command) => handleAsItsActor(store, decider, stream, command),
  handleAs: (actor, decider, stream, command, options) =>
    handleCommand(store, decider, stream, command, contextOf(actor), options),
  stateOf: async (decider, stream) => fold(decider, await store.readStream(stream)),
});

/**
 * A few thousand events: every feature's history on its own streams, the scripts run in
 * lock-step rounds so the streams interleave in the log (a batch mid-log holds every kind of
 * event, idempotent or not).
 */
export async function appendProductHistory(run: HistoryRunner): Promise<Cast> {
  const members = Array.from({ length: USERS }, (_, j) => member(j));
  const host = (i: number) => members[i % HOSTS]!.actor;
  const cast: Cast = {
    members,
    admin: { userId: members[40]!.userId, role: 'admin' },
    listings: Array.from({ length: CARS }, (_, i) => trackedCar(i, host(i), i % 6 !== 5)),
    fleet: Array.from({ length: BOOKED_CARS }, (_, k) => trackedCar(k, host(k), true)),
    renter: (k) => members[HOSTS + (k % (USERS - HOSTS))]!,
  };
  await inLockStep(FEATURE_HISTORIES.flatMap((history) => history.scripts?.(run, cast) ?? []));
  return cast;
}

async function inLockStep(scripts: HistoryStep[][]): Promise<void> {
  const rounds = Math.max(...scripts.map((s) => s.length));
  for (let round = 0; round < rounds; round++) {
    await Promise.all(scripts.map((steps) => steps[round]?.()));
  }
}
