import type { ConversationSummaryView } from '@akwaaba/domain/conversations/conversation.views';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { inboxQueryOptions } from '#app/api/conversations.ts';
import { PageHeading } from '#app/components/PageHeading.tsx';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { SkeletonList } from '#app/components/ui/Skeleton.tsx';
import { inboxTime } from '#app/conversations/message-time.ts';

const HEADING = <PageHeading title="Messages" intro="Your conversations with hosts and renters." />;

/**
 * /messages: the viewer's conversations, the latest first, each with the other person, the car,
 * the last message and how many are unread. The route shows the skeleton until they come.
 */
export function InboxPage() {
  const { data: conversations } = useSuspenseQuery(inboxQueryOptions());
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6">
      {HEADING}
      {conversations.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-xl bg-white p-10 text-center">
          <p className="text-lg font-semibold">No messages yet.</p>
          <p className="max-w-md text-stone-600">
            Ask a host about a car from its page, or message the other side of a booking from My Bookings or
            My Cars.
          </p>
          <Link to="/cars" className={buttonClasses('primary')}>
            Browse Cars
          </Link>
        </div>
      ) : (
        <ul aria-label="Conversations" className="grid gap-2">
          {conversations.map((conversation) => (
            <li key={conversation.id}>
              <ConversationRow conversation={conversation} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ConversationRow({ conversation }: { conversation: ConversationSummaryView }) {
  const { other, car, lastMessage, unreadCount } = conversation;
  const unread = unreadCount > 0;
  const preview = `${lastMessage.mine ? 'You: ' : ''}${lastMessage.hasPhoto ? '(Photo) ' : ''}${lastMessage.text}`;
  return (
    <Link
      to="/messages/$id"
      params={{ id: conversation.id }}
      className={`grid gap-1 rounded-xl border bg-white p-4 hover:bg-stone-50 ${unread ? 'border-brand-700' : 'border-stone-200'}`}
    >
      <span className="flex items-baseline justify-between gap-3">
        <span className={`truncate ${unread ? 'font-bold' : 'font-semibold'}`}>{other.name}</span>
        <time dateTime={lastMessage.sentAt} className="shrink-0 text-xs text-stone-600">
          {inboxTime(lastMessage.sentAt)}
        </time>
      </span>
      <span className="truncate text-sm text-stone-600">
        {conversation.kind === 'question' ? 'Question about the ' : ''}
        {car.title}
      </span>
      <span className="flex items-center justify-between gap-3">
        {/* One line: a long message is cut short; the conversation shows it whole. */}
        <span className={`truncate text-sm ${unread ? 'font-medium text-ink' : 'text-stone-600'}`}>
          {preview}
        </span>
        {unread && (
          <span className="shrink-0 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
            {unreadCount} unread
          </span>
        )}
      </span>
    </Link>
  );
}

/** The inbox's shape while it loads. */
export function InboxSkeleton() {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6">
      {HEADING}
      <SkeletonList count={3} className="h-24 rounded-xl" />
    </div>
  );
}
