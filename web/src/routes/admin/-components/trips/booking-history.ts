/** What each event of a booking's history means, as the admin reads it. */
const EVENT_LABELS: Record<string, string> = {
  BookingCreated: 'Booked (dates held)',
  BookingPaymentInitialized: 'Payment started',
  BookingConfirmed: 'Paid and confirmed',
  BookingPaymentRefused: 'Payment refused',
  BookingRefusedPaymentReturned: 'Refused payment returned',
  BookingExpired: 'Hold expired unpaid',
  BookingCancelled: 'Cancelled',
  BookingRefunded: 'Refunded',
  BookingHandoverRecorded: 'Handover recorded',
  BookingReturnRecorded: 'Return recorded',
  BookingTripRecordConfirmed: 'Record confirmed',
  BookingTripRecordDisputed: 'Record disputed',
  BookingDamageCaseResolved: 'Damage case resolved',
  BookingNoShowFlagged: 'Flagged as a no-show',
  BookingCompleted: 'Trip completed',
  BookingReviewed: 'Renter reviewed the car and the host',
  BookingRenterReviewed: 'Host reviewed the renter',
  BookingReviewsRevealed: 'Reviews shown to both',
  BookingReminderDue: 'Reminder e-mailed',
};

/** An event type in words: its label, or "BookingSomethingNew" as "Something new". */
export function historyLabelOf(type: string): string {
  const known = EVENT_LABELS[type];
  if (known) return known;
  const words = type
    .replace(/^Booking/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const ROLE_LABELS: Record<string, string> = {
  renter: 'renter',
  host: 'host',
  admin: 'admin',
  user: 'user',
  system: 'the product',
};

/**
 * Who did it: "Ama Mensah (renter)", or "the product" for what happened by itself. A signed-in
 * user's part in this booking is told by their name, as the case names its renter and host.
 */
export function actorLabelOf(
  actor: { name: string | null; role: string },
  parties: { renter: string; host: string },
): string {
  const role =
    actor.role === 'user' && actor.name === parties.renter
      ? 'renter'
      : actor.role === 'user' && actor.name === parties.host
        ? 'host'
        : (ROLE_LABELS[actor.role] ?? actor.role);
  return actor.name ? `${actor.name} (${role})` : role;
}
