import { uploadsContract } from '@akwaaba/domain/uploads/uploads.contract';
import { describe, expect, it } from 'vitest';
import { startAppWithUsers, type TestUser } from '../../../../test/users';
import { apiRateLimitsOf } from '../../plugins/rate-limit';
import { call, carBody, headOf, listCarAs, uploadCarFiles } from './cars-test-support';

/*
 * The authorization matrix: every mutating car and admin endpoint (and the admin
 * reads) called as anonymous, as another user, as the car's owner and as an admin.
 * A refusal answers 401 or 403 and appends nothing; an allowed call succeeds.
 */

const { t, owner, other, admin } = await startAppWithUsers({
  owner: { firstName: 'Efua', lastName: 'Quaye' },
  other: {},
  admin: { admin: true },
});

// The matrix lists a fresh car for every call (four uploads each): more than anyone lists in ten
// minutes. The upload limits have their own test (rate-limits.int.test.ts); here they are lifted.
const limits = apiRateLimitsOf(t.app);
for (const operation of [uploadsContract.ticket.id, uploadsContract.receive.id]) {
  const unlimited = [{ max: 100_000, windowMs: limits[operation]!.perAccount[0]!.windowMs }];
  limits[operation] = { ...limits[operation]!, perAccount: unlimited, perAddress: unlimited };
}

type Who = 'anonymous' | 'another user' | 'owner' | 'admin';
const userOf = (who: Who): TestUser | null => ({ anonymous: null, 'another user': other, owner, admin })[who];

interface Endpoint {
  name: string;
  /** A fresh pending car of the owner's (with an Ashanti surcharge), so each call finds the same state. */
  request(carId: string, caller: TestUser | null): Promise<{ method: string; path: string; body?: unknown }>;
  expected: Record<Who, number>;
}

const ownerOnly = (success: number): Record<Who, number> => ({
  anonymous: 401,
  'another user': 403,
  owner: success,
  admin: 403,
});
const adminOnly = (success: number): Record<Who, number> => ({
  anonymous: 401,
  'another user': 403,
  owner: 403,
  admin: success,
});

/** The admin's verdict on the car, with the notes the dashboard sends. */
const verdict = (action: 'approve' | 'reject', notes: string): Endpoint => ({
  name: `PATCH /api/admin/cars/{id}/${action}`,
  request: async (carId) => ({
    method: 'PATCH',
    path: `/api/admin/cars/${carId}/${action}`,
    body: { notes },
  }),
  expected: adminOnly(200),
});

const endpoints: Endpoint[] = [
  {
    name: 'POST /api/cars',
    // Each signed-in caller lists with files of their own: anyone signed in may become a host.
    async request(_carId, caller) {
      const files = caller ? await uploadCarFiles(t, caller, 1) : await uploadCarFiles(t, owner, 1);
      return { method: 'POST', path: '/api/cars', body: carBody(files) };
    },
    expected: { anonymous: 401, 'another user': 201, owner: 201, admin: 201 },
  },
  {
    name: 'PATCH /api/cars/{id}',
    request: async (carId) => ({ method: 'PATCH', path: `/api/cars/${carId}`, body: { pricePerDay: '99' } }),
    expected: ownerOnly(200),
  },
  {
    name: 'DELETE /api/cars/{id}',
    request: async (carId) => ({ method: 'DELETE', path: `/api/cars/${carId}` }),
    expected: ownerOnly(204),
  },
  {
    name: 'POST /api/cars/{id}/region-pricing',
    request: async (carId) => ({
      method: 'POST',
      path: `/api/cars/${carId}/region-pricing`,
      body: { regionId: 'volta', surchargePerDay: '40' },
    }),
    expected: ownerOnly(201),
  },
  {
    name: 'DELETE /api/cars/{id}/region-pricing/{regionId}',
    request: async (carId) => ({ method: 'DELETE', path: `/api/cars/${carId}/region-pricing/ashanti` }),
    expected: ownerOnly(204),
  },
  verdict('approve', ''),
  verdict('reject', 'Papers unreadable'),
  {
    name: 'DELETE /api/admin/cars/{id}',
    request: async (carId) => ({ method: 'DELETE', path: `/api/admin/cars/${carId}` }),
    expected: adminOnly(204),
  },
  {
    name: 'GET /api/admin/pending-cars',
    request: async () => ({ method: 'GET', path: '/api/admin/pending-cars' }),
    expected: adminOnly(200),
  },
  {
    name: 'GET /api/admin/cars',
    request: async () => ({ method: 'GET', path: '/api/admin/cars' }),
    expected: adminOnly(200),
  },
  {
    name: 'GET /api/admin/cars/{id}/history',
    request: async (carId) => ({ method: 'GET', path: `/api/admin/cars/${carId}/history` }),
    expected: adminOnly(200),
  },
];

const WHO: Who[] = ['anonymous', 'another user', 'owner', 'admin'];

describe.each(endpoints)('$name', (endpoint) => {
  it.each(WHO)('as %s', async (who) => {
    const carId = await listCarAs(t, owner);
    const surcharge = await call(t, 'POST', `/api/cars/${carId}/region-pricing`, {
      user: owner,
      body: { regionId: 'ashanti', surchargePerDay: '50' },
    });
    expect(surcharge.status).toBe(201);
    const caller = userOf(who);
    const { method, path, body } = await endpoint.request(carId, caller);
    const before = await headOf(t);
    const response = await call(t, method, path, { user: caller, body });
    const expected = endpoint.expected[who];
    expect(response.status, JSON.stringify(response.body)).toBe(expected);
    if (expected >= 400) {
      expect(response.body).toHaveProperty('message');
      expect(await headOf(t), 'a refused request appended an event').toBe(before);
    } else if (method !== 'GET') {
      expect(await headOf(t), 'an allowed change appended nothing').not.toBe(before);
    }
  });
});

describe('cross-site requests', () => {
  it('refuses a mutating call without our Origin, even from the owner, appending nothing', async () => {
    const carId = await listCarAs(t, owner);
    const before = await headOf(t);
    const response = await fetch(`${t.baseUrl}/api/cars/${carId}`, {
      method: 'DELETE',
      headers: { cookie: owner.cookie, origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(await headOf(t)).toBe(before);
  });
});
