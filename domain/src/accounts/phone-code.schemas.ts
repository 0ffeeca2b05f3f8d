import * as v from 'valibot';
import { formObject } from '../shared/form-schemas';
import { phoneNumberE164 } from '../shared/phone-number';
import { MAX_PHONE_LENGTH } from './user.constants';
import { USER_MESSAGES as M } from './user.messages';
import { verificationCode } from './user.schemas';

/*
 * The bodies of the phone-code endpoints (docs/adr/0041), in a module of their own as the
 * profile's are: the phone number is checked with libphonenumber-js, which the sign-in and
 * sign-up screens do without. Whether a valid number can receive a text message is the
 * server's check (application/src/accounts/phone-codes.ts).
 */

const phoneNumber = v.pipe(
  v.string(M.phoneNumberInvalid),
  v.trim(),
  v.maxLength(MAX_PHONE_LENGTH, M.phoneNumberInvalid),
  v.check((typed) => phoneNumberE164(typed) !== null, M.phoneNumberInvalid),
);

/** POST /api/profile/phone and POST /api/auth/phone/start: the number to text a code to. */
export const phoneNumberSchema = formObject({ phoneNumber });

/** POST /api/profile/phone/verify: the code texted to the number being verified. */
export const phoneCodeSchema = formObject({ code: verificationCode });

/** POST /api/auth/phone/verify: the verified number and the code texted to it. */
export const phoneSignInSchema = formObject({ phoneNumber, code: verificationCode });

export type PhoneNumberInput = v.InferInput<typeof phoneNumberSchema>;
export type PhoneSignInInput = v.InferInput<typeof phoneSignInSchema>;
