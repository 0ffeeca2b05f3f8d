import { formatCedisToThePesewa, type Pesewas } from '../money/money';
import { inKindOrder, type NotificationKind } from './notification-kinds';
import { smsSegments } from './sms-segments';

/*
 * Notifications by SMS (issue 32, docs/adr/0042): which kinds are texted unless the user says
 * otherwise, which may be texted at night, the daily cap, and each kind's text, written to fit
 * one SMS of the GSM 7-bit alphabet (160 characters) with a short link into the product.
 */

/** What cannot wait: texted unless the user turned it off (the rest only if they turned it on). */
export const SMS_BY_DEFAULT: readonly NotificationKind[] = [
  'booking-requested',
  'request-accepted',
  'booking-confirmed',
  'trip-charged',
  'payout-sent',
];

/** The kinds a user has texted: those they chose, or SMS_BY_DEFAULT before they chose (null). */
export const textedKinds = (chosen: readonly string[] | null): NotificationKind[] =>
  inKindOrder(chosen ?? SMS_BY_DEFAULT);

/**
 * Texted at any hour: a request the host must answer within 12 hours, an accepted request the
 * renter must pay for before its hold lapses. Every other kind waits out the quiet hours.
 */
export const SMS_ANY_HOUR: readonly NotificationKind[] = ['booking-requested', 'request-accepted'];

/** No texts but SMS_ANY_HOUR from 21:00 to 07:00 Ghana time (which is UTC all year). */
export const QUIET_HOURS = { from: 21, to: 7 } as const;

/** At most this many notification texts a user a day (Ghana's day); the rest stay in the bell and the e-mail. */
export const SMS_DAILY_CAP = 10;

/** When a text of `kind` may go out, from `now`: now, or at the end of the quiet hours. */
export function smsSendableAt(kind: NotificationKind, now: Date): Date {
  const hour = now.getUTCHours();
  const quiet = hour >= QUIET_HOURS.from || hour < QUIET_HOURS.to;
  if (!quiet || SMS_ANY_HOUR.includes(kind)) return now;
  const morning = new Date(now);
  morning.setUTCHours(QUIET_HOURS.to, 0, 0, 0);
  if (hour >= QUIET_HOURS.from) morning.setUTCDate(morning.getUTCDate() + 1);
  return morning;
}

/** What a notification's text tells: as the bell's, with the amount in pesewas. */
export interface SmsFacts {
  kind: NotificationKind;
  /** "2023 Toyota Corolla"; null when the listing is gone. */
  carTitle: string | null;
  otherName: string | null;
  amount: Pesewas | null;
  count?: number;
  /** The booking's days, "Dec 10 - Dec 17". */
  stay?: string | null;
}

/**
 * Letters people type in Ghana that the GSM alphabet lacks, as the nearest it has: Twi's ɛ and ɔ,
 * and the dashes and quotes phones put in. Anything else outside it becomes '?' (fitsOneSms).
 */
const NEAREST_GSM: Record<string, string> = {
  ɛ: 'e',
  Ɛ: 'E',
  ɔ: 'o',
  Ɔ: 'O',
  '–': '-',
  '—': '-',
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
};

/** `text` in the GSM 7-bit alphabet: accents the alphabet lacks dropped, the rest replaced. */
export function inGsmAlphabet(text: string): string {
  return [...text]
    .map((character) => {
      const near = NEAREST_GSM[character] ?? character;
      if (smsSegments(near).encoding === 'GSM-7') return near;
      const bare = near.normalize('NFD').replace(/\p{M}/gu, '');
      return smsSegments(bare).encoding === 'GSM-7' && bare !== '' ? bare : '?';
    })
    .join('');
}

const fitsOneSms = (text: string) => {
  const { encoding, segments } = smsSegments(text);
  return encoding === 'GSM-7' && segments === 1;
};

/** A name cut to `max` characters, for a text that must fit. */
const cut = (name: string, max: number) => (name.length <= max ? name : `${name.slice(0, max - 1)}.`);

/** The body of a kind's text, with the car and the person as given. */
function body(facts: SmsFacts, car: string | null, person: string, stay: string | null): string {
  const theCar = car ? `the ${car}` : 'the car';
  const yourCar = car ? `your ${car}` : 'your car';
  const booking = stay ? `${yourCar} (${stay})` : yourCar;
  const money = facts.amount === null ? null : formatCedisToThePesewa(facts.amount);
  switch (facts.kind) {
    case 'booking-created':
      return `${person} is booking ${booking}, waiting for payment.`;
    case 'booking-requested':
      return `${person} asks to book ${booking}. Accept or decline within 12 hours:`;
    case 'request-accepted':
      return `${person} accepted your request for ${stay ? `${theCar} (${stay})` : theCar}. Pay to confirm it:`;
    case 'request-declined':
      return `${person} declined your request for ${theCar}.`;
    case 'booking-confirmed':
      return `${person} paid: ${booking} is confirmed.`;
    case 'booking-cancelled':
      return `${person} cancelled the booking of ${booking}.`;
    case 'message':
      return (facts.count ?? 1) > 1
        ? `${facts.count} new messages from ${person} about ${theCar}:`
        : `New message from ${person} about ${theCar}:`;
    case 'listing-approved':
      return `${car ? `Your ${car}` : 'Your car'} is approved and listed.`;
    case 'listing-rejected':
      return `${car ? `Your ${car}` : 'Your car'} was not approved. See why:`;
    case 'handover-recorded':
      return `${person} recorded the handover of ${theCar}. Check it:`;
    case 'return-recorded':
      return `${person} recorded the return of ${theCar}. Check it:`;
    case 'trip-charged':
      return `Trip charges${money ? ` of ${money}` : ''} for ${theCar}, from your deposit first:`;
    case 'review-received':
      return `${person} left you a review for ${theCar}.`;
    case 'payout-sent':
      return `Payout sent: ${money ?? 'your earnings'} for ${theCar}.`;
    case 'payout-failed':
      return `Your payout for ${theCar} failed. Check your payout account:`;
    case 'driver-approved':
      return 'Your licence and ID are approved: you can pay for the cars you hold.';
    case 'driver-rejected':
      return 'Your licence and ID were not approved. See why:';
    case 'payout-account-needed':
      return `${theCar.charAt(0).toUpperCase()}${theCar.slice(1)} is booked. Add a payout account to be paid:`;
  }
}

/**
 * A notification's SMS: "Akwaaba Drive:", what happened, and `link` (a short address into the
 * product). Always one GSM-7 SMS: when the full text is longer, the days go first, then the car
 * is named by its model alone, then the names are cut, then the car is "the car".
 */
export function notificationSms(facts: SmsFacts, link: string): string {
  const car = facts.carTitle && inGsmAlphabet(facts.carTitle);
  const model = car?.split(' ').slice(2).join(' ') || car;
  const person = inGsmAlphabet(facts.otherName ?? 'Someone');
  const stay = facts.stay ? inGsmAlphabet(facts.stay) : null;
  const tries: [string | null, string, string | null][] = [
    [car, person, stay],
    [car, person, null],
    [model ? cut(model, 24) : null, cut(person, 20), null],
    [model ? cut(model, 12) : null, cut(person, 12), null],
    [null, cut(person, 12), null],
  ];
  for (const [carName, personName, days] of tries) {
    const text = `Akwaaba Drive: ${body(facts, carName, personName, days)} ${link}`;
    if (fitsOneSms(text)) return text;
  }
  return `Akwaaba Drive: you have a new notification. ${link}`;
}
