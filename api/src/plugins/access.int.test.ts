import { ALL_OPERATIONS } from '@akwaaba/domain/contracts';
import type { Operation } from '@akwaaba/domain/shared/contract';
import { describe, expect, it } from 'vitest';
import { startAppWithUsers } from '../../../test/users';
import { call } from '../routes/cars/cars-test-support';

const operations = ALL_OPERATIONS;
const signedIn = operations.filter((op) => op.access === 'signed-in');
const adminOnly = operations.filter((op) => op.access === 'admin');
/** Any value in each path part: the guard answers before the request is read. */
const urlOf = (op: Operation) => op.path.replace(/:\w+/g, 'x').replace('*', 'x');

const { t, user } = await startAppWithUsers({ user: {} });

describe("an operation's access, declared in its contract", () => {
  it('is declared for the operations that need a user', () => {
    expect(signedIn.length).toBeGreaterThanOrEqual(15);
    expect(adminOnly.map((op) => op.id)).toEqual(
      expect.arrayContaining(['admin-cars.pending', 'admin-cars.approve', 'ops.rebuild']),
    );
  });

  it('is walked here for every /api route the app registers, so a new contract cannot be left out', () => {
    const walked = new Set(operations.map((op) => `${op.method} ${op.path}`));
    const registered = t.app.routeCatalog
      .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'))
      .map((route) => `${route.method} ${route.url}`);
    expect(registered.filter((route) => !walked.has(route))).toEqual([]);
  });

  it.each([...signedIn, ...adminOnly].map((op) => [op.id, op] as const))(
    '%s answers 401 to a signed-out caller, even with a malformed request, and appends nothing',
    async (_id, op) => {
      const before = await t.store.headPosition();
      const answer = await call(t, op.method, urlOf(op), op.method === 'GET' ? {} : { body: [1] });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: 'You need to log in first.' });
      expect(await t.store.headPosition()).toEqual(before);
    },
  );

  it.each(adminOnly.map((op) => [op.id, op] as const))(
    '%s answers 403 to a signed-in user who is not an admin',
    async (_id, op) => {
      const answer = await call(
        t,
        op.method,
        urlOf(op),
        op.method === 'GET' ? { user } : { user, body: [1] },
      );
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: 'Only an admin can do this.' });
    },
  );
});
