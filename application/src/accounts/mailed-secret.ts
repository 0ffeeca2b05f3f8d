import { randomUUID } from 'node:crypto';
import { type Actor, type UserCommand, userDecider, userStream } from '@akwaaba/domain';
import { type SealPurpose, seal } from '@akwaaba/infra/accounts/sealed-secrets';
import { type AccountDeps, nowOf } from './account-deps';
import { findAccount } from './find-account';

/** What every command on an account names: the account, who asks, and when. */
export interface OnAccount {
  userId: string;
  actor: Actor;
  now: string;
}

/** A secret the e-mail reactor sends: how it is made and hashed, and the command that records it. */
export interface MailedSecret {
  purpose: SealPurpose;
  create: (userId: string) => string;
  hash: (userId: string, secret: string) => string;
  command: (on: OnAccount, hash: string, sealed: string) => UserCommand;
}

/**
 * Records a new secret (a verification code, a reset-link token) for the account of `email`:
 * its hash, and the secret sealed for the e-mail reactor, which sends it. The same work
 * (secret, hash, seal) is done for an address with no registered account, which is sent
 * nothing, so that nothing tells the cases apart: the caller answers the same for all of them.
 */
export async function issueMailedSecret(
  deps: AccountDeps,
  email: string,
  secret: MailedSecret,
): Promise<void> {
  const account = await findAccount(deps.store, email);
  const userId = account?.userId ?? randomUUID();
  const value = secret.create(userId);
  const hash = secret.hash(userId, value);
  const sealed = seal(deps.secrets, secret.purpose, userId, value);
  if (account?.user.status !== 'registered') return;
  const on = { userId, actor: deps.actor, now: nowOf(deps) };
  await deps.run(userDecider, userStream(userId), secret.command(on, hash, sealed));
}
