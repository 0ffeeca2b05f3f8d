import * as v from 'valibot';
import {
  type ControlCharacterCheck,
  formObject,
  requiredText,
  withoutControlCharacters,
} from '../shared/form-schemas';
import { isCommonPassword } from './common-passwords';
import {
  MAX_DRIVER_NOTE_LENGTH,
  MAX_EMAIL_LENGTH,
  MAX_FILE_REFERENCE_LENGTH,
  MAX_ID_NUMBER_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_RESET_TOKEN_LENGTH,
  MAX_ROLE_CHANGE_REASON_LENGTH,
  MAX_SUSPENSION_REASON_LENGTH,
  MIN_PASSWORD_LENGTH,
} from './user.constants';
import { USER_MESSAGES as M } from './user.messages';

/*
 * The account forms, the /api/auth/* routes, PATCH /api/profile and PATCH
 * /api/profile/verification share these schemas (and the OpenAPI document is generated
 * from them). Every string has a maximum length, so hostile input is refused with a
 * message before it costs anything. Checks without a JSON Schema form (the e-mail
 * pattern, the password rules) are v.check: convert with errorMode 'ignore'.
 */

/** The form of an address that identifies an account: trimmed and lower case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** valibot's own e-mail pattern; tested only on inputs short enough to be addresses. */
const EMAIL_PATTERN = v.EMAIL_REGEX;

/** A normalized e-mail address. */
const email = v.pipe(
  v.string(M.emailInvalid),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(MAX_EMAIL_LENGTH, M.emailTooLong),
  v.check((address) => address.length > MAX_EMAIL_LENGTH || EMAIL_PATTERN.test(address), M.emailInvalid),
);

const hasCapital = (password: string) => /\p{Lu}/u.test(password);
const hasSmallLetter = (password: string) => /\p{Ll}/u.test(password);
const hasDigit = (password: string) => /[0-9]/.test(password);

/** The spec's rules for a new password: at least 8 characters, with a capital, a small letter and a digit. */
export const meetsPasswordRules = (password: string) =>
  password.length >= MIN_PASSWORD_LENGTH &&
  password.length <= MAX_PASSWORD_LENGTH &&
  hasCapital(password) &&
  hasSmallLetter(password) &&
  hasDigit(password);

/**
 * A new password (signup and reset). Never trimmed: every character counts. The
 * common-password check speaks only once the rules are met, so each message is the
 * next thing to fix.
 */
const newPassword = v.pipe(
  v.string(M.passwordTooShort),
  v.minLength(MIN_PASSWORD_LENGTH, M.passwordTooShort),
  v.maxLength(MAX_PASSWORD_LENGTH, M.passwordTooLong),
  withoutControlCharacters('Password'),
  v.check(
    (password) =>
      password.length > MAX_PASSWORD_LENGTH ||
      (hasCapital(password) && hasSmallLetter(password) && hasDigit(password)),
    M.passwordComposition,
  ),
  v.check((password) => !meetsPasswordRules(password) || !isCommonPassword(password), M.passwordTooCommon),
);

/**
 * A password typed to log in: any non-empty one without control characters (no password can be
 * chosen with one, and one typed by mistake can only fail); the rules apply when it is chosen.
 */
const currentPassword = v.pipe(
  v.string(M.passwordRequired),
  v.nonEmpty(M.passwordRequired),
  v.maxLength(MAX_PASSWORD_LENGTH, M.passwordTooLong),
  withoutControlCharacters('Password'),
);

export const firstName = requiredText(
  M.firstNameRequired,
  MAX_NAME_LENGTH,
  M.firstNameTooLong,
  withoutControlCharacters('First name'),
);
export const lastName = requiredText(
  M.lastNameRequired,
  MAX_NAME_LENGTH,
  M.lastNameTooLong,
  withoutControlCharacters('Last name'),
);

