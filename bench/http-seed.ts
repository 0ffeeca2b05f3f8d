import { randomUUID } from 'node:crypto';
import { registerVerifiedAccount } from '@akwaaba/application/accounts/verified-account';
import {
  addCalendarDays,
  CAR_LOCATIONS,
  type CarCalendarCommand,
  type CarDetails,
  carCalendarDecider,
  carCalendarStream,
  carDecider,
  carStream,
  ghanaDate,
  systemActor,
} from '@akwaaba/domain';
import { metadataFor } from '@akwaaba/infra/commands/command-handler';
import type { EventStore } from '@akwaaba/infra/eventstore/port';

/*
 * Data for the HTTP benchmarks, written as the product writes it: events from
 * the product's own deciders, in the product's event store, for the projections
 * to build the read models from.
 */

const MAKES = [
  ['Toyota', 'Corolla'],
  ['Honda', 'Civic'],
  ['Hyundai', 'Elantra'],
  ['Kia', 'Sportage'],
  ['Nissan', 'X-Trail'],
  ['Toyota', 'Land Cruiser'],
  ['Mercedes-Benz', 'C-Class'],
  ['Suzuki', 'Swift'],
] as const;
const FUELS = ['Petrol', 'Diesel', 'Hybrid', 'Electric'] as const;

/** Car number `i`: spread over every city, price band and transmission, with three photos. */
export function benchCarDetails(i: number): CarDetails {
  const [make, model] = MAKES[i % MAKES.length]!;
  // 80 to 500 cedi a day, in pesewas: every price band gets its share.
  const pricePerDay = (80 + ((i * 37) % 421)) * 100;
  return {
    make,
    model,
    year: 2010 + (i % 15),
    location: CAR_LOCATIONS[i % CAR_LOCATIONS.length]!,
    pricePerDay,
    description: `Well kept ${make} ${model}, serviced every 5,000 km. Air conditioning that works in Accra traffic.`,
    features: ['Air conditioning', 'Bluetooth', 'Reverse camera', 'USB charging'],
    seats: 5,
    transmission: i % 3 === 0 ? 'Manual' : 'Automatic',
    fuelType: FUELS[i % FUELS.length]!,
    // Not stored car photos: the photo reactor leaves them alone, so no resize jobs run during the bench.
    images: [1, 2, 3].map((n) => `/objects/bench-photos/${i}-${n}.jpg`),
    roadworthyDocument: `car-papers/bench-${i}-roadworthy.pdf`,
    registrationDocument: `car-papers/bench-${i}-registration.pdf`,
    insuranceDocument: `car-papers/bench-${i}-insurance.pdf`,
    driverAvailable: false,
    driverDailyRate: null,
    driverName: null,
    driverPhone: null,
    driverExperienceYears: null,
    // Some hosts offer a child seat, so the car rows carry extras as they do in production.
    extras: i % 4 === 0 ? [{ kind: 'child-seat', dailyRate: 2_000 }] : [],
    // Some hosts discount long trips, as hosts do.
    discounts: { weeklyPercent: i % 5 === 0 ? 10 : 0, monthlyPercent: i % 10 === 0 ? 20 : 0 },
  };
}

/** The first day the seeded calendars take: the bookings benchmark books days 2 to 4 of every car. */
export const FIRST_SEEDED_DAY = 10;

/**
 * Car number `i`'s calendar: two paid bookings of 2 to 5 days within days 10 to 60 from today,
 * and, on every tenth car, days its host blocked. About a third of the cars are taken on any
 * given day of that span.
 */
function benchCalendar(i: number, carId: string, today: string): CarCalendarCommand[] {
  const at = (offset: number) => addCalendarDays(today, FIRST_SEEDED_DAY + offset);
  const now = new Date();
  const holdExpiresAt = new Date(now.getTime() + 30 * 60_000);
  const bookings = [(i * 7) % 20, 25 + ((i * 11) % 20)].map((start, n) => ({
    bookingId: randomUUID(),
    startDate: at(start),
    endDate: at(start + 2 + ((i + n) % 4)),
  }));
  const commands: CarCalendarCommand[] = bookings.flatMap(({ bookingId, startDate, endDate }) => [
    { type: 'HoldDates', carId, bookingId, startDate, endDate, holdExpiresAt, now },
    { type: 'ConfirmDates', carId, bookingId, now },
  ]);
  if (i % 10 === 0)
    commands.push({
      type: 'BlockDates',
      carId,
      blockId: randomUUID(),
      startDate: at(47),
      endDate: at(50),
      now,
    });
  return commands;
}

/**
 * Books every car's calendar with benchCalendar, in one append per car of the events the
 * calendar decider produces, `concurrency` appends at a time. The bookings read model's holds
 * and blocks are what the date search reads.
 */
export async function seedCalendars(store: EventStore, carIds: readonly string[], concurrency = 16) {
  const context = { actor: systemActor, correlationId: randomUUID(), causationId: null };
  const today = ghanaDate(new Date());
  await forEachIndex(carIds.length, concurrency, async (i) => {
    const carId = carIds[i]!;
    let state = carCalendarDecider.initialState;
    const events = benchCalendar(i, carId, today).flatMap((command) => {
      const decided = carCalendarDecider.decide(command, state);
      state = decided.reduce(carCalendarDecider.evolve, state);
      return decided;
    });
    const metadata = metadataFor(context, new Date());
    await store.appendToStream(
      carCalendarStream(carId),
      events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata })),
      { expectedRevision: 'no_stream' },
    );
  });
}

/**
 * Lists and approves `count` cars, each in one append of the events the car
 * decider produces for ListCar then ApproveCar, `concurrency` appends at a time.
 * Returns the car ids in order.
 */
export async function seedApprovedCars(
  store: EventStore,
  options: { count: number; ownerIds: readonly string[]; concurrency?: number },
): Promise<string[]> {
  const carIds = Array.from({ length: options.count }, () => randomUUID());
  const context = { actor: systemActor, correlationId: randomUUID(), causationId: null };
  await forEachIndex(carIds.length, options.concurrency ?? 16, async (i) => {
    const carId = carIds[i]!;
    const listed = carDecider.decide(
      {
        type: 'ListCar',
        carId,
        actor: systemActor,
        ownerId: options.ownerIds[i % options.ownerIds.length]!,
        details: benchCarDetails(i),
        available: true,
      },
      carDecider.initialState,
    );
    const state = listed.reduce(carDecider.evolve, carDecider.initialState);
    const approved = carDecider.decide(
      { type: 'ApproveCar', carId, actor: systemActor, notes: 'Papers checked' },
      state,
    );
    const metadata = metadataFor(context, new Date());
    await store.appendToStream(
      carStream(carId),
      [...listed, ...approved].map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata })),
      { expectedRevision: 'no_stream' },
    );
  });
  return carIds;
}

/**
 * Verified accounts registered through the product's commands, `concurrency` at a time
 * (the bookings need thousands of renters); returns their ids in order.
 */
export async function seedUsers(
  store: EventStore,
  count: number,
  label: string,
  concurrency = 16,
): Promise<string[]> {
  const ids: string[] = Array(count);
  await forEachIndex(count, concurrency, async (i) => {
    const email = `${label}-${i}-${randomUUID().slice(0, 8)}@bench.akwaaba.test`;
    const { userId } = await registerVerifiedAccount(store, {
      email,
      firstName: 'Akosua',
      lastName: `Bench${i}`,
    });
    ids[i] = userId;
  });
  return ids;
}

/** Runs `work` for every index below `count`, `concurrency` at a time. */
async function forEachIndex(count: number, concurrency: number, work: (i: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) await work(i);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
