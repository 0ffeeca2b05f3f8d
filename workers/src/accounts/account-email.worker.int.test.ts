import { randomUUID } from 'node:crypto';
import { runOnStore } from '@akwaaba/application/accounts/account-deps';
import { systemActor, userDecider, userStream } from '@akwaaba/domain';
import type { AccountEmailJob } from '@akwaaba/domain/accounts/accounts.jobs';
import { seal } from '@akwaaba/infra/accounts/sealed-secrets';
import { newResetToken, resetTokenHash, verificationCodeHash } from '@akwaaba/infra/accounts/secret-codes';
import { loadConfig } from '@akwaaba/infra/config';
import { PostgresEventStore } from '@akwaaba/infra/eventstore/postgres/postgres-event-store';
import { appSecretsFrom } from '@akwaaba/infra/secrets/app-secret';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { composeAccountEmail } from './account-email.worker';

let db: TestDatabase;
let store: PostgresEventStore;
const secrets = appSecretsFrom('worker-test-secret-of-at-least-32-chars');
const config = { ...loadConfig({ NODE_ENV: 'development', PUBLIC_URL: 'https://akwaaba.example' }) };
const deps = () => ({ store, secrets, config });
const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g';

beforeAll(async () => {
  db = await createTestDatabase();
  store = await PostgresEventStore.create(db.pool);
});
afterAll(async () => {
  await store?.close();
  await db?.drop();
});

/** A signed-up account whose code `code` was issued `minutesAgo`; answers the job the reactor would enqueue. */
async function signedUp(code: string, minutesAgo = 0) {
  const userId = randomUUID();
  const run = runOnStore(store, { actor: systemActor, correlationId: userId, causationId: null });
  const codeHash = verificationCodeHash(secrets, userId, code);
  await run(userDecider, userStream(userId), {
    type: 'RegisterUser',
    userId,
    actor: systemActor,
    now: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    email: `${userId.slice(0, 8)}@akwaaba.test`,
    firstName: 'Ama',
    lastName: 'Mensah',
    passwordHash: hash,
    codeHash,
    sealedCode: seal(secrets, 'verification-code', userId, code),
  });
  const [, issued] = await store.readStream(userStream(userId));
  const data = issued!.data as { sealedCode: string; expiresAt: string };
  const job: AccountEmailJob = { kind: 'verification-code', userId, eventId: issued!.id, codeHash, ...data };
  return { userId, run, codeHash, job };
}

describe('the account e-mail worker', () => {
  it('sends nothing to an account closed since: it has no address left', async () => {
    const { userId, run, job } = await signedUp('564738');
    await run(userDecider, userStream(userId), {
      type: 'CloseAccount',
      userId,
      actor: { userId, role: 'user' },
      now: new Date().toISOString(),
      passwordMatches: true,
      commitments: { openBookings: 0, moneyOwed: 0 },
    });
    expect(await composeAccountEmail(deps(), job)).toBeNull();
  });

  it('writes the verification e-mail with the unsealed code', async () => {
    const { job } = await signedUp('482913');
    const mail = await composeAccountEmail(deps(), job);
    expect(mail?.text).toContain('Your verification code is: 482913');
    expect(mail?.text).toContain('https://akwaaba.example/verify-email?email=');
  });

  it('sends nothing once the code was used, replaced or expired', async () => {
    const used = await signedUp('111111');
    await used.run(userDecider, userStream(used.userId), {
      type: 'VerifyEmail',
      userId: used.userId,
      actor: systemActor,
      now: new Date().toISOString(),
      codeHash: used.codeHash,
    });
    expect(await composeAccountEmail(deps(), used.job)).toBeNull();

    const replaced = await signedUp('222222', 2);
    await replaced.run(userDecider, userStream(replaced.userId), {
      type: 'IssueVerificationCode',
      userId: replaced.userId,
      actor: systemActor,
      now: new Date().toISOString(),
      codeHash: verificationCodeHash(secrets, replaced.userId, '333333'),
    });
    expect(await composeAccountEmail(deps(), replaced.job)).toBeNull();

    const expired = await signedUp('444444', 11);
    expect(await composeAccountEmail(deps(), expired.job)).toBeNull();
  });

  it('writes the reset link while it is the latest and unexpired, and never after', async () => {
    const { userId, run } = await signedUp('555555');
    const token = newResetToken(userId);
    await run(userDecider, userStream(userId), {
      type: 'RequestPasswordReset',
      userId,
      actor: systemActor,
      now: new Date().toISOString(),
      tokenHash: resetTokenHash(secrets, token),
      sealedToken: seal(secrets, 'password-reset-token', userId, token),
    });
    const requested = (await store.readStream(userStream(userId))).at(-1)!;
    const data = requested.data as { tokenHash: string; sealedToken: string; expiresAt: string };
    const job: AccountEmailJob = { kind: 'password-reset', userId, eventId: requested.id, ...data };
    const mail = await composeAccountEmail(deps(), job);
    expect(mail?.text).toContain(`https://akwaaba.example/reset-password?token=${encodeURIComponent(token)}`);
    expect(await composeAccountEmail(deps(), job, new Date(Date.now() + 61 * 60_000))).toBeNull();
  });

  it("tells an account's owner how to log in when someone signs up, or asks a code, with their address", async () => {
    const { userId, run, codeHash } = await signedUp('666666');
    const email = `${userId.slice(0, 8)}@akwaaba.test`;
    const note = (kind: 'signup-attempted' | 'already-verified') =>
      composeAccountEmail(deps(), { kind, userId, eventId: randomUUID() });
    const loginUrl = `https://akwaaba.example/login?email=${encodeURIComponent(email)}`;
    const forgotUrl = `https://akwaaba.example/forgot-password?email=${encodeURIComponent(email)}`;

    const unverified = await note('signup-attempted');
    expect(unverified).toMatchObject({ to: email, subject: 'You already have an Akwaaba Drive account' });
    expect(unverified?.text).toContain('Hello Ama');
    expect(unverified?.text).toContain(
      `you will first be asked for a code to verify your address): ${loginUrl}`,
    );
    expect(unverified?.text).toContain(forgotUrl);

    await run(userDecider, userStream(userId), {
      type: 'VerifyEmail',
      userId,
      actor: systemActor,
      now: new Date().toISOString(),
      codeHash,
    });
    expect((await note('signup-attempted'))?.text).toContain(`To use it, log in: ${loginUrl}`);
    const verified = await note('already-verified');
    expect(verified?.subject).toBe('Your Akwaaba Drive e-mail address is already verified');
    expect(verified?.text).toContain(`there is no code to enter.\n\nLog in instead: ${loginUrl}`);
    expect(verified?.html).toContain(`href="${forgotUrl}"`);
  });

  it('sends nothing for an account that does not exist', async () => {
    const job: AccountEmailJob = {
      kind: 'password-changed',
      userId: randomUUID(),
      eventId: randomUUID(),
      changedAt: new Date().toISOString(),
    };
    expect(await composeAccountEmail(deps(), job)).toBeNull();
  });
});
