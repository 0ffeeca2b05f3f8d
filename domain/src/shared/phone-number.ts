import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/*
 * One phone format (ADR 0034): every number the product stores is E.164 ('+233244123456'),
 * parsed and checked by libphonenumber-js. Its "min" metadata knows every country's numbering
 * plan well enough to tell a valid number; a number written without a country code is Ghanaian.
 * This module carries the library, so only the screens with phone forms and the server import
 * it; pages that only show a number use phone-display.ts, which does not.
 */

/** How a Ghanaian number is written in messages and placeholders. */
export const PHONE_NUMBER_EXAMPLE = '024 412 3456';

const parsed = (input: string) =>
  parsePhoneNumberFromString(input.trim(), { defaultCountry: 'GH', extract: false });

/**
 * The number in E.164, however it was written ('0244123456', '024 412 3456',
 * '+233 24 412 3456', '233244123456', '(024) 412-3456'), or null when it is not a valid phone
 * number. Landlines ('030 212 3456') are valid phone numbers too: this says a number can be
 * dialled, not that it can receive SMS or Mobile Money.
 */
export function phoneNumberE164(input: string): string | null {
  const number = parsed(input);
  return number?.isValid() ? number.number : null;
}

/**
 * A number as the read models keep it: recorded events hold numbers as people typed them
 * before this format, so each is read through here. A valid one becomes E.164; one that is not
 * (typed before numbers were checked this strictly) is kept as written, so its owner sees it
 * and can correct it.
 */
export function storedPhoneNumber(recorded: string | null | undefined): string | null {
  if (recorded == null) return null;
  const text = recorded.trim();
  if (text === '') return null;
  return phoneNumberE164(text) ?? text;
}

/**
 * A stored number as a phone form shows it for editing: a Ghanaian one the Ghanaian way
 * ('024 412 3456'), another country's with its code ('+44 20 7946 0958'), one kept as typed as
 * typed. The same text as phone-display.ts shows, for the screens that carry the library anyway.
 */
export function phoneNumberForForm(stored: string): string {
  const number = parsed(stored);
  if (!number?.isValid()) return stored;
  return number.country === 'GH' ? number.formatNational() : number.formatInternational();
}

/**
 * A Ghanaian number as its 10 national digits from 0 ('0244123456'), the form Paystack takes
 * for a Mobile Money wallet; null for a number that is not Ghanaian or not valid.
 */
export function ghanaianNationalNumber(input: string): string | null {
  const number = parsed(input);
  return number?.isValid() && number.country === 'GH' ? `0${number.nationalNumber}` : null;
}
