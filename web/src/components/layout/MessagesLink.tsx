import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { inboxQueryOptions } from '#app/api/conversations.ts';

/**
 * How many messages wait unread across the signed-in user's conversations. The inbox it counts
 * is kept fresh by the live stream (a message event reads it again), like the bell's list.
 */
export function useUnreadMessages(): number {
  // Not suspense: side data of the header, which never waits for it (no count until it comes).
  const inbox = useQuery(inboxQueryOptions());
  return Array.isArray(inbox.data)
    ? inbox.data.reduce((sum, conversation) => sum + conversation.unreadCount, 0)
    : 0;
}

/**
 * A link's words with the unread count beside them: screen readers hear one phrase, "Messages,
 * 2 unread", from text of its own (the words and count they see are hidden from them), so the
 * name never depends on how a browser joins the pieces.
 */
export function WithUnreadCount({ label, unread }: { label: string; unread: number }) {
  if (unread === 0) return label;
  return (
    <>
      <span aria-hidden="true">{label}</span>
      <span className="sr-only">{`${label}, ${unread} unread`}</span>
      <span
        aria-hidden="true"
        className="grid h-5 min-w-5 place-items-center rounded-full bg-red-700 px-1 text-xs font-bold text-white"
      >
        {unread > 99 ? '99+' : unread}
      </span>
    </>
  );
}

/** The header's Messages item on wider screens (the drawer has its own on phones). */
export function MessagesLink() {
  const unread = useUnreadMessages();
  return (
    <Link
      to="/messages"
      className="flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100 hover:text-ink aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 max-md:hidden"
    >
      <WithUnreadCount label="Messages" unread={unread} />
    </Link>
  );
}
