import { describe, expect, it } from 'vitest';
import type { Actor } from '../shared/actor';
import { fold } from '../shared/decider';
import { deciderSpec, invalidField } from '../shared/decider.testing';
import { type CarCommand, carDecider } from './car.decider';
import type { CarDetails, CarEvent } from './car.events';
import { CAR_MESSAGES as M } from './car.messages';
import { carDetails } from './car.testing';
import { pickupPointOf } from './pickup-point';

const carId = 'car-1';
const host: Actor = { userId: 'host-1', role: 'user' };
const otherUser: Actor = { userId: 'user-2', role: 'user' };
const admin: Actor = { userId: 'admin-1', role: 'admin' };
const system: Actor = { userId: null, role: 'system' };
const anonymous: Actor = { userId: null, role: 'anonymous' };

const details = carDetails({
  images: ['/objects/a.jpg', '/objects/b.jpg'],
  roadworthyDocument: 'papers/roadworthy.pdf',
  registrationDocument: 'papers/registration.pdf',
  insuranceDocument: 'papers/insurance.pdf',
});

const driverOffer: Partial<CarDetails> = {
  driverAvailable: true,
  driverDailyRate: 10_000,
  driverName: 'Kwame Mensah',
  driverPhone: '0241234567',
  driverExperienceYears: 8,
};

const listed: CarEvent = { type: 'CarListed', data: { carId, ownerId: 'host-1', details, available: true } };
const approved: CarEvent = { type: 'CarApproved', data: { carId, notes: null } };
const rejected: CarEvent = { type: 'CarRejected', data: { carId, notes: 'Insurance has expired' } };
const deleted: CarEvent = { type: 'CarDeleted', data: { carId } };
const accraSurcharge: CarEvent = {
  type: 'CarRegionSurchargeSet',
  data: { carId, regionId: 'greater-accra', surchargePerDay: 5_000 },
};

const { given } = deciderSpec(carDecider);

/** What every command about the car carries: its type, the car and who asks. */
const onCar = <Type extends CarCommand['type']>(type: Type, actor: Actor) => ({ type, carId, actor });

const listCar = (overrides: Partial<CarDetails> = {}, actor: Actor = host): CarCommand => ({
  ...onCar('ListCar', actor),
  ownerId: 'host-1',
  details: { ...details, ...overrides },
  available: true,
});
const updateCar = (
  changes: Partial<CarDetails> & { available?: boolean },
  actor: Actor = host,
): CarCommand => ({
  ...onCar('UpdateCar', actor),
  changes,
});
const updated = (changes: Partial<CarDetails>, sentBackToPending: boolean): CarEvent => ({
  type: 'CarUpdated',
  data: { carId, changes, sentBackToPending },
});

