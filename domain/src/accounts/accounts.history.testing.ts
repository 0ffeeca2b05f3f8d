import { randomBytes, randomUUID } from 'node:crypto';
import { type Actor, systemActor } from '../shared/actor';
import { type HistoryRunner, type HistoryStep, skip } from '../shared/history.testing';
import { emailReservationDecider } from './email-reservation.decider';
import { emailReservationStream } from './email-reservation.events';
import { type UserCommand, userDecider } from './user.decider';
import { userStream } from './user.events';

/*
 * The accounts feature's history (see shared/history.testing.ts): sign-ups, verification,
 * profiles, licences and IDs under an admin's review, admin roles, password resets,
 * suspensions, closed accounts.
 */

/** Someone with an account in the history. */
export interface Member {
  userId: string;
  email: string;
  actor: Actor;
}

/** The `j`th member, with an address of their own. */
export const member = (j: number): Member => {
  const userId = randomUUID();
  return { userId, email: `member${j}.${userId.slice(0, 6)}@akwaaba.test`, actor: asUser(userId) };
};

/** Someone who is not signed in: sign-ups and requests for codes come from visitors. */
const visitor: Actor = { userId: null, role: 'anonymous' };

/** A signed-in user acting for themselves. */
export const asUser = (userId: string): Actor => ({ userId, role: 'user' });

/** Any valid-looking argon2id PHC string: nobody signs in here. */
const PLACEHOLDER_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$dGVzdHNhbHR0ZXN0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g';

const digest = () => randomBytes(32).toString('hex');

/** Runs a command on the account it names, as the actor it names. */
export const onAccount = (run: HistoryRunner, command: UserCommand) =>
  run.handle(userDecider, userStream(command.userId), command);

/** A member verifies `phoneNumber` by SMS code (after a wrong code first when `wrongFirst`), then signs in with it. */
function phoneHistory(
  onUser: (command: UserCommand) => Promise<unknown>,
  { userId, actor }: Member,
  phoneNumber: string,
  wrongFirst: boolean,
): HistoryStep[] {
  const now = () => new Date().toISOString();
  const verifyCode = digest();
  const signInCode = digest();
  return [
    () =>
      onUser({
        type: 'IssuePhoneCode',
        userId,
        actor,
        now: now(),
        purpose: 'verify',
        phoneNumber,
        codeHash: verifyCode,
      }),
    () =>
      wrongFirst ? onUser({ type: 'VerifyPhone', userId, actor, now: now(), codeHash: digest() }) : skip(),
    () => onUser({ type: 'VerifyPhone', userId, actor, now: now(), codeHash: verifyCode }),
    () =>
      onUser({
        type: 'IssuePhoneCode',
        userId,
        actor: visitor,
        now: now(),
        purpose: 'sign-in',
        phoneNumber,
        codeHash: signInCode,
      }),
    () =>
      onUser({
        type: 'SignInByPhone',
        userId,
        actor: visitor,
        now: now(),
        phoneNumber,
        codeHash: signInCode,
      }),
  ];
}

/**
 * The `j`th member's account over time, by `j`: most verify their address at once, some after
 * a wrong code, some never; profiles change and clear; licences and IDs are sent, approved or
 * rejected (by `admin` or the product) and sent again; a few become admins and stop being one,
 * reset their password, are suspended and reinstated, or close their account.
 */
