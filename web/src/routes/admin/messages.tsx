import { createFileRoute } from '@tanstack/react-router';
import {
  ReportedMessagesPage,
  ReportedMessagesSkeleton,
} from './-components/messages/ReportedMessagesPage.tsx';

/**
 * /admin/messages: reported messages, for administrators (the admin layout route checks). No
 * loader, as on /admin/finance: the screen reads them itself, with the skeleton meanwhile.
 */
export const Route = createFileRoute('/admin/messages')({
  pendingMs: 0,
  pendingMinMs: 0,
  staticData: { loads: { what: 'the reported messages', layout: 'page', title: 'Reported messages' } },
  pendingComponent: ReportedMessagesSkeleton,
  component: ReportedMessagesPage,
});
