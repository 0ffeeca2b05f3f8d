import { forbidden } from '../shared/errors';
import type { IdentityDocuments } from './user.events';
import { driverNotApprovedMessage } from './user.messages';

/**
 * Where a renter stands as a driver: nothing submitted yet (or the set is incomplete),
 * waiting for an admin, approved, or rejected with the admin's note.
 */
export const DRIVER_VERIFICATION_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export type DriverVerificationStatus = (typeof DRIVER_VERIFICATION_STATUSES)[number];

export interface DriverVerification {
  status: DriverVerificationStatus;
  /** The admin's reason, while rejected; null otherwise. */
  note: string | null;
}

export const NOT_SUBMITTED: DriverVerification = { status: 'none', note: null };

/** Both numbers and both documents are on file: what an admin needs to review a driver. */
export const isCompleteIdentity = (identity: IdentityDocuments) =>
  identity.driverLicenseNumber !== null &&
  identity.driverLicenseDocument !== null &&
  identity.nationalIdNumber !== null &&
  identity.nationalIdDocument !== null;

/**
 * After any change to the licence or ID details: a complete set goes (back) to the admins'
 * queue, since an approval was of the documents as they were; an incomplete one is not
 * submitted. The decider's state and the users read model both follow this one rule.
 */
export const driverVerificationAfter = (identity: IdentityDocuments): DriverVerification =>
  isCompleteIdentity(identity) ? { status: 'pending', note: null } : NOT_SUBMITTED;

/** What the rules below read of an account (a UserState): where a registered one stands as a driver. */
type Account = { status: 'none' } | { status: 'registered'; driverVerification: DriverVerification };

/** The renter's standing as a driver, from their account (none for an unknown account). */
export const driverVerificationOf = (user: Account): DriverVerification =>
  user.status === 'registered' ? user.driverVerification : NOT_SUBMITTED;

/**
 * Who may pay for a booking: only a renter an admin has approved as a driver. Browsing,
 * holding dates and asking questions need no approval; paying confirms the trip.
 */
export function requireApprovedDriver(renter: Account): void {
  const { status } = driverVerificationOf(renter);
  if (status !== 'approved') throw forbidden(driverNotApprovedMessage(status));
}
