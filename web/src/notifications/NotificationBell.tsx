import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { notificationsQueryOptions } from '#app/api/notifications.ts';
import { LineIcon } from '#app/components/ui/Icon.tsx';

/** The bell's name for screen readers and speech input: "Notifications, 3 unread". */
export const bellLabel = (unread: number) =>
  unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';

/**
 * The header's bell: how many notifications are unread, leading to the list. Its count comes
 * from the notifications list, which the live stream keeps fresh.
 */
export function NotificationBell() {
  // Not suspense: side data of the header, which never waits for it (no count until it comes).
  const list = useQuery(notificationsQueryOptions());
  const unread = typeof list.data?.unreadCount === 'number' ? list.data.unreadCount : 0;
  return (
    <Link
      to="/notifications"
      aria-label={bellLabel(unread)}
      className="relative rounded-full p-2 text-stone-700 hover:bg-stone-100 hover:text-ink aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
    >
      {/* Its path stays here rather than in ui/Icon's list: that file ships with every page, the bell only to the signed in. */}
      <LineIcon className="size-6">
        <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" />
      </LineIcon>
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-red-700 px-1 text-xs font-bold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
