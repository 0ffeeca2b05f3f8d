import type {
  ConversationSummaryView,
  ConversationView,
  MessageView,
} from '@akwaaba/domain/conversations/conversation.views';
import { fixture } from '#app/test/fixture.ts';

/** A message as the viewer sees it; override what a test cares about. */
export const aMessage = fixture<MessageView>({
  id: 'm1',
  senderId: 'host-1',
  mine: false,
  text: 'Hello! The car is ready.',
  photoUrl: null,
  photoThumbnailUrl: null,
  photoPending: false,
  sentAt: '2026-11-20T10:00:00.000Z',
  readByOther: false,
  reportedByMe: false,
});

/** A booking's conversation as its renter (Ama) sees it, with Kofi the host. */
export const aConversation = fixture<ConversationView>({
  id: 'b1',
  kind: 'booking',
  bookingId: 'b1',
  car: { id: 'car-1', title: '2020 Toyota Corolla' },
  side: 'renter',
  renter: { id: 'u1', name: 'Ama Mensah' },
  host: { id: 'host-1', name: 'Kofi Boateng' },
  closedReason: null,
  openUntil: '2026-12-31T00:00:00.000Z',
  messages: [],
});

/** One line of the inbox. */
export const aConversationSummary = fixture<ConversationSummaryView>({
  id: 'b1',
  kind: 'booking',
  bookingId: 'b1',
  car: { id: 'car-1', title: '2020 Toyota Corolla' },
  other: { id: 'host-1', name: 'Kofi Boateng' },
  lastMessage: {
    text: 'Hello! The car is ready.',
    mine: false,
    hasPhoto: false,
    sentAt: '2026-11-20T10:00:00.000Z',
  },
  unreadCount: 0,
});
