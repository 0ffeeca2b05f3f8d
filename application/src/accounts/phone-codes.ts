import { randomUUID } from 'node:crypto';
import {
  DomainError,
  USER_MESSAGES as M,
  type PhoneCodePurpose,
  userDecider,
  userStream,
  validationError,
} from '@akwaaba/domain';
import { phoneNumberE164 } from '@akwaaba/domain/shared/phone-number';
import { seal } from '@akwaaba/infra/accounts/sealed-secrets';
import { newVerificationCode, phoneCodeHash } from '@akwaaba/infra/accounts/secret-codes';
// The full metadata, on the server only: it knows which numbers are mobile ones.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { type AccountDeps, nowOf } from './account-deps';

/*
 * Phone codes (issue 32, docs/adr/0041): the number checked and written in E.164, the code made,
 * hashed and sealed here, the rules in the user decider (phone-verification.ts), and the SMS sent
 * from the event by the account SMS worker.
 */

/** What signing in by phone needs besides the account services: the account a verified number belongs to. */
export interface PhoneSignInDeps extends AccountDeps {
  /** The account whose verified number this is (E.164), or null (the users read model). */
  accountWithVerifiedPhone: (phoneNumber: string) => Promise<string | null>;
}

/**
 * The typed number in E.164 when it can receive a text message; a 400 saying why otherwise. A
 * landline is a valid number that cannot (the rest of the product keeps accepting it as a number
 * to call).
 */
export function smsNumber(typed: string): string {
  const phoneNumber = phoneNumberE164(typed);
  if (!phoneNumber) throw validationError(M.phoneNumberInvalid, { phoneNumber: M.phoneNumberInvalid });
  const type = parsePhoneNumberFromString(phoneNumber)?.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE')
    throw validationError(M.phoneNotMobile, { phoneNumber: M.phoneNotMobile });
  return phoneNumber;
}

/** The command that records a new code for `phoneNumber`: its keyed hash, and the code sealed for the SMS worker. */
function phoneCodeCommand(deps: AccountDeps, userId: string, purpose: PhoneCodePurpose, phoneNumber: string) {
  const code = newVerificationCode();
  return {
    type: 'IssuePhoneCode' as const,
    userId,
    actor: deps.actor,
    now: nowOf(deps),
    purpose,
    phoneNumber,
    codeHash: phoneCodeHash(deps.secrets, userId, code),
    sealedCode: seal(deps.secrets, 'phone-code', userId, code),
  };
}

/** Sends the signed-in holder a code to verify `typed`. Answers the number in E.164, and whether a code went out now. */
export async function sendPhoneVerificationCode(
  deps: AccountDeps,
  userId: string,
  typed: string,
): Promise<{ phoneNumber: string; sent: boolean }> {
  const phoneNumber = smsNumber(typed);
  const result = await deps.run(
    userDecider,
    userStream(userId),
    phoneCodeCommand(deps, userId, 'verify', phoneNumber),
  );
  return { phoneNumber, sent: result.events.length > 0 };
}

/** Checks the code the holder typed; a wrong one is counted, then answered 400. Answers the verified number. */
export async function verifyPhoneCode(
  deps: AccountDeps,
  userId: string,
  code: string,
): Promise<{ phoneNumber: string }> {
  const result = await deps.run(userDecider, userStream(userId), {
    type: 'VerifyPhone',
    userId,
    actor: deps.actor,
    now: nowOf(deps),
    codeHash: phoneCodeHash(deps.secrets, userId, code),
  });
  const verified = result.events.find((event) => event.type === 'UserPhoneVerified');
  if (!verified) throw validationError(M.phoneCodeNotAccepted, { code: M.phoneCodeNotAccepted });
  return { phoneNumber: verified.data.phoneNumber };
}

/**
 * Sends a sign-in code to `typed` when it is an account's verified number. The same work (code,
 * hash, seal) is done for a number with no account, which is sent nothing, and the caller
 * answers every number alike.
 */
export async function startPhoneSignIn(
  deps: PhoneSignInDeps,
  typed: string,
): Promise<{ phoneNumber: string }> {
  const phoneNumber = smsNumber(typed);
  const userId = await deps.accountWithVerifiedPhone(phoneNumber);
  const command = phoneCodeCommand(deps, userId ?? randomUUID(), 'sign-in', phoneNumber);
  if (userId) await deps.run(userDecider, userStream(userId), command);
  return { phoneNumber };
}

/**
 * The account a sign-in code opens. A number with no account, a wrong, expired or used code all
 * answer one 400 (a wrong one counted on the account's stream); a suspended account, once the
 * code is right, is told so, as a password login tells it.
 */
export async function signInWithPhoneCode(
  deps: PhoneSignInDeps,
  input: { phoneNumber: string; code: string },
): Promise<{ userId: string }> {
  const notAccepted = () => validationError(M.phoneCodeNotAccepted, { code: M.phoneCodeNotAccepted });
  const phoneNumber = phoneNumberE164(input.phoneNumber);
  const userId = phoneNumber && (await deps.accountWithVerifiedPhone(phoneNumber));
  if (!phoneNumber || !userId) throw notAccepted();
  const result = await deps
    .run(userDecider, userStream(userId), {
      type: 'SignInByPhone',
      userId,
      actor: deps.actor,
      now: nowOf(deps),
      phoneNumber,
      codeHash: phoneCodeHash(deps.secrets, userId, input.code),
    })
    .catch((error: unknown) => {
      if (error instanceof DomainError && error.kind === 'conflict') throw notAccepted();
      throw error;
    });
  if (!result.events.some((event) => event.type === 'UserSignedInByPhone')) throw notAccepted();
  return { userId };
}