describe('ListCar', () => {
  it('lists a new car, pending verification', () => {
    given([]).when(listCar()).thenAppends([listed]);
    expect(fold(carDecider, [listed])).toMatchObject({
      verificationStatus: 'pending',
      verificationNotes: null,
    });
  });

  it('lets the product list a car on a host’s behalf (seed data)', () => {
    given([]).when(listCar({}, system)).thenAppends([listed]);
  });

  it('refuses to list a car under someone else’s name', () => {
    given([]).when(listCar({}, otherUser)).thenFails({ kind: 'forbidden', message: M.listOwnCarsOnly });
  });

  it('requires a signed-in host', () => {
    given([]).when(listCar({}, anonymous)).thenFails({ kind: 'unauthenticated' });
  });

  it.each([
    ['roadworthyDocument', M.roadworthyRequired],
    ['registrationDocument', M.registrationRequired],
    ['insuranceDocument', M.insuranceRequired],
  ] as const)('requires the %s', (document, message) => {
    given([])
      .when(listCar({ [document]: null }))
      .thenFails(invalidField(document, message));
    given([])
      .when(listCar({ [document]: '  ' }))
      .thenFails({ kind: 'validation', message });
  });

  it('reports every missing document at once', () => {
    given([])
      .when(listCar({ roadworthyDocument: null, registrationDocument: null, insuranceDocument: null }))
      .thenFails({
        kind: 'validation',
        fields: {
          roadworthyDocument: M.roadworthyRequired,
          registrationDocument: M.registrationRequired,
          insuranceDocument: M.insuranceRequired,
        },
      });
  });

  it('accepts 5 images and refuses a 6th', () => {
    const images = (n: number) => Array.from({ length: n }, (_, i) => `/objects/${i}.jpg`);
    given([])
      .when(listCar({ images: images(5) }))
      .thenAppends([
        { ...listed, data: { ...listed.data, details: { ...details, images: images(5) } } } as CarEvent,
      ]);
    given([])
      .when(listCar({ images: images(6) }))
      .thenFails(invalidField('images', M.tooManyImages));
  });

  it.each([0, -100, 12.5])('refuses a price per day of %s pesewas', (pricePerDay) => {
    given([]).when(listCar({ pricePerDay })).thenFails({ kind: 'validation', message: M.priceInvalid });
  });

  it('requires the driver’s rate, name, phone and experience when a driver is offered', () => {
    for (const missing of [
      'driverDailyRate',
      'driverName',
      'driverPhone',
      'driverExperienceYears',
    ] as const) {
      given([])
        .when(listCar({ ...driverOffer, [missing]: null }))
        .thenFails({ kind: 'validation', message: M.driverDetailsRequired });
    }
    given([])
      .when(listCar({ ...driverOffer, driverDailyRate: 0 }))
      .thenFails({ kind: 'validation', message: M.driverRateInvalid });
  });

  it('lists a car with a driver when the offer is complete', () => {
    const withDriver = { ...details, ...driverOffer };
    given([])
      .when(listCar(driverOffer))
      .thenAppends([
        { type: 'CarListed', data: { carId, ownerId: 'host-1', details: withDriver, available: true } },
      ]);
  });

  it('refuses to list the same car twice, even after it was deleted', () => {
    given([listed]).when(listCar()).thenFails({ kind: 'conflict', message: M.alreadyListed });
    given([listed, deleted]).when(listCar()).thenFails({ kind: 'conflict' });
  });
});

describe('UpdateCar: who may edit', () => {
  it('fails for a car never listed or deleted', () => {
    given([])
      .when(updateCar({ pricePerDay: 1 }))
      .thenFails({ kind: 'not_found', message: 'Car not found' });
    given([listed, deleted])
      .when(updateCar({ pricePerDay: 30_000 }))
      .thenFails({ kind: 'not_found', message: 'Car not found' });
  });

  it.each([
    ['another user', otherUser],
    ['an admin', admin],
  ])('forbids %s to edit', (_, actor) => {
    given([listed])
      .when(updateCar({ pricePerDay: 30_000 }, actor))
      .thenFails({ kind: 'forbidden', message: M.onlyOwner });
  });

  it('asks an anonymous visitor to sign in', () => {
    given([listed])
      .when(updateCar({ pricePerDay: 30_000 }, anonymous))
      .thenFails({ kind: 'unauthenticated' });
  });

  it('lets the product itself edit, without touching the verification status', () => {
    given([listed, rejected])
      .when(updateCar({ images: ['/objects/a-large.jpg'] }, system))
      .thenAppends([updated({ images: ['/objects/a-large.jpg'] }, false)]);
  });
});

