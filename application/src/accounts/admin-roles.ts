import { randomUUID } from 'node:crypto';
import { notFound, systemActor, userDecider, userStream } from '@akwaaba/domain';
import type { EventStore } from '@akwaaba/infra/eventstore/port';
import { type AccountDeps, nowOf, runOnStore } from './account-deps';
import { findAccount } from './find-account';

export const CONFIGURED_ADMIN_REASON = 'Listed in ADMIN_EMAILS';

/**
 * Grants or revokes the admin role of the account with this address, by an audited
 * command (the reason and the actor go into the event and its metadata). Doing what is
 * already done appends nothing. Returns whether anything changed.
 */
export async function changeAdminRole(
  deps: Pick<AccountDeps, 'store' | 'run' | 'actor' | 'now'>,
  change: { email: string; grant: boolean; reason: string },
): Promise<{ userId: string; changed: boolean }> {
  const account = await findAccount(deps.store, change.email);
  if (account?.user.status !== 'registered') throw notFound(`No account uses ${change.email}`);
  const { userId } = account;
  const result = await deps.run(userDecider, userStream(userId), {
    type: change.grant ? 'GrantAdminRole' : 'RevokeAdminRole',
    userId,
    actor: deps.actor,
    now: nowOf(deps),
    reason: change.reason,
  });
  return { userId, changed: result.events.length > 0 };
}

/**
 * Makes the account an admin when its (verified) address is listed in ADMIN_EMAILS.
 * Called when an address is verified, so only the address's real holder gets it.
 */
export async function grantConfiguredAdmin(
  deps: Pick<AccountDeps, 'run' | 'now'> & { adminEmails: readonly string[] },
  email: string,
  userId: string,
): Promise<boolean> {
  if (!deps.adminEmails.includes(email)) return false;
  const result = await deps.run(userDecider, userStream(userId), {
    type: 'GrantAdminRole',
    userId,
    actor: systemActor,
    now: nowOf(deps),
    reason: CONFIGURED_ADMIN_REASON,
  });
  return result.events.length > 0;
}

/**
 * At start-up: every verified account listed in ADMIN_EMAILS becomes an admin (once;
 * later starts append nothing). Unverified or missing ones get it when verified.
 * Returns the addresses granted now.
 */
export async function bootstrapConfiguredAdmins(
  deps: Pick<AccountDeps, 'store' | 'run' | 'now'> & { adminEmails: readonly string[] },
): Promise<string[]> {
  const granted: string[] = [];
  for (const email of deps.adminEmails) {
    const account = await findAccount(deps.store, email);
    if (account?.user.status !== 'registered' || !account.user.emailVerified) continue;
    if (await grantConfiguredAdmin(deps, email, account.userId)) granted.push(email);
  }
  return granted;
}

/** bootstrapConfiguredAdmins for start-up: commands by the product itself, straight on the store. */
export function bootstrapConfiguredAdminsOnStore(store: EventStore, adminEmails: readonly string[]) {
  const run = runOnStore(store, { actor: systemActor, correlationId: randomUUID(), causationId: null });
  return bootstrapConfiguredAdmins({ store, run, adminEmails });
}
