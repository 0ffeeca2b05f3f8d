import { buildApp } from '@akwaaba/api/app';
import { bookingStream, TRIP_MESSAGES as M } from '@akwaaba/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppWithUsers } from '../../../../test/users';
import { CONCURRENT_CHANGE_MESSAGE } from '../../plugins/errors';
import { paidBooking, post, tripPhotos } from '../bookings/bookings.test-support';

const { t, renter, host } = await startAppWithUsers({ renter: {}, host: {} });
/** A second API process on the same database: only the booking stream's revision can decide. */
let second: FastifyInstance;
let secondUrl: string;
beforeAll(async () => {
  second = await buildApp(t.app.deps);
  secondUrl = await second.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => second?.close());

const ATTEMPTS = 50;

describe('both parties recording the handover at the same moment', () => {
  it('records exactly one of 50 simultaneous handovers, split between renter and host and two API processes; the rest get a clear 409', async () => {
    const { bookingId } = await paidBooking(t, renter, { ownerId: host.userId, from: 0 });
    const photos = { renter: await tripPhotos(t, renter), host: await tripPhotos(t, host) };
    const responses = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) => {
        const party = i % 2 === 0 ? 'renter' : 'host';
        const api = i % 4 < 2 ? t : { ...t, baseUrl: secondUrl };
        return post(api, party === 'renter' ? renter : host, `/api/bookings/${bookingId}/check-in`, {
          odometerKm: 42_000 + i,
          fuelEighths: 6,
          photos: photos[party],
        });
      }),
    );

    const recorded = responses.filter((r) => r.status === 201);
    const refused = responses.filter((r) => r.status !== 201);
    expect(recorded).toHaveLength(1);
    expect(refused).toHaveLength(ATTEMPTS - 1);
    for (const response of refused) {
      expect(response.status).toBe(409);
      expect([M.handoverAlreadyRecorded, CONCURRENT_CHANGE_MESSAGE]).toContain(response.body.message);
    }

    const stream = await t.store.readStream(bookingStream(bookingId));
    const handovers = stream.filter((event) => event.type === 'BookingHandoverRecorded');
    expect(handovers).toHaveLength(1);
    // The one recorded is the one answered 201.
    const winner = recorded[0]!.body as { trip: { handover: { odometerKm: number } } };
    expect(handovers[0]!.data).toMatchObject({ odometerKm: winner.trip.handover.odometerKm });
  });
});
