import type {
  ReportMessageInput,
  SendMessageInput,
} from '@akwaaba/domain/conversations/conversation.schemas';
import type { ConversationView, MessageView } from '@akwaaba/domain/conversations/conversation.views';
import {
  adminConversationsContract,
  conversationsContract,
} from '@akwaaba/domain/conversations/conversations.contract';
import { notificationsContract } from '@akwaaba/domain/notifications/notifications.contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation, keyOf, operationQuery, useRefreshingMutation } from './calls.ts';

/** The signed-in user's conversations, the latest first, each with its unread count. */
export const inboxQueryOptions = () => operationQuery(conversationsContract.inbox);

/**
 * One conversation with its messages, oldest first. A booking's conversation has the booking's
 * id and answers empty until its first message.
 */
export const conversationQueryOptions = (id: string) =>
  operationQuery(conversationsContract.detail, { params: { id } });

const conversationKey = (id: string) => keyOf(conversationsContract.detail, { params: { id } });

/** What a change in one conversation makes stale: the inbox and the conversation itself. */
export const conversationKeys = (id: string) => [conversationsContract.inbox.key(), conversationKey(id)];

/** Shows a message the server answered in its conversation at once, before the read again. */
function showMessage(queryClient: QueryClient, conversationId: string, message: MessageView) {
  queryClient.setQueryData<ConversationView>(conversationKey(conversationId), (conversation) => {
    if (!conversation) return conversation;
    const others = conversation.messages.filter((known) => known.id !== message.id);
    return { ...conversation, messages: [...others, message] };
  });
}

/**
 * Sends a message in a conversation. A booking's goes to the booking (which starts its
 * conversation on the first message); a question, to the conversation.
 */
export function useSendMessage(conversation: Pick<ConversationView, 'id' | 'kind' | 'bookingId'>) {
  const queryClient = useQueryClient();
  const { id, kind, bookingId } = conversation;
  return useMutation({
    mutationFn: (body: SendMessageInput) =>
      kind === 'booking' && bookingId
        ? callOperation(conversationsContract.sendBookingMessage, { params: { id: bookingId }, body })
        : callOperation(conversationsContract.send, { params: { id }, body }),
    // The answer is the message as the conversation shows it; the inbox's last message changed.
    onSuccess: (message) => {
      showMessage(queryClient, id, message);
      return queryClient.invalidateQueries({ queryKey: conversationsContract.inbox.key() });
    },
  });
}

/** A renter's question about a car before booking it: answers the conversation it went to. */
export const useAskHost = () =>
  useRefreshingMutation(
    ({ carId, body }: { carId: string; body: SendMessageInput }) =>
      callOperation(conversationsContract.askHost, { params: { id: carId }, body }),
    ({ conversationId }) => conversationKeys(conversationId),
  );

/**
 * Marks a conversation read up to its last message: the inbox's unread counts change, and so
 * do the bell's (the server marks that conversation's message notifications read too).
 */
export const useMarkConversationRead = () =>
  useRefreshingMutation(
    (id: string) => callOperation(conversationsContract.markRead, { params: { id } }),
    // The conversation itself shows nothing new to its reader: only the other side sees "Read".
    () => [conversationsContract.inbox.key(), notificationsContract.list.key()],
  );

/** Reports the other participant's message to the admins; the answer is the message, now reported. */
export function useReportMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, body }: { messageId: string; body: ReportMessageInput }) =>
      callOperation(conversationsContract.report, { params: { id: conversationId, messageId }, body }),
    onSuccess: (message) => showMessage(queryClient, conversationId, message),
  });
}

/** The host closes a renter's questions about their car; the answer is the conversation, closed. */
export function useStopConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callOperation(conversationsContract.stop, { params: { id } }),
    onSuccess: (conversation) => {
      queryClient.setQueryData(conversationKey(conversation.id), conversation);
      return queryClient.invalidateQueries({ queryKey: conversationsContract.inbox.key() });
    },
  });
}

/** The admins' queue of reported messages: open reports first, oldest first, with their context. */
export const reportedMessagesQueryOptions = () => operationQuery(adminConversationsContract.reported);

/** An admin reads a conversation a report names; the server records the reading. */
export function useOpenConversationAsAdmin() {
  return useMutation({
    mutationFn: (conversationId: string) =>
      callOperation(adminConversationsContract.open, { params: { id: conversationId } }),
  });
}

/** An admin resolves a message's report with a note saying what was done. */
export const useResolveMessageReport = () =>
  useRefreshingMutation(
    ({ conversationId, messageId, note }: { conversationId: string; messageId: string; note: string }) =>
      callOperation(adminConversationsContract.resolve, {
        params: { id: conversationId, messageId },
        body: { note },
      }),
    () => [adminConversationsContract.reported.key()],
  );
