import * as v from 'valibot';
import type { Actor } from '../shared/actor';
import { type Decider, decideByType } from '../shared/decider';
import { conflict, forbidden, notFound, unauthenticated, validationError } from '../shared/errors';
import { requireValid } from '../shared/form-schemas';
import type { PhotoVariants } from '../shared/photo-widths';
import type { ConversationEvent, ConversationParties } from './conversation.events';
import { CONVERSATION_MESSAGES as M } from './conversation.messages';
import { fitsIn, MAX_MESSAGE_REPORT_REASON_LENGTH } from './conversation.rules';
import { sendMessageSchema } from './conversation.schemas';

export type { ConversationParties } from './conversation.events';

export interface ConversationState {
  parties: ConversationParties | null;
  /** Who sent each message, by its id. */
  senders: Map<string, string>;
  /** Each message photo by its message's id, and whether its copies are made. */
  photos: Map<string, { photo: string; copied: boolean }>;
  lastMessageId: string | null;
  /** The last message each participant has read, by their id. */
  readUpTo: Map<string, string>;
  /** Each message's reporters, and whether its report is still open. */
  reports: Map<string, { reporters: Set<string>; open: boolean }>;
  stopped: boolean;
}

/**
 * Commands on a conversation's stream. `parties` on SendMessage is what the route read of the
 * booking or car: used only when the message starts the conversation, after which the stream's
 * own ConversationStarted decides who may speak. `now` is the handler's clock.
 */
export type ConversationCommand =
  | {
      type: 'SendMessage';
      conversationId: string;
      parties: ConversationParties;
      actor: Actor;
      messageId: string;
      text: string;
      photo: string | null;
      now: string;
    }
  | { type: 'MarkConversationRead'; conversationId: string; actor: Actor; now: string }
  | {
      type: 'ReportMessage';
      conversationId: string;
      messageId: string;
      actor: Actor;
      reason: string;
      now: string;
    }
  | {
      type: 'ResolveMessageReport';
      conversationId: string;
      messageId: string;
      actor: Actor;
      note: string;
      now: string;
    }
  | { type: 'StopConversation'; conversationId: string; actor: Actor; now: string }
  | ({
      type: 'RecordMessagePhotoVariants';
      conversationId: string;
      messageId: string;
      actor: Actor;
    } & PhotoVariants)
  | {
      type: 'OpenConversationAsAdmin';
      conversationId: string;
      actor: Actor;
      /** Whether the booking the conversation belongs to has an open damage case (the route reads it). */
      damageCaseOpen: boolean;
      now: string;
    };

/** The decision for commands of type `Type`: the events they append to the conversation's stream. */
type Decision<Type extends ConversationCommand['type']> = (
  command: Extract<ConversationCommand, { type: Type }>,
  state: ConversationState,
) => ConversationEvent[];

/** The signed-in user acting; an admin acts as themselves in a conversation of their own. */
function userOf(actor: Actor): string {
  if (!actor.userId || (actor.role !== 'user' && actor.role !== 'admin')) throw unauthenticated();
  return actor.userId;
}

/** The admin acting; anyone else is refused. */
function adminOf(actor: Actor): string {
  if (actor.role !== 'admin' || !actor.userId) throw forbidden(M.onlyAdmins);
  return actor.userId;
}

const isParticipant = (parties: ConversationParties, userId: string) =>
  parties.renterId === userId || parties.hostId === userId;

const messageTextSchema = v.pick(sendMessageSchema, ['text']);

/** A message's text as kept: line breaks normalized, trimmed, checked by the form's and the API's own rule. */
export const messageText = (raw: string): string => requireValid(messageTextSchema, { text: raw }).text;

