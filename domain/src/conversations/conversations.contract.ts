import * as v from 'valibot';
import { byId, defineContract, idParam } from '../shared/contract';
import { reportMessageSchema, resolveMessageReportSchema, sendMessageSchema } from './conversation.schemas';
import {
  conversationSummaryView,
  conversationView,
  messageView,
  reportedMessageView,
} from './conversation.views';

const byMessage = v.object({ id: idParam, messageId: idParam });

/**
 * Renters and hosts talk in the product: one conversation per booking, open until 30 days
 * after the trip, and a renter's questions about a car before booking it. Messages are text
 * with an optional photo.
 */
export const conversationsContract = defineContract('conversations', {
  inbox: {
    summary: 'The signed-in user’s conversations, the latest first, with their unread counts',
    access: 'signed-in',
    method: 'GET',
    path: '/api/conversations',
    response: v.array(conversationSummaryView),
  },
  bookingMessages: {
    summary: 'A booking’s conversation (its renter or host), empty until the first message',
    access: 'signed-in',
    method: 'GET',
    path: '/api/bookings/:id/messages',
    params: byId,
    response: conversationView,
  },
  sendBookingMessage: {
    summary: 'Send a message in a booking’s conversation (its renter or host)',
    access: 'signed-in',
    method: 'POST',
    path: '/api/bookings/:id/messages',
    params: byId,
    body: sendMessageSchema,
    status: 201,
    response: messageView,
  },
  askHost: {
    summary: 'Ask a car’s host a question before booking: one conversation per renter and car',
    access: 'signed-in',
    method: 'POST',
    path: '/api/cars/:id/questions',
    params: byId,
    body: sendMessageSchema,
    status: 201,
    response: v.object({ conversationId: v.string(), message: messageView }),
  },
  detail: {
    summary: 'One conversation with its messages, oldest first (its participants)',
    access: 'signed-in',
    method: 'GET',
    path: '/api/conversations/:id',
    params: byId,
    response: conversationView,
  },
  send: {
    summary: 'Send a message in a conversation (its participants)',
    access: 'signed-in',
    method: 'POST',
    path: '/api/conversations/:id/messages',
    params: byId,
    body: sendMessageSchema,
    status: 201,
    response: messageView,
  },
  markRead: {
    summary: 'Mark a conversation read up to its last message; its message notifications too',
    access: 'signed-in',
    method: 'POST',
    path: '/api/conversations/:id/read',
    params: byId,
    status: 204,
    response: null,
  },
  report: {
    summary: 'Report the other participant’s message to the admins',
    access: 'signed-in',
    method: 'POST',
    path: '/api/conversations/:id/messages/:messageId/report',
    params: byMessage,
    body: reportMessageSchema,
    status: 201,
    response: messageView,
  },
  stop: {
    summary: 'Close a renter’s questions about your car: they can send nothing more (the host)',
    access: 'signed-in',
    method: 'POST',
    path: '/api/conversations/:id/stop',
    params: byId,
    response: conversationView,
  },
});

/** Admins read a conversation only when a report or a damage case names it; each reading is recorded. */
export const adminConversationsContract = defineContract('admin-conversations', {
  reported: {
    summary: 'Reported messages with their context: open reports first, oldest first',
    access: 'admin',
    method: 'GET',
    path: '/api/admin/messages/reported',
    response: v.array(reportedMessageView),
  },
  open: {
    summary: 'Read a conversation a report or a damage case names; the reading is recorded',
    access: 'admin',
    method: 'POST',
    path: '/api/admin/conversations/:id/open',
    params: byId,
    response: conversationView,
  },
  resolve: {
    summary: 'Resolve a message’s report, saying what was done',
    access: 'admin',
    method: 'POST',
    path: '/api/admin/conversations/:id/messages/:messageId/resolve',
    params: byMessage,
    body: resolveMessageReportSchema,
    response: reportedMessageView,
  },
});
