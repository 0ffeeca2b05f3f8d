import * as v from 'valibot';
import { defineContract } from '../shared/contract';
import { withoutControlCharacters } from '../shared/form-schemas';
import { DRIVER_VERIFICATION_STATUSES } from './driver-verification';
import { phoneCodeSchema, phoneNumberSchema, phoneSignInSchema } from './phone-code.schemas';
import { PHONE_SHARING } from './phone-sharing';
import { updateProfileSchema } from './profile.schemas';
import {
  closeAccountSchema,
  forgotPasswordSchema,
  identityVerificationSchema,
  loginSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  signupSchema,
  verifyEmailSchema,
} from './user.schemas';

/**
 * The signed-in user (spec section 7: names, e-mail, photo and the profile fields), plus what
 * the client needs to decide what to show: roles, and where the ID Verification stands
 * (an admin's review of the licence and ID). Document fields are private file paths; their owner opens them through
 * GET /api/profile/documents/{kind}.
 */
export const currentUserView = v.object({
  id: v.string(),
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  phoneNumber: v.nullable(v.string()),
  /** The phone number is the one its holder proved with a code sent to it by SMS (docs/adr/0041). */
  phoneVerified: v.boolean(),
  /** Who sees the phone number before a trip is paid for (a host's choice). */
  phoneSharing: v.picklist(PHONE_SHARING),
  bio: v.nullable(v.string()),
  profileImageUrl: v.nullable(v.string()),
  driverLicenseNumber: v.nullable(v.string()),
  driverLicenseDocument: v.nullable(v.string()),
  nationalIdNumber: v.nullable(v.string()),
  nationalIdDocument: v.nullable(v.string()),
  /** An admin approved the licence and ID on file: the Profile screen's Verified badge. */
  identityVerified: v.boolean(),
  /** Where the licence and ID stand: only an approved driver may pay for a booking. */
  driverVerification: v.picklist(DRIVER_VERIFICATION_STATUSES),
  /** The admin's reason, while rejected. */
  driverVerificationNote: v.nullable(v.string()),
  emailVerified: v.boolean(),
  roles: v.array(v.string()),
  /** Shows the Admin Dashboard link; the server checks the role again on every admin call. */
  isAdmin: v.boolean(),
  /** They listed a car (in any state): the header leads them to their dashboard rather than to List Your Car. */
  hasCars: v.boolean(),
  createdAt: v.string(),
});
export type CurrentUserView = v.InferOutput<typeof currentUserView>;

const message = v.object({ message: v.string() });

/** An identity document by the name its link uses. */
export const IDENTITY_DOCUMENT_KINDS = ['driver-license', 'national-id'] as const;

/** The account field holding each identity document's object path. */
export const IDENTITY_DOCUMENT_FIELDS = {
  'driver-license': 'driverLicenseDocument',
  'national-id': 'nationalIdDocument',
} as const satisfies Record<(typeof IDENTITY_DOCUMENT_KINDS)[number], string>;

