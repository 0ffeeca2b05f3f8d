import type { Actor } from '../shared/actor';
import { type Decider, decideByType } from '../shared/decider';
import { conflict, forbidden, notFound, unauthenticated, validationError } from '../shared/errors';
import { requireValid } from '../shared/form-schemas';
import { type CloseAccountCommand, closeAccount } from './account-closure';
import { accountNotice } from './account-notices';
import {
  type IssuePhoneCodeCommand,
  issuePhoneCode,
  type SignInByPhoneCommand,
  signInByPhone,
  type VerifyPhoneCommand,
  verifyPhone,
} from './phone-verification';
import { updateProfileSchema } from './profile.schemas';
import {
  MAX_VERIFICATION_ATTEMPTS,
  PASSWORD_RESET_REQUEST_INTERVAL_MS,
  PASSWORD_RESET_TTL_MS,
  VERIFICATION_CODE_RESEND_INTERVAL_MS,
  VERIFICATION_CODE_TTL_MS,
} from './user.constants';
import type { IdentityDocuments, UserEvent, UserProfile } from './user.events';
import { USER_MESSAGES as M } from './user.messages';
import { instantOf, isoTimestamp, requireDigest, requirePasswordHash, requireSealed } from './user.rules';
import {
  adminRoleChangeSchema,
  identityVerificationSchema,
  registrationDetailsSchema,
  rejectDriverSchema,
  suspendAccountSchema,
} from './user.schemas';
import { evolveUser, initialUserState, isAdmin, type RegisteredUser, type UserState } from './user.state';

/**
 * Every command names the account (`userId`, the stream `user-{userId}`), who asks, and
 * when (`now`, an ISO timestamp from the application's clock, so deciding stays pure).
 *
 * The auth commands (register, codes, reset links) come from visitors who are not signed
 * in: what they prove is knowledge of a code or a link, passed as a keyed hash computed by
 * the application. Profile commands accept the account holder only; admin-role and
 * driver-verification commands accept an admin or the product itself ('system', for the
 * admin bootstrapped from configuration, demo data and test accounts).
 */
type CommandOn<Type extends string, Fields = unknown> = {
  type: Type;
  userId: string;
  actor: Actor;
  now: string;
} & Fields;

export type UserCommand =
  | CommandOn<
      'RegisterUser',
      {
        /** Reserve it first on `emailReservationStream(email)`; stored normalized. */
        email: string;
        firstName: string;
        lastName: string;
        /** argon2id of the password the visitor chose (already checked with `signupSchema`). */
        passwordHash: string;
        /** Keyed hash of the first verification code, which the application e-mails. */
        codeHash: string;
        /** The code sealed for the e-mail worker; leave out to send no e-mail (see UserVerificationCodeIssued). */
        sealedCode?: string;
      }
    >
  /**
   * Someone signed up with the address of this account. Whatever the account's state, the
   * sign-up is answered as a new one; its owner is e-mailed (at most once an hour) instead.
   */
  | CommandOn<'NoteSignupAttempt'>
  /**
   * Resend: a new code replaces the old one and gets a fresh count of tries. Appends nothing
   * when a code was sent less than a minute ago, and for an address already verified tells its
   * owner there is nothing to verify (at most once an hour): the application answers every
   * address alike, so neither case may answer differently.
   */
  | CommandOn<'IssueVerificationCode', { codeHash: string; sealedCode?: string }>
  /**
   * A wrong code is not an error of `decide`: the try must be counted, so it appends
   * UserVerificationFailed. The application answers it as it answers every code that did
   * not verify (and an address with no account), alike.
   */
  | CommandOn<'VerifyEmail', { codeHash: string }>
  /**
   * Appends nothing when a link was sent less than a minute ago: then the application
   * sends no e-mail, and answers exactly as it does for an unknown address.
   */
  | CommandOn<'RequestPasswordReset', { tokenHash: string; sealedToken?: string }>
  /** Sets the new password through the latest link, once. The link also proves the address. */
  | CommandOn<'ResetPassword', { tokenHash: string; passwordHash: string }>
  /** Fields left undefined stay as they are; null or blank clears an optional field. */
  | CommandOn<'UpdateProfile', { changes: Partial<UserProfile> }>
  /** Fields left undefined stay as they are; null or blank clears one. */
  | CommandOn<'UpdateIdentityDocuments', { documents: Partial<IdentityDocuments> }>
  /** An admin's verdict on the licence and ID waiting for review; a rejection tells the renter why. */
  | CommandOn<'ApproveDriver'>
  | CommandOn<'RejectDriver', { note: string }>
  | CommandOn<'GrantAdminRole', { reason: string }>
  | CommandOn<'RevokeAdminRole', { reason: string }>
  /** An admin suspends someone else's account, saying why; ReinstateAccount lifts it. */
  | CommandOn<'SuspendAccount', { reason: string }>
  | CommandOn<'ReinstateAccount'>
  /** Phone codes: verifying the holder's number, and signing in with it (phone-verification.ts). */
  | IssuePhoneCodeCommand
  | VerifyPhoneCommand
  | SignInByPhoneCommand
  /** The account holder closes their account, for good (account-closure.ts). */
  | CloseAccountCommand;

