import { randomUUID } from 'node:crypto';
import { type CarDetails, carDecider, carStream, systemActor } from '@akwaaba/domain';
import { handleCommand } from '@akwaaba/infra/commands/command-handler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app-harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.stop());

const details = (overrides: Partial<CarDetails> = {}): CarDetails => ({
  make: 'Toyota',
  model: 'Corolla',
  year: 2019,
  location: 'Kumasi',
  pricePerDay: 25050,
  description: 'Clean and reliable',
  features: ['Air conditioning'],
  seats: 5,
  transmission: 'Automatic',
  fuelType: 'Petrol',
  images: ['/objects/car-photos/a.jpg'],
  roadworthyDocument: 'car-papers/r.pdf',
  registrationDocument: 'car-papers/g.pdf',
  insuranceDocument: 'car-papers/i.pdf',
  driverAvailable: true,
  driverDailyRate: 15000,
  driverName: 'Kofi Asante',
  driverPhone: '+233244000111',
  driverExperienceYears: 12,
  ...overrides,
});

const context = { actor: systemActor, correlationId: randomUUID(), causationId: null };

async function listCar(approve: boolean, overrides: Partial<CarDetails> = {}) {
  const carId = randomUUID();
  const ownerId = randomUUID();
  await handleCommand(
    t.store,
    carDecider,
    carStream(carId),
    { type: 'ListCar', carId, actor: systemActor, ownerId, details: details(overrides), available: true },
    context,
  );
  if (approve) {
    await handleCommand(
      t.store,
      carDecider,
      carStream(carId),
      { type: 'ApproveCar', carId, actor: systemActor, notes: null },
      context,
    );
  }
  return { carId, ownerId };
}

describe('GET /api/cars', () => {
  it('lists approved cars in the shape the spec gives, and hides pending ones', async () => {
    const approved = await listCar(true);
    const pending = await listCar(false, { make: 'Kia' });
    await t.settled();

    const response = await fetch(`${t.baseUrl}/api/cars`);
    expect(response.status).toBe(200);
    const cars = (await response.json()) as Record<string, unknown>[];
    expect(cars.map((c) => c.id)).toContain(approved.carId);
    expect(cars.map((c) => c.id)).not.toContain(pending.carId);
    expect(cars.find((c) => c.id === approved.carId)).toMatchObject({
      ownerId: approved.ownerId,
      make: 'Toyota',
      model: 'Corolla',
      year: 2019,
      location: 'Kumasi',
      pricePerDay: '250.50',
      features: ['Air conditioning'],
      seats: 5,
      transmission: 'Automatic',
      fuelType: 'Petrol',
      available: true,
      verificationStatus: 'approved',
      images: ['/objects/car-photos/a.jpg'],
      driverAvailable: true,
      driverDailyRate: '150.00',
      driverName: 'Kofi Asante',
      driverExperienceYears: 12,
    });
  });
});

describe('GET /api/cars/:id', () => {
  it('answers one car with owner, reviews and rating fields', async () => {
    const { carId } = await listCar(true);
    await t.settled();
    const response = await fetch(`${t.baseUrl}/api/cars/${carId}`);
    expect(response.status).toBe(200);
    const car = (await response.json()) as Record<string, unknown>;
    expect(car).toMatchObject({ id: carId, make: 'Toyota', reviews: [], reviewCount: 0, averageRating: 0 });
    expect(car).toHaveProperty('owner');
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"])(
    'answers 404 "Car not found" for %s',
    async (id) => {
      const response = await fetch(`${t.baseUrl}/api/cars/${encodeURIComponent(id)}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Car not found' });
    },
  );
});

describe('errors', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const response = await fetch(`${t.baseUrl}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toMatch(/No such endpoint/);
  });
});
