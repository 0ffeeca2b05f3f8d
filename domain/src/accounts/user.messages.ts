import {
  MAX_BIO_LENGTH,
  MAX_DRIVER_NOTE_LENGTH,
  MAX_EMAIL_LENGTH,
  MAX_ID_NUMBER_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_ROLE_CHANGE_REASON_LENGTH,
  MAX_SUSPENSION_REASON_LENGTH,
  MIN_PASSWORD_LENGTH,
  VERIFICATION_CODE_LENGTH,
} from './user.constants';

/**
 * Every message the account forms, the auth API and the user deciders can show, written once.
 * The quoted ones come verbatim from the product spec; keep them as they are.
 */
export const USER_MESSAGES = {
  // Spec section 5, verbatim.
  emailInvalid: 'Please enter a valid email address',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  passwordComposition:
    'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  passwordRequired: 'Password is required',
  codeInvalid: `Verification code must be ${VERIFICATION_CODE_LENGTH} digits`,
  passwordsDontMatch: "Passwords don't match",

  emailTooLong: `Email address must be at most ${MAX_EMAIL_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
  firstNameRequired: 'First name is required',
  firstNameTooLong: `First name must be at most ${MAX_NAME_LENGTH} characters`,
  lastNameRequired: 'Last name is required',
  lastNameTooLong: `Last name must be at most ${MAX_NAME_LENGTH} characters`,
  resetTokenRequired: 'Reset token is required',
  phoneNumberInvalid: 'Please enter a valid phone number, like 024 412 3456',
  phoneSharingInvalid: "Choose who sees your phone number: 'signed-in' or 'after-payment'",
  bioInvalid: `Bio must be text of at most ${MAX_BIO_LENGTH} characters`,
  profileImageInvalid: 'Profile image must be an uploaded file or a web address',
  driverLicenseNumberInvalid: `Driver's license number must be up to ${MAX_ID_NUMBER_LENGTH} letters, numbers, spaces, hyphens or slashes`,
  nationalIdNumberInvalid: 'Ghana Card number must look like GHA-123456789-0',
  documentInvalid: 'Document must be an uploaded file or a web address',
  roleChangeReasonRequired: 'Please give the reason for this change',
  roleChangeReasonTooLong: `Reason must be at most ${MAX_ROLE_CHANGE_REASON_LENGTH} characters`,
  driverNoteRequired: 'Please give the reason for rejecting these documents',
  driverNoteTooLong: `Note must be at most ${MAX_DRIVER_NOTE_LENGTH} characters`,
  suspensionReasonRequired: 'Please give the reason for suspending this account',
  suspensionReasonTooLong: `Reason must be at most ${MAX_SUSPENSION_REASON_LENGTH} characters`,

  accountNotFound: 'Account not found',
  accountAlreadyRegistered: 'This account is already registered.',
  emailTaken: 'An account with this email already exists.',
  emailHeldByAnotherAccount: 'This email address belongs to another account.',
  emailAlreadyVerified: 'This email address is already verified. Please log in.',
  noVerificationCode: 'There is no verification code for this account. Please ask for a new code.',
  verificationCodeExpired: 'This verification code has expired. Please ask for a new code.',
  verificationCodeNotAccepted:
    'This code does not verify this email address. Check the address and the code in the latest email, or ask for a new code.',
  phoneNotMobile: 'This number cannot receive text messages. Please enter a mobile number, like 024 412 3456',
  phoneAlreadyVerified: 'This phone number is already verified.',
  noPhoneCode: 'There is no code for this phone number. Please ask for a new code.',
  phoneCodeExpired: 'This code has expired. Please ask for a new code.',
  phoneCodeNotAccepted:
    'This code does not match the latest one sent to this number. Check the number and the code in the latest text message, or ask for a new code.',
  tooManyPhoneCodes: 'Too many codes were sent to this account in the last hour. Please try again later.',
  phoneSignInUnavailable: 'This account cannot sign in. Please contact support.',
  tooManyVerificationTries: 'Too many wrong codes: this code no longer works. Please ask for a new code.',
  resetLinkInvalid: 'This reset link is not valid. Please ask for a new one.',
  resetLinkUsed: 'This reset link has already been used. Please ask for a new one if you need to.',
  resetLinkSuperseded: 'A newer reset link was sent. Please use the link in the latest email.',
  resetLinkExpired: 'This reset link has expired. Please ask for a new one.',
  onlyOwner: 'You can only change your own account.',
  onlyAdmin: 'Only an admin can do this.',
  onlyPendingDriverCanBeReviewed: 'Only documents waiting for review can be approved or rejected.',
  cannotReviewOwnDocuments: 'You cannot review your own documents. Another admin will.',
  cannotSuspendOwnAccount: 'You cannot suspend your own account.',
  accountAlreadySuspended: 'This account is already suspended.',
  accountNotSuspended: 'This account is not suspended.',
  accountSuspended: 'This account is suspended. Contact Akwaaba Drive support.',
  invalidCredentials: 'Invalid email or password',
  passwordIncorrect: 'That password is not correct.',
  accountHasOpenBookings:
    'You have bookings that are upcoming or under way, as a renter or as a host. You can close your account once they have ended or been cancelled.',
  adminAccountCannotBeClosed:
    'An admin account cannot be closed. Ask another admin to take away your admin role first.',
  emailNotVerified: 'Please verify your email before logging in.',
} as const;

/** Why an account that is owed money cannot be closed yet. */
export const accountOwedMoneyMessage = (amount: string) =>
  `Akwaaba Drive still owes you ${amount} in earnings. You can close your account once it has been paid out.`;

/** Why a renter may not pay yet, by where their driver verification stands. */
export const driverNotApprovedMessage = (status: 'none' | 'pending' | 'rejected') =>
  ({
    none: "Add your driver's licence and national ID on your Profile. You can pay once an admin has approved them.",
    pending:
      "Your driver's licence and ID are still being checked. You can pay once an admin has approved them.",
    rejected:
      "Your driver's licence and ID were not approved: see the admin's note on your Profile. You can pay once new documents are approved.",
  })[status];