/** Six digits, as typed or pasted (surrounding spaces are forgiven). */
export const verificationCode = v.pipe(
  v.string(M.codeInvalid),
  v.trim(),
  v.regex(/^[0-9]{6}$/, M.codeInvalid),
);

/** The token from the reset link: its format is the application's, so only its size and alphabet are checked. */
const resetToken = v.pipe(
  v.string(M.resetTokenRequired),
  v.trim(),
  v.nonEmpty(M.resetTokenRequired),
  v.maxLength(MAX_RESET_TOKEN_LENGTH, M.resetLinkInvalid),
  v.regex(/^[\x21-\x7e]*$/, M.resetLinkInvalid),
);

/**
 * Optional text: trimmed, and blank becomes null (clearing the field). `isValid` is
 * asked only about non-blank text within the length limit, and `controls` (the control
 * characters the field does not keep) only about text that passed, so each input gets one message.
 */
export const optionalText = (
  message: string,
  maxLength: number,
  controls: ControlCharacterCheck,
  isValid: (text: string) => boolean = () => true,
) =>
  v.pipe(
    v.nullable(
      v.config(
        v.pipe(
          v.string(message),
          v.trim(),
          v.maxLength(maxLength, message),
          v.check((text) => text === '' || text.length > maxLength || isValid(text), message),
          controls,
        ),
        { abortPipeEarly: true },
      ),
    ),
    v.transform((text) => (text === '' ? null : text)),
  );

/** An uploaded file's path ('/objects/...') or an http(s) address; never another scheme such as javascript:. */
export const isFileReference = (reference: string) =>
  /^\S+$/.test(reference) && (!/^[a-z][a-z0-9+.-]*:/i.test(reference) || /^https?:\/\/[^/]/i.test(reference));

/** A Ghana Card number's letters and digits, upper case: 'GHA1234567890' for 'gha-123456789-0'. */
const ghanaCardCharacters = (number: string) => number.toUpperCase().replace(/[\s-]/g, '');

/** A Ghana Card number: GHA, nine digits and a check digit; spaces, hyphens and case as people type them. */
const isGhanaCardNumber = (number: string) => /^GHA\d{10}$/.test(ghanaCardCharacters(number));

/** A Ghana Card number as the card prints it: 'GHA-123456789-0'. */
const ghanaCardNumber = (number: string) => {
  const characters = ghanaCardCharacters(number);
  return `GHA-${characters.slice(3, 12)}-${characters.slice(12)}`;
};

/** Licence numbers vary in format: letters and digits, with spaces, hyphens or slashes between. */
const isDocumentNumber = (number: string) => /^[A-Za-z0-9](?:[A-Za-z0-9 /-]*[A-Za-z0-9])?$/.test(number);

const identityFields = {
  driverLicenseNumber: optionalText(
    M.driverLicenseNumberInvalid,
    MAX_ID_NUMBER_LENGTH,
    withoutControlCharacters("Driver's license number"),
    isDocumentNumber,
  ),
  driverLicenseDocument: optionalText(
    M.documentInvalid,
    MAX_FILE_REFERENCE_LENGTH,
    withoutControlCharacters('Document'),
    isFileReference,
  ),
  nationalIdNumber: v.pipe(
    optionalText(
      M.nationalIdNumberInvalid,
      MAX_ID_NUMBER_LENGTH,
      withoutControlCharacters('National ID number'),
      isGhanaCardNumber,
    ),
    v.transform((number) => (number === null ? null : ghanaCardNumber(number))),
  ),
  nationalIdDocument: optionalText(
    M.documentInvalid,
    MAX_FILE_REFERENCE_LENGTH,
    withoutControlCharacters('Document'),
    isFileReference,
  ),
};

/** POST /api/auth/signup and the signup form. */
export const signupSchema = formObject({ email, password: newPassword, firstName, lastName });

/** The facts of a new account the domain keeps (the password arrives as a hash). */
export const registrationDetailsSchema = formObject({ email, firstName, lastName });

