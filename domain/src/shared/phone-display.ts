/*
 * Showing and dialling a stored number (ADR 0034) without the phone library, so the car page
 * and the booking form stay small: the server answers numbers in E.164, and these
 * only lay them out. A number the read models kept as typed (not valid when recorded) is shown
 * as written and dialled by its digits.
 */

const GHANAIAN_E164 = /^\+233(\d{2})(\d{3})(\d{4})$/;

/** A number the Ghanaian way, '+233244123456' as '024 412 3456'; any other number as stored. */
export function phoneNumberShown(number: string): string {
  const parts = GHANAIAN_E164.exec(number);
  return parts ? `0${parts[1]} ${parts[2]} ${parts[3]}` : number;
}

/** The tap-to-call address: 'tel:+233244123456'. */
export function phoneNumberHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}
