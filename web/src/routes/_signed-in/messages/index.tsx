import { createFileRoute } from '@tanstack/react-router';
import { InboxPage, InboxSkeleton } from './-components/InboxPage.tsx';

/**
 * /messages: the signed-in user's conversations (the signed-in layout checks). No loader, as on
 * /earnings: the screen reads the inbox itself, with the skeleton meanwhile, so this definition
 * costs the entry ('/' and '/cars' have a budget) as little as it can.
 */
export const Route = createFileRoute('/_signed-in/messages/')({
  pendingMs: 0,
  pendingMinMs: 0,
  staticData: { loads: { what: 'your messages', layout: 'page', title: 'Messages' } },
  pendingComponent: InboxSkeleton,
  component: InboxPage,
});