/** POST /api/auth/login and the login form. */
export const loginSchema = formObject({ email, password: currentPassword });

/** POST /api/auth/verify-email and the verify-email form. */
export const verifyEmailSchema = formObject({ email, code: verificationCode });

/** Just an e-mail address: what reserving an address checks. */
export const emailAddressSchema = formObject({ email });

/** POST /api/auth/resend-verification. */
export const resendVerificationSchema = emailAddressSchema;

/** POST /api/auth/forgot-password and its form. */
export const forgotPasswordSchema = emailAddressSchema;

/** POST /api/auth/reset-password. */
export const resetPasswordSchema = formObject({ token: resetToken, password: newPassword });

/** The reset-password form: the same rules, plus a confirmation that must match. */
export const resetPasswordFormSchema = v.pipe(
  formObject({
    token: resetToken,
    password: newPassword,
    // Only compared, never hashed or sent: its length limit is the password's, through the match.
    confirmPassword: v.string(M.passwordsDontMatch),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      ({ password, confirmPassword }) => password === confirmPassword,
      M.passwordsDontMatch,
    ),
    ['confirmPassword'],
  ),
);

/** PATCH /api/profile/verification and the ID Verification card: any subset; null or blank clears a field. */
export const identityVerificationSchema = v.partial(formObject(identityFields));

/** Granting or revoking the admin role: the reason goes into the audit trail. */
export const adminRoleChangeSchema = formObject({
  reason: requiredText(
    M.roleChangeReasonRequired,
    MAX_ROLE_CHANGE_REASON_LENGTH,
    M.roleChangeReasonTooLong,
    withoutControlCharacters('Reason', 'multi-line'),
  ),
});

/** POST /api/admin/drivers/{id}/reject and its dialog: the renter reads the note on Profile. */
export const rejectDriverSchema = formObject({
  note: requiredText(
    M.driverNoteRequired,
    MAX_DRIVER_NOTE_LENGTH,
    M.driverNoteTooLong,
    withoutControlCharacters('Note', 'multi-line'),
  ),
});

/** POST /api/admin/users/{id}/suspend and its dialog: the reason goes into the audit trail. */
export const suspendAccountSchema = formObject({
  reason: requiredText(
    M.suspensionReasonRequired,
    MAX_SUSPENSION_REASON_LENGTH,
    M.suspensionReasonTooLong,
    withoutControlCharacters('Reason', 'multi-line'),
  ),
});

/** DELETE /api/profile and the Delete account dialog: the password again, as at login. */
export const closeAccountSchema = formObject({ password: currentPassword });

export type SignupInput = v.InferInput<typeof signupSchema>;
export type SignupData = v.InferOutput<typeof signupSchema>;
export type LoginInput = v.InferInput<typeof loginSchema>;
export type LoginData = v.InferOutput<typeof loginSchema>;
export type VerifyEmailInput = v.InferInput<typeof verifyEmailSchema>;
export type VerifyEmailData = v.InferOutput<typeof verifyEmailSchema>;
export type ResendVerificationData = v.InferOutput<typeof resendVerificationSchema>;
export type ForgotPasswordData = v.InferOutput<typeof forgotPasswordSchema>;
export type ResetPasswordData = v.InferOutput<typeof resetPasswordSchema>;
export type ResetPasswordFormInput = v.InferInput<typeof resetPasswordFormSchema>;
export type ResetPasswordFormData = v.InferOutput<typeof resetPasswordFormSchema>;
export type IdentityVerificationInput = v.InferInput<typeof identityVerificationSchema>;
export type IdentityVerificationData = v.InferOutput<typeof identityVerificationSchema>;
export type RejectDriverInput = v.InferInput<typeof rejectDriverSchema>;
export type SuspendAccountInput = v.InferInput<typeof suspendAccountSchema>;
export type CloseAccountInput = v.InferInput<typeof closeAccountSchema>;
export type AdminRoleChangeData = v.InferOutput<typeof adminRoleChangeSchema>;
