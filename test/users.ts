import { randomBytes, randomUUID } from 'node:crypto';
import {
  type DomainEvent,
  emailReservationDecider,
  emailReservationStream,
  systemActor,
  userDecider,
  userStream,
} from '@akwaaba/domain';
import { handleCommand } from '@akwaaba/infra/commands/command-handler';
import { SessionStore } from '@akwaaba/infra/sessions/session-store';
import type { TestApp } from './app-harness';

export interface TestUser {
  userId: string;
  email: string;
  /** A Cookie header value for a live session of this user. */
  cookie: string;
  /** Headers for a mutating request from the SPA: the session cookie and our Origin. */
  headers: Record<string, string>;
}

/** Any valid-looking argon2id PHC string: these users sign in through a session made here, not a password. */
const PLACEHOLDER_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$dGVzdHNhbHR0ZXN0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g';

/**
 * A verified account (an admin if asked) created through the product's own
 * commands, with a live session: for API tests that need a signed-in user.
 */
export async function createTestUser(
  t: TestApp,
  options: { admin?: boolean; firstName?: string; lastName?: string } = {},
): Promise<TestUser> {
  const userId = randomUUID();
  const email = `user-${userId.slice(0, 8)}@akwaaba.test`;
  const context = { actor: systemActor, correlationId: randomUUID(), causationId: null };
  const now = new Date().toISOString();
  const codeHash = randomBytes(32).toString('hex');
  const run = <S, C, E extends DomainEvent>(
    decider: Parameters<typeof handleCommand<S, C, E>>[1],
    stream: string,
    command: C,
  ) => handleCommand(t.store, decider, stream, command, context);

  await run(emailReservationDecider, emailReservationStream(email), {
    type: 'ReserveEmail',
    email,
    userId,
    actor: systemActor,
  });
  const user = userStream(userId);
  await run(userDecider, user, {
    type: 'RegisterUser',
    userId,
    actor: systemActor,
    now,
    email,
    firstName: options.firstName ?? 'Yaw',
    lastName: options.lastName ?? 'Boateng',
    passwordHash: PLACEHOLDER_HASH,
    codeHash,
  });
  await run(userDecider, user, { type: 'VerifyEmail', userId, actor: systemActor, now, codeHash });
  if (options.admin) {
    await run(userDecider, user, {
      type: 'GrantAdminRole',
      userId,
      actor: systemActor,
      now,
      reason: 'Test admin',
    });
  }
  await t.settled();
  const { token } = await new SessionStore(t.db.pool).create(userId);
  const cookie = `akwaaba_session=${token}`;
  return { userId, email, cookie, headers: { cookie, origin: t.baseUrl } };
}
