import { format, isSameDay, parseISO } from 'date-fns';

/**
 * When a hold runs out, as a renter reads it: "14:30" today, "Sun 29 Nov, 14:30" on another day
 * (a hold waiting for an admin's review lasts up to a day).
 */
export function heldUntil(holdExpiresAt: string, now = new Date()): string {
  const end = parseISO(holdExpiresAt);
  return format(end, isSameDay(end, now) ? 'HH:mm' : 'EEE d MMM, HH:mm');
}
