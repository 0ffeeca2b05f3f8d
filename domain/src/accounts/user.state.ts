import { type DriverVerification, driverVerificationAfter, NOT_SUBMITTED } from './driver-verification';
import { DEFAULT_PHONE_SHARING } from './phone-sharing';
import { MAX_PHONE_CODES_PER_HOUR } from './user.constants';
import type { IdentityDocuments, PhoneCodePurpose, UserEvent, UserProfile, UserRole } from './user.events';

/** The code most recently e-mailed to verify the address, while the address is unverified. */
export interface VerificationCode {
  codeHash: string;
  issuedAt: string;
  expiresAt: string;
  /** Wrong tries against this code; at 5 the code is used up. */
  failedAttempts: number;
}

/** The code most recently sent by SMS, until it is used (phone-verification.ts). */
export interface PhoneCode {
  purpose: PhoneCodePurpose;
  /** E.164. */
  phoneNumber: string;
  codeHash: string;
  issuedAt: string;
  expiresAt: string;
  /** Wrong tries against this code; at 5 the code is used up. */
  failedAttempts: number;
}

/** The reset link most recently e-mailed and not yet used. */
export interface PasswordResetLink {
  tokenHash: string;
  requestedAt: string;
  expiresAt: string;
}

/** What happened to a reset link that no longer works, so the user can be told why. */
export type SpentResetLink = 'used' | 'superseded';

/** An admin's suspension of an account: it cannot sign in until reinstated. */
export interface AccountSuspension {
  reason: string;
  since: string;
}

/** An account as the application needs it: login reads email, passwordHash, emailVerified and roles. */
export interface RegisteredUser {
  status: 'registered';
  userId: string;
  /** Normalized: trimmed, lower case. */
  email: string;
  /** argon2id, in PHC string form. */
  passwordHash: string;
  emailVerified: boolean;
  roles: readonly UserRole[];
  profile: UserProfile;
  identity: IdentityDocuments;
  /** Whether an admin has approved the licence and ID on file: only an approved driver may pay. */
  driverVerification: DriverVerification;
  /** Why and since when an admin suspended the account; null while it is in good standing. */
  suspension: AccountSuspension | null;
  /** When its holder closed it; null while it is open. A closed account takes no command. */
  closedAt: string | null;
  verificationCode: VerificationCode | null;
  passwordReset: PasswordResetLink | null;
  /** Reset links that stopped working, by token hash. */
  spentResetLinks: Readonly<Record<string, SpentResetLink>>;
  /** The number its holder proved is theirs with an SMS code (E.164); null until then. */
  verifiedPhone: string | null;
  phoneCode: PhoneCode | null;
  /** When the latest phone codes were sent, at most the hourly cap's count of them (oldest first). */
  phoneCodesSentAt: readonly string[];
  /** When the owner was last e-mailed about a sign-up or a code their account did not need (see account-notices.ts). */
  lastAccountNoticeAt: string | null;
}

export type UserState = { status: 'none' } | RegisteredUser;

export const initialUserState: UserState = { status: 'none' };

const NO_IDENTITY_DOCUMENTS: IdentityDocuments = {
  driverLicenseNumber: null,
  driverLicenseDocument: null,
  nationalIdNumber: null,
  nationalIdDocument: null,
};

export const isAdmin = (user: RegisteredUser) => user.roles.includes('admin');

function spend(
  user: RegisteredUser,
  tokenHash: string,
  how: SpentResetLink,
): RegisteredUser['spentResetLinks'] {
  return { ...user.spentResetLinks, [tokenHash]: how };
}

