import { describe, expect, it } from 'vitest';
import type { Actor } from '../shared/actor';
import { fold } from '../shared/decider';
import { deciderSpec } from '../shared/decider.testing';
import { type CarCommand, carDecider, type ListedCar } from './car.decider';
import type { CarEvent } from './car.events';
import { CAR_MESSAGES as M } from './car.messages';
import { carDetails } from './car.testing';

const carId = 'car-1';
const host: Actor = { userId: 'host-1', role: 'user' };
const admin: Actor = { userId: 'admin-1', role: 'admin' };
const system: Actor = { userId: null, role: 'system' };

const details = carDetails({ description: '', features: [] });

const listed: CarEvent = { type: 'CarListed', data: { carId, ownerId: 'host-1', details, available: true } };
const approved: CarEvent = { type: 'CarApproved', data: { carId, notes: null } };
const variantsOfA = {
  image: '/objects/car-photos/a',
  thumbnail: '/objects/car-photos/variants/a-w480.webp',
  large: '/objects/car-photos/variants/a-w1200.webp',
};
const madeForA: CarEvent = { type: 'CarPhotoVariantsMade', data: { carId, ...variantsOfA } };
const record = (actor: Actor = system, photo = variantsOfA): CarCommand => ({
  type: 'RecordPhotoVariants',
  carId,
  actor,
  ...photo,
});

const { given } = deciderSpec(carDecider);
const stateAfter = (events: CarEvent[]) => fold(carDecider, events) as ListedCar;

describe('RecordPhotoVariants', () => {
  it('records the resized copies of a photo the car shows', () => {
    given([listed]).when(record()).thenAppends([madeForA]);
    expect(stateAfter([listed, madeForA]).photoVariants).toEqual({
      '/objects/car-photos/a': { thumbnail: variantsOfA.thumbnail, large: variantsOfA.large },
    });
  });

  it('appends nothing when the same variants are recorded again (a job that ran twice)', () => {
    given([listed, madeForA]).when(record()).thenAppendsNothing();
  });

  it('appends nothing for a photo the host removed before the job ran', () => {
    const removed: CarEvent = {
      type: 'CarUpdated',
      data: { carId, changes: { images: ['/objects/car-photos/b'] }, sentBackToPending: false },
    };
    given([listed, removed]).when(record()).thenAppendsNothing();
  });

  it('forgets the variants of a photo once the car no longer shows it', () => {
    const removed: CarEvent = {
      type: 'CarUpdated',
      data: { carId, changes: { images: ['/objects/car-photos/b'] }, sentBackToPending: false },
    };
    expect(stateAfter([listed, madeForA, removed]).photoVariants).toEqual({});
  });

  it('keeps an approved car approved', () => {
    expect(stateAfter([listed, approved, madeForA]).verificationStatus).toBe('approved');
  });

  it.each([
    ['the owner', host],
    ['an admin', admin],
  ])('is refused to %s: only the product records variants', (_, actor) => {
    given([listed]).when(record(actor)).thenFails({ kind: 'forbidden', message: M.onlyProduct });
  });

  it('fails not found for a deleted car, so the job can stop', () => {
    given([listed, { type: 'CarDeleted', data: { carId } }])
      .when(record())
      .thenFails({ kind: 'not_found', message: M.carNotFound });
  });
});
