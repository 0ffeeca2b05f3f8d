import * as v from 'valibot';
import { formObject, withoutControlCharacters } from '../shared/form-schemas';
import { phoneNumberE164 } from '../shared/phone-number';
import { PHONE_SHARING } from './phone-sharing';
import { MAX_BIO_LENGTH, MAX_FILE_REFERENCE_LENGTH, MAX_PHONE_LENGTH } from './user.constants';
import { USER_MESSAGES as M } from './user.messages';
import { firstName, isFileReference, lastName, optionalText } from './user.schemas';

/*
 * The profile's own module because its phone number is checked with libphonenumber-js
 * (ADR 0034): the sign-up, login and password screens share user.schemas.ts, and the library
 * reaches only the screens that take a phone number.
 */

const profileFields = {
  firstName,
  lastName,
  // Stored in E.164 (ADR 0034): '+233 24 412 3456' and '024 412 3456' are both '+233244123456'.
  phoneNumber: v.pipe(
    optionalText(
      M.phoneNumberInvalid,
      MAX_PHONE_LENGTH,
      withoutControlCharacters('Phone number'),
      (phone) => phoneNumberE164(phone) !== null,
    ),
    v.transform((phone) => (phone === null ? null : (phoneNumberE164(phone) ?? phone))),
  ),
  phoneSharing: v.picklist(PHONE_SHARING, M.phoneSharingInvalid),
  bio: optionalText(M.bioInvalid, MAX_BIO_LENGTH, withoutControlCharacters('Bio', 'multi-line')),
  profileImageUrl: optionalText(
    M.profileImageInvalid,
    MAX_FILE_REFERENCE_LENGTH,
    withoutControlCharacters('Profile image'),
    isFileReference,
  ),
};

/** PATCH /api/profile and the profile form: any subset of the fields; a field left out stays as it is. */
export const updateProfileSchema = v.partial(formObject(profileFields));

export type UpdateProfileInput = v.InferInput<typeof updateProfileSchema>;
export type UpdateProfileData = v.InferOutput<typeof updateProfileSchema>;