describe('UpdateCar: the edit rule (docs/adr/0003)', () => {
  it.each<[string, Partial<CarDetails>]>([
    ['price', { pricePerDay: 30_000 }],
    ['description', { description: 'Now with new tyres' }],
    ['features', { features: ['Air conditioning'] }],
    ['location', { location: 'Kumasi' }],
    ['seats', { seats: 7 }],
    ['transmission', { transmission: 'Manual' }],
    ['fuel type', { fuelType: 'Hybrid' }],
    ['driver offer', driverOffer],
    ['extras', { extras: [{ kind: 'child-seat', dailyRate: 2_000 }] }],
    ['images removed', { images: ['/objects/a.jpg'] }],
    ['images reordered', { images: ['/objects/b.jpg', '/objects/a.jpg'] }],
  ])('keeps an approved car approved when the %s changes', (_, changes) => {
    given([listed, approved])
      .when(updateCar(changes))
      .thenAppends([updated(changes, false)]);
    const state = fold(carDecider, [listed, approved, updated(changes, false)]);
    expect(state).toMatchObject({ verificationStatus: 'approved', details: { ...details, ...changes } });
  });

  it.each<[string, Partial<CarDetails>]>([
    ['make', { make: 'Honda' }],
    ['model', { model: 'Camry' }],
    ['year', { year: 2020 }],
    ['roadworthy certificate', { roadworthyDocument: 'papers/roadworthy-2026.pdf' }],
    ['registration document', { registrationDocument: 'papers/registration-2.pdf' }],
    ['insurance document', { insuranceDocument: 'papers/insurance-2026.pdf' }],
    ['images, with a new photo', { images: ['/objects/a.jpg', '/objects/new.jpg'] }],
  ])('sends an approved car back to pending when the %s changes', (_, changes) => {
    given([listed, approved])
      .when(updateCar(changes))
      .thenAppends([updated(changes, true)]);
  });

  it('sends a rejected car back to pending on any edit by its owner, clearing the rejection notes', () => {
    given([listed, rejected])
      .when(updateCar({ pricePerDay: 20_000 }))
      .thenAppends([updated({ pricePerDay: 20_000 }, true)]);
    const state = fold(carDecider, [listed, rejected, updated({ pricePerDay: 20_000 }, true)]);
    expect(state).toMatchObject({ verificationStatus: 'pending', verificationNotes: null });
  });

  it('keeps a pending car pending without calling it sent back', () => {
    given([listed])
      .when(updateCar({ make: 'Honda' }))
      .thenAppends([updated({ make: 'Honda' }, false)]);
  });

  it('lets an admin review again after an edit sent the car back', () => {
    given([listed, approved, updated({ make: 'Honda' }, true)])
      .when({ type: 'ApproveCar', carId, actor: admin })
      .thenAppends([approved]);
    given([listed, approved, updated({ pricePerDay: 1 }, false)])
      .when({ type: 'ApproveCar', carId, actor: admin })
      .thenFails({ kind: 'conflict' });
  });
});

