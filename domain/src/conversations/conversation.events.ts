import type { DomainEvents } from '../shared/decider';
import type { PhotoVariants } from '../shared/photo-widths';
import type { ConversationKind } from './conversation.rules';

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

/** Each conversation event's data, by its type. */
interface ConversationEventData {
  /**
   * A conversation began with its first message (stream `conversation-{conversationId}`): a
   * booking's (its id is the booking's) or a renter's questions about a car before booking
   * (its id is named after the renter and the car). `openUntil` is null for questions.
   */
  ConversationStarted: { conversationId: string } & ConversationParties & { startedAt: string };
  /** A participant sent a message: text (never HTML) and an optional photo they uploaded (an object path). */
  ConversationMessageSent: {
    conversationId: string;
    messageId: string;
    senderId: string;
    text: string;
    photo: string | null;
    sentAt: string;
  };
  /** A participant read the conversation up to its last message then. */
  ConversationRead: { conversationId: string; readerId: string; upToMessageId: string; readAt: string };
  /** A participant reported the other's message to the admins. */
  ConversationMessageReported: {
    conversationId: string;
    messageId: string;
    reporterId: string;
    reason: string;
    reportedAt: string;
  };
  /** An admin looked at a reported message and closed the report, saying what was done. */
  ConversationReportResolved: {
    conversationId: string;
    messageId: string;
    adminId: string;
    note: string;
    resolvedAt: string;
  };
  /** The host closed a renter's questions about a car: the renter can send nothing more. */
  ConversationStopped: { conversationId: string; stoppedBy: string; stoppedAt: string };
  /**
   * An admin opened the conversation, which only a report or a damage case allows: the audit
   * trail of who read whose messages, and why.
   */
  ConversationOpenedByAdmin: {
    conversationId: string;
    adminId: string;
    cause: 'report' | 'damage-case';
    openedAt: string;
  };
  /**
   * The worker made a message photo's resized WebP copies (upright, GPS and other metadata
   * stripped): screens show them, never the phone's original.
   */
  ConversationPhotoVariantsMade: { conversationId: string; messageId: string; photo: string } & PhotoVariants;
}

export type ConversationEvent = DomainEvents<ConversationEventData>;

/** Conversation event types start with 'Conversation', which no other family's types start with. */
export const CONVERSATION_EVENT_TYPE_PREFIX = 'Conversation';

export const conversationStream = (conversationId: string) => `conversation-${conversationId}`;
