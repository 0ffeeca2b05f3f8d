import { createFileRoute } from '@tanstack/react-router';
import { suspendedPage } from '#app/components/suspended-page.ts';
import { ConversationPage, ConversationSkeleton } from './-components/ConversationPage.tsx';

/**
 * /messages/{id}: one conversation, for its renter or its host (the signed-in layout checks; the
 * server refuses anyone else). A booking's conversation has the booking's id. No read started
 * here: the screen reads it, as /messages does.
 */
export const Route = createFileRoute('/_signed-in/messages/$id')({
  ...suspendedPage({ what: 'this conversation', layout: 'page', title: 'Messages' }),
  pendingComponent: ConversationSkeleton,
  component: function ConversationRoute() {
    const { id } = Route.useParams();
    return <ConversationPage key={id} id={id} />;
  },
});
