import * as v from 'valibot';
import { byId, defineContract, idParam } from '../shared/contract';
import { IDENTITY_DOCUMENT_KINDS } from './accounts.contract';
import { DRIVER_VERIFICATION_STATUSES } from './driver-verification';
import { rejectDriverSchema } from './user.schemas';

/**
 * A renter whose licence and ID wait for an admin. The documents are private files: the
 * admin opens each through its link, which checks the role and hands out a short-lived
 * signed address, as for a car's papers.
 */
export const pendingDriverView = v.object({
  id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  driverLicenseNumber: v.string(),
  nationalIdNumber: v.string(),
  /** When the documents as they are now were submitted: the queue is served oldest first. */
  submittedAt: v.string(),
  /**
   * The cars the renter holds unpaid while waiting (each hold lasts until the verdict, at most
   * VERIFICATION_HOLD_HOURS), soonest to run out first.
   */
  holds: v.array(
    v.object({
      bookingId: v.string(),
      car: v.string(),
      startDate: v.string(),
      endDate: v.string(),
      holdExpiresAt: v.string(),
    }),
  ),
  documentLinks: v.object({ driverLicense: v.string(), nationalId: v.string() }),
});
export type PendingDriverView = v.InferOutput<typeof pendingDriverView>;

/** The renter's driver verification after a verdict. */
export const driverVerdictView = v.object({
  id: v.string(),
  driverVerification: v.picklist(DRIVER_VERIFICATION_STATUSES),
  driverVerificationNote: v.nullable(v.string()),
});

/** The link through which an admin opens one of a renter's identity documents. */
export const driverDocumentLink = (userId: string, kind: (typeof IDENTITY_DOCUMENT_KINDS)[number]) =>
  `/api/admin/drivers/${userId}/documents/${kind}`;

/** The admin dashboard's Drivers queue: renters' licences and IDs, approved or rejected with a note. */
export const adminDriversContract = defineContract('admin-drivers', {
  pending: {
    summary: 'Renters whose licence and ID wait for review, oldest first',
    access: 'admin',
    method: 'GET',
    path: '/api/admin/pending-drivers',
    response: v.array(pendingDriverView),
  },
  approve: {
    summary: "Approve a renter's licence and ID: they may pay for bookings",
    access: 'admin',
    method: 'POST',
    path: '/api/admin/drivers/:id/approve',
    params: byId,
    response: driverVerdictView,
  },
  reject: {
    summary: "Reject a renter's licence and ID, telling them why",
    access: 'admin',
    method: 'POST',
    path: '/api/admin/drivers/:id/reject',
    params: byId,
    body: rejectDriverSchema,
    response: driverVerdictView,
  },
  document: {
    summary: "Redirects an admin to a short-lived link to one of a renter's identity documents",
    access: 'admin',
    method: 'GET',
    path: '/api/admin/drivers/:id/documents/:kind',
    params: v.object({
      id: idParam,
      kind: v.picklist(IDENTITY_DOCUMENT_KINDS, 'No such document'),
    }),
    status: 302,
    response: null,
  },
});
