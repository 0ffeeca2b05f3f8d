import type { NotificationView } from '@akwaaba/domain/notifications/notifications.contract';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { notificationsQueryOptions, useMarkNotificationsRead } from '#app/api/notifications.ts';
import { PageHeading } from '#app/components/PageHeading.tsx';
import { showServerError } from '#app/components/toast/show-server-error.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { PendingButton } from '#app/components/ui/PendingButton.tsx';
import { Skeleton, SkeletonBlock, SkeletonRows } from '#app/components/ui/Skeleton.tsx';
import { messageTime } from '#app/conversations/message-time.ts';

const settingsLink = (
  <Link to="/notifications/settings" className={buttonClasses('outline', 'sm')}>
    E-mail settings
  </Link>
);

/**
 * /notifications: what happened that concerns the viewer, newest first, the unread ones marked.
 * Each leads to the screen that shows it and is read once opened; Mark all as read reads them
 * all. The bell in the header counts the same list.
 */
export function NotificationsPage() {
  const { data: list } = useSuspenseQuery(notificationsQueryOptions());
  const markRead = useMarkNotificationsRead();
  const markAll = () =>
    markRead.mutate('all', { onError: (error) => showServerError(error, 'Could not mark them read') });

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <PageHeading
          title="Notifications"
          intro={list.unreadCount > 0 ? `${list.unreadCount} unread.` : 'You are all caught up.'}
        />
        <div className="flex flex-wrap gap-2">
          {settingsLink}
          <PendingButton
            pending={markRead.isPending && markRead.variables === 'all'}
            pendingLabel="Marking..."
            disabled={list.unreadCount === 0}
            onClick={markAll}
            className={buttonClasses('primary', 'sm')}
          >
            Mark all as read
          </PendingButton>
        </div>
      </header>
      {list.notifications.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-xl bg-white p-10 text-center">
          <p className="text-lg font-semibold">No notifications yet.</p>
          <p className="max-w-md text-stone-600">
            When someone books your car, sends you a message or reviews a trip, it shows here.
          </p>
        </div>
      ) : (
        <ul aria-label="Your notifications" className="grid gap-2">
          {list.notifications.map((notification) => (
            <li key={notification.id}>
              <NotificationRow
                notification={notification}
                onOpen={() => {
                  if (!notification.read) markRead.mutate([notification.id]);
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function NotificationRow({ notification, onOpen }: { notification: NotificationView; onOpen: () => void }) {
  const { read } = notification;
  return (
    <Link
      to={notification.link}
      onClick={onOpen}
      className={`flex items-start gap-3 rounded-xl border p-4 hover:bg-stone-50 ${read ? 'border-stone-200 bg-white' : 'border-brand-700 bg-brand-50'}`}
    >
      <span
        aria-hidden="true"
        className={`mt-1.5 size-2.5 shrink-0 rounded-full ${read ? 'bg-transparent' : 'bg-brand-700'}`}
      />
      <span className="grid gap-1">
        <span className={read ? 'text-stone-800' : 'font-semibold text-ink'}>
          {!read && <span className="sr-only">Unread:</span>} {notification.text}
        </span>{' '}
        <time dateTime={notification.createdAt} className="text-xs text-stone-600">
          {messageTime(notification.createdAt)}
        </time>
      </span>
    </Link>
  );
}

/** The list's shape while it loads. */
export function NotificationsSkeleton() {
  return (
    <Skeleton className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6">
      <SkeletonBlock className="h-9 w-56 rounded" />
      <SkeletonRows count={4} className="h-20 rounded-xl" />
    </Skeleton>
  );
}
