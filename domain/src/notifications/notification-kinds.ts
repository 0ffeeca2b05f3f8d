/*
 * What a user is told about, in the bell and by e-mail: one kind per thing that happened,
 * each with its text, its screen, and whether its e-mail can be turned off.
 */

export const NOTIFICATION_KINDS = [
  'booking-created',
  'booking-requested',
  'request-accepted',
  'request-declined',
  'booking-confirmed',
  'booking-cancelled',
  'message',
  'listing-approved',
  'listing-rejected',
  'handover-recorded',
  'return-recorded',
  'trip-charged',
  'review-received',
  'payout-sent',
  'payout-failed',
  'driver-approved',
  'driver-rejected',
  'payout-account-needed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kinds named in `kinds` that exist, in the kinds' own order: the same choice is always the same list. */
export const inKindOrder = (kinds: Iterable<string>): NotificationKind[] => {
  const named = new Set(kinds);
  return NOTIFICATION_KINDS.filter((kind) => named.has(kind));
};

/**
 * Payment e-mails always go out: a confirmed payment, a cancellation's refund, a payout sent
 * or failed. (Security e-mails, the codes and resets, are account e-mails, never turned off.)
 */
export const ALWAYS_EMAILED: readonly NotificationKind[] = [
  'booking-confirmed',
  'booking-cancelled',
  'trip-charged',
  'payout-sent',
  'payout-failed',
];

/** The names of the kinds on the settings page. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  'booking-created': 'New bookings waiting for payment',
  'booking-requested': 'Requests to book, to accept or decline',
  'request-accepted': 'Your requests accepted',
  'request-declined': 'Your requests declined',
  'booking-confirmed': 'Bookings paid and confirmed',
  'booking-cancelled': 'Cancellations and refunds',
  message: 'New messages',
  'listing-approved': 'Listings approved',
  'listing-rejected': 'Listings rejected',
  'handover-recorded': 'Handovers recorded',
  'return-recorded': 'Returns recorded',
  'trip-charged': 'Charges after a trip',
  'review-received': 'Reviews received',
  'payout-sent': 'Payouts sent',
  'payout-failed': 'Payouts that failed',
  'driver-approved': 'Licence and ID approved',
  'driver-rejected': 'Licence and ID not approved',
  'payout-account-needed': 'Payout account needed',
};

/** What a notification says, from what happened: the car, the other person, an amount. */
export interface NotificationFacts {
  kind: NotificationKind;
  carTitle: string | null;
  /** The other person's first name, when someone did it. */
  otherName: string | null;
  /** A cedi amount, formatted ("GH₵ 1,417.50"), for payouts and refunds. */
  amount: string | null;
  /** How many new messages one message notification stands for. */
  count?: number;
  /** The booking's pick-up and return days ("Dec 10 – Dec 17"), for the booking kinds. */
  stay?: string | null;
}

export function notificationText({
  kind,
  carTitle,
  otherName,
  amount,
  count = 1,
  stay = null,
}: NotificationFacts): string {
  // A listing no longer there has no title: "your car", "the car".
  const yourCar = carTitle ? `your ${carTitle}` : 'your car';
  // The days as both parties see them everywhere else, so the host's e-mail names them too.
  const yourBooking = stay ? `${yourCar} (${stay})` : yourCar;
  const theCar = carTitle ? `the ${carTitle}` : 'the car';
  const someone = otherName ?? 'Someone';
  switch (kind) {
    // An instant booking: nothing for the host to do until it is paid.
    case 'booking-created':
      return `${someone} is booking ${yourBooking}: waiting for payment`;
    case 'booking-requested':
      return `${someone} requested to book ${yourBooking}: accept or decline within 12 hours`;
    case 'request-accepted':
      return `${someone} accepted your request for ${stay ? `${theCar} (${stay})` : theCar}: pay to confirm it`;
    case 'request-declined':
      return `${someone} declined your request for ${stay ? `${theCar} (${stay})` : theCar}`;
    case 'booking-confirmed':
      return `${someone} paid: the booking of ${yourBooking} is confirmed`;
    case 'booking-cancelled':
      return `${someone} cancelled their booking of ${yourBooking}`;
    case 'message':
      return count > 1
        ? `${count} new messages from ${someone} about ${theCar}`
        : `New message from ${someone} about ${theCar}`;
    case 'listing-approved':
      return `Your ${carTitle ?? 'car'} is approved and listed`;
    case 'listing-rejected':
      return `Your ${carTitle ?? 'car'} was not approved: see why`;
    case 'handover-recorded':
      return `${someone} recorded the handover of ${theCar}: check it`;
    case 'return-recorded':
      return `${someone} recorded the return of ${theCar}: check it`;
    // The renter's money: what the trip's record charged, paid from the deposit first.
    case 'trip-charged':
      return `Trip charges ${amount ? `of ${amount} ` : ''}for ${theCar}, paid from your deposit first: see how they were computed`;
    case 'review-received':
      return `${someone} left you a review for ${theCar}`;
    case 'payout-sent':
      return `Payout sent: ${amount ?? 'your earnings'} for ${theCar}`;
    case 'payout-failed':
      return `Your payout for ${theCar} failed: check your payout account`;
    case 'driver-approved':
      return 'Your licence and ID are approved: you can pay for the cars you hold';
    case 'driver-rejected':
      return 'Your licence and ID were not approved: see why and send them again';
    case 'payout-account-needed':
      return `${theCar.charAt(0).toUpperCase()}${theCar.slice(1)} is booked: add a payout account to be paid`;
  }
}

/** Where a notification takes its reader: the screen that shows what happened. */
export function notificationLink(
  kind: NotificationKind,
  ids: { bookingId: string | null; conversationId: string | null },
): string {
  switch (kind) {
    case 'message':
      return ids.conversationId ? `/messages/${ids.conversationId}` : '/messages';
    case 'booking-created':
    case 'booking-requested':
    case 'booking-cancelled':
    case 'listing-approved':
    case 'listing-rejected':
      return '/my-cars';
    case 'payout-sent':
    case 'payout-failed':
    case 'payout-account-needed':
      return '/earnings';
    // Held bookings are paid for from My Bookings; documents are fixed on the Profile.
    case 'driver-approved':
    case 'request-accepted':
    case 'request-declined':
      return '/my-bookings';
    case 'driver-rejected':
      return '/profile';
    case 'booking-confirmed':
    case 'handover-recorded':
    case 'return-recorded':
    case 'trip-charged':
    case 'review-received':
      return ids.bookingId ? `/trips/${ids.bookingId}` : '/my-bookings';
  }
}
