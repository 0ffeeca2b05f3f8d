import { randomUUID } from 'node:crypto';
import {
  DomainError,
  emailReservationDecider,
  emailReservationStream,
  type SignupData,
  userDecider,
  userStream,
} from '@akwaaba/domain';
import { hashPassword } from '@akwaaba/infra/accounts/passwords';
import { seal } from '@akwaaba/infra/accounts/sealed-secrets';
import { newVerificationCode, verificationCodeHash } from '@akwaaba/infra/accounts/secret-codes';
import { type AccountDeps, nowOf } from './account-deps';
import { findAccount } from './find-account';

/**
 * Signs a visitor up: reserves the address on its own stream, then registers the
 * account with the first verification code (sealed for the e-mail reactor, which
 * sends it). Two signups racing for one address make exactly one account: the
 * reservation is appended only if its stream is unchanged since it was read, and the
 * account stream only if it does not exist yet.
 *
 * An address that already has an account gets the same answer as a new one, so the
 * form tells nobody which addresses have accounts: the password is hashed all the same
 * (the slow part of a sign-up, so both take about as long), and the account's owner is
 * e-mailed how to log in instead (NoteSignupAttempt, at most once an hour). The loser of
 * a race is that case too.
 *
 * A reservation whose account was never registered (a signup that failed half-way)
 * is completed by the next signup for that address rather than blocking it forever.
 */
export async function signUp(deps: AccountDeps, input: SignupData): Promise<{ email: string }> {
  const { store, secrets, run, actor } = deps;
  const { email, firstName, lastName } = input;
  const passwordHash = await hashPassword(input.password);

  const existing = await findAccount(store, email);
  if (existing?.user.status === 'registered') {
    await noteSignupAttempt(deps, existing.userId);
    return { email };
  }
  const userId = existing?.userId ?? randomUUID();
  const code = newVerificationCode();
  try {
    if (!existing)
      await run(emailReservationDecider, emailReservationStream(email), {
        type: 'ReserveEmail',
        email,
        userId,
        actor,
      });
    await run(userDecider, userStream(userId), {
      type: 'RegisterUser',
      userId,
      actor,
      now: nowOf(deps),
      email,
      firstName,
      lastName,
      passwordHash,
      codeHash: verificationCodeHash(secrets, userId, code),
      sealedCode: seal(secrets, 'verification-code', userId, code),
    });
  } catch (error) {
    if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
    // Another signup for this address got there first. Once its account is registered, that
    // account's owner hears of this one; until then its own verification code is on the way.
    const winner = await findAccount(store, email);
    if (winner?.user.status === 'registered') await noteSignupAttempt(deps, winner.userId);
  }
  return { email };
}

function noteSignupAttempt(deps: AccountDeps, userId: string) {
  return deps.run(userDecider, userStream(userId), {
    type: 'NoteSignupAttempt',
    userId,
    actor: deps.actor,
    now: nowOf(deps),
  });
}
