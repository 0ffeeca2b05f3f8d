import type { ConversationView } from '@akwaaba/domain/conversations/conversation.views';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { conversationQueryOptions, useSendMessage } from '#app/api/conversations.ts';
import { HttpError } from '#app/api/http.ts';
import { Skeleton, SkeletonBlock } from '#app/components/ui/Skeleton.tsx';
import { usePageTitle } from '#app/components/use-page-title.ts';
import { MessageComposer } from '#app/conversations/MessageComposer.tsx';
import { CloseConversationButton } from './CloseConversationButton.tsx';
import { MessageList } from './MessageList.tsx';
import { useMarkReadWhileOpen } from './use-mark-read.ts';

/** The other participant, as the viewer sees the conversation. */
export const otherPartyOf = (conversation: ConversationView) =>
  conversation.side === 'host' ? conversation.renter : conversation.host;

/**
 * /messages/{id}: one conversation, its messages oldest first and the composer under them; a
 * closed one says why instead. A booking's conversation (its id is the booking's) shows empty
 * until its first message. Opening it marks it read, and so do new messages while it is open.
 */
export function ConversationPage({ id }: { id: string }) {
  const { data: conversation, refetch } = useSuspenseQuery(conversationQueryOptions(id));
  const send = useSendMessage(conversation);
  const other = otherPartyOf(conversation);
  useMarkReadWhileOpen(conversation);
  usePageTitle(`Messages with ${other.name}`);
  const hosting = conversation.side === 'host';
  const { car, bookingId, closedReason } = conversation;

  async function sendMessage(message: { text: string; photo: string | null }) {
    try {
      await send.mutateAsync(message);
    } catch (failure) {
      // Closed meanwhile (the trip's 30 days ran out, the host closed it): the page says why.
      if (failure instanceof HttpError && failure.status === 409) void refetch();
      throw failure;
    }
  }

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-5 px-4 py-6 sm:px-6">
      <header className="grid gap-2">
        <Link to="/messages" className="text-sm font-semibold text-brand-700 hover:underline">
          ← Messages
        </Link>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <h1 className="text-2xl font-bold sm:text-3xl">{other.name}</h1>
            <p className="text-stone-600">
              {conversation.kind === 'question' ? 'Questions about the ' : 'Booking of the '}
              <Link
                to="/cars/$id"
                params={{ id: car.id }}
                className="font-medium text-brand-700 underline hover:text-brand-800"
              >
                {car.title}
              </Link>
              {bookingId && (
                <>
                  {' · '}
                  <Link
                    to="/trips/$id"
                    params={{ id: bookingId }}
                    className="font-medium text-brand-700 underline hover:text-brand-800"
                  >
                    View trip
                  </Link>
                </>
              )}
            </p>
          </div>
          {hosting && conversation.kind === 'question' && !closedReason && (
            <CloseConversationButton conversation={conversation} />
          )}
        </div>
      </header>

      {conversation.messages.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-stone-700">
          No messages yet. Write to {other.name} below.
        </p>
      ) : (
        <MessageList
          conversationId={conversation.id}
          messages={conversation.messages}
          otherName={other.name}
        />
      )}

      {closedReason ? (
        <p role="status" className="rounded-xl bg-stone-100 p-4 text-stone-800">
          {closedReason}
        </p>
      ) : (
        <section aria-label={`Write to ${other.name}`} className="rounded-xl bg-white p-4 shadow-sm">
          <MessageComposer label="Message" placeholder={`Write to ${other.name}...`} send={sendMessage} />
        </section>
      )}
    </div>
  );
}

/** The conversation's shape while it loads: its header, a few messages and the composer. */
export function ConversationSkeleton() {
  usePageTitle('Messages');
  return (
    <Skeleton className="mx-auto grid w-full max-w-2xl gap-5 px-4 py-6 sm:px-6">
      <SkeletonBlock className="h-4 w-24 rounded" />
      <SkeletonBlock className="h-8 w-1/2 rounded" />
      <SkeletonBlock className="h-12 w-2/3 rounded-2xl" />
      <SkeletonBlock className="h-12 w-1/2 justify-self-end rounded-2xl" />
      <SkeletonBlock className="h-12 w-3/5 rounded-2xl" />
      <SkeletonBlock className="h-40 rounded-xl" />
    </Skeleton>
  );
}