const sendMessage: Decision<'SendMessage'> = (command, state) => {
  const { conversationId, messageId, photo, now } = command;
  const senderId = userOf(command.actor);
  const parties = state.parties ?? command.parties;
  if (!isParticipant(parties, senderId)) throw forbidden(M.notAParticipant);
  if (state.stopped) throw conflict(M.conversationStopped);
  if (parties.openUntil !== null && now >= parties.openUntil) throw conflict(M.conversationClosed);
  if (parties.kind === 'question' && parties.hostId === parties.renterId)
    throw validationError(M.cannotAskOwnCar);
  const text = messageText(command.text);
  const started: ConversationEvent[] = state.parties
    ? []
    : [{ type: 'ConversationStarted', data: { conversationId, ...parties, startedAt: now } }];
  return [
    ...started,
    {
      type: 'ConversationMessageSent',
      data: { conversationId, messageId, senderId, text, photo, sentAt: now },
    },
  ];
};

const markRead: Decision<'MarkConversationRead'> = (command, state) => {
  const readerId = userOf(command.actor);
  if (!state.parties || state.lastMessageId === null) return [];
  if (!isParticipant(state.parties, readerId)) throw forbidden(M.notAParticipant);
  if (state.readUpTo.get(readerId) === state.lastMessageId) return [];
  // Reading one's own last message tells the other side nothing new.
  if (state.senders.get(state.lastMessageId) === readerId && !hasUnreadFromOther(state, readerId)) return [];
  return [
    {
      type: 'ConversationRead',
      data: {
        conversationId: command.conversationId,
        readerId,
        upToMessageId: state.lastMessageId,
        readAt: command.now,
      },
    },
  ];
};

/** Whether the other side sent anything after what `readerId` last read. */
function hasUnreadFromOther(state: ConversationState, readerId: string): boolean {
  const readUpTo = state.readUpTo.get(readerId);
  let after = readUpTo === undefined;
  for (const [id, sender] of state.senders) {
    if (after && sender !== readerId) return true;
    if (id === readUpTo) after = true;
  }
  return false;
}

/** A report's reason, or the admin's note on it: trimmed, at most 500 characters, not blank when `required` says why. */
function reportText(text: string, field: 'reason' | 'note', tooLong: string, required?: string): string {
  const trimmed = text.trim();
  if (required !== undefined && trimmed === '') throw validationError(required, { [field]: required });
  if (!fitsIn(trimmed, MAX_MESSAGE_REPORT_REASON_LENGTH))
    throw validationError(tooLong, { [field]: tooLong });
  return trimmed;
}

const reportMessage: Decision<'ReportMessage'> = (command, state) => {
  const { conversationId, messageId, now } = command;
  const reporterId = userOf(command.actor);
  if (!state.parties) throw notFound(M.conversationNotFound);
  if (!isParticipant(state.parties, reporterId)) throw forbidden(M.notAParticipant);
  const sender = state.senders.get(messageId);
  if (sender === undefined) throw notFound(M.messageNotFound);
  if (sender === reporterId) throw validationError(M.cannotReportOwnMessage);
  if (state.reports.get(messageId)?.reporters.has(reporterId)) throw conflict(M.alreadyReported);
  const reason = reportText(command.reason, 'reason', M.reportReasonTooLong);
  return [
    {
      type: 'ConversationMessageReported',
      data: { conversationId, messageId, reporterId, reason, reportedAt: now },
    },
  ];
};

const resolveReport: Decision<'ResolveMessageReport'> = (command, state) => {
  const { conversationId, messageId, now } = command;
  const adminId = adminOf(command.actor);
  if (!state.reports.get(messageId)?.open) throw notFound(M.reportNotOpen);
  const note = reportText(command.note, 'note', M.noteTooLong, M.noteRequired);
  return [
    {
      type: 'ConversationReportResolved',
      data: { conversationId, messageId, adminId, note, resolvedAt: now },
    },
  ];
};

