import { accountsContract } from '@akwaaba/domain/accounts/accounts.contract';
import { conversationsContract } from '@akwaaba/domain/conversations/conversations.contract';
import { hostDashboardContract } from '@akwaaba/domain/host-dashboard/host-dashboard.contract';
import type { NotificationListView } from '@akwaaba/domain/notifications/notifications.contract';
import { notificationsContract } from '@akwaaba/domain/notifications/notifications.contract';
import type { QueryClient } from '@tanstack/react-query';
import { allBookingKeys, bookingListKeys, bookingQueryOptions } from '#app/api/bookings.ts';
import { invalidateAll, keyOf } from '#app/api/calls.ts';

/** Errors in a row, each soon after its connection opened, before the page stops counting on the stream. */
export const ERRORS_BEFORE_POLLING = 3;
/** How often the page reads again while the stream does not work. */
export const POLL_EVERY_MS = 30_000;
/** A connection that lasted this long worked: its end (a proxy's idle timeout, a deploy) is no failure. */
const WORKED_FOR_MS = 60_000;
/** Waits before opening a stream the browser gave up on (a refusal, a wrong answer), doubling to the last. */
const REOPEN_AFTER_MS = [5_000, 30_000, 120_000, 300_000];

/** What the stream needs of the browser's EventSource (tests give a fake). */
export interface LiveSource {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export interface LiveOptions {
  open?: (url: string) => LiveSource;
  now?: () => number;
  /** The page's window, for focus and visibility; none in a test without a DOM. */
  page?: Pick<Window, 'addEventListener' | 'removeEventListener'> & { document: Pick<Document, 'hidden'> };
}

const browserSource = (url: string): LiveSource => new EventSource(url, { withCredentials: true });

/** EventSource.CLOSED: the browser will not reconnect by itself. */
const CLOSED = 2;

function dataOf(event: MessageEvent<string>): Record<string, unknown> {
  try {
    const data: unknown = JSON.parse(event.data);
    return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Every read the stream keeps fresh: what the fallback reads again. */
const liveKeys = () => [
  conversationsContract.inbox.key(),
  conversationsContract.detail.key(),
  notificationsContract.list.key(),
  hostDashboardContract.dashboard.key(),
  ...allBookingKeys(),
];

/** What each event of GET /api/live makes stale in the page's cache. */
export function applyLiveEvent(queryClient: QueryClient, type: string, data: Record<string, unknown>) {
  const id = typeof data.conversationId === 'string' ? data.conversationId : null;
  switch (type) {
    case 'message':
      return invalidateAll(queryClient, [
        conversationsContract.inbox.key(),
        id ? keyOf(conversationsContract.detail, { params: { id } }) : conversationsContract.detail.key(),
      ]);
    case 'notifications': {
      const queryKey = notificationsContract.list.key();
      if (typeof data.unreadCount === 'number') {
        const unreadCount = data.unreadCount;
        queryClient.setQueryData<NotificationListView>(queryKey, (list) => list && { ...list, unreadCount });
      }
      return queryClient.invalidateQueries({ queryKey });
    }
    // An admin's verdict on the user's licence and ID: what the screens offer follows it.
    case 'account':
      return queryClient.invalidateQueries({ queryKey: accountsContract.currentUser.key() });
    case 'booking': {
      const bookingId = typeof data.bookingId === 'string' ? data.bookingId : null;
      return invalidateAll(
        queryClient,
        // The host's dashboard shows their bookings too.
        [
          hostDashboardContract.dashboard.key(),
          ...(bookingId ? [...bookingListKeys(), bookingQueryOptions(bookingId).queryKey] : allBookingKeys()),
        ],
      );
    }
  }
}

/**
 * The signed-in user's live updates: one `EventSource` on GET /api/live, whose events mark the
 * reads they change stale (the screens showing them read again). The browser reconnects by
 * itself and resumes after the last event it had (Last-Event-ID). If the stream keeps failing
 * soon after it opens (a proxy that holds the answer back, say), the page quietly reads
 * again every 30 s and when it comes back into focus instead, until an event (the server's
 * `ready` first) comes through.
 * Answers the way to close it all (on signing out).
 */
export function connectLiveUpdates(queryClient: QueryClient, options: LiveOptions = {}): () => void {
  const open = options.open ?? (typeof EventSource === 'undefined' ? null : browserSource);
  const now = options.now ?? Date.now;
  const page = options.page ?? (typeof window === 'undefined' ? undefined : window);
  let source: LiveSource | null = null;
  let openedAt = 0;
  let failures = 0;
  let reopened = 0;
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  let closed = false;

  const readAgain = () => void invalidateAll(queryClient, liveKeys());
  const readAgainIfShown = () => {
    if (!page?.document.hidden) readAgain();
  };

  function startPolling() {
    if (pollTimer !== undefined) return;
    pollTimer = setInterval(readAgainIfShown, POLL_EVERY_MS);
    page?.addEventListener('focus', readAgain);
    page?.addEventListener('visibilitychange', readAgainIfShown);
  }

  function stopPolling() {
    if (pollTimer === undefined) return;
    clearInterval(pollTimer);
    pollTimer = undefined;
    page?.removeEventListener('focus', readAgain);
    page?.removeEventListener('visibilitychange', readAgainIfShown);
  }

  /** An event came through: the stream works (whatever failed before), and the page can count on it. */
  function working() {
    failures = 0;
    reopened = 0;
    stopPolling();
  }

  function received(type: string) {
    return (event: MessageEvent<string>) => {
      working();
      void applyLiveEvent(queryClient, type, dataOf(event));
    };
  }

  function connect(resuming: boolean) {
    if (!open) return;
    const current = open(notificationsContract.live.path);
    source = current;
    current.addEventListener('open', () => {
      openedAt = now();
      // A stream opened anew (not the browser's own resumption) starts after what was missed.
      if (resuming) readAgain();
      resuming = false;
    });
    // The server's first event: a proxy that holds the stream back holds this back too.
    current.addEventListener('ready', working);
    for (const type of ['message', 'notifications', 'booking', 'account'])
      current.addEventListener(type, received(type));
    current.addEventListener('error', () => {
      if (closed || source !== current) return;
      const lasted = openedAt > 0 && now() - openedAt >= WORKED_FOR_MS;
      openedAt = 0;
      failures = lasted ? 1 : failures + 1;
      if (failures >= ERRORS_BEFORE_POLLING || current.readyState === CLOSED) startPolling();
      if (current.readyState === CLOSED) {
        const wait = REOPEN_AFTER_MS[Math.min(reopened, REOPEN_AFTER_MS.length - 1)]!;
        reopened += 1;
        reopenTimer = setTimeout(() => connect(true), wait);
      }
    });
  }

  // Without EventSource (an old browser, a test's DOM) the page reads again now and then instead.
  if (open) connect(false);
  else startPolling();
  return () => {
    closed = true;
    clearTimeout(reopenTimer);
    stopPolling();
    source?.close();
    source = null;
  };
}
