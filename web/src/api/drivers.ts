import { adminDriversContract } from '@akwaaba/domain/accounts/drivers.contract';
import { callOperation, operationQuery, useRefreshingMutation } from './calls.ts';

/** The admins' Drivers queue: renters whose licence and ID wait for review, oldest first. */
export const pendingDriversQueryOptions = () => operationQuery(adminDriversContract.pending);

/** A verdict takes the renter out of the queue. */
const reviewedDriverKeys = () => [adminDriversContract.pending.key()];

export const useApproveDriver = () =>
  useRefreshingMutation(
    (id: string) => callOperation(adminDriversContract.approve, { params: { id } }),
    reviewedDriverKeys,
  );

/** Rejects the renter's documents with the admin's note, which the renter reads on Profile. */
export const useRejectDriver = () =>
  useRefreshingMutation(
    ({ id, note }: { id: string; note: string }) =>
      callOperation(adminDriversContract.reject, { params: { id }, body: { note } }),
    reviewedDriverKeys,
  );