const stopConversation: Decision<'StopConversation'> = (command, state) => {
  const userId = userOf(command.actor);
  if (!state.parties) throw notFound(M.conversationNotFound);
  if (!isParticipant(state.parties, userId)) throw forbidden(M.notAParticipant);
  if (state.parties.hostId !== userId) throw forbidden(M.onlyHostCanStop);
  if (state.parties.kind !== 'question') throw conflict(M.onlyQuestionsCanBeStopped);
  if (state.stopped) throw conflict(M.alreadyStopped);
  return [
    {
      type: 'ConversationStopped',
      data: { conversationId: command.conversationId, stoppedBy: userId, stoppedAt: command.now },
    },
  ];
};

const openAsAdmin: Decision<'OpenConversationAsAdmin'> = (command, state) => {
  const { conversationId, damageCaseOpen, now } = command;
  const adminId = adminOf(command.actor);
  if (!state.parties) throw notFound(M.conversationNotFound);
  const reported = state.reports.size > 0;
  if (!reported && !damageCaseOpen) throw forbidden(M.adminNeedsCause);
  return [
    {
      type: 'ConversationOpenedByAdmin',
      data: {
        conversationId,
        adminId,
        cause: reported ? 'report' : 'damage-case',
        openedAt: now,
      },
    },
  ];
};

/** The photo worker's copies of a message photo, recorded once (a job that runs twice appends nothing). */
const recordPhotoVariants: Decision<'RecordMessagePhotoVariants'> = (command, state) => {
  const { conversationId, messageId, actor, thumbnail, large } = command;
  if (actor.role !== 'system') throw forbidden(M.onlyAdmins);
  const photo = state.photos.get(messageId);
  if (!photo || photo.copied) return [];
  return [
    {
      type: 'ConversationPhotoVariantsMade',
      data: { conversationId, messageId, photo: photo.photo, thumbnail, large },
    },
  ];
};

export const decideConversation = decideByType<ConversationCommand, ConversationState, ConversationEvent>({
  SendMessage: sendMessage,
  MarkConversationRead: markRead,
  ReportMessage: reportMessage,
  ResolveMessageReport: resolveReport,
  StopConversation: stopConversation,
  OpenConversationAsAdmin: openAsAdmin,
  RecordMessagePhotoVariants: recordPhotoVariants,
});

export function evolveConversation(state: ConversationState, event: ConversationEvent): ConversationState {
  switch (event.type) {
    case 'ConversationStarted': {
      const { conversationId: _, startedAt: __, ...parties } = event.data;
      return { ...state, parties };
    }
    case 'ConversationMessageSent': {
      const { messageId, senderId, photo } = event.data;
      const senders = new Map(state.senders).set(messageId, senderId);
      const photos = photo ? new Map(state.photos).set(messageId, { photo, copied: false }) : state.photos;
      return { ...state, senders, photos, lastMessageId: messageId };
    }
    case 'ConversationPhotoVariantsMade': {
      const { messageId, photo } = event.data;
      return { ...state, photos: new Map(state.photos).set(messageId, { photo, copied: true }) };
    }
    case 'ConversationRead':
      return {
        ...state,
        readUpTo: new Map(state.readUpTo).set(event.data.readerId, event.data.upToMessageId),
      };
    case 'ConversationMessageReported': {
      const before = state.reports.get(event.data.messageId);
      const reporters = new Set(before?.reporters).add(event.data.reporterId);
      return {
        ...state,
        reports: new Map(state.reports).set(event.data.messageId, { reporters, open: true }),
      };
    }
    case 'ConversationReportResolved': {
      const before = state.reports.get(event.data.messageId);
      if (!before) return state;
      return {
        ...state,
        reports: new Map(state.reports).set(event.data.messageId, { ...before, open: false }),
      };
    }
    case 'ConversationStopped':
      return { ...state, stopped: true };
    case 'ConversationOpenedByAdmin':
      return state;
  }
}

export const conversationDecider: Decider<ConversationState, ConversationCommand, ConversationEvent> = {
  initialState: {
    parties: null,
    senders: new Map(),
    photos: new Map(),
    lastMessageId: null,
    readUpTo: new Map(),
    reports: new Map(),
    stopped: false,
  },
  decide: decideConversation,
  evolve: evolveConversation,
};
