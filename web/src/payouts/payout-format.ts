import { parseCedis } from '@akwaaba/domain/money/money';
import { format, parseISO } from 'date-fns';

const grouped = (whole: number) => String(whole).replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * An amount of earnings or a payout, "1402.50" → "₵1,402.50", and "1350.00" → "₵1,350". Unlike
 * prices (whole cedi), money a host is paid is shown to the pesewa: a booking's lines add up on
 * screen, and match the CSV and what arrives in the wallet.
 */
export function payoutCedis(amount: string): string {
  const pesewas = parseCedis(amount);
  if (pesewas === null) return '₵–';
  const whole = Math.trunc(pesewas / 100);
  const fraction = pesewas % 100;
  return fraction === 0 ? `₵${grouped(whole)}` : `₵${grouped(whole)}.${String(fraction).padStart(2, '0')}`;
}

/** True when a cedi string is "0.00" (or any way of writing nothing). */
export const isZero = (amount: string) => parseCedis(amount) === 0;

/** A calendar date, "2026-11-03" → "Nov 3, 2026". */
export const calendarDay = (date: string) => format(parseISO(date.slice(0, 10)), 'MMM d, yyyy');

/**
 * A moment in Ghana's time (GMT all year), whatever the browser's zone: "Nov 27, 2026, 10:40 GMT".
 */
export function ghanaMoment(iso: string): string {
  const utc = new Date(iso).toISOString();
  return `${calendarDay(utc.slice(0, 10))}, ${utc.slice(11, 16)} GMT`;
}

/** The day of a moment in Ghana: "Nov 27, 2026". */
export const ghanaDay = (iso: string) => calendarDay(new Date(iso).toISOString().slice(0, 10));

/** A failure's reason as the middle of a sentence: without its own closing full stop. */
export const reasonOf = (failureReason: string) => failureReason.trim().replace(/[.!]+$/, '');
