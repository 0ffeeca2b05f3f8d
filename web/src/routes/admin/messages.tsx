import { createFileRoute } from '@tanstack/react-router';
import { suspendedPage } from '#app/components/suspended-page.ts';
import {
  ReportedMessagesPage,
  ReportedMessagesSkeleton,
} from './-components/messages/ReportedMessagesPage.tsx';

/**
 * /admin/messages: reported messages, for administrators (the admin layout route checks). No
 * read started here, as on /admin/finance: the screen reads them itself, with the skeleton meanwhile.
 */
export const Route = createFileRoute('/admin/messages')({
  ...suspendedPage({ what: 'the reported messages', layout: 'page', title: 'Reported messages' }),
  pendingComponent: ReportedMessagesSkeleton,
  component: ReportedMessagesPage,
});
