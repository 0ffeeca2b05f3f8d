import { adminUsersContract } from '@akwaaba/domain/accounts/admin-users.contract';
import { carsContract } from '@akwaaba/domain/cars/cars.contract';
import { callOperation, operationQuery, useRefreshingMutation } from './calls.ts';

/** One page of the admins' Users list: accounts whose name or e-mail contains `search`, newest first. */
export const adminUsersQueryOptions = (search: string, page: number) =>
  operationQuery(adminUsersContract.list, {
    query: { search: search.trim() || undefined, page: String(page) },
  });

/** A suspension or reinstatement changes the list, and whose cars anyone may browse. */
const changedStandingKeys = () => [adminUsersContract.list.key(), carsContract.list.key()];

/** Suspends the account with the admin's reason (it goes into the audit trail). */
export const useSuspendAccount = () =>
  useRefreshingMutation(
    ({ id, reason }: { id: string; reason: string }) =>
      callOperation(adminUsersContract.suspend, { params: { id }, body: { reason } }),
    changedStandingKeys,
  );

export const useReinstateAccount = () =>
  useRefreshingMutation(
    (id: string) => callOperation(adminUsersContract.reinstate, { params: { id } }),
    changedStandingKeys,
  );
