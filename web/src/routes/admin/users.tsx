import { createFileRoute } from '@tanstack/react-router';
import { adminUsersQueryOptions } from '#app/api/admin-users.ts';
import { suspendedPage } from '#app/components/suspended-page.ts';
import { UsersAdminPage, UsersAdminSkeleton } from './-components/users/UsersAdminPage.tsx';

/** /admin/users: find an account, suspend it with a reason or reinstate it (the admin layout route checks). */
export const Route = createFileRoute('/admin/users')({
  ...suspendedPage({ what: 'the users', layout: 'page', title: 'Users' }, () =>
    adminUsersQueryOptions('', 1),
  ),
  pendingComponent: UsersAdminSkeleton,
  component: UsersAdminPage,
});
