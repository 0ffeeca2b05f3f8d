import { format, isSameDay, isSameYear } from 'date-fns';

/** When a message was sent, in the viewer's clock: "Mar 3, 14:05" ("Mar 3, 2025, 14:05" in another year). */
export function messageTime(iso: string, today = new Date()): string {
  const at = new Date(iso);
  return format(at, isSameYear(at, today) ? 'MMM d, HH:mm' : 'MMM d, yyyy, HH:mm');
}

/** The inbox's short time: "14:05" today, "Mar 3" before, "Mar 3, 2025" in another year. */
export function inboxTime(iso: string, today = new Date()): string {
  const at = new Date(iso);
  if (isSameDay(at, today)) return format(at, 'HH:mm');
  return format(at, isSameYear(at, today) ? 'MMM d' : 'MMM d, yyyy');
}