export function evolveUser(state: UserState, event: UserEvent): UserState {
  if (event.type === 'UserRegistered') {
    const { userId, email, firstName, lastName, passwordHash } = event.data;
    return {
      status: 'registered',
      userId,
      email,
      passwordHash,
      emailVerified: false,
      roles: ['user'],
      profile: {
        firstName,
        lastName,
        phoneNumber: null,
        phoneSharing: DEFAULT_PHONE_SHARING,
        bio: null,
        profileImageUrl: null,
      },
      identity: NO_IDENTITY_DOCUMENTS,
      driverVerification: NOT_SUBMITTED,
      suspension: null,
      closedAt: null,
      verificationCode: null,
      passwordReset: null,
      spentResetLinks: {},
      lastAccountNoticeAt: null,
      verifiedPhone: null,
      phoneCode: null,
      phoneCodesSentAt: [],
    };
  }
  if (state.status !== 'registered') return state;
  switch (event.type) {
    case 'UserVerificationCodeIssued': {
      const { codeHash, issuedAt, expiresAt } = event.data;
      return { ...state, verificationCode: { codeHash, issuedAt, expiresAt, failedAttempts: 0 } };
    }
    case 'UserSignupAttempted':
      return { ...state, lastAccountNoticeAt: event.data.attemptedAt };
    case 'UserVerificationRequestedWhenVerified':
      return { ...state, lastAccountNoticeAt: event.data.requestedAt };
    case 'UserVerificationFailed':
      return state.verificationCode
        ? { ...state, verificationCode: { ...state.verificationCode, failedAttempts: event.data.attempt } }
        : state;
    case 'UserEmailVerified':
      return { ...state, emailVerified: true, verificationCode: null };
    case 'UserPasswordResetRequested': {
      const { tokenHash, requestedAt, expiresAt } = event.data;
      const previous = state.passwordReset;
      return {
        ...state,
        passwordReset: { tokenHash, requestedAt, expiresAt },
        spentResetLinks: previous ? spend(state, previous.tokenHash, 'superseded') : state.spentResetLinks,
      };
    }
    case 'UserPasswordReset':
      return {
        ...state,
        passwordHash: event.data.passwordHash,
        passwordReset: null,
        spentResetLinks: spend(state, event.data.tokenHash, 'used'),
      };
    case 'UserProfileUpdated':
      return { ...state, profile: { ...state.profile, ...event.data.changes } };
    case 'UserIdentityDocumentsUpdated': {
      const { userId: _userId, ...identity } = event.data;
      return { ...state, identity, driverVerification: driverVerificationAfter(identity) };
    }
    case 'UserDriverApproved':
      return { ...state, driverVerification: { status: 'approved', note: null } };
    case 'UserDriverRejected':
      return { ...state, driverVerification: { status: 'rejected', note: event.data.note } };
    case 'UserAdminRoleGranted':
      return isAdmin(state) ? state : { ...state, roles: [...state.roles, 'admin'] };
    case 'UserAdminRoleRevoked':
      return { ...state, roles: state.roles.filter((role) => role !== 'admin') };
    case 'UserAccountSuspended':
      return { ...state, suspension: { reason: event.data.reason, since: event.data.suspendedAt } };
    case 'UserAccountReinstated':
      return { ...state, suspension: null };
    case 'UserPhoneCodeIssued': {
      const { purpose, phoneNumber, codeHash, issuedAt, expiresAt } = event.data;
      return {
        ...state,
        phoneCode: { purpose, phoneNumber, codeHash, issuedAt, expiresAt, failedAttempts: 0 },
        phoneCodesSentAt: [...state.phoneCodesSentAt, issuedAt].slice(-MAX_PHONE_CODES_PER_HOUR),
      };
    }
    case 'UserPhoneCodeFailed':
      return state.phoneCode
        ? { ...state, phoneCode: { ...state.phoneCode, failedAttempts: event.data.attempt } }
        : state;
    case 'UserPhoneVerified':
      return {
        ...state,
        verifiedPhone: event.data.phoneNumber,
        profile: { ...state.profile, phoneNumber: event.data.phoneNumber },
        phoneCode: null,
      };
    case 'UserSignedInByPhone':
      return { ...state, phoneCode: null };
    case 'UserAccountClosed':
      return { ...state, closedAt: event.data.closedAt };
  }
}
