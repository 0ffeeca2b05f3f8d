import { randomUUID } from 'node:crypto';
import { registerVerifiedAccount } from '@akwaaba/application/accounts/verified-account';
import { systemActor, userDecider, userStream } from '@akwaaba/domain';
import { handleCommand } from '@akwaaba/infra/commands/command-handler';
import { SessionStore } from '@akwaaba/infra/sessions/session-store';
import { afterAll } from 'vitest';
import { startTestApp, type TestApp } from './app-harness';

export interface TestUser {
  userId: string;
  email: string;
  /** A Cookie header value for a live session of this user. */
  cookie: string;
  /** Headers for a mutating request from the SPA: the session cookie and our Origin. */
  headers: Record<string, string>;
}

/**
 * A verified account (an admin if asked) created through the product's own
 * commands, with a live session: for API tests that need a signed-in user. Unless
 * `approvedDriver: false`, its licence and ID are on file and approved, so it may pay.
 */
export async function createTestUser(
  t: TestApp,
  options: { admin?: boolean; firstName?: string; lastName?: string; approvedDriver?: boolean } = {},
): Promise<TestUser> {
  const email = `user-${randomUUID().slice(0, 8)}@akwaaba.test`;
  const { userId } = await registerVerifiedAccount(t.store, {
    email,
    firstName: options.firstName ?? 'Yaw',
    lastName: options.lastName ?? 'Boateng',
    approvedDriver: options.approvedDriver ?? true,
  });
  if (options.admin) {
    const context = { actor: systemActor, correlationId: randomUUID(), causationId: null };
    await handleCommand(
      t.store,
      userDecider,
      userStream(userId),
      {
        type: 'GrantAdminRole',
        userId,
        actor: systemActor,
        now: new Date().toISOString(),
        reason: 'Test admin',
      },
      context,
    );
  }
  await t.settled();
  const { token } = await new SessionStore(t.db.pool).create(userId);
  const cookie = `akwaaba_session=${token}`;
  return { userId, email, cookie, headers: { cookie, origin: t.baseUrl } };
}

export type TestUserOptions = Parameters<typeof createTestUser>[1];

/**
 * The back end for one test file, started at the file's top level (`await
 * startAppWithUsers(...)`) and stopped after its last test, with the named
 * users signed in: `const { t, host, admin } = await startAppWithUsers({ host: {}, admin: { admin: true } })`.
 */
export async function startAppWithUsers<const Users extends Record<string, TestUserOptions>>(
  users: Users,
  options: Parameters<typeof startTestApp>[0] = {},
): Promise<{ t: TestApp } & { [Name in keyof Users]: TestUser }> {
  const t = await startTestApp(options);
  afterAll(() => t.stop());
  const signedIn: Record<string, TestUser> = {};
  for (const [name, userOptions] of Object.entries(users))
    signedIn[name] = await createTestUser(t, userOptions);
  return { t, ...signedIn } as { t: TestApp } & { [Name in keyof Users]: TestUser };
}
