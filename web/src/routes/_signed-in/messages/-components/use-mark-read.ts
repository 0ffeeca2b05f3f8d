import type { ConversationView } from '@akwaaba/domain/conversations/conversation.views';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { inboxQueryOptions, useMarkConversationRead } from '#app/api/conversations.ts';

/**
 * Marks the open conversation read while its page is open and visible: on opening, when the
 * inbox counts unread messages in it, and again whenever a new message from the other side
 * arrives (a hidden page waits until it is shown again).
 */
export function useMarkReadWhileOpen(conversation: ConversationView) {
  const queryClient = useQueryClient();
  const { mutate: markRead } = useMarkConversationRead();
  // The other side's last message already dealt with; undefined until the opening is decided.
  const handled = useRef<string | undefined>(undefined);
  const lastFromOther = conversation.messages.findLast((message) => !message.mine)?.id;
  const conversationId = conversation.id;

  useEffect(() => {
    if (!lastFromOther) return;
    let cancelled = false;
    async function markIfUnread() {
      if (cancelled || document.hidden || handled.current === lastFromOther) return;
      if (handled.current === undefined) {
        // Opening: the conversation view does not say what is unread; the inbox does.
        const inbox = await queryClient.fetchQuery(inboxQueryOptions()).catch(() => undefined);
        if (cancelled) return;
        handled.current = lastFromOther;
        if (inbox?.find((summary) => summary.id === conversationId)?.unreadCount === 0) return;
      }
      handled.current = lastFromOther;
      markRead(conversationId);
    }
    const onVisible = () => void markIfUnread();
    void markIfUnread();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [lastFromOther, conversationId, queryClient, markRead]);
}
