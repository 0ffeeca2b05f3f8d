import type { Actor } from '../shared/actor';
import { conflict, forbidden, unauthenticated } from '../shared/errors';
import { storedPhoneNumber } from '../shared/phone-number';
import {
  MAX_PHONE_CODES_PER_HOUR,
  MAX_VERIFICATION_ATTEMPTS,
  PHONE_CODE_WINDOW_MS,
  VERIFICATION_CODE_RESEND_INTERVAL_MS,
  VERIFICATION_CODE_TTL_MS,
} from './user.constants';
import type { PhoneCodePurpose, UserEvent } from './user.events';
import { USER_MESSAGES as M } from './user.messages';
import { instantOf, isoTimestamp, requireDigest, requireSealed } from './user.rules';
import { isAdmin, type PhoneCode, type RegisteredUser, type UserState } from './user.state';

/*
 * A phone number proved by a 6-digit code sent to it by SMS, and sign-in with that number and a
 * new code instead of a password (issue 32, docs/adr/0041). The rules of the e-mail code hold:
 * 10 minutes, 5 tries, a minute between two codes; besides, at most 5 codes an hour per account.
 * The application checks the number is a mobile one in E.164 and computes the code's keyed hash,
 * bound to the account and the number, so a code sent to one number never works for another.
 */

interface OnAccount {
  userId: string;
  actor: Actor;
  now: string;
}

/** Send a code to `phoneNumber` (E.164): to verify it (the account holder, signed in), or to sign in with it (anyone). */
export interface IssuePhoneCodeCommand extends OnAccount {
  type: 'IssuePhoneCode';
  purpose: PhoneCodePurpose;
  phoneNumber: string;
  codeHash: string;
  /** The code sealed for the SMS worker; leave out to send nothing (tests). */
  sealedCode?: string;
}

/** The account holder types the code sent to verify their number. */
export interface VerifyPhoneCommand extends OnAccount {
  type: 'VerifyPhone';
  codeHash: string;
}

/** Someone signing in types the code sent to the account's verified number. */
export interface SignInByPhoneCommand extends OnAccount {
  type: 'SignInByPhone';
  phoneNumber: string;
  codeHash: string;
}

/**
 * Whether the account's phone number is the one its holder proved with a code: a number changed
 * on the profile since is not verified until its own code is typed.
 */
export const hasVerifiedPhone = (user: RegisteredUser): boolean =>
  user.verifiedPhone !== null && storedPhoneNumber(user.profile.phoneNumber) === user.verifiedPhone;

function requireOpenAccount(state: UserState): RegisteredUser {
  if (state.status !== 'registered' || state.closedAt) throw conflict(M.noPhoneCode);
  return state;
}

/** Codes sent within the last hour have reached the cap. */
function hourlyCapReached(user: RegisteredUser, now: number): boolean {
  const sent = user.phoneCodesSentAt;
  return sent.length >= MAX_PHONE_CODES_PER_HOUR && now < instantOf(sent[0]!) + PHONE_CODE_WINDOW_MS;
}

/** A code for the same number and purpose went out less than a minute ago. */
const sentJustNow = (code: PhoneCode | null, command: IssuePhoneCodeCommand, now: number) =>
  code !== null &&
  code.purpose === command.purpose &&
  code.phoneNumber === command.phoneNumber &&
  now < instantOf(code.issuedAt) + VERIFICATION_CODE_RESEND_INTERVAL_MS;

/**
 * A verification code goes to the number the holder typed, unless it is already theirs and
 * verified; too many codes in the hour is refused with a message (it is their own account). A
 * sign-in code goes only to an open, unsuspended account's verified number, and every other
 * case appends nothing, so the application answers all of them alike. A second code for the
 * same number within a minute appends nothing: the first is on its way. An admin's account is
 * never sent a sign-in code.
 */
