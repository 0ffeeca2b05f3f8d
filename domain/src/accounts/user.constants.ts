/** E-mail verification (spec section 9: 6 digits; security baseline: 10 minutes, 5 tries). */
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_MS = 10 * 60_000;
export const MAX_VERIFICATION_ATTEMPTS = 5;
/** A new code may be asked for once a minute. */
export const VERIFICATION_CODE_RESEND_INTERVAL_MS = 60_000;

/**
 * Phone codes (issue 32) keep the e-mail code's length, life and tries; besides the minute
 * between two codes, an account is sent at most this many an hour, so nobody can make the
 * product text someone's phone all day through the sign-in form.
 */
export const MAX_PHONE_CODES_PER_HOUR = 5;
export const PHONE_CODE_WINDOW_MS = 60 * 60_000;

/**
 * An address's owner is e-mailed at most once an hour that someone tried to sign up with it
 * or asked it for a code it no longer needs, so nobody can flood an inbox through those forms.
 */
export const ACCOUNT_NOTICE_INTERVAL_MS = 60 * 60_000;

/** Password reset links work for 1 hour, once. */
export const PASSWORD_RESET_TTL_MS = 60 * 60_000;
/** A second reset e-mail within a minute of the last one is not sent. */
export const PASSWORD_RESET_REQUEST_INTERVAL_MS = 60_000;

export const MIN_PASSWORD_LENGTH = 8;
/** argon2id hashes whatever it is given: a cap keeps a huge password from costing the server. */
export const MAX_PASSWORD_LENGTH = 128;
/** RFC 5321: a forward path is at most 256 octets, so an address is at most 254. */
export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 100;
export const MAX_BIO_LENGTH = 1000;
export const MAX_PHONE_LENGTH = 20;
export const MAX_ID_NUMBER_LENGTH = 50;
export const MAX_FILE_REFERENCE_LENGTH = 2048;
export const MAX_RESET_TOKEN_LENGTH = 256;
export const MAX_ROLE_CHANGE_REASON_LENGTH = 500;
/** The admin's note when rejecting a renter's licence and ID. */
export const MAX_DRIVER_NOTE_LENGTH = 1000;
/** The admin's reason for suspending an account. */
export const MAX_SUSPENSION_REASON_LENGTH = 1000;
/** Accounts a page of the admins' Users list holds (kept out of the contract: the web build reads contracts as routes only). */
export const ADMIN_USERS_PAGE_SIZE = 20;

/**
 * A cookie the web app can read, set and cleared with the session's: while it is absent the
 * visitor is not signed in, and the web app does not ask GET /api/auth/user (a 401 in every
 * signed-out visitor's console, and a request on every page load). It proves nothing: the
 * session cookie, which scripts cannot read, is what the server trusts.
 */
export const SIGNED_IN_HINT_COOKIE = 'akwaaba_signed_in';
