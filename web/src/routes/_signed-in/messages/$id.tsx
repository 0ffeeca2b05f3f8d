import { createFileRoute } from '@tanstack/react-router';
import { ConversationPage, ConversationSkeleton } from './-components/ConversationPage.tsx';

/**
 * /messages/{id}: one conversation, for its renter or its host (the signed-in layout checks; the
 * server refuses anyone else). A booking's conversation has the booking's id. No loader: the
 * screen reads it, as /messages does.
 */
export const Route = createFileRoute('/_signed-in/messages/$id')({
  pendingMs: 0,
  pendingMinMs: 0,
  staticData: { loads: { what: 'this conversation', layout: 'page', title: 'Messages' } },
  pendingComponent: ConversationSkeleton,
  component: function ConversationRoute() {
    const { id } = Route.useParams();
    return <ConversationPage key={id} id={id} />;
  },
});
