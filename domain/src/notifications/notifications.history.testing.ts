import { randomUUID } from 'node:crypto';
import type { Actor } from '../shared/actor';
import { type HistoryRunner, type HistoryStep, skip } from '../shared/history.testing';
import { type NotificationCommand, notificationDecider } from './notification.decider';
import { notificationsStream } from './notification.events';

/*
 * The notifications feature's history (see shared/history.testing.ts): what users do with
 * their bell and its e-mails. The bell's rows themselves come from the other features' events.
 */

/**
 * The `j`th user's choices, once the other features have given them something to hear of:
 * e-mails turned off (and some on again), all read, some by id.
 */
export function notificationHistory(run: HistoryRunner, j: number, user: Actor): HistoryStep[] {
  const on = (command: NotificationCommand) =>
    run.handle(notificationDecider, notificationsStream(user.userId!), command);
  const now = () => new Date().toISOString();
  return [
    ...Array.from({ length: 8 }, () => skip),
    () =>
      j % 4 === 0
        ? on({
            type: 'ChooseNotificationEmails',
            actor: user,
            emailsOff: ['review-received', 'message'],
            now: now(),
          })
        : skip(),
    () => {
      if (j % 3 === 0)
        return on({ type: 'MarkNotificationsRead', actor: user, notificationIds: 'all', now: now() });
      if (j % 3 === 1)
        return on({
          type: 'MarkNotificationsRead',
          actor: user,
          notificationIds: [randomUUID()],
          now: now(),
        });
      return skip();
    },
    () =>
      j % 8 === 0
        ? on({ type: 'ChooseNotificationEmails', actor: user, emailsOff: ['message'], now: now() })
        : skip(),
    // Some choose their texts: messages added to the defaults, or payouts left out.
    () =>
      j % 5 === 1
        ? on({
            type: 'ChooseNotificationTexts',
            actor: user,
            smsOn:
              j % 2 === 0 ? ['booking-requested', 'message'] : ['booking-requested', 'booking-confirmed'],
            now: now(),
          })
        : skip(),
    () =>
      j % 3 === 0
        ? on({ type: 'MarkNotificationsRead', actor: user, notificationIds: 'all', now: now() })
        : skip(),
  ];
}