describe('UpdateCar: what it records', () => {
  it('carries only the fields whose value changed', () => {
    given([listed, approved])
      .when(updateCar({ make: 'Toyota', features: ['Air conditioning', 'Bluetooth'], pricePerDay: 30_000 }))
      .thenAppends([updated({ pricePerDay: 30_000 }, false)]);
  });

  it('appends nothing when nothing changes', () => {
    given([listed]).when(updateCar({})).thenAppendsNothing();
    given([listed, approved])
      .when(updateCar({ ...details, available: true }))
      .thenAppendsNothing();
  });

  it('records what the host asks of renters by value, and keeps the verdict; a car listed before the setting asks nothing', () => {
    const asking = { minCompletedTrips: 3, minRating: 4.5 };
    given([listed, approved])
      .when(updateCar({ renterRequirements: { minCompletedTrips: 0, minRating: null } }))
      .thenAppendsNothing();
    given([listed, approved])
      .when(updateCar({ renterRequirements: asking }))
      .thenAppends([updated({ renterRequirements: asking }, false)]);
    given([listed, approved, updated({ renterRequirements: asking }, false)])
      .when(updateCar({ renterRequirements: { ...asking } }))
      .thenAppendsNothing();
  });

  it('records a change of availability as CarAvailabilitySet, next to the other changes', () => {
    given([listed, approved])
      .when(updateCar({ available: false }))
      .thenAppends([{ type: 'CarAvailabilitySet', data: { carId, available: false } }]);
    given([listed, approved])
      .when(updateCar({ available: false, pricePerDay: 30_000 }))
      .thenAppends([
        updated({ pricePerDay: 30_000 }, false),
        { type: 'CarAvailabilitySet', data: { carId, available: false } },
      ]);
  });

  it('does not resubmit a rejected car for a change of availability alone', () => {
    given([listed, rejected])
      .when(updateCar({ available: false }))
      .thenAppends([{ type: 'CarAvailabilitySet', data: { carId, available: false } }]);
  });

  it('refuses to remove a document', () => {
    given([listed, approved])
      .when(updateCar({ insuranceDocument: null }))
      .thenFails({ kind: 'validation', message: M.insuranceRequired });
  });

  it('refuses the same photo twice', () => {
    given([listed])
      .when(updateCar({ images: ['/objects/a.jpg', '/objects/a.jpg'] }))
      .thenFails(invalidField('images', M.duplicateImage));
  });

  it('refuses more than 5 images', () => {
    const images = Array.from({ length: 6 }, (_, i) => `/objects/${i}.jpg`);
    given([listed]).when(updateCar({ images })).thenFails({ kind: 'validation', message: M.tooManyImages });
  });

  it('records the extras by value; a car listed before extras offers none', () => {
    const seat = [{ kind: 'child-seat', dailyRate: 2_000 }] satisfies CarDetails['extras'];
    given([listed])
      .when(updateCar({ extras: [] }))
      .thenAppendsNothing();
    given([listed, updated({ extras: seat }, false)])
      .when(updateCar({ extras: [{ kind: 'child-seat', dailyRate: 2_000 }] }))
      .thenAppendsNothing();
    given([listed, updated({ extras: seat }, false)])
      .when(updateCar({ extras: [{ kind: 'child-seat', dailyRate: 2_500 }] }))
      .thenAppends([updated({ extras: [{ kind: 'child-seat', dailyRate: 2_500 }] }, false)]);
  });

  it('refuses an extra offered twice or at no price, whichever way the details arrive', () => {
    const seat = { kind: 'child-seat', dailyRate: 2_000 } as const;
    given([listed])
      .when(updateCar({ extras: [seat, seat] }))
      .thenFails(invalidField('extras', M.extraOfferedTwice));
    given([])
      .when(listCar({ extras: [{ ...seat, dailyRate: 0 }] }))
      .thenFails(
        invalidField('extras', 'Child seat rate must be an amount above 0 cedi, with at most 2 decimals'),
      );
  });

  it('checks the driver rule on the details after the edit', () => {
    given([listed])
      .when(updateCar({ driverAvailable: true }))
      .thenFails({ kind: 'validation', message: M.driverDetailsRequired });
    const withOffer: CarEvent = updated(driverOffer, false);
    given([listed, withOffer, updated({ driverAvailable: false }, false)])
      .when(updateCar({ driverAvailable: true }))
      .thenAppends([updated({ driverAvailable: true }, false)]);
  });
});

