import type { Actor } from '../shared/actor';
import { type Decider, decideByType } from '../shared/decider';
import { unauthenticated, validationError } from '../shared/errors';
import type { NotificationEvent } from './notification.events';
import { ALWAYS_EMAILED, inKindOrder, NOTIFICATION_KINDS, type NotificationKind } from './notification-kinds';
import { textedKinds } from './notification-sms';

export const NOTIFICATION_MESSAGES = {
  tooManyAtOnce: 'Mark at most 100 notifications read at once',
  unknownKind: 'Choose from the kinds of notification listed',
  paymentEmailsStay: 'Payment e-mails cannot be turned off',
} as const;
const M = NOTIFICATION_MESSAGES;

export const MAX_NOTIFICATIONS_READ_AT_ONCE = 100;

export interface NotificationSettingsState {
  emailsOff: NotificationKind[];
  /** The kinds texted; null before the user chose (SMS_BY_DEFAULT). */
  smsOn: NotificationKind[] | null;
}

/**
 * Commands on a user's notifications stream. The route passes only the ids that are still
 * unread (the read model knows them), so reading twice appends nothing.
 */
export type NotificationCommand =
  | { type: 'MarkNotificationsRead'; actor: Actor; notificationIds: string[] | 'all'; now: string }
  | { type: 'ChooseNotificationEmails'; actor: Actor; emailsOff: string[]; now: string }
  | { type: 'ChooseNotificationTexts'; actor: Actor; smsOn: string[]; now: string };

type Command<Type extends NotificationCommand['type']> = Extract<NotificationCommand, { type: Type }>;

function userOf(actor: Actor): string {
  if (!actor.userId || (actor.role !== 'user' && actor.role !== 'admin')) throw unauthenticated();
  return actor.userId;
}

function markRead(command: Command<'MarkNotificationsRead'>): NotificationEvent[] {
  const userId = userOf(command.actor);
  const ids = command.notificationIds;
  if (ids !== 'all' && ids.length > MAX_NOTIFICATIONS_READ_AT_ONCE) throw validationError(M.tooManyAtOnce);
  if (ids !== 'all' && ids.length === 0) return [];
  return [{ type: 'NotificationsRead', data: { userId, notificationIds: ids, readAt: command.now } }];
}

/** The kinds a choice names, in the kinds' own order; a kind off the list is refused. */
function chosenKinds(named: readonly string[]): NotificationKind[] {
  for (const kind of named)
    if (!NOTIFICATION_KINDS.includes(kind as NotificationKind)) throw validationError(M.unknownKind);
  return inKindOrder(named);
}

function chooseEmails(
  command: Command<'ChooseNotificationEmails'>,
  state: NotificationSettingsState,
): NotificationEvent[] {
  const userId = userOf(command.actor);
  const emailsOff = chosenKinds(command.emailsOff);
  if (emailsOff.some((kind) => ALWAYS_EMAILED.includes(kind))) throw validationError(M.paymentEmailsStay);
  if (emailsOff.join() === state.emailsOff.join()) return [];
  return [{ type: 'NotificationEmailsChosen', data: { userId, emailsOff, chosenAt: command.now } }];
}

/** The kinds the user chose to get by SMS. */
function chooseTexts(
  command: Command<'ChooseNotificationTexts'>,
  state: NotificationSettingsState,
): NotificationEvent[] {
  const userId = userOf(command.actor);
  const smsOn = chosenKinds(command.smsOn);
  if (smsOn.join() === textedKinds(state.smsOn).join()) return [];
  return [{ type: 'NotificationTextsChosen', data: { userId, smsOn, chosenAt: command.now } }];
}

export const notificationDecider: Decider<NotificationSettingsState, NotificationCommand, NotificationEvent> =
  {
    initialState: { emailsOff: [], smsOn: null },
    decide: decideByType<NotificationCommand, NotificationSettingsState, NotificationEvent>({
      MarkNotificationsRead: markRead,
      ChooseNotificationEmails: chooseEmails,
      ChooseNotificationTexts: chooseTexts,
    }),
    evolve: (state, event) => {
      if (event.type === 'NotificationEmailsChosen') return { ...state, emailsOff: event.data.emailsOff };
      if (event.type === 'NotificationTextsChosen') return { ...state, smsOn: event.data.smsOn };
      return state;
    },
  };
