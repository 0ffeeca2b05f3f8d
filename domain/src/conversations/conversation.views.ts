import * as v from 'valibot';
import { CONVERSATION_KINDS } from './conversation.rules';

/** A message as a participant (or an admin with a cause) sees it. The text is shown as text, never HTML. */
export const messageView = v.object({
  id: v.string(),
  senderId: v.string(),
  /** Whether the one asking sent it. */
  mine: v.boolean(),
  text: v.string(),
  /** A short-lived signed link to the photo's large copy, or null. */
  photoUrl: v.nullable(v.string()),
  /** The same, to its small copy (for the thumbnail). */
  photoThumbnailUrl: v.nullable(v.string()),
  /** A photo was sent and its copies (upright, metadata stripped) are still being made. */
  photoPending: v.boolean(),
  sentAt: v.string(),
  /** Whether the other participant has read it (always false for their own messages). */
  readByOther: v.boolean(),
  /** Whether the one asking has reported it. */
  reportedByMe: v.boolean(),
});
export type MessageView = v.InferOutput<typeof messageView>;

const person = v.object({ id: v.string(), name: v.string() });

/** A conversation with its messages, oldest first, as one of its participants sees it. */
export const conversationView = v.object({
  id: v.string(),
  kind: v.picklist(CONVERSATION_KINDS),
  bookingId: v.nullable(v.string()),
  car: v.object({ id: v.string(), title: v.string() }),
  /** The one asking's side; null for an admin reading it. */
  side: v.nullable(v.picklist(['renter', 'host'])),
  renter: person,
  host: person,
  /** Why nothing more can be sent, or null while it is open. */
  closedReason: v.nullable(v.string()),
  openUntil: v.nullable(v.string()),
  messages: v.array(messageView),
});
export type ConversationView = v.InferOutput<typeof conversationView>;

/** One line of the inbox: the other participant, the car, the last message and what is unread. */
export const conversationSummaryView = v.object({
  id: v.string(),
  kind: v.picklist(CONVERSATION_KINDS),
  bookingId: v.nullable(v.string()),
  car: v.object({ id: v.string(), title: v.string() }),
  other: person,
  lastMessage: v.object({ text: v.string(), mine: v.boolean(), hasPhoto: v.boolean(), sentAt: v.string() }),
  unreadCount: v.number(),
});
export type ConversationSummaryView = v.InferOutput<typeof conversationSummaryView>;

/** A reported message in the admins' queue, with the two messages before and after it. */
export const reportedMessageView = v.object({
  conversationId: v.string(),
  messageId: v.string(),
  car: v.object({ id: v.string(), title: v.string() }),
  sender: person,
  reporters: v.array(
    v.object({ id: v.string(), name: v.string(), reason: v.string(), reportedAt: v.string() }),
  ),
  text: v.string(),
  sentAt: v.string(),
  context: v.array(
    v.object({ senderName: v.string(), text: v.string(), sentAt: v.string(), reported: v.boolean() }),
  ),
  status: v.picklist(['open', 'resolved']),
  resolution: v.nullable(v.object({ note: v.string(), by: v.string(), at: v.string() })),
});
export type ReportedMessageView = v.InferOutput<typeof reportedMessageView>;