describe('the pick-up point (docs/adr/0035)', () => {
  const eastLegon = {
    area: 'East Legon, Accra',
    digitalAddress: 'GA-183-8164',
    directions: 'Opposite the Shell station, blue gate',
    position: { latitude: 5.6364, longitude: -0.1619 },
  };
  const withPoint: CarEvent = {
    type: 'CarListed',
    data: { carId, ownerId: 'host-1', details: { ...details, pickupPoint: eastLegon }, available: true },
  };

  it('lists a car with a pick-up point, or without one as before', () => {
    given([])
      .when(listCar({ pickupPoint: eastLegon }))
      .thenAppends([withPoint]);
    given([]).when(listCar()).thenAppends([listed]);
    const before = fold(carDecider, [listed]);
    expect(before.status === 'listed' && pickupPointOf(before.details)).toBeNull();
  });

  it('lets the host add one to a car listed without, keeping an approved car approved', () => {
    given([listed, approved])
      .when(updateCar({ pickupPoint: eastLegon }))
      .thenAppends([updated({ pickupPoint: eastLegon }, false)]);
    expect(fold(carDecider, [listed, approved, updated({ pickupPoint: eastLegon }, false)])).toMatchObject({
      verificationStatus: 'approved',
      details: { pickupPoint: eastLegon },
    });
  });

  it('records a change by value, and nothing when the same point is sent again', () => {
    given([withPoint])
      .when(updateCar({ pickupPoint: { ...eastLegon, position: { ...eastLegon.position } } }))
      .thenAppendsNothing();
    const moved = { ...eastLegon, directions: 'Behind the Shell station, green gate', position: null };
    given([withPoint])
      .when(updateCar({ pickupPoint: moved }))
      .thenAppends([updated({ pickupPoint: moved }, false)]);
  });

  it('refuses a malformed point whichever way it arrives', () => {
    given([])
      .when(listCar({ pickupPoint: { ...eastLegon, digitalAddress: 'ga 183 8164' } }))
      .thenFails(invalidField('pickupPoint', M.digitalAddressInvalid));
    given([listed])
      .when(updateCar({ pickupPoint: { ...eastLegon, position: { latitude: 51.5, longitude: -0.12 } } }))
      .thenFails(invalidField('pickupPoint', M.pickupPositionOutsideGhana));
    given([listed])
      .when(updateCar({ pickupPoint: { ...eastLegon, directions: ' ' } }))
      .thenFails(invalidField('pickupPoint', M.pickupDirectionsRequired));
  });
});

describe('DeleteCar', () => {
  it('lets the owner delete the car in any state', () => {
    for (const history of [[listed], [listed, approved], [listed, rejected]]) {
      given(history).when({ type: 'DeleteCar', carId, actor: host }).thenAppends([deleted]);
    }
  });

  it('forbids anyone else, an admin included (admins use DeleteCarByAdmin)', () => {
    given([listed]).when({ type: 'DeleteCar', carId, actor: otherUser }).thenFails({ kind: 'forbidden' });
    given([listed]).when({ type: 'DeleteCar', carId, actor: admin }).thenFails({ kind: 'forbidden' });
  });

  it('fails for a car never listed or already deleted', () => {
    given([]).when({ type: 'DeleteCar', carId, actor: host }).thenFails({ kind: 'not_found' });
    given([listed, deleted])
      .when({ type: 'DeleteCar', carId, actor: host })
      .thenFails({ kind: 'not_found', message: 'Car not found' });
  });
});

describe('SetAvailability', () => {
  const setAvailability = (available: boolean, actor: Actor = host): CarCommand => ({
    ...onCar('SetAvailability', actor),
    available,
  });

  it('opens and closes the car for booking', () => {
    given([listed])
      .when(setAvailability(false))
      .thenAppends([{ type: 'CarAvailabilitySet', data: { carId, available: false } }]);
    given([listed, { type: 'CarAvailabilitySet', data: { carId, available: false } }])
      .when(setAvailability(true))
      .thenAppends([{ type: 'CarAvailabilitySet', data: { carId, available: true } }]);
  });

  it('appends nothing when the car already has that availability', () => {
    given([listed]).when(setAvailability(true)).thenAppendsNothing();
  });

  it('keeps the verification status', () => {
    const state = fold(carDecider, [
      listed,
      approved,
      { type: 'CarAvailabilitySet', data: { carId, available: false } },
    ]);
    expect(state).toMatchObject({ verificationStatus: 'approved', available: false });
  });

  it('is for the owner only', () => {
    given([listed])
      .when(setAvailability(false, otherUser))
      .thenFails({ kind: 'forbidden', message: M.onlyOwner });
  });

  it('fails for a car never listed', () => {
    given([]).when(setAvailability(false)).thenFails({ kind: 'not_found', message: 'Car not found' });
  });
});

