import type { AdminUserView } from '@akwaaba/domain/accounts/admin-users.contract';
import { ADMIN_USERS_PAGE_SIZE } from '@akwaaba/domain/accounts/user.constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminUsersQueryOptions, useReinstateAccount } from '#app/api/admin-users.ts';
import { LoadError } from '#app/components/LoadError.tsx';
import { showServerError } from '#app/components/toast/show-server-error.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { TextField } from '#app/components/ui/Field.tsx';
import { Pager } from '#app/components/ui/Pager.tsx';
import { SkeletonBlock, SkeletonRows } from '#app/components/ui/Skeleton.tsx';
import { usePageTitle } from '#app/components/use-page-title.ts';
import { AdminSubpage, AdminSubpageSkeleton } from '../AdminSubpage.tsx';
import { SuspendUserDialog, type UserTarget } from './SuspendUserDialog.tsx';
import { nameOf, UserCard } from './UserCard.tsx';

/**
 * The admins' Users page: accounts newest first, found by name or e-mail; each can be
 * suspended with a reason (signed out, listings hidden, unpaid bookings released) or reinstated.
 */
export function UsersAdminPage() {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  // Not suspense: a new search or page keeps the list on screen (keepPreviousData) while it loads.
  const users = useQuery({ ...adminUsersQueryOptions(search, page), placeholderData: keepPreviousData });
  const reinstate = useReinstateAccount();
  const [suspending, setSuspending] = useState<UserTarget | null>(null);
  const pages = Math.max(1, Math.ceil((users.data?.total ?? 0) / ADMIN_USERS_PAGE_SIZE));

  async function reinstateUser(user: AdminUserView) {
    try {
      await reinstate.mutateAsync(user.id);
      toast({ title: 'Account reinstated', description: `${nameOf(user)} can sign in again.` });
    } catch (error) {
      showServerError(error, 'Account not reinstated');
    }
  }

  return (
    <AdminSubpage
      title="Users"
      intro="Find an account by name or email; suspend it with a reason, or reinstate it."
    >
      <form
        aria-label="Search accounts"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(typed);
          setPage(1);
        }}
      >
        <TextField
          label="Name or email"
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className={buttonClasses('primary')}>
          Search
        </button>
        <p role="status" className="text-sm text-stone-600">
          {users.isPending ? 'Loading...' : `${users.data?.total ?? 0} accounts`}
        </p>
      </form>
      {users.isError ? (
        <LoadError what="the users" error={users.error} onRetry={users.refetch} layout="inline" />
      ) : users.data && users.data.users.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-stone-600">No accounts match your search.</p>
      ) : (
        <ul className="grid gap-3">
          {users.data?.users.map((user) => (
            <li key={user.id}>
              <UserCard
                user={user}
                busy={reinstate.isPending && reinstate.variables === user.id}
                onSuspend={() => setSuspending({ id: user.id, name: nameOf(user) })}
                onReinstate={() => void reinstateUser(user)}
              />
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} onPage={setPage} />
      <SuspendUserDialog target={suspending} onClose={() => setSuspending(null)} />
    </AdminSubpage>
  );
}

/** The page's shape while the first accounts load. */
export function UsersAdminSkeleton() {
  usePageTitle('Users');
  return (
    <AdminSubpageSkeleton>
      <SkeletonBlock className="h-11 w-80 rounded-lg" />
      <SkeletonRows count={3} className="h-24 rounded-xl" />
    </AdminSubpageSkeleton>
  );
}