export type UserCommandType = UserCommand['type'];

type CommandOf<Type extends UserCommandType> = Extract<UserCommand, { type: Type }>;

/** An account that exists and was not closed: a closed account takes no command, as none would. */
function requireRegistered(state: UserState): RegisteredUser {
  if (state.status !== 'registered' || state.closedAt) throw notFound(M.accountNotFound);
  return state;
}

/** Signed in as this very account. Checked before existence, so others learn nothing. */
function requireOwnAccount(command: UserCommand, state: UserState): RegisteredUser {
  const { actor, userId } = command;
  if (actor.role === 'anonymous') throw unauthenticated();
  if (actor.userId !== userId) throw forbidden(M.onlyOwner);
  return requireRegistered(state);
}

function requireAdminActor(actor: Actor) {
  if (actor.role === 'anonymous') throw unauthenticated();
  if (actor.role !== 'admin' && actor.role !== 'system') throw forbidden(M.onlyAdmin);
}

function requireUnverified(user: RegisteredUser) {
  if (user.emailVerified) throw conflict(M.emailAlreadyVerified);
}

/** The fields of `requested` whose value differs from `current`; undefined means "leave as is". */
function changedFields<Fields extends object>(current: Fields, requested: Partial<Fields>): Partial<Fields> {
  const changes: Partial<Fields> = {};
  for (const key of Object.keys(requested) as (keyof Fields)[]) {
    const value = requested[key];
    if (value !== undefined && value !== current[key]) changes[key] = value;
  }
  return changes;
}

const codeIssued = (
  userId: string,
  { codeHash, sealedCode }: { codeHash: string; sealedCode?: string | undefined },
  now: number,
): UserEvent => ({
  type: 'UserVerificationCodeIssued',
  data: {
    userId,
    codeHash,
    issuedAt: isoTimestamp(now),
    expiresAt: isoTimestamp(now + VERIFICATION_CODE_TTL_MS),
    ...(sealedCode === undefined ? {} : { sealedCode }),
  },
});

function registerUser(command: CommandOf<'RegisterUser'>, state: UserState): UserEvent[] {
  const { userId, passwordHash, codeHash } = command;
  requirePasswordHash(passwordHash);
  requireDigest('codeHash', codeHash);
  requireSealed('sealedCode', command.sealedCode);
  const now = instantOf(command.now);
  if (state.status !== 'none') throw conflict(M.accountAlreadyRegistered);
  const { email, firstName, lastName } = requireValid(registrationDetailsSchema, command);
  return [
    { type: 'UserRegistered', data: { userId, email, firstName, lastName, passwordHash } },
    codeIssued(userId, command, now),
  ];
}

function noteSignupAttempt(command: CommandOf<'NoteSignupAttempt'>, state: UserState): UserEvent[] {
  const now = instantOf(command.now);
  return accountNotice(requireRegistered(state), 'signup-attempted', now);
}

