import type { DomainEvent } from '../shared/decider';
import type { ConversationKind } from './conversation.rules';

/**
 * A conversation began with its first message (stream `conversation-{conversationId}`): a
 * booking's (its id is the booking's) or a renter's questions about a car before booking
 * (its id is named after the renter and the car). `openUntil` is null for questions.
 */
export type ConversationStarted = DomainEvent<
  'ConversationStarted',
  { conversationId: string } & ConversationParties & { startedAt: string }
>;

/** Who talks in a conversation and about what, as the route found them when it starts. */
export interface ConversationParties {
  kind: ConversationKind;
  bookingId: string | null;
  carId: string;
  renterId: string;
  hostId: string;
  /** When a booking's conversation closes (bookingConversationOpenUntil); null for questions. */
  openUntil: string | null;
}

/** A participant sent a message: text (never HTML) and an optional photo they uploaded (an object path). */
export type ConversationMessageSent = DomainEvent<
  'ConversationMessageSent',
  {
    conversationId: string;
    messageId: string;
    senderId: string;
    text: string;
    photo: string | null;
    sentAt: string;
  }
>;

/** A participant read the conversation up to its last message then. */
export type ConversationRead = DomainEvent<
  'ConversationRead',
  { conversationId: string; readerId: string; upToMessageId: string; readAt: string }
>;

/** A participant reported the other's message to the admins. */
export type ConversationMessageReported = DomainEvent<
  'ConversationMessageReported',
  { conversationId: string; messageId: string; reporterId: string; reason: string; reportedAt: string }
>;

/** An admin looked at a reported message and closed the report, saying what was done. */
export type ConversationReportResolved = DomainEvent<
  'ConversationReportResolved',
  { conversationId: string; messageId: string; adminId: string; note: string; resolvedAt: string }
>;

/** The host closed a renter's questions about a car: the renter can send nothing more. */
export type ConversationStopped = DomainEvent<
  'ConversationStopped',
  { conversationId: string; stoppedBy: string; stoppedAt: string }
>;

/**
 * An admin opened the conversation, which only a report or a damage case allows: the audit
 * trail of who read whose messages, and why.
 */
export type ConversationOpenedByAdmin = DomainEvent<
  'ConversationOpenedByAdmin',
  { conversationId: string; adminId: string; cause: 'report' | 'damage-case'; openedAt: string }
>;

/**
 * The worker made a message photo's resized WebP copies (upright, GPS and other metadata
 * stripped): screens show them, never the phone's original.
 */
export type ConversationPhotoVariantsMade = DomainEvent<
  'ConversationPhotoVariantsMade',
  { conversationId: string; messageId: string; photo: string; thumbnail: string; large: string }
>;

export type ConversationEvent =
  | ConversationStarted
  | ConversationMessageSent
  | ConversationRead
  | ConversationMessageReported
  | ConversationReportResolved
  | ConversationStopped
  | ConversationOpenedByAdmin
  | ConversationPhotoVariantsMade;

/** Conversation event types start with 'Conversation', which no other family's types start with. */
export const CONVERSATION_EVENT_TYPE_PREFIX = 'Conversation';

export const conversationStream = (conversationId: string) => `conversation-${conversationId}`;
