import { createFileRoute } from '@tanstack/react-router';
import { suspendedPage } from '#app/components/suspended-page.ts';
import { UsersAdminPage, UsersAdminSkeleton } from './-components/users/UsersAdminPage.tsx';

/** /admin/users: find an account, suspend it with a reason or reinstate it (the admin layout route checks). */
export const Route = createFileRoute('/admin/users')({
  // No read started here, as on /admin/finance: the screen reads the users itself. The query
  // options would ship in the entry, which '/' and '/cars' load within their budget.
  ...suspendedPage({ what: 'the users', layout: 'page', title: 'Users' }),
  pendingComponent: UsersAdminSkeleton,
  component: UsersAdminPage,
});
