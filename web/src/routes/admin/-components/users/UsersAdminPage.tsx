import type { AdminUserView } from '@akwaaba/domain/user/admin-users.contract';
import { ADMIN_USERS_PAGE_SIZE } from '@akwaaba/domain/user/user.constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminUsersQueryOptions, useReinstateAccount } from '#app/api/admin-users.ts';
import { LoadError } from '#app/components/LoadError.tsx';
import { PageHeading } from '#app/components/PageHeading.tsx';
import { showServerError } from '#app/components/toast/show-server-error.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { TextField } from '#app/components/ui/Field.tsx';
import { Pager } from '#app/components/ui/Pager.tsx';
import { Skeleton } from '#app/components/ui/Skeleton.tsx';
import { usePageTitle } from '#app/components/use-page-title.ts';
import { BackToDashboard } from '../BackToDashboard.tsx';
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
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6">
      <PageHeading
        title="Users"
        back={<BackToDashboard />}
        intro="Find an account by name or email; suspend it with a reason, or reinstate it."
      />
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
    </div>
  );
}

/** The page's shape while the first accounts load. */
export function UsersAdminSkeleton() {
  usePageTitle('Users');
  return (
    <Skeleton className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6">
      <div className="h-9 w-40 animate-pulse rounded bg-stone-200" />
      <div className="h-11 w-80 animate-pulse rounded-lg bg-stone-200" />
      {[0, 1, 2].map((key) => (
        <div key={key} className="h-24 animate-pulse rounded-xl bg-stone-200" />
      ))}
    </Skeleton>
  );
}
