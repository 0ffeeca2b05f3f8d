import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runOnStore } from '@akwaaba/application/accounts/account-deps';
import { systemActor, userDecider, userStream } from '@akwaaba/domain';
import { newResetToken, resetTokenHash } from '@akwaaba/infra/accounts/secret-codes';
import { hashSessionToken, SessionStore } from '@akwaaba/infra/sessions/session-store';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { openLive } from '../../../test/live-client';
import { createTestUser, startAppWithUsers, type TestUser } from '../../../test/users';
import { relaxPerIpLimits } from '../routes/accounts/auth-test-support';
import { secondApiUrl } from '../routes/bookings/bookings.test-support';
import { LiveHub } from './live-hub';

/*
 * A page's live stream (GET /api/live) ends with the session it was opened in, on whichever API
 * instance it is connected to: signing out ends that session's streams, a password reset and a
 * suspension every stream of the account. Over real HTTP, on two API instances.
 */

const { t, admin } = await startAppWithUsers({ admin: { admin: true } }, { beforeListen: relaxPerIpLimits });
const second = await secondApiUrl(t);

/** How long a stream may take to end once its session did: an announcement, not a heartbeat. */
const ENDS_WITHIN_MS = 3_000;

/** Another session of the same user, as a second browser has. */
async function anotherSession(user: TestUser): Promise<string> {
  const { token } = await t.app.sessions.create(user.userId);
  return `akwaaba_session=${token}`;
}

/** An open page of the session `cookie` names, on the API at `baseUrl`, once it is registered. */
async function openPage(baseUrl: string, cookie: string) {
  const page = await openLive(`${baseUrl}/api/live`, cookie);
  expect(page.status).toBe(200);
  await page.next((e) => e.event === 'ready');
  return page;
}

const postAs = (cookie: string, path: string, body: unknown = {}) =>
  fetch(`${t.baseUrl}${path}`, {
    method: 'POST',
    headers: { cookie, origin: t.baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('a live stream ends with its session', () => {
  it('on signing out: that session’s streams on every instance, not another session’s', async () => {
    const user = await createTestUser(t);
    const otherBrowser = await anotherSession(user);
    const here = await openPage(t.baseUrl, user.cookie);
    const there = await openPage(second, user.cookie);
    const elsewhere = await openPage(second, otherBrowser);

    expect((await postAs(user.cookie, '/api/auth/logout')).status).toBe(200);
    expect(await here.endsWithin(ENDS_WITHIN_MS)).toBe(true);
    expect(await there.endsWithin(ENDS_WITHIN_MS)).toBe(true);
    expect(await elsewhere.endsWithin(300)).toBe(false);
    // The page's reconnect is refused.
    expect((await openLive(`${t.baseUrl}/api/live`, user.cookie)).status).toBe(401);
    await elsewhere.close();
  });

  it('on a password reset: every session’s streams, on every instance', async () => {
    const user = await createTestUser(t);
    const otherBrowser = await anotherSession(user);
    const pages = [
      await openPage(t.baseUrl, user.cookie),
      await openPage(second, user.cookie),
      await openPage(second, otherBrowser),
    ];
    const token = newResetToken(user.userId);
    await runOnStore(t.store, { actor: systemActor, correlationId: randomUUID(), causationId: null })(
      userDecider,
      userStream(user.userId),
      {
        type: 'RequestPasswordReset',
        userId: user.userId,
        actor: systemActor,
        now: new Date().toISOString(),
        tokenHash: resetTokenHash(t.app.deps.secrets, token),
      },
    );

    const reset = await postAs('', '/api/auth/reset-password', { token, password: 'Harmattan-Breeze-7' });
    expect(reset.status).toBe(200);
    for (const page of pages) expect(await page.endsWithin(ENDS_WITHIN_MS)).toBe(true);
  });

  it('on a suspension: every stream of the account, on every instance', async () => {
    const user = await createTestUser(t);
    const pages = [
      await openPage(t.baseUrl, user.cookie),
      await openPage(second, user.cookie),
      await openPage(second, await anotherSession(user)),
    ];
    const bystander = await createTestUser(t);
    const theirs = await openPage(second, bystander.cookie);

    const suspended = await postAs(admin.cookie, `/api/admin/users/${user.userId}/suspend`, {
      reason: 'Fake listings',
    });
    expect(suspended.status).toBe(200);
    for (const page of pages) expect(await page.endsWithin(ENDS_WITHIN_MS)).toBe(true);
    expect(await theirs.endsWithin(300)).toBe(false);
    await theirs.close();
  });
});

describe('what no announcement tells', () => {
  it('ends the stream of a session that lapsed, was deleted without a word, or whose account was suspended as it signed in, at the next heartbeat', async () => {
    const sessions = new SessionStore(t.db.pool);
    const heartbeatMs = 200;
    const hub = new LiveHub(t.db.pool, sessions, pino({ level: 'silent' }), heartbeatMs);
    const user = await createTestUser(t);
    const suspended = await createTestUser(t);
    // A server of the hub alone: a page names its user and its session's token in the query.
    const server = createServer((request, response) => {
      const query = new URL(request.url ?? '/', 'http://hub').searchParams;
      const session = {
        userId: query.get('user') ?? '',
        tokenHash: hashSessionToken(query.get('token') ?? ''),
      };
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      void hub.open(session, response, undefined);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const hubUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const open = async (userId = user.userId) => {
        const { token } = await sessions.create(userId);
        const page = await openLive(`${hubUrl}/?user=${userId}&token=${token}`, '');
        await page.next((e) => e.event === 'ready');
        return { token, page };
      };
      const [lapsed, deleted, live] = [await open(), await open(), await open()];
      const ofSuspended = await open(suspended.userId);

      await t.db.pool.query(
        `update sessions set expires_at = now() - interval '1 second' where token_hash = $1`,
        [hashSessionToken(lapsed.token)],
      );
      // Not through the session store, so not announced.
      await t.db.pool.query('delete from sessions where token_hash = $1', [hashSessionToken(deleted.token)]);
      // Its sessions not deleted, as with a sign-in racing the suspension.
      await runOnStore(t.store, { actor: systemActor, correlationId: randomUUID(), causationId: null })(
        userDecider,
        userStream(suspended.userId),
        {
          type: 'SuspendAccount',
          userId: suspended.userId,
          actor: { userId: admin.userId, role: 'admin' },
          now: new Date().toISOString(),
          reason: 'Fake listings',
        },
      );
      await t.settled();

      expect(await lapsed.page.endsWithin(heartbeatMs * 5)).toBe(true);
      expect(await deleted.page.endsWithin(heartbeatMs * 5)).toBe(true);
      expect(await ofSuspended.page.endsWithin(heartbeatMs * 5)).toBe(true);
      expect(await live.page.endsWithin(heartbeatMs * 3)).toBe(false);
      await live.page.close();
    } finally {
      await hub.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