export function accountHistory(run: HistoryRunner, j: number, user: Member, admin: Actor): HistoryStep[] {
  const { userId, email, actor } = user;
  const onUser = (command: UserCommand) => onAccount(run, command);
  const now = () => new Date().toISOString();
  const codeHash = digest();
  const tokenHash = digest();
  const verifiesLate = j % 10 === 9;
  const resetsPassword = j % 25 === 14;
  /** The user uploads a new file for one of their identity documents. */
  const identityDocument = (field: 'driverLicenseDocument' | 'nationalIdDocument') =>
    onUser({
      type: 'UpdateIdentityDocuments',
      userId,
      actor,
      now: now(),
      documents: { [field]: `/objects/identity/${randomUUID()}.pdf` },
    });
  return [
    // Signing up: the address is reserved on its own stream first, then the account registered.
    async () => {
      await run.handle(emailReservationDecider, emailReservationStream(email), {
        type: 'ReserveEmail',
        email,
        userId,
        actor: systemActor,
      });
      await onUser({
        type: 'RegisterUser',
        userId,
        actor: systemActor,
        now: now(),
        email,
        firstName: ['Ama', 'Kofi', 'Akosua', 'Yaw', 'Efua', 'Kwabena'][j % 6]!,
        lastName: ['Mensah', 'Owusu', 'Boateng', 'Asante', 'Quaye'][j % 5]!,
        passwordHash: PLACEHOLDER_HASH,
        codeHash,
      });
    },
    // Most verify at once; some type a wrong code first, and some of those never come back.
    () =>
      onUser({
        type: 'VerifyEmail',
        userId,
        actor: systemActor,
        now: now(),
        codeHash: j % 5 === 4 ? digest() : codeHash,
      }),
    () =>
      j % 3 === 2
        ? skip()
        : onUser({
            type: 'UpdateProfile',
            userId,
            actor,
            now: now(),
            changes:
              j % 2 === 0
                ? {
                    phoneNumber: `+233 24 ${String(j).padStart(7, '0')}`,
                    bio: `Akwaaba! Host number ${j}.`,
                    // Some hosts share their number only with renters who paid.
                    ...(j % 4 === 0 ? { phoneSharing: 'after-payment' as const } : {}),
                  }
                : { firstName: `Kwame ${j}` },
          }),
    () =>
      verifiesLate
        ? onUser({ type: 'VerifyEmail', userId, actor: systemActor, now: now(), codeHash })
        : skip(),
    // Some verify a mobile number by SMS code (a few after a wrong code), and sign in with it later.
    ...(j % 4 === 1 ? phoneHistory(onUser, user, `+23324${String(j).padStart(7, '0')}`, j % 8 === 5) : []),
    // Someone signs up again with a member's address, or asks it a code it no longer needs: the
    // member is told how to log in instead (at most once an hour, so some of these append nothing).
    () => (j % 7 === 5 ? onUser({ type: 'NoteSignupAttempt', userId, actor: visitor, now: now() }) : skip()),
    () =>
      j % 11 === 6
        ? onUser({ type: 'IssueVerificationCode', userId, actor: visitor, now: now(), codeHash: digest() })
        : skip(),
    () =>
      j % 3 === 0
        ? onUser({
            type: 'UpdateIdentityDocuments',
            userId,
            actor,
            now: now(),
            documents: {
              driverLicenseNumber: `DL-2024-${String(j).padStart(6, '0')}`,
              driverLicenseDocument: `/objects/identity/${randomUUID()}.pdf`,
              ...(j % 2 === 0 ? { nationalIdNumber: `GHA-${String(700000000 + j)}-1` } : {}),
            },
          })
        : skip(),
    // The ID card completes the set: it waits for an admin, who approves or rejects it.
    () => (j % 6 === 0 ? identityDocument('nationalIdDocument') : skip()),
    () => {
      const reviewer = j % 4 === 0 ? admin : systemActor;
      if (j % 12 === 0) return onUser({ type: 'ApproveDriver', userId, actor: reviewer, now: now() });
      if (j % 12 === 6)
        return onUser({
          type: 'RejectDriver',
          userId,
          actor: reviewer,
          now: now(),
          note: 'The licence photo is blurred.',
        });
      return skip();
    },
    // A new licence after the verdict sends it back to review; some are approved again.
    () => (j % 24 === 0 || j % 24 === 6 ? identityDocument('driverLicenseDocument') : skip()),
    () => (j % 48 === 0 ? onUser({ type: 'ApproveDriver', userId, actor: admin, now: now() }) : skip()),
    // Clearing a field (null) and setting a picture, for a few.
    () =>
      j % 6 === 0
        ? onUser({
            type: 'UpdateProfile',
            userId,
            actor,
            now: now(),
            changes: { bio: null, profileImageUrl: `/objects/profile-images/${randomUUID()}.jpg` },
          })
        : skip(),
    () =>
      j % 40 === 0
        ? onUser({
            type: 'GrantAdminRole',
            userId,
            actor: systemActor,
            now: now(),
            reason: 'Listings team',
          })
        : skip(),
    () =>
      j % 80 === 0
        ? onUser({
            type: 'RevokeAdminRole',
            userId,
            actor: systemActor,
            now: now(),
            reason: 'Moved team',
          })
        : skip(),
    () =>
      resetsPassword
        ? onUser({ type: 'RequestPasswordReset', userId, actor: systemActor, now: now(), tokenHash })
        : skip(),
    // A reset link proves the address, so this also verifies an unverified account.
    () =>
      resetsPassword
        ? onUser({
            type: 'ResetPassword',
            userId,
            actor: systemActor,
            now: now(),
            tokenHash,
            passwordHash: PLACEHOLDER_HASH,
          })
        : skip(),
    // Some accounts are suspended (hosts among them, whose cars leave search); some reinstated.
    () =>
      j % 20 === 3
        ? onUser({ type: 'SuspendAccount', userId, actor: systemActor, now: now(), reason: 'Fake listings' })
        : skip(),
    () =>
      j % 40 === 3 ? onUser({ type: 'ReinstateAccount', userId, actor: systemActor, now: now() }) : skip(),
    // A few close their account, last: nothing is decided on its stream after that.
    () =>
      j % 50 === 17
        ? onUser({
            type: 'CloseAccount',
            userId,
            actor,
            now: now(),
            passwordMatches: true,
            commitments: { openBookings: 0, moneyOwed: 0 },
          })
        : skip(),
  ];
}
