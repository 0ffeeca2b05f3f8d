import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app-harness';
import { createTestUser } from '../../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    beforeListen(app) {
      app.get('/test/whoami', async (request) => request.actor);
      app.post('/test/change', async () => ({ changed: true }));
    },
  });
});
afterAll(async () => t?.stop());

const whoami = async (cookie?: string) =>
  (await (await fetch(`${t.baseUrl}/test/whoami`, { headers: cookie ? { cookie } : {} })).json()) as {
    userId: string | null;
    role: string;
  };

describe('sessions', () => {
  it('treats a request without a cookie, or with an unknown token, as anonymous', async () => {
    expect(await whoami()).toEqual({ userId: null, role: 'anonymous' });
    expect(await whoami('akwaaba_session=abcdefghijklmnopqrstuvwxyz234567')).toEqual({
      userId: null,
      role: 'anonymous',
    });
  });

  it('knows a signed-in user and an admin by their session', async () => {
    const renter = await createTestUser(t);
    const admin = await createTestUser(t, { admin: true });
    expect(await whoami(renter.cookie)).toEqual({ userId: renter.userId, role: 'user' });
    expect(await whoami(admin.cookie)).toEqual({ userId: admin.userId, role: 'admin' });
  });

  it('stores only a hash of the token', async () => {
    const user = await createTestUser(t);
    const token = user.cookie.split('=')[1]!;
    const { rows } = await t.db.pool.query('select token_hash from sessions where user_id = $1', [
      user.userId,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].token_hash).not.toContain(token);
  });

  it('ends a session after its idle timeout and after its absolute lifetime', async () => {
    const idle = await createTestUser(t);
    await t.db.pool.query(`update sessions set last_seen_at = now() - interval '8 days' where user_id = $1`, [
      idle.userId,
    ]);
    expect((await whoami(idle.cookie)).role).toBe('anonymous');

    const old = await createTestUser(t);
    await t.db.pool.query(`update sessions set expires_at = now() - interval '1 second' where user_id = $1`, [
      old.userId,
    ]);
    expect((await whoami(old.cookie)).role).toBe('anonymous');
    const { rowCount } = await t.db.pool.query('select 1 from sessions where user_id = any($1)', [
      [idle.userId, old.userId],
    ]);
    expect(rowCount).toBe(0);
  });
});

describe('CSRF: mutating requests must come from our origin', () => {
  it.each([
    ['no Origin', {}],
    ['another site', { origin: 'https://evil.example' }],
  ])('refuses %s with 403 and a message', async (_name, headers) => {
    const response = await fetch(`${t.baseUrl}/test/change`, { method: 'POST', headers });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { message: string }).message).toMatch(/origin check failed/);
  });

  it('accepts our own origin', async () => {
    const response = await fetch(`${t.baseUrl}/test/change`, {
      method: 'POST',
      headers: { origin: t.baseUrl },
    });
    expect(response.status).toBe(200);
  });
});
