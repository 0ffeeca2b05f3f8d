import { randomUUID } from 'node:crypto';
import { carDetails } from '@akwaaba/domain/cars/car.testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { startAppWithUsers } from '../../../test/users';
import { readCacheStats } from '../read-cache';
import { listCar as listCarAs } from '../routes/bookings/bookings.test-support';
import { preferredEncoding } from './page-cache';

const { t, admin, host, renter } = await startAppWithUsers({ admin: { admin: true }, host: {}, renter: {} });

/** The i-th car of this file, in `location`, listed by the host (and approved if asked). */
async function listCar(location: string, i: number, approve: boolean): Promise<string> {
  const details = carDetails({
    model: `Corolla ${i}`,
    location,
    pricePerDay: 20000 + i * 100,
    description: 'A long enough description to make a page worth compressing. '.repeat(4),
    features: ['Air conditioning'],
    transmission: i % 2 ? 'Manual' : 'Automatic',
    images: [`/objects/car-photos/${i}.jpg`],
  });
  return (await listCarAs(t, { ownerId: host.userId, details, approve })).carId;
}

const stats = (route: string) => readCacheStats().get(route) ?? { hits: 0, misses: 0, bypasses: 0 };

/** GETs until the cache vouches for answers (it bypasses while it starts listening). */
async function warm(path: string, route: string) {
  for (let i = 0; i < 200 && stats(route).misses === 0; i++) {
    await fetch(`${t.baseUrl}${path}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(stats(route).misses).toBeGreaterThan(0);
}

beforeAll(async () => {
  for (let i = 0; i < 6; i++) await listCar(i % 2 ? 'Kumasi' : 'Accra', i, true);
  await t.settled();
  await warm('/api/cars', '/api/cars');
});

describe('the page cache', () => {
  it('answers repeated anonymous GETs from memory, with the same body and headers', async () => {
    const first = await fetch(`${t.baseUrl}/api/cars?location=accra&pageSize=2&page=1`);
    const before = stats('/api/cars');
    const second = await fetch(`${t.baseUrl}/api/cars?location=accra&pageSize=2&page=1`);
    expect(stats('/api/cars').hits).toBe(before.hits + 1);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(await first.text());
    const comparable = (headers: Headers) =>
      Object.fromEntries([...headers].filter(([name]) => !['date', 'x-correlation-id'].includes(name)));
    expect(comparable(second.headers)).toEqual(comparable(first.headers));
    // Sent before the session is looked at when no cookie comes, after it when one does: the same answer.
    const withStaleCookie = await fetch(`${t.baseUrl}/api/cars?location=accra&pageSize=2&page=1`, {
      headers: { cookie: 'akwaaba_session=expired-or-forged' },
    });
    expect(stats('/api/cars').hits).toBe(before.hits + 2);
    expect(comparable(withStaleCookie.headers)).toEqual(comparable(first.headers));
    expect(second.headers.get('x-total-count')).toBe('3');
    expect(second.headers.get('cache-control')).toBe('no-store');
    expect(second.headers.get('x-correlation-id')).not.toBe(first.headers.get('x-correlation-id'));
    expect(second.headers.get('content-security-policy')).toBeTruthy();
  });

  it('keys pages by the URL as sent: another spelling of the same query is another entry', async () => {
    const upper = await (await fetch(`${t.baseUrl}/api/cars?transmission=MANUAL`)).text();
    const before = stats('/api/cars');
    const lower = await fetch(`${t.baseUrl}/api/cars?transmission=manual`);
    expect(lower.status).toBe(200);
    expect(await lower.text()).toBe(upper);
    expect(stats('/api/cars')).toMatchObject({ hits: before.hits, misses: before.misses + 1 });
    await fetch(`${t.baseUrl}/api/cars?transmission=manual`);
    expect(stats('/api/cars').hits).toBe(before.hits + 1);
  });

  it("shows an admin's approval to the very next anonymous request", async () => {
    const carId = await listCar('Tamale', 40, false);
    await t.settled();
    const before = (await (await fetch(`${t.baseUrl}/api/cars?location=tamale`)).json()) as unknown[];
    expect(before).toHaveLength(0);
    expect((await fetch(`${t.baseUrl}/api/cars/${carId}`)).status).toBe(404);
    const approved = await fetch(`${t.baseUrl}/api/admin/cars/${carId}/approve`, {
      method: 'PATCH',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ notes: 'Papers fine' }),
    });
    expect(approved.status).toBe(200);
    const after = (await (await fetch(`${t.baseUrl}/api/cars?location=tamale`)).json()) as { id: string }[];
    expect(after.map((c) => c.id)).toEqual([carId]);
    expect((await fetch(`${t.baseUrl}/api/cars/${carId}`)).status).toBe(200);
  });

  it('serves signed-in requests from the same pages as anonymous ones', async () => {
    const path = `${t.baseUrl}/api/cars?location=kumasi&pageSize=2&page=1`;
    const anonymous = await (await fetch(path)).text();
    const before = stats('/api/cars');
    for (const who of [host, renter, admin]) {
      const answer = await fetch(path, { headers: { cookie: who.cookie } });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe(anonymous);
    }
    expect(stats('/api/cars')).toMatchObject({ hits: before.hits + 3, misses: before.misses });
  });

  it("gives a car's owner and admins their managed view, and every other asker the shared page", async () => {
    const carId = await listCar('Ho', 41, true);
    await t.settled();
    const path = `${t.baseUrl}/api/cars/${carId}`;
    await warm(`/api/cars/${carId}`, '/api/cars/:id');
    const publicView = await (await fetch(path)).text();
    expect(JSON.parse(publicView)).not.toHaveProperty('documentLinks');
    const managed = async (cookie: string) => {
      const before = stats('/api/cars/:id');
      const answer = (await (await fetch(path, { headers: { cookie } })).json()) as Record<string, unknown>;
      expect(stats('/api/cars/:id').hits).toBe(before.hits);
      return answer;
    };
    expect(await managed(host.cookie)).toMatchObject({ id: carId, verificationNotes: 'Checked' });
    expect(await managed(admin.cookie)).toHaveProperty('documentLinks');
    const before = stats('/api/cars/:id');
    const shared = await fetch(path, { headers: { cookie: renter.cookie } });
    expect(await shared.text()).toBe(publicView);
    expect(await (await fetch(path)).text()).toBe(publicView);
    expect(stats('/api/cars/:id').hits).toBe(before.hits + 2);
  });

  it('shows a signed-in host their own edit on their very next read of a shared page', async () => {
    const carId = await listCar('Cape Coast', 42, true);
    await t.settled();
    const path = `${t.baseUrl}/api/cars?location=cape%20coast`;
    const priceSeen = async () =>
      (
        (await (await fetch(path, { headers: { cookie: host.cookie } })).json()) as { pricePerDay: string }[]
      )[0]?.pricePerDay;
    expect(await priceSeen()).toBe('242.00');
    expect(await priceSeen()).toBe('242.00');
    const edited = await fetch(`${t.baseUrl}/api/cars/${carId}`, {
      method: 'PATCH',
      headers: { ...host.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ pricePerDay: '300' }),
    });
    expect(edited.status).toBe(200);
    expect(await priceSeen()).toBe('300.00');
  });

  it('keeps neither errors nor invalid requests', async () => {
    const before = stats('/api/cars');
    const invalid = await fetch(`${t.baseUrl}/api/cars?price=cheap`);
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ message: expect.stringContaining('price must be one of') });
    expect(stats('/api/cars')).toEqual(before);
    const missing = randomUUID();
    expect((await fetch(`${t.baseUrl}/api/cars/${missing}`)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/api/cars/${missing}`)).status).toBe(404);
  });

  it('sends compressed copies to clients that accept them, and the plain page to others', async () => {
    const path = `${t.baseUrl}/api/cars?location=kumasi`;
    const plain = await (await fetch(path, { headers: { 'accept-encoding': 'identity' } })).text();
    expect(JSON.parse(plain)).toHaveLength(3);
    const raw = async (encoding: string) => {
      // fetch decompresses what it is sent: the same text back proves the compressed copy is sound.
      const response = await fetch(path, { headers: { 'accept-encoding': encoding } });
      return {
        encoding: response.headers.get('content-encoding'),
        vary: response.headers.get('vary'),
        response,
      };
    };
    for (const encoding of ['br', 'gzip', 'gzip, deflate, br']) {
      const answer = await raw(encoding);
      expect(answer.encoding).toBe(encoding === 'gzip' ? 'gzip' : 'br');
      expect(answer.vary).toMatch(/accept-encoding/i);
      expect(await answer.response.text()).toBe(plain);
    }
  });
});

describe('preferredEncoding', () => {
  it('prefers br, then gzip, honouring q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip;q=0.8, br;q=0')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});
