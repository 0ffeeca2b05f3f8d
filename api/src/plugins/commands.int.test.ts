import { randomUUID } from 'node:crypto';
import { carDecider, carStream, systemActor } from '@akwaaba/domain';
import { carsReadModel, listPublicCars } from '@akwaaba/projections';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app-harness';

let t: TestApp;
let carsSeenRightAfterCommand: string[] = [];

beforeAll(async () => {
  t = await startTestApp({
    beforeListen(app) {
      // A route that lists and approves a car as the system, then reads the read model at once.
      app.post('/test/list-and-approve', async (request, reply) => {
        request.actor = systemActor;
        const carId = randomUUID();
        const details = {
          make: 'Toyota',
          model: 'Yaris',
          year: 2020,
          location: 'Ho',
          pricePerDay: 20000,
          description: '',
          features: [],
          seats: 5,
          transmission: 'Manual' as const,
          fuelType: 'Petrol' as const,
          images: [],
          roadworthyDocument: 'car-papers/a.pdf',
          registrationDocument: 'car-papers/b.pdf',
          insuranceDocument: 'car-papers/c.pdf',
          driverAvailable: false,
          driverDailyRate: null,
          driverName: null,
          driverPhone: null,
          driverExperienceYears: null,
        };
        const stream = carStream(carId);
        await app.runCommand(
          request,
          reply,
          carDecider,
          stream,
          { type: 'ListCar', carId, actor: systemActor, ownerId: randomUUID(), details, available: true },
          [carsReadModel],
        );
        await app.runCommand(
          request,
          reply,
          carDecider,
          stream,
          { type: 'ApproveCar', carId, actor: systemActor, notes: null },
          [carsReadModel],
        );
        carsSeenRightAfterCommand = (await listPublicCars(app.deps.pool)).map((c) => c.id);
        return { id: carId };
      });
    },
  });
});
afterAll(async () => t?.stop());

it('answers a command only once the read models show it (read-your-writes)', async () => {
  for (let i = 0; i < 10; i++) {
    const response = await fetch(`${t.baseUrl}/test/list-and-approve`, {
      method: 'POST',
      headers: { origin: t.baseUrl },
    });
    const { id } = (await response.json()) as { id: string };
    expect(response.headers.get('x-akwaaba-position')).toMatch(/^\d+:\d+$/);
    expect(carsSeenRightAfterCommand).toContain(id);
  }
});

it('records who, why and when on every event', async () => {
  const response = await fetch(`${t.baseUrl}/test/list-and-approve`, {
    method: 'POST',
    headers: { 'x-correlation-id': 'corr-1234567890', origin: t.baseUrl },
  });
  const { id } = (await response.json()) as { id: string };
  const events = await t.store.readStream(carStream(id));
  expect(events.map((e) => e.type)).toEqual(['CarListed', 'CarApproved']);
  for (const event of events) {
    expect(event.metadata).toMatchObject({
      actorId: null,
      actorRole: 'system',
      correlationId: 'corr-1234567890',
      causationId: 'corr-1234567890',
    });
    expect(Date.parse(event.metadata.timestamp)).toBeGreaterThan(Date.now() - 60_000);
  }
});
