import { randomUUID } from 'node:crypto';
import { type Actor, systemActor } from '../shared/actor';
import { type HistoryRunner, type HistoryStep, photoCopies, skip } from '../shared/history.testing';
import { type CarCommand, carDecider } from './car.decider';
import { type CarDetails, carStream } from './car.events';
import { CAR_LOCATIONS } from './constants';
import type { PickupPoint } from './pickup-point';

/*
 * The cars feature's history (see shared/history.testing.ts): hosts list cars and edit them,
 * set and remove region surcharges, show or hide them; admins approve, reject and delete;
 * the photo worker records its copies.
 */

/** What a history knows of a car between its steps, kept in step with the events appended. */
export interface TrackedCar {
  carId: string;
  owner: Actor;
  details: CarDetails;
  available: boolean;
  status: 'pending' | 'approved' | 'rejected';
  deleted: boolean;
}

/** The `i`th car of the history, of `owner`'s, not listed yet. */
export const trackedCar = (i: number, owner: Actor, available: boolean): TrackedCar => ({
  carId: randomUUID(),
  owner,
  details: listingDetails(i),
  available,
  status: 'pending',
  deleted: false,
});

const photo = () => `/objects/car-photos/${randomUUID()}.jpg`;
const paper = () => `/objects/car-papers/${randomUUID()}.pdf`;

/** The `i`th car's details: makes, places, prices, seats, fuels and drivers vary with `i`. */
export function listingDetails(i: number): CarDetails {
  const withDriver = i % 4 === 0;
  const makes = [
    ['Toyota', 'Corolla'],
    ['Hyundai', 'Elantra'],
    ['Kia', 'Sportage'],
    ['Toyota', 'Land Cruiser'],
    ['Honda', 'CR-V'],
    ['Nissan', 'Navara'],
  ] as const;
  const [make, model] = makes[i % makes.length]!;
  return {
    make,
    model,
    year: 2010 + (i % 15),
    location: CAR_LOCATIONS[i % CAR_LOCATIONS.length]!,
    pricePerDay: (250 + (i % 20) * 15) * 100,
    description: `Well kept ${make} ${model}, serviced in ${2020 + (i % 5)}. Car ${i}.`,
    features: ['Air conditioning', 'Bluetooth', ...(i % 2 ? ['Reverse camera'] : [])],
    seats: i % 3 === 0 ? 7 : 5,
    transmission: i % 3 === 1 ? 'Manual' : 'Automatic',
    fuelType: (['Petrol', 'Diesel', 'Hybrid', 'Electric'] as const)[i % 4]!,
    images: Array.from({ length: 2 + (i % 3) }, photo),
    roadworthyDocument: paper(),
    registrationDocument: paper(),
    insuranceDocument: paper(),
    driverAvailable: withDriver,
    driverDailyRate: withDriver ? 15000 : null,
    driverName: withDriver ? 'Kwesi Appiah' : null,
    driverPhone: withDriver ? '+233 20 555 0101' : null,
    driverExperienceYears: withDriver ? 5 + (i % 20) : null,
    // Most ask a deposit of ₵500 to ₵1,500; every third, listed before deposits, none.
    ...(i % 3 === 2 ? {} : { deposit: (500 + (i % 5) * 250) * 100 }),
    // Every other car charges at the return (a trip back late or light on fuel is charged); the
    // rest were listed before return terms.
    ...(i % 2 === 0
      ? { includedKmPerDay: 100, extraKmFee: 150, fuelEighthFee: 10_000, lateHourFee: 5_000 }
      : {}),
    // Every third is listed with a pick-up point; the others were listed before them.
    ...(i % 3 === 0 ? { pickupPoint: pickupPointOfCar(i) } : {}),
  };
}

/** The `i`th car's pick-up point: a digital address of its own, a position on every other one. */
export const pickupPointOfCar = (i: number): PickupPoint => ({
  area: `Area ${i % 7}, Accra`,
  digitalAddress: `GA-${String(100 + (i % 900)).padStart(3, '0')}-${String(1000 + i).slice(-4)}`,
  directions: `Opposite the Shell station, gate ${i}`,
  position: i % 2 === 0 ? { latitude: 5.6 + (i % 10) / 100, longitude: -0.17 } : null,
});

/** Runs a car command as the actor it names and keeps `car` in step with the events it appended. */
export async function onCar(run: HistoryRunner, car: TrackedCar, command: CarCommand): Promise<void> {
  const { events } = await run.handle(carDecider, carStream(car.carId), command);
  for (const event of events) {
    if (event.type === 'CarApproved') car.status = 'approved';
    if (event.type === 'CarRejected') car.status = 'rejected';
    if (event.type === 'CarUpdated') {
      car.details = { ...car.details, ...event.data.changes };
      if (event.data.sentBackToPending) car.status = 'pending';
    }
    if (event.type === 'CarAvailabilitySet') car.available = event.data.available;
    if (event.type === 'CarDeleted' || event.type === 'CarDeletedByAdmin') car.deleted = true;
  }
}