export function issuePhoneCode(command: IssuePhoneCodeCommand, state: UserState): UserEvent[] {
  requireDigest('codeHash', command.codeHash);
  requireSealed('sealedCode', command.sealedCode);
  if (storedPhoneNumber(command.phoneNumber) !== command.phoneNumber || !command.phoneNumber.startsWith('+'))
    throw new Error('phoneNumber must be in E.164, checked by the application');
  const now = instantOf(command.now);
  if (command.purpose === 'verify') {
    if (command.actor.role === 'anonymous') throw unauthenticated();
    if (command.actor.userId !== command.userId) throw forbidden(M.onlyOwner);
    const user = requireOpenAccount(state);
    if (hasVerifiedPhone(user) && user.verifiedPhone === command.phoneNumber)
      throw conflict(M.phoneAlreadyVerified);
    if (sentJustNow(user.phoneCode, command, now)) return [];
    if (hourlyCapReached(user, now)) throw conflict(M.tooManyPhoneCodes);
    return [phoneCodeIssued(user.userId, command, now)];
  }
  // Admins sign in with their password only: an SMS code is as strong as the SIM (swaps happen).
  if (state.status !== 'registered' || state.closedAt || state.suspension || isAdmin(state)) return [];
  if (!hasVerifiedPhone(state) || state.verifiedPhone !== command.phoneNumber) return [];
  if (sentJustNow(state.phoneCode, command, now) || hourlyCapReached(state, now)) return [];
  return [phoneCodeIssued(state.userId, command, now)];
}

function phoneCodeIssued(userId: string, command: IssuePhoneCodeCommand, now: number): UserEvent {
  const { purpose, phoneNumber, codeHash, sealedCode } = command;
  return {
    type: 'UserPhoneCodeIssued',
    data: {
      userId,
      purpose,
      phoneNumber,
      codeHash,
      issuedAt: isoTimestamp(now),
      expiresAt: isoTimestamp(now + VERIFICATION_CODE_TTL_MS),
      ...(sealedCode === undefined ? {} : { sealedCode }),
    },
  };
}

/**
 * The current code of `purpose` for `phoneNumber`, still usable, or a refusal that appends
 * nothing. A wrong code is no refusal: it is counted (UserPhoneCodeFailed), so 5 wrong tries
 * use the code up even for the right digits after.
 */
function usableCode(user: RegisteredUser, purpose: PhoneCodePurpose, now: number, phoneNumber?: string) {
  const code = user.phoneCode;
  if (!code || code.purpose !== purpose || (phoneNumber !== undefined && code.phoneNumber !== phoneNumber))
    throw conflict(M.noPhoneCode);
  if (code.failedAttempts >= MAX_VERIFICATION_ATTEMPTS) throw conflict(M.tooManyVerificationTries);
  if (now >= instantOf(code.expiresAt)) throw conflict(M.phoneCodeExpired);
  return code;
}

const wrongCode = (user: RegisteredUser, code: PhoneCode): UserEvent => ({
  type: 'UserPhoneCodeFailed',
  data: { userId: user.userId, attempt: code.failedAttempts + 1 },
});

export function verifyPhone(command: VerifyPhoneCommand, state: UserState): UserEvent[] {
  requireDigest('codeHash', command.codeHash);
  if (command.actor.role === 'anonymous') throw unauthenticated();
  if (command.actor.userId !== command.userId) throw forbidden(M.onlyOwner);
  const now = instantOf(command.now);
  const user = requireOpenAccount(state);
  const code = usableCode(user, 'verify', now);
  if (command.codeHash !== code.codeHash) return [wrongCode(user, code)];
  return [
    {
      type: 'UserPhoneVerified',
      data: { userId: user.userId, phoneNumber: code.phoneNumber, verifiedAt: isoTimestamp(now) },
    },
  ];
}

/** Returns who the session acts as, with the events: as a password login, a suspended account is refused. */
export function signInByPhone(command: SignInByPhoneCommand, state: UserState): UserEvent[] {
  requireDigest('codeHash', command.codeHash);
  const now = instantOf(command.now);
  const user = requireOpenAccount(state);
  const code = usableCode(user, 'sign-in', now, command.phoneNumber);
  if (command.codeHash !== code.codeHash) return [wrongCode(user, code)];
  if (user.suspension) throw forbidden(M.accountSuspended);
  if (!hasVerifiedPhone(user) || user.verifiedPhone !== code.phoneNumber) throw conflict(M.noPhoneCode);
  return [{ type: 'UserSignedInByPhone', data: { userId: user.userId, signedInAt: isoTimestamp(now) } }];
}

/** Who a session signed in by phone acts as. */
export const phoneSessionActor = (user: RegisteredUser): Actor => ({
  userId: user.userId,
  role: isAdmin(user) ? 'admin' : 'user',
});
