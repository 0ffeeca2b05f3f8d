import type { DomainEvents } from '../shared/decider';
import type { PhoneSharing } from './phone-sharing';

/** What a phone code is for: confirming the account holder's number, or signing in with it. */
export type PhoneCodePurpose = 'verify' | 'sign-in';

/** What a user tells about themself on the Profile screen. Optional fields are null when empty. */
export interface UserProfile {
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  /** Who sees the phone number before a trip is paid for; absent in events from before the choice existed. */
  phoneSharing?: PhoneSharing;
  bio: string | null;
  profileImageUrl: string | null;
}

/** The ID Verification card: numbers as typed, documents as uploaded file paths (private files). */
export interface IdentityDocuments {
  driverLicenseNumber: string | null;
  driverLicenseDocument: string | null;
  nationalIdNumber: string | null;
  nationalIdDocument: string | null;
}

/** Roles an account holds; every account is a user, some are also admins. */
export type UserRole = 'user' | 'admin';

/**
 * Each account event's data, by its type. Every type starts with 'User', so a projection can
 * take the family by prefix. Who did it travels in the event metadata, added by the application.
 * Secrets never enter the log in the clear: passwords only as argon2id hashes, e-mail
 * codes and reset tokens only as keyed hashes computed by the application. Instants are
 * ISO timestamps taken from the command's `now`, so deciding stays pure.
 */
interface UserEventData {
  /** Someone signed up. The e-mail is normalized (trimmed, lower case) and was reserved first. */
  UserRegistered: {
    userId: string;
    email: string;
    firstName: string;
    lastName: string;
    passwordHash: string;
  };
  /**
   * A 6-digit code was sent to the account's address. It replaces any earlier code and
   * starts a fresh count of tries; it works until `expiresAt` (10 minutes).
   *
   * `sealedCode` is the code itself, encrypted by the application (AES-256-GCM, a key only
   * the application holds), so the e-mail reactor can send it from the event exactly once
   * (docs/adr/0005). Absent when the product made the account without e-mailing anyone
   * (demo data, tests): then no e-mail goes out.
   */
  UserVerificationCodeIssued: {
    userId: string;
    codeHash: string;
    issuedAt: string;
    expiresAt: string;
    sealedCode?: string;
  };
  /**
   * Someone tried to sign up with this account's address. The sign-up was answered as a new
   * one is, so the form tells nobody whether the address has an account; the owner is
   * e-mailed how to log in or choose a new password instead. At most one an hour (see
   * account-notices.ts).
   */
  UserSignupAttempted: { userId: string; attemptedAt: string };
  /**
   * Someone asked for a verification code for this account's address, which is already
   * verified. Answered as for any address; the owner is e-mailed that there is nothing to
   * verify and how to log in. At most one an hour, with UserSignupAttempted.
   */
  UserVerificationRequestedWhenVerified: { userId: string; requestedAt: string };
  /** A wrong code was tried against the current code. `attempt` counts from 1; the 5th is the last. */
  UserVerificationFailed: { userId: string; attempt: number };
  /** The account holder proved the address is theirs (a correct code, or a password reset link). */
  UserEmailVerified: { userId: string };
  /**
   * A reset link was e-mailed; it works once, until `expiresAt` (1 hour), and replaces any
   * earlier link. `sealedToken` is the link's token encrypted by the application, for the
   * e-mail reactor, as `sealedCode` above.
   */
  UserPasswordResetRequested: {
    userId: string;
    tokenHash: string;
    requestedAt: string;
    expiresAt: string;
    sealedToken?: string;
  };
  /** The password was changed through the reset link `tokenHash`, which is now used up. All sessions end. */
  UserPasswordReset: { userId: string; passwordHash: string; tokenHash: string };
  /** The user edited their profile. `changes` holds only the fields whose value changed. */
  UserProfileUpdated: { userId: string; changes: Partial<UserProfile> };
  /**
   * The user updated their ID verification details. The data is the full new set. A complete
   * set (both numbers and both documents) waits for an admin's review from this event on,
   * whatever was decided about the documents before (see driverVerificationAfter).
   */
  UserIdentityDocumentsUpdated: { userId: string } & IdentityDocuments;
  /**
   * A 6-digit code was sent by SMS to `phoneNumber` (E.164, a mobile number): to confirm the
   * number is the account holder's ('verify', asked for while signed in) or to sign in with
   * the account's verified number ('sign-in'). It replaces any earlier phone code with a fresh
   * count of tries and works until `expiresAt` (10 minutes). `sealedCode` as for e-mail codes:
   * the SMS worker sends it from the event, once (docs/adr/0041).
   */
  UserPhoneCodeIssued: {
    userId: string;
    purpose: PhoneCodePurpose;
    phoneNumber: string;
    codeHash: string;
    issuedAt: string;
    expiresAt: string;
    sealedCode?: string;
  };
  /** A wrong code was tried against the current phone code. `attempt` counts from 1; the 5th is the last. */
  UserPhoneCodeFailed: { userId: string; attempt: number };
  /**
   * The account holder proved `phoneNumber` is theirs with the code sent to it: it becomes the
   * profile's number, verified, and signs them in by SMS code from now on.
   */
  UserPhoneVerified: { userId: string; phoneNumber: string; verifiedAt: string };
  /** The account holder signed in with the code sent to their verified number; the code is used up. */
  UserSignedInByPhone: { userId: string; signedInAt: string };
  /**
   * An admin looked at the renter's licence and ID on file and approved them as a driver: from
   * now on the renter may pay for bookings, until a document changes (which sends them back to
   * review). The admin is the event's actor (metadata).
   */
  UserDriverApproved: { userId: string };
  /** An admin refused the renter's licence and ID, with a note the renter reads on Profile. */
  UserDriverRejected: { userId: string; note: string };
  /** An admin (or the product, from configuration) made this account an admin, saying why. */
  UserAdminRoleGranted: { userId: string; reason: string };
  /** An admin (or the product) took the admin role away, saying why. */
  UserAdminRoleRevoked: { userId: string; reason: string };
  /**
   * An admin suspended the account, saying why (the audit trail and the Users page show it):
   * its sessions end, it cannot sign in, its listings leave search and its unpaid holds are
   * released; its confirmed bookings stay for an admin to resolve. The admin is the event's actor.
   */
  UserAccountSuspended: { userId: string; reason: string; suspendedAt: string };
  /** An admin lifted the suspension: the account may sign in again and its listings return to search. */
  UserAccountReinstated: { userId: string };
  /**
   * The account holder closed their account, with their password, while nothing was open
   * (see account-closure.ts). Right after it the application destroys the account's
   * personal-data key, so their names, contacts, papers and message texts in every event
   * read as erased (personal-data.ts, docs/adr/0026); read models erase their copies on this
   * event. Its sessions end, it cannot sign in again, its address is free again and its
   * listings leave search; bookings, payouts and the ledger keep their amounts.
   */
  UserAccountClosed: { userId: string; closedAt: string };
}

export type UserEvent = DomainEvents<UserEventData>;

export const USER_EVENT_TYPE_PREFIX = 'User';

/** The events that change whether an account is in good standing: their types start with this prefix. */
export const USER_ACCOUNT_STANDING_EVENT_TYPE_PREFIX = 'UserAccount';
export type UserAccountStandingEvent = Extract<
  UserEvent,
  { type: `${typeof USER_ACCOUNT_STANDING_EVENT_TYPE_PREFIX}${string}` }
>;

export const userStream = (userId: string) => `user-${userId}`;
