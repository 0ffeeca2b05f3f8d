import { describe, expect, it } from 'vitest';
import type { Actor } from '../shared/actor';
import { fold } from '../shared/decider';
import { deciderSpec } from '../shared/decider.testing';
import { hasVerifiedPhone } from './phone-verification';
import { type UserCommand, userDecider } from './user.decider';
import type { PhoneCodePurpose, UserEvent } from './user.events';
import { USER_MESSAGES as M } from './user.messages';
import type { RegisteredUser } from './user.state';
import { admin, ama, kofi, registered, userId, visitor } from './user.testing';

const { given } = deciderSpec(userDecider);

/** A stand-in for a keyed hash: 64 characters, as an HMAC-SHA-256 in hex would be. */
const digest = (label: string) => label.padEnd(64, '0');
const start = Date.parse('2026-11-28T09:00:00.000Z');
const at = (seconds: number) => new Date(start + seconds * 1000).toISOString();
const MINUTE = 60;

const AMA_PHONE = '+233244123456';
const OTHER_PHONE = '+233554987654';

const active: UserEvent[] = [registered, { type: 'UserEmailVerified', data: { userId } }];

const issued = (
  purpose: PhoneCodePurpose,
  code: string,
  seconds: number,
  phoneNumber = AMA_PHONE,
): UserEvent => ({
  type: 'UserPhoneCodeIssued',
  data: {
    userId,
    purpose,
    phoneNumber,
    codeHash: digest(code),
    issuedAt: at(seconds),
    expiresAt: at(seconds + 600),
  },
});
const failed = (attempt: number): UserEvent => ({ type: 'UserPhoneCodeFailed', data: { userId, attempt } });
const phoneVerified = (seconds: number, phoneNumber = AMA_PHONE): UserEvent => ({
  type: 'UserPhoneVerified',
  data: { userId, phoneNumber, verifiedAt: at(seconds) },
});
/** Ama's account with her number verified a minute after the code went out. */
const withVerifiedPhone = [...active, issued('verify', 'v-1', 0), phoneVerified(MINUTE)];

const issue = (
  purpose: PhoneCodePurpose,
  code: string,
  seconds: number,
  { actor = purpose === 'verify' ? ama : visitor, phoneNumber = AMA_PHONE } = {} as {
    actor?: Actor;
    phoneNumber?: string;
  },
): UserCommand => ({
  type: 'IssuePhoneCode',
  userId,
  actor,
  now: at(seconds),
  purpose,
  phoneNumber,
  codeHash: digest(code),
});
const verify = (code: string, seconds: number, actor: Actor = ama): UserCommand => ({
  type: 'VerifyPhone',
  userId,
  actor,
  now: at(seconds),
  codeHash: digest(code),
});
const signIn = (code: string, seconds: number, phoneNumber = AMA_PHONE): UserCommand => ({
  type: 'SignInByPhone',
  userId,
  actor: visitor,
  now: at(seconds),
  phoneNumber,
  codeHash: digest(code),
});

const userAfter = (history: UserEvent[]) => fold(userDecider, history) as RegisteredUser;

