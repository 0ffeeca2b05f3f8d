import { randomUUID } from 'node:crypto';
import {
  conflict,
  DomainError,
  emailReservationDecider,
  emailReservationStream,
  type SignupData,
  USER_MESSAGES,
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
 * account stream only if it does not exist yet. The loser gets 'An account with this
 * email already exists.' (409).
 *
 * A reservation whose account was never registered (a signup that failed half-way)
 * is completed by the next signup for that address rather than blocking it forever.
 */
export async function signUp(
  deps: AccountDeps,
  input: SignupData,
): Promise<{ userId: string; email: string }> {
  const { store, secrets, run, actor } = deps;
  const { email, firstName, lastName } = input;
  const passwordHash = await hashPassword(input.password);

  const existing = await findAccount(store, email);
  if (existing?.user.status === 'registered') throw conflict(USER_MESSAGES.emailTaken);
  const userId = existing?.userId ?? randomUUID();
  if (!existing) {
    await run(emailReservationDecider, emailReservationStream(email), {
      type: 'ReserveEmail',
      email,
      userId,
      actor,
    });
  }

  const code = newVerificationCode();
  try {
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
    // Another signup completed this same reservation first.
    if (error instanceof DomainError && error.kind === 'conflict') throw conflict(USER_MESSAGES.emailTaken);
    throw error;
  }
  return { userId, email };
}
