import { createFileRoute } from '@tanstack/react-router';
import { suspendedPage } from '#app/components/suspended-page.ts';
import { InboxPage, InboxSkeleton } from './-components/InboxPage.tsx';

/**
 * /messages: the signed-in user's conversations (the signed-in layout checks). No read started
 * here, as on /earnings: the screen reads the inbox itself, with the skeleton meanwhile, so this
 * definition costs the entry ('/' and '/cars' have a budget) as little as it can.
 */
export const Route = createFileRoute('/_signed-in/messages/')({
  ...suspendedPage({ what: 'your messages', layout: 'page', title: 'Messages' }),
  pendingComponent: InboxSkeleton,
  component: InboxPage,
});