function issueVerificationCode(command: CommandOf<'IssueVerificationCode'>, state: UserState): UserEvent[] {
  requireDigest('codeHash', command.codeHash);
  requireSealed('sealedCode', command.sealedCode);
  const now = instantOf(command.now);
  const user = requireRegistered(state);
  if (user.emailVerified) return accountNotice(user, 'already-verified', now);
  const last = user.verificationCode;
  if (last && now < instantOf(last.issuedAt) + VERIFICATION_CODE_RESEND_INTERVAL_MS) return [];
  return [codeIssued(user.userId, command, now)];
}

function verifyEmail(command: CommandOf<'VerifyEmail'>, state: UserState): UserEvent[] {
  requireDigest('codeHash', command.codeHash);
  const now = instantOf(command.now);
  const user = requireRegistered(state);
  requireUnverified(user);
  const code = user.verificationCode;
  if (!code) throw conflict(M.noVerificationCode);
  // A used-up code stays used up, even for the right digits: otherwise 5 tries would mean nothing.
  if (code.failedAttempts >= MAX_VERIFICATION_ATTEMPTS) throw conflict(M.tooManyVerificationTries);
  if (now >= instantOf(code.expiresAt)) throw conflict(M.verificationCodeExpired);
  if (command.codeHash !== code.codeHash)
    return [
      { type: 'UserVerificationFailed', data: { userId: user.userId, attempt: code.failedAttempts + 1 } },
    ];
  return [{ type: 'UserEmailVerified', data: { userId: user.userId } }];
}

function requestPasswordReset(command: CommandOf<'RequestPasswordReset'>, state: UserState): UserEvent[] {
  const { tokenHash, sealedToken } = command;
  requireDigest('tokenHash', tokenHash);
  requireSealed('sealedToken', sealedToken);
  const now = instantOf(command.now);
  const user = requireRegistered(state);
  const last = user.passwordReset;
  if (last && now < instantOf(last.requestedAt) + PASSWORD_RESET_REQUEST_INTERVAL_MS) return [];
  return [
    {
      type: 'UserPasswordResetRequested',
      data: {
        userId: user.userId,
        tokenHash,
        requestedAt: isoTimestamp(now),
        expiresAt: isoTimestamp(now + PASSWORD_RESET_TTL_MS),
        ...(sealedToken === undefined ? {} : { sealedToken }),
      },
    },
  ];
}

function resetPassword(command: CommandOf<'ResetPassword'>, state: UserState): UserEvent[] {
  const { tokenHash, passwordHash } = command;
  requireDigest('tokenHash', tokenHash);
  requirePasswordHash(passwordHash);
  const now = instantOf(command.now);
  if (state.status !== 'registered' || state.closedAt)
    throw validationError(M.resetLinkInvalid, { token: M.resetLinkInvalid });
  const spent = Object.hasOwn(state.spentResetLinks, tokenHash)
    ? state.spentResetLinks[tokenHash]
    : undefined;
  if (spent === 'used') throw conflict(M.resetLinkUsed);
  if (spent === 'superseded') throw conflict(M.resetLinkSuperseded);
  const link = state.passwordReset;
  if (link?.tokenHash !== tokenHash) throw validationError(M.resetLinkInvalid, { token: M.resetLinkInvalid });
  if (now >= instantOf(link.expiresAt)) throw conflict(M.resetLinkExpired);
  const { userId } = state;
  const events: UserEvent[] = [{ type: 'UserPasswordReset', data: { userId, passwordHash, tokenHash } }];
  // The link reached the address, which proves it, just as a code would. This also lets the
  // real owner take back an address someone else signed up with and never verified.
  if (!state.emailVerified) events.push({ type: 'UserEmailVerified', data: { userId } });
  return events;
}

function updateProfile(command: CommandOf<'UpdateProfile'>, state: UserState): UserEvent[] {
  const user = requireOwnAccount(command, state);
  const requested = requireValid(updateProfileSchema, command.changes);
  const changes = changedFields(user.profile, requested);
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'UserProfileUpdated', data: { userId: user.userId, changes } }];
}