/** Signing up, in and out, e-mail verification, password reset and the profile (spec section 7). */
export const accountsContract = defineContract('accounts', {
  currentUser: {
    summary: 'The signed-in user, with roles; 401 when signed out',
    method: 'GET',
    path: '/api/auth/user',
    response: currentUserView,
  },
  signup: {
    summary:
      'Create an account; a 6-digit code is e-mailed to verify the address. Answers the same for an address that already has an account, whose owner is e-mailed how to log in instead',
    method: 'POST',
    path: '/api/auth/signup',
    body: signupSchema,
    status: 201,
    response: v.object({ message: v.string(), email: v.string() }),
  },
  verifyEmail: {
    summary:
      'Verify the address with the 6-digit code (5 tries per code, 10 minutes); answers the user and sets the session cookie',
    description:
      'The code proves the address is theirs, so the new account is signed in at once, as a login would.',
    method: 'POST',
    path: '/api/auth/verify-email',
    body: verifyEmailSchema,
    response: currentUserView,
  },
  resendVerification: {
    summary:
      'E-mail a new code (once a minute at most); answers the same for an unknown, an unverified and a verified address',
    method: 'POST',
    path: '/api/auth/resend-verification',
    body: resendVerificationSchema,
    response: message,
  },
  login: {
    summary: 'Sign in with e-mail and password; answers the user and sets the session cookie',
    method: 'POST',
    path: '/api/auth/login',
    body: loginSchema,
    response: currentUserView,
  },
  logout: {
    summary: 'End this session (also when there is none)',
    method: 'POST',
    path: '/api/auth/logout',
    response: message,
  },
  /** Browser navigation: pages that need a sign-in send the browser here. */
  loginRedirect: {
    summary: 'Redirects the browser to the login screen',
    method: 'GET',
    path: '/api/login',
    query: v.object({
      returnTo: v.optional(v.pipe(v.string(), v.maxLength(512), withoutControlCharacters('returnTo'))),
    }),
    status: 302,
    response: null,
  },
  startPhoneSignIn: {
    summary:
      'Text a 6-digit sign-in code to an account’s verified mobile number; answers the same for any valid mobile number',
    description:
      'The code works for 10 minutes and 5 tries; a second code for the same number within a minute is refused ' +
      '(429, Retry-After), and an account is sent at most 5 codes an hour. Suspended and admin accounts are sent none.',
    method: 'POST',
    path: '/api/auth/phone/start',
    body: phoneNumberSchema,
    response: v.object({ message: v.string(), phoneNumber: v.string() }),
  },
  phoneSignIn: {
    summary:
      'Sign in with the verified mobile number and the code texted to it; answers the user and sets the session cookie',
    method: 'POST',
    path: '/api/auth/phone/verify',
    body: phoneSignInSchema,
    response: currentUserView,
  },
  forgotPassword: {
    summary: 'E-mail a reset link; answers the same whether or not the account exists',
    method: 'POST',
    path: '/api/auth/forgot-password',
    body: forgotPasswordSchema,
    // Development only: where the e-mail can be read.
    response: v.object({ message: v.string(), devResetUrl: v.optional(v.string()) }),
  },
  resetPassword: {
    summary: 'Set a new password through a reset link (once, within 1 hour); ends every session',
    method: 'POST',
    path: '/api/auth/reset-password',
    body: resetPasswordSchema,
    response: message,
  },
  updateProfile: {
    summary: 'Edit name, phone, bio and profile photo; answers the user',
    access: 'signed-in',
    method: 'PATCH',
    path: '/api/profile',
    body: updateProfileSchema,
    response: currentUserView,
  },
  sendPhoneCode: {
    summary:
      'Text a 6-digit code to a mobile number to verify it as the signed-in user’s (10 minutes, 5 tries)',
    description:
      'A landline is refused (400). A second code for the same number within a minute is refused (429, Retry-After); ' +
      'at most 5 codes an hour (409).',
    access: 'signed-in',
    method: 'POST',
    path: '/api/profile/phone',
    body: phoneNumberSchema,
    response: v.object({ message: v.string(), phoneNumber: v.string() }),
  },
  verifyPhone: {
    summary:
      'Verify the number with the code texted to it: it becomes the profile’s number; answers the user',
    access: 'signed-in',
    method: 'POST',
    path: '/api/profile/phone/verify',
    body: phoneCodeSchema,
    response: currentUserView,
  },
  updateIdentityDocuments: {
    summary: "Driver's licence and national ID numbers and documents; answers the user",
    access: 'signed-in',
    method: 'PATCH',
    path: '/api/profile/verification',
    body: identityVerificationSchema,
    response: currentUserView,
  },
  identityDocument: {
    summary: 'Redirects the owner to a short-lived link to one of their identity documents',
    access: 'signed-in',
    method: 'GET',
    path: '/api/profile/documents/:kind',
    params: v.object({ kind: v.picklist(IDENTITY_DOCUMENT_KINDS, 'No such document') }),
    status: 302,
    response: null,
  },
  exportData: {
    summary:
      'Everything the product holds about the signed-in user, as a JSON file to download (a few an hour)',
    description:
      'Profile, the cars they host, bookings as renter and as host with their lines and trips, ' +
      'earnings and payouts, conversations, notifications and the reports they filed.',
    access: 'signed-in',
    method: 'GET',
    path: '/api/profile/export',
    response: 'file',
  },
  closeAccount: {
    summary:
      'Close the signed-in account for good, with the password again; its personal data becomes unreadable',
    description:
      'Refused (409) while a booking as renter or host is waiting for payment, confirmed or on a trip, ' +
      'while earnings are still to be paid out, and for an admin. Afterwards the person shows as ' +
      '"Deleted user", every session ends, the address can sign up again and their cars leave search.',
    access: 'signed-in',
    method: 'DELETE',
    path: '/api/profile',
    body: closeAccountSchema,
    status: 204,
    response: null,
  },
});