/** Lists `car` as its owner, as it stands. */
export const listCar = (run: HistoryRunner, car: TrackedCar) =>
  onCar(run, car, {
    type: 'ListCar',
    carId: car.carId,
    actor: car.owner,
    ownerId: car.owner.userId!,
    details: car.details,
    available: car.available,
  });

/**
 * The `i`th listing over time, by `i`: listed with a surcharge, its photos copied, approved or
 * rejected (by `admin` or the product), edited in ways that keep the approval or send it back
 * to review, surcharges changed, hidden or shown, reviewed again, edited by the product, and
 * some deleted by their host or an admin.
 */
export function listingHistory(run: HistoryRunner, i: number, car: TrackedCar, admin: Actor): HistoryStep[] {
  const { carId, owner } = car;
  const on = (command: CarCommand) => onCar(run, car, command);
  const variants = (image: string) =>
    on({ type: 'RecordPhotoVariants', carId, actor: systemActor, image, ...photoCopies(image) });
  const reviewer = i % 2 === 0 ? admin : systemActor;
  const approve = (notes?: string | null) => on({ type: 'ApproveCar', carId, actor: reviewer, notes });
  const reject = (notes: string) => on({ type: 'RejectCar', carId, actor: reviewer, notes });
  return [
    () => listCar(run, car),
    () =>
      on({
        type: 'SetRegionSurcharge',
        carId,
        actor: owner,
        regionId: 'greater-accra',
        surchargePerDay: 5000 + (i % 5) * 1000,
      }),
    () => (i % 2 === 0 ? variants(car.details.images[0]!) : skip()),
    () => {
      if (i % 5 < 3) return approve(i % 3 ? 'Papers checked.' : null);
      if (i % 5 === 3) return reject('The roadworthy certificate has expired.');
      return skip();
    },
    // A price edit keeps an approval; any edit of a rejected car sends it back to pending.
    () =>
      on({
        type: 'UpdateCar',
        carId,
        actor: owner,
        changes: {
          pricePerDay: car.details.pricePerDay + 2000,
          description: `${car.details.description} New tyres.`,
          // A car listed before pick-up points gets one by an edit.
          ...(i % 3 === 1 ? { pickupPoint: pickupPointOfCar(i) } : {}),
        },
      }),
    () =>
      i % 2 === 0
        ? on({ type: 'SetRegionSurcharge', carId, actor: owner, regionId: 'ashanti', surchargePerDay: 8000 })
        : skip(),
    () => {
      // A verified fact changed, a photo removed (new first photo), or a photo added (back to pending).
      if (i % 4 === 0)
        return on({ type: 'UpdateCar', carId, actor: owner, changes: { year: car.details.year + 1 } });
      if (i % 4 === 1)
        return on({
          type: 'UpdateCar',
          carId,
          actor: owner,
          changes: { images: car.details.images.slice(1) },
        });
      if (i % 4 === 2)
        return on({
          type: 'UpdateCar',
          carId,
          actor: owner,
          changes: { images: [...car.details.images, photo()], available: !car.available },
        });
      return skip();
    },
    () =>
      i % 3 === 0
        ? on({ type: 'RemoveRegionSurcharge', carId, actor: owner, regionId: 'greater-accra' })
        : skip(),
    () =>
      i % 3 === 1 ? on({ type: 'SetAvailability', carId, actor: owner, available: !car.available }) : skip(),
    () => {
      if (i % 4 === 1) return variants(car.details.images[0]!);
      if (i % 4 === 2) return variants(car.details.images.at(-1)!);
      return skip();
    },
    () => {
      if (car.status !== 'pending') return skip();
      if (i % 7 === 3) return reject('Photos do not match the papers.');
      return approve();
    },
    // The product's own maintenance edit: never sends a car back to pending.
    () =>
      i % 10 === 5
        ? on({
            type: 'UpdateCar',
            carId,
            actor: systemActor,
            changes: { description: `Car ${i}, checked by Akwaaba.` },
          })
        : skip(),
    () => {
      if (i % 9 === 0) return on({ type: 'DeleteCar', carId, actor: owner });
      if (i % 13 === 5)
        return on({ type: 'DeleteCarByAdmin', carId, actor: admin, notes: 'Duplicate listing.' });
      return skip();
    },
  ];
}

/**
 * The `k`th car for rent at once: listed available, with a surcharge for deliveries to
 * Ashanti, and approved by `admin`, in one step.
 */
export const listedForRent = (
  run: HistoryRunner,
  k: number,
  car: TrackedCar,
  admin: Actor,
): HistoryStep[] => [
  async () => {
    const { carId, owner } = car;
    await listCar(run, car);
    const surchargePerDay = 6000 + (k % 3) * 500;
    await onCar(run, car, {
      type: 'SetRegionSurcharge',
      carId,
      actor: owner,
      regionId: 'ashanti',
      surchargePerDay,
    });
    await onCar(run, car, { type: 'ApproveCar', carId, actor: admin });
  },
];
