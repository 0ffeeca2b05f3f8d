import { randomBytes, randomUUID } from 'node:crypto';
import {
  emailReservationDecider,
  emailReservationStream,
  type IdentityDocuments,
  systemActor,
  userDecider,
  userStream,
} from '@akwaaba/domain';
import type { CommandContext } from '@akwaaba/infra/commands/command-handler';
import type { EventStore, Position } from '@akwaaba/infra/eventstore/port';
import { runOnStore } from './account-deps';

/**
 * Any valid-looking argon2id PHC string, for accounts that never sign in with a password
 * (their sessions are made directly): hashing a real one costs 35 ms.
 */
export const PLACEHOLDER_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$dGVzdHNhbHR0ZXN0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g';

export interface VerifiedAccount {
  email: string;
  firstName: string;
  lastName: string;
  /** PLACEHOLDER_PASSWORD_HASH unless the account must sign in with a password. */
  passwordHash?: string;
  userId?: string;
  /** Also record licence and ID approved by the product, so the account may pay (recordApprovedDriver). */
  approvedDriver?: boolean;
}

/**
 * Reserves the address and registers the account, as a signup does but without its e-mail:
 * the account waits for the code whose keyed hash is `codeHash`, issued at `now`.
 */
export async function registerAccount(
  store: EventStore,
  account: VerifiedAccount & { codeHash: string; now: string },
  context: CommandContext = { actor: systemActor, correlationId: randomUUID(), causationId: null },
): Promise<{ userId: string }> {
  const { email, firstName, lastName, codeHash, now } = account;
  const userId = account.userId ?? randomUUID();
  const run = runOnStore(store, context);
  await run(emailReservationDecider, emailReservationStream(email), {
    type: 'ReserveEmail',
    email,
    userId,
    actor: systemActor,
  });
  await run(userDecider, userStream(userId), {
    type: 'RegisterUser',
    userId,
    actor: systemActor,
    now,
    email,
    firstName,
    lastName,
    passwordHash: account.passwordHash ?? PLACEHOLDER_PASSWORD_HASH,
    codeHash,
  });
  return { userId };
}

/**
 * Registers an account the product makes itself, its address verified at once and no
 * e-mail sent: the same commands as a signup and its verification (address reserved,
 * account registered, address verified), for the accounts of tests and benchmarks.
 * Returns the account's id and the position of its last event.
 */
export async function registerVerifiedAccount(
  store: EventStore,
  account: VerifiedAccount,
  context: CommandContext = { actor: systemActor, correlationId: randomUUID(), causationId: null },
): Promise<{ userId: string; position: Position | null }> {
  const now = new Date().toISOString();
  // The keyed hash of a code nobody is sent: the account is verified with it right away.
  const codeHash = randomBytes(32).toString('hex');
  const { userId } = await registerAccount(store, { ...account, codeHash, now }, context);
  const { position } = await runOnStore(store, context)(userDecider, userStream(userId), {
    type: 'VerifyEmail',
    userId,
    actor: systemActor,
    now,
    codeHash,
  });
  if (!account.approvedDriver) return { userId, position };
  return {
    userId,
    position: await recordApprovedDriver(store, userId, { correlationId: context.correlationId }),
  };
}

/** Licence and ID details of an account the product makes itself: their files are never opened. */
export const placeholderIdentity = (userId: string): IdentityDocuments => ({
  driverLicenseNumber: 'DL-TEST-0001',
  driverLicenseDocument: `/objects/identity-documents/${userId}-licence`,
  nationalIdNumber: 'GHA-000000000-1',
  nationalIdDocument: `/objects/identity-documents/${userId}-national-id`,
});

/**
 * Makes an account an approved driver, who may pay for bookings, through the product's own
 * commands: the account holder submits licence and ID (as on Profile), then the product
 * approves them (as an admin would, audited as 'system'). For test, demo and benchmark
 * accounts. Returns the position of the approval.
 */
export async function recordApprovedDriver(
  store: EventStore,
  userId: string,
  options: { documents?: IdentityDocuments; correlationId?: string } = {},
): Promise<Position | null> {
  const now = new Date().toISOString();
  const correlationId = options.correlationId ?? randomUUID();
  const asRenter = { userId, role: 'user' } as const;
  const stream = userStream(userId);
  await runOnStore(store, { actor: asRenter, correlationId, causationId: null })(userDecider, stream, {
    type: 'UpdateIdentityDocuments',
    userId,
    actor: asRenter,
    now,
    documents: options.documents ?? placeholderIdentity(userId),
  });
  const { position } = await runOnStore(store, { actor: systemActor, correlationId, causationId: null })(
    userDecider,
    stream,
    { type: 'ApproveDriver', userId, actor: systemActor, now },
  );
  return position;
}