describe('SetRegionSurcharge', () => {
  const setSurcharge = (regionId: string, surchargePerDay: number, actor: Actor = host): CarCommand => ({
    ...onCar('SetRegionSurcharge', actor),
    regionId,
    surchargePerDay,
  });

  it('sets a surcharge per day for a region', () => {
    given([listed, approved]).when(setSurcharge('greater-accra', 5_000)).thenAppends([accraSurcharge]);
  });

  it('changes an existing surcharge, and appends nothing when it is the same', () => {
    given([listed, accraSurcharge])
      .when(setSurcharge('greater-accra', 7_500))
      .thenAppends([
        { type: 'CarRegionSurchargeSet', data: { carId, regionId: 'greater-accra', surchargePerDay: 7_500 } },
      ]);
    given([listed, accraSurcharge]).when(setSurcharge('greater-accra', 5_000)).thenAppendsNothing();
  });

  it('keeps an approved car approved', () => {
    const state = fold(carDecider, [listed, approved, accraSurcharge]);
    expect(state).toMatchObject({
      verificationStatus: 'approved',
      regionSurcharges: { 'greater-accra': 5_000 },
    });
  });

  it('accepts only one of the 16 regions', () => {
    given([listed]).when(setSurcharge('lagos', 5_000)).thenFails(invalidField('regionId', M.regionUnknown));
  });

  it.each([0, -500, 10.5])('refuses a surcharge of %s pesewas', (amount) => {
    given([listed])
      .when(setSurcharge('ashanti', amount))
      .thenFails({ kind: 'validation', message: M.surchargeInvalid });
  });

  it('is for the owner only', () => {
    given([listed])
      .when(setSurcharge('ashanti', 5_000, otherUser))
      .thenFails({ kind: 'forbidden' });
  });

  it('fails for a car never listed', () => {
    given([]).when(setSurcharge('ashanti', 5_000)).thenFails({ kind: 'not_found', message: 'Car not found' });
  });
});

describe('RemoveRegionSurcharge', () => {
  const removeSurcharge = (regionId: string, actor: Actor = host): CarCommand => ({
    ...onCar('RemoveRegionSurcharge', actor),
    regionId,
  });
  const removed: CarEvent = { type: 'CarRegionSurchargeRemoved', data: { carId, regionId: 'greater-accra' } };

  it('removes a region’s surcharge', () => {
    given([listed, accraSurcharge]).when(removeSurcharge('greater-accra')).thenAppends([removed]);
    expect(fold(carDecider, [listed, accraSurcharge, removed])).toMatchObject({ regionSurcharges: {} });
  });

  it('fails not found for a region without a surcharge, or one removed already', () => {
    const notFound = { kind: 'not_found', message: M.regionPricingNotFound } as const;
    given([listed, accraSurcharge]).when(removeSurcharge('ashanti')).thenFails(notFound);
    given([listed, accraSurcharge, removed]).when(removeSurcharge('greater-accra')).thenFails(notFound);
    given([listed]).when(removeSurcharge('not-a-region')).thenFails(notFound);
  });

  it('is for the owner only', () => {
    given([listed, accraSurcharge])
      .when(removeSurcharge('greater-accra', otherUser))
      .thenFails({ kind: 'forbidden' });
  });
});

describe('ApproveCar', () => {
  const approve = (notes?: string | null, actor: Actor = admin): CarCommand => ({
    ...onCar('ApproveCar', actor),
    notes,
  });

  it('approves a pending car, with or without notes', () => {
    given([listed]).when(approve()).thenAppends([approved]);
    given([listed]).when(approve('   ')).thenAppends([approved]);
    given([listed])
      .when(approve('  Papers checked  '))
      .thenAppends([{ type: 'CarApproved', data: { carId, notes: 'Papers checked' } }]);
  });

  it('makes the car approved, with the notes', () => {
    const state = fold(carDecider, [
      listed,
      { type: 'CarApproved', data: { carId, notes: 'Papers checked' } },
    ]);
    expect(state).toMatchObject({ verificationStatus: 'approved', verificationNotes: 'Papers checked' });
  });

  it('is for admins only', () => {
    given([listed]).when(approve(null, host)).thenFails({ kind: 'forbidden', message: M.onlyAdmin });
    given([listed]).when(approve(null, anonymous)).thenFails({ kind: 'unauthenticated' });
  });

  it('lets the product approve its own demo listings', () => {
    given([listed]).when(approve(null, system)).thenAppends([approved]);
  });

  it('approves only a pending car', () => {
    const notPending = { kind: 'conflict', message: M.onlyPendingCanBeReviewed } as const;
    given([listed, approved]).when(approve()).thenFails(notPending);
    given([listed, rejected]).when(approve()).thenFails(notPending);
  });

  it('fails for a car never listed or deleted', () => {
    given([]).when(approve()).thenFails({ kind: 'not_found', message: 'Car not found' });
    given([listed, deleted]).when(approve()).thenFails({ kind: 'not_found', message: 'Car not found' });
  });
});