describe('verifying a phone number with a code sent by SMS', () => {
  it('sends a code to the number the holder typed, and the right code verifies it as the profile’s number', () => {
    given(active)
      .when(issue('verify', 'v-1', 0))
      .thenAppends([issued('verify', 'v-1', 0)]);
    given([...active, issued('verify', 'v-1', 0)])
      .when(verify('v-1', 90))
      .thenAppends([phoneVerified(90)]);
    const user = userAfter(withVerifiedPhone);
    expect(user.profile.phoneNumber).toBe(AMA_PHONE);
    expect(hasVerifiedPhone(user)).toBe(true);
  });

  it('counts wrong codes; the fifth uses the code up, even for the right digits after', () => {
    const sent = [...active, issued('verify', 'v-1', 0)];
    given(sent)
      .when(verify('wrong', 30))
      .thenAppends([failed(1)]);
    const usedUp = [...sent, failed(1), failed(2), failed(3), failed(4), failed(5)];
    given(usedUp)
      .when(verify('v-1', 60))
      .thenFails({ kind: 'conflict', message: M.tooManyVerificationTries });
  });

  it('refuses an expired code, and a code when none was sent, appending nothing', () => {
    given([...active, issued('verify', 'v-1', 0)])
      .when(verify('v-1', 600))
      .thenFails({ kind: 'conflict', message: M.phoneCodeExpired });
    given(active).when(verify('v-1', 10)).thenFails({ kind: 'conflict', message: M.noPhoneCode });
    // A sign-in code does not verify a number, and a verification code does not sign in.
    given([...withVerifiedPhone, issued('sign-in', 's-1', 120)])
      .when(verify('s-1', 130))
      .thenFails({ kind: 'conflict', message: M.noPhoneCode });
  });

  it('is for the holder alone', () => {
    given(active)
      .when(issue('verify', 'v-1', 0, { actor: visitor }))
      .thenFails({ kind: 'unauthenticated' });
    given(active)
      .when(issue('verify', 'v-1', 0, { actor: kofi }))
      .thenFails({ kind: 'forbidden', message: M.onlyOwner });
    given([...active, issued('verify', 'v-1', 0)])
      .when(verify('v-1', 30, kofi))
      .thenFails({ kind: 'forbidden', message: M.onlyOwner });
  });

  it('sends nothing again within a minute for the same number, but at once for a corrected one', () => {
    const sent = [...active, issued('verify', 'v-1', 0)];
    given(sent)
      .when(issue('verify', 'v-2', 59))
      .thenAppendsNothing();
    given(sent)
      .when(issue('verify', 'v-2', 60))
      .thenAppends([issued('verify', 'v-2', 60)]);
    given(sent)
      .when(issue('verify', 'v-2', 10, { phoneNumber: OTHER_PHONE }))
      .thenAppends([issued('verify', 'v-2', 10, OTHER_PHONE)]);
  });

  it('sends at most 5 codes an hour, then says so', () => {
    const five = [0, 1, 2, 3, 4].map((n) => issued('verify', `v-${n}`, n * MINUTE));
    given([...active, ...five])
      .when(issue('verify', 'v-5', 5 * MINUTE))
      .thenFails({ kind: 'conflict', message: M.tooManyPhoneCodes });
    given([...active, ...five])
      .when(issue('verify', 'v-5', 60 * MINUTE))
      .thenAppends([issued('verify', 'v-5', 60 * MINUTE)]);
  });

  it('says a verified number is verified already, and a number changed on the profile is not', () => {
    given(withVerifiedPhone)
      .when(issue('verify', 'v-2', 300))
      .thenFails({ kind: 'conflict', message: M.phoneAlreadyVerified });
    const changed: UserEvent = {
      type: 'UserProfileUpdated',
      data: { userId, changes: { phoneNumber: OTHER_PHONE } },
    };
    expect(hasVerifiedPhone(userAfter([...withVerifiedPhone, changed]))).toBe(false);
    // Changed back (the same number typed another way, as older profiles hold it): verified again.
    const back: UserEvent = {
      type: 'UserProfileUpdated',
      data: { userId, changes: { phoneNumber: '024 412 3456' } },
    };
    expect(hasVerifiedPhone(userAfter([...withVerifiedPhone, changed, back]))).toBe(true);
  });
});

describe('signing in with a code sent to the verified number', () => {
  it('sends a code to the verified number, and the right code signs in once', () => {
    given(withVerifiedPhone)
      .when(issue('sign-in', 's-1', 120))
      .thenAppends([issued('sign-in', 's-1', 120)]);
    const sent = [...withVerifiedPhone, issued('sign-in', 's-1', 120)];
    given(sent)
      .when(signIn('s-1', 150))
      .thenAppends([{ type: 'UserSignedInByPhone', data: { userId, signedInAt: at(150) } }]);
    given([...sent, { type: 'UserSignedInByPhone', data: { userId, signedInAt: at(150) } }])
      .when(signIn('s-1', 160))
      .thenFails({ kind: 'conflict', message: M.noPhoneCode });
  });

  it('sends nothing to an unverified number, another number, a suspended or an admin account', () => {
    given(active)
      .when(issue('sign-in', 's-1', 120))
      .thenAppendsNothing();
    given(withVerifiedPhone)
      .when(issue('sign-in', 's-1', 120, { phoneNumber: OTHER_PHONE }))
      .thenAppendsNothing();
    const suspended: UserEvent = {
      type: 'UserAccountSuspended',
      data: { userId, reason: 'Fraud', suspendedAt: at(100) },
    };
    given([...withVerifiedPhone, suspended])
      .when(issue('sign-in', 's-1', 120))
      .thenAppendsNothing();
    const granted: UserEvent = { type: 'UserAdminRoleGranted', data: { userId, reason: 'Runs listings' } };
    given([...withVerifiedPhone, granted])
      .when(issue('sign-in', 's-1', 120))
      .thenAppendsNothing();
  });

  it('refuses a code typed for another number, appending nothing, and counts a wrong one', () => {
    const sent = [...withVerifiedPhone, issued('sign-in', 's-1', 120)];
    given(sent)
      .when(signIn('s-1', 130, OTHER_PHONE))
      .thenFails({ kind: 'conflict', message: M.noPhoneCode });
    given(sent)
      .when(signIn('nope', 130))
      .thenAppends([failed(1)]);
  });

  it('refuses an account suspended after its code was sent, once the code is right', () => {
    const sent = [
      ...withVerifiedPhone,
      issued('sign-in', 's-1', 120),
      { type: 'UserAccountSuspended', data: { userId, reason: 'Fraud', suspendedAt: at(130) } } as UserEvent,
    ];
    given(sent).when(signIn('s-1', 140)).thenFails({ kind: 'forbidden', message: M.accountSuspended });
  });

  it('keeps its admin actor out of it: an admin actor cannot ask for someone’s verification code', () => {
    given(active)
      .when(issue('verify', 'v-1', 0, { actor: admin }))
      .thenFails({ kind: 'forbidden' });
  });
});
