import { describe, expect, it } from 'vitest';
import type { Actor } from '../shared/actor';
import { deciderSpec } from '../shared/decider.testing';
import {
  NOTIFICATION_MESSAGES as M,
  MAX_NOTIFICATIONS_READ_AT_ONCE,
  type NotificationCommand,
  notificationDecider,
} from './notification.decider';
import type { NotificationEvent } from './notification.events';
import { ALWAYS_EMAILED, NOTIFICATION_KINDS, type NotificationKind } from './notification-kinds';
import { SMS_BY_DEFAULT } from './notification-sms';

const user: Actor = { userId: 'user-1', role: 'user' };
const admin: Actor = { userId: 'admin-1', role: 'admin' };
const anonymous: Actor = { userId: null, role: 'anonymous' };
const now = '2026-11-26T09:00:00.000Z';

const { given } = deciderSpec(notificationDecider);

const markRead = (notificationIds: string[] | 'all', actor: Actor = user): NotificationCommand => ({
  type: 'MarkNotificationsRead',
  actor,
  notificationIds,
  now,
});
const choose = (emailsOff: string[], actor: Actor = user): NotificationCommand => ({
  type: 'ChooseNotificationEmails',
  actor,
  emailsOff,
  now,
});
const read = (notificationIds: string[] | 'all', userId = 'user-1'): NotificationEvent => ({
  type: 'NotificationsRead',
  data: { userId, notificationIds, readAt: now },
});
const chosen = (emailsOff: NotificationKind[], userId = 'user-1'): NotificationEvent => ({
  type: 'NotificationEmailsChosen',
  data: { userId, emailsOff, chosenAt: now },
});

describe('MarkNotificationsRead', () => {
  it('marks the notifications named read, or all of them', () => {
    given([])
      .when(markRead(['n-1', 'n-2']))
      .thenAppends([read(['n-1', 'n-2'])]);
    given([])
      .when(markRead('all'))
      .thenAppends([read('all')]);
    given([])
      .when(markRead(['n-1'], admin))
      .thenAppends([read(['n-1'], 'admin-1')]);
  });

  it('appends nothing for an empty list (the route passes only the unread ones)', () => {
    given([]).when(markRead([])).thenAppendsNothing();
  });

  it('marks at most 100 at once', () => {
    expect(MAX_NOTIFICATIONS_READ_AT_ONCE).toBe(100);
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `n-${i}`);
    given([])
      .when(markRead(ids(100)))
      .thenAppends([read(ids(100))]);
    given([])
      .when(markRead(ids(101)))
      .thenFails({ kind: 'validation', message: M.tooManyAtOnce });
  });

  it('refuses a signed-out caller', () => {
    given([]).when(markRead('all', anonymous)).thenFails({ kind: 'unauthenticated' });
  });
});

describe('ChooseNotificationEmails', () => {
  it('records the kinds turned off, in the kinds’ own order', () => {
    given([])
      .when(choose(['review-received', 'message', 'booking-created', 'message']))
      .thenAppends([chosen(['booking-created', 'message', 'review-received'])]);
  });

  it('appends nothing when the choice is the same, in whatever order', () => {
    given([chosen(['message', 'review-received'])])
      .when(choose(['review-received', 'message']))
      .thenAppendsNothing();
    given([]).when(choose([])).thenAppendsNothing();
  });

  it('turns e-mails back on', () => {
    given([chosen(['message'])])
      .when(choose([]))
      .thenAppends([chosen([])]);
  });

  it('refuses a kind off the list', () => {
    given([])
      .when(choose(['message', 'newsletter']))
      .thenFails({ kind: 'validation', message: M.unknownKind });
  });

  it('never turns off payment e-mails', () => {
    expect([...ALWAYS_EMAILED].sort()).toEqual([
      'booking-cancelled',
      'booking-confirmed',
      'payout-failed',
      'payout-sent',
      'trip-charged',
    ]);
    for (const kind of ALWAYS_EMAILED) {
      given([])
        .when(choose(['message', kind]))
        .thenFails({ kind: 'validation', message: 'Payment e-mails cannot be turned off' });
    }
  });

  it('turns off every other kind at once', () => {
    const optional = NOTIFICATION_KINDS.filter((kind) => !ALWAYS_EMAILED.includes(kind));
    given([])
      .when(choose([...optional].reverse()))
      .thenAppends([chosen(optional)]);
  });

  it('refuses a signed-out caller', () => {
    given([]).when(choose([], anonymous)).thenFails({ kind: 'unauthenticated' });
  });
});

describe('ChooseNotificationTexts', () => {
  const chooseTexts = (smsOn: string[], actor: Actor = user): NotificationCommand => ({
    type: 'ChooseNotificationTexts',
    actor,
    smsOn,
    now,
  });
  const textsChosen = (smsOn: NotificationKind[]): NotificationEvent => ({
    type: 'NotificationTextsChosen',
    data: { userId: 'user-1', smsOn, chosenAt: now },
  });

  it('records the kinds to text, in the kinds’ own order, and any kind may be texted or not', () => {
    given([])
      .when(chooseTexts(['message', 'booking-requested', 'message']))
      .thenAppends([textsChosen(['booking-requested', 'message'])]);
    given([])
      .when(chooseTexts([]))
      .thenAppends([textsChosen([])]);
  });

  it('appends nothing for the defaults before any choice, or for the same choice again', () => {
    given([])
      .when(chooseTexts([...SMS_BY_DEFAULT].reverse()))
      .thenAppendsNothing();
    given([textsChosen(['message'])])
      .when(chooseTexts(['message']))
      .thenAppendsNothing();
  });

  it('refuses a kind off the list, and a signed-out caller', () => {
    given([])
      .when(chooseTexts(['newsletter']))
      .thenFails({ kind: 'validation', message: M.unknownKind });
    given([])
      .when(chooseTexts(['message'], anonymous))
      .thenFails({ kind: 'unauthenticated' });
  });
});
