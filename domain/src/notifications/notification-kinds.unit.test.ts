import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationKind,
  notificationLink,
  notificationText,
} from './notification-kinds';

const facts = { carTitle: '2019 Toyota Corolla', otherName: 'Esi', amount: 'GH₵ 1,417.50' };
const unknown = { carTitle: null, otherName: null, amount: null };
const ids = { bookingId: 'b-1', conversationId: 'c-1' };
const noIds = { bookingId: null, conversationId: null };

/**
 * Every kind: what it says with the facts, and without them (a deleted listing has no title, a
 * closed account no name), and where it leads with and without ids.
 */
const EXPECTED: Record<NotificationKind, { text: string; bare: string; link: string; bareLink: string }> = {
  'booking-created': {
    text: 'Esi is booking your 2019 Toyota Corolla: waiting for payment',
    bare: 'Someone is booking your car: waiting for payment',
    link: '/my-cars',
    bareLink: '/my-cars',
  },
  'booking-requested': {
    text: 'Esi requested to book your 2019 Toyota Corolla: accept or decline within 12 hours',
    bare: 'Someone requested to book your car: accept or decline within 12 hours',
    link: '/my-cars',
    bareLink: '/my-cars',
  },
  'request-accepted': {
    text: 'Esi accepted your request for the 2019 Toyota Corolla: pay to confirm it',
    bare: 'Someone accepted your request for the car: pay to confirm it',
    link: '/my-bookings',
    bareLink: '/my-bookings',
  },
  'request-declined': {
    text: 'Esi declined your request for the 2019 Toyota Corolla',
    bare: 'Someone declined your request for the car',
    link: '/my-bookings',
    bareLink: '/my-bookings',
  },
  'booking-confirmed': {
    text: 'Esi paid: the booking of your 2019 Toyota Corolla is confirmed',
    bare: 'Someone paid: the booking of your car is confirmed',
    link: '/trips/b-1',
    bareLink: '/my-bookings',
  },
  'booking-cancelled': {
    text: 'Esi cancelled their booking of your 2019 Toyota Corolla',
    bare: 'Someone cancelled their booking of your car',
    link: '/my-cars',
    bareLink: '/my-cars',
  },
  message: {
    text: 'New message from Esi about the 2019 Toyota Corolla',
    bare: 'New message from Someone about the car',
    link: '/messages/c-1',
    bareLink: '/messages',
  },
  'listing-approved': {
    text: 'Your 2019 Toyota Corolla is approved and listed',
    bare: 'Your car is approved and listed',
    link: '/my-cars',
    bareLink: '/my-cars',
  },
  'listing-rejected': {
    text: 'Your 2019 Toyota Corolla was not approved: see why',
    bare: 'Your car was not approved: see why',
    link: '/my-cars',
    bareLink: '/my-cars',
  },
  'handover-recorded': {
    text: 'Esi recorded the handover of the 2019 Toyota Corolla: check it',
    bare: 'Someone recorded the handover of the car: check it',
    link: '/trips/b-1',
    bareLink: '/my-bookings',
  },
  'return-recorded': {
    text: 'Esi recorded the return of the 2019 Toyota Corolla: check it',
    bare: 'Someone recorded the return of the car: check it',
    link: '/trips/b-1',
    bareLink: '/my-bookings',
  },
  'trip-charged': {
    text: 'Trip charges of GH₵ 1,417.50 for the 2019 Toyota Corolla, paid from your deposit first: see how they were computed',
    bare: 'Trip charges for the car, paid from your deposit first: see how they were computed',
    link: '/trips/b-1',
    bareLink: '/my-bookings',
  },
  'review-received': {
    text: 'Esi left you a review for the 2019 Toyota Corolla',
    bare: 'Someone left you a review for the car',
    link: '/trips/b-1',
    bareLink: '/my-bookings',
  },
  'payout-sent': {
    text: 'Payout sent: GH₵ 1,417.50 for the 2019 Toyota Corolla',
    bare: 'Payout sent: your earnings for the car',
    link: '/earnings',
    bareLink: '/earnings',
  },
  'payout-failed': {
    text: 'Your payout for the 2019 Toyota Corolla failed: check your payout account',
    bare: 'Your payout for the car failed: check your payout account',
    link: '/earnings',
    bareLink: '/earnings',
  },
  'driver-approved': {
    text: 'Your licence and ID are approved: you can pay for the cars you hold',
    bare: 'Your licence and ID are approved: you can pay for the cars you hold',
    link: '/my-bookings',
    bareLink: '/my-bookings',
  },
  'driver-rejected': {
    text: 'Your licence and ID were not approved: see why and send them again',
    bare: 'Your licence and ID were not approved: see why and send them again',
    link: '/profile',
    bareLink: '/profile',
  },
  'payout-account-needed': {
    text: 'The 2019 Toyota Corolla is booked: add a payout account to be paid',
    bare: 'The car is booked: add a payout account to be paid',
    link: '/earnings',
    bareLink: '/earnings',
  },
};

describe('notificationText and notificationLink', () => {
  it.each(NOTIFICATION_KINDS)('say what a %s notification is and where it leads', (kind) => {
    const expected = EXPECTED[kind];
    expect(notificationText({ kind, ...facts })).toBe(expected.text);
    expect(notificationText({ kind, ...unknown })).toBe(expected.bare);
    expect(notificationLink(kind, ids)).toBe(expected.link);
    expect(notificationLink(kind, noIds)).toBe(expected.bareLink);
    expect(NOTIFICATION_KIND_LABELS[kind]).not.toBe('');
  });

  it('names the booking’s pick-up and return days for the booking kinds, and only them', () => {
    const stay = 'Dec 10 – Dec 17';
    expect(notificationText({ kind: 'booking-created', ...facts, stay })).toBe(
      'Esi is booking your 2019 Toyota Corolla (Dec 10 – Dec 17): waiting for payment',
    );
    expect(notificationText({ kind: 'booking-confirmed', ...facts, stay })).toBe(
      'Esi paid: the booking of your 2019 Toyota Corolla (Dec 10 – Dec 17) is confirmed',
    );
    expect(notificationText({ kind: 'booking-cancelled', ...unknown, stay })).toBe(
      'Someone cancelled their booking of your car (Dec 10 – Dec 17)',
    );
    expect(notificationText({ kind: 'review-received', ...facts, stay })).toBe(
      EXPECTED['review-received'].text,
    );
  });

  it('counts the new messages one notification stands for', () => {
    expect(notificationText({ kind: 'message', ...facts, count: 1 })).toBe(EXPECTED.message.text);
    expect(notificationText({ kind: 'message', ...facts, count: 3 })).toBe(
      '3 new messages from Esi about the 2019 Toyota Corolla',
    );
  });
});