describe('RejectCar', () => {
  const reject = (notes: string, actor: Actor = admin): CarCommand => ({
    ...onCar('RejectCar', actor),
    notes,
  });

  it('rejects a pending car with trimmed notes', () => {
    given([listed]).when(reject('  Insurance has expired ')).thenAppends([rejected]);
    expect(fold(carDecider, [listed, rejected])).toMatchObject({
      verificationStatus: 'rejected',
      verificationNotes: 'Insurance has expired',
    });
  });

  it.each(['', '   '])('requires notes (%j)', (notes) => {
    given([listed]).when(reject(notes)).thenFails(invalidField('notes', M.rejectNotesRequired));
  });

  it('is for admins only', () => {
    given([listed]).when(reject('No', host)).thenFails({ kind: 'forbidden', message: M.onlyAdmin });
  });

  it('rejects only a pending car', () => {
    given([listed, approved]).when(reject('Too late')).thenFails({ kind: 'conflict' });
    given([listed, rejected]).when(reject('Again')).thenFails({ kind: 'conflict' });
  });

  it('fails for a car never listed', () => {
    given([]).when(reject('No papers')).thenFails({ kind: 'not_found', message: 'Car not found' });
  });
});

describe('DeleteCarByAdmin', () => {
  const deleteByAdmin = (actor: Actor = admin, notes?: string): CarCommand => ({
    ...onCar('DeleteCarByAdmin', actor),
    notes,
  });

  it('removes a listing in any state, with optional notes', () => {
    for (const history of [[listed], [listed, approved], [listed, rejected]]) {
      given(history)
        .when(deleteByAdmin())
        .thenAppends([{ type: 'CarDeletedByAdmin', data: { carId, notes: null } }]);
    }
    given([listed])
      .when(deleteByAdmin(admin, ' Duplicate listing '))
      .thenAppends([{ type: 'CarDeletedByAdmin', data: { carId, notes: 'Duplicate listing' } }]);
  });

  it('is for admins only, the owner included', () => {
    given([listed]).when(deleteByAdmin(host)).thenFails({ kind: 'forbidden', message: M.onlyAdmin });
  });

  it('fails for a car never listed or deleted', () => {
    given([]).when(deleteByAdmin()).thenFails({ kind: 'not_found', message: 'Car not found' });
    given([listed, { type: 'CarDeletedByAdmin', data: { carId, notes: null } }])
      .when(deleteByAdmin())
      .thenFails({ kind: 'not_found', message: 'Car not found' });
  });
});

describe('a deleted car', () => {
  const commands: CarCommand[] = [
    updateCar({ pricePerDay: 30_000 }),
    { type: 'DeleteCar', carId, actor: host },
    { type: 'SetAvailability', carId, actor: host, available: false },
    { type: 'SetRegionSurcharge', carId, actor: host, regionId: 'ashanti', surchargePerDay: 5_000 },
    { type: 'RemoveRegionSurcharge', carId, actor: host, regionId: 'greater-accra' },
    { type: 'ApproveCar', carId, actor: admin },
    { type: 'RejectCar', carId, actor: admin, notes: 'No' },
    { type: 'DeleteCarByAdmin', carId, actor: admin },
  ];

  it.each(commands.map((command) => [command.type, command] as const))('is not found by %s', (_, command) => {
    given([listed, accraSurcharge, approved, deleted])
      .when(command)
      .thenFails({ kind: 'not_found', message: 'Car not found' });
  });
});