function updateIdentityDocuments(
  command: CommandOf<'UpdateIdentityDocuments'>,
  state: UserState,
): UserEvent[] {
  const user = requireOwnAccount(command, state);
  const requested = requireValid(identityVerificationSchema, command.documents);
  const changes = changedFields(user.identity, requested);
  if (Object.keys(changes).length === 0) return [];
  return [
    { type: 'UserIdentityDocumentsUpdated', data: { userId: user.userId, ...user.identity, ...changes } },
  ];
}

function changeAdminRole(
  command: CommandOf<'GrantAdminRole' | 'RevokeAdminRole'>,
  state: UserState,
): UserEvent[] {
  requireAdminActor(command.actor);
  const user = requireRegistered(state);
  const { reason } = requireValid(adminRoleChangeSchema, command);
  const data = { userId: user.userId, reason };
  if (command.type === 'GrantAdminRole') return isAdmin(user) ? [] : [{ type: 'UserAdminRoleGranted', data }];
  return isAdmin(user) ? [{ type: 'UserAdminRoleRevoked', data }] : [];
}

/** An admin's verdict on the documents waiting for review, never on their own. */
function reviewDriver(command: CommandOf<'ApproveDriver' | 'RejectDriver'>, state: UserState): UserEvent[] {
  requireAdminActor(command.actor);
  const user = requireRegistered(state);
  if (command.actor.userId === user.userId) throw forbidden(M.cannotReviewOwnDocuments);
  const note = command.type === 'RejectDriver' ? requireValid(rejectDriverSchema, command).note : null;
  if (user.driverVerification.status !== 'pending') throw conflict(M.onlyPendingDriverCanBeReviewed);
  const { userId } = user;
  return note === null
    ? [{ type: 'UserDriverApproved', data: { userId } }]
    : [{ type: 'UserDriverRejected', data: { userId, note } }];
}

/** An admin suspends another account (never their own: nobody would be left to reinstate it). */
function suspendAccount(command: CommandOf<'SuspendAccount'>, state: UserState): UserEvent[] {
  requireAdminActor(command.actor);
  const user = requireRegistered(state);
  if (command.actor.userId === user.userId) throw forbidden(M.cannotSuspendOwnAccount);
  const { reason } = requireValid(suspendAccountSchema, command);
  const suspendedAt = isoTimestamp(instantOf(command.now));
  if (user.suspension) throw conflict(M.accountAlreadySuspended);
  return [{ type: 'UserAccountSuspended', data: { userId: user.userId, reason, suspendedAt } }];
}

function reinstateAccount(command: CommandOf<'ReinstateAccount'>, state: UserState): UserEvent[] {
  requireAdminActor(command.actor);
  const user = requireRegistered(state);
  if (!user.suspension) throw conflict(M.accountNotSuspended);
  return [{ type: 'UserAccountReinstated', data: { userId: user.userId } }];
}

export const decideUser = decideByType<UserCommand, UserState, UserEvent>({
  RegisterUser: registerUser,
  NoteSignupAttempt: noteSignupAttempt,
  IssueVerificationCode: issueVerificationCode,
  VerifyEmail: verifyEmail,
  RequestPasswordReset: requestPasswordReset,
  ResetPassword: resetPassword,
  UpdateProfile: updateProfile,
  UpdateIdentityDocuments: updateIdentityDocuments,
  ApproveDriver: reviewDriver,
  RejectDriver: reviewDriver,
  GrantAdminRole: changeAdminRole,
  RevokeAdminRole: changeAdminRole,
  SuspendAccount: suspendAccount,
  ReinstateAccount: reinstateAccount,
  CloseAccount: closeAccount,
  IssuePhoneCode: issuePhoneCode,
  VerifyPhone: verifyPhone,
  SignInByPhone: signInByPhone,
});

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: initialUserState,
  decide: decideUser,
  evolve: evolveUser,
};
