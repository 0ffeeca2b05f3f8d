import type { VerificationStatus } from '@akwaaba/domain';
import type { AdminCarView, CarHistoryEntryView } from '@akwaaba/domain/cars/car.views';
import { adminCarsContract, myCarsContract } from '@akwaaba/domain/cars/cars.contract';
import { queryOptions } from '@tanstack/react-query';
import { callOperation, keyOf, operationQuery, urlOf, useRefreshingMutation } from './calls.ts';
import { allCarKeys } from './cars.ts';
import { apiRequest } from './http.ts';

/** A listing as the admin dashboard shows it. */
export type AdminCar = AdminCarView;
/** One step of a listing's audit trail. */
export type CarHistoryEntry = CarHistoryEntryView;

export const pendingCarsQueryOptions = () => operationQuery(adminCarsContract.pending);

/** Admin pages list this many listings at a time (the server's page size). */
export const ADMIN_PAGE_SIZE = 24;

export const adminCarsQueryOptions = (status: VerificationStatus | 'all', page: number) => {
  const query = { page: String(page), status: status === 'all' ? undefined : status };
  return queryOptions({
    queryKey: keyOf(adminCarsContract.list, { query }),
    queryFn: async ({ signal }) => {
      const response = await apiRequest('GET', urlOf(adminCarsContract.list, {}, query), undefined, signal);
      return {
        cars: (await response.json()) as AdminCar[],
        total: Number(response.headers.get('x-total-count') ?? 0),
      };
    },
  });
};

export const carHistoryQueryOptions = (carId: string) =>
  operationQuery(adminCarsContract.history, { params: { id: carId } });

/** A verdict or a removal changes the queue, the listings, the public list and the car's history. */
const reviewedCarKeys = () => [
  adminCarsContract.pending.key(),
  adminCarsContract.list.key(),
  adminCarsContract.history.key(),
  myCarsContract.list.key(),
  ...allCarKeys(),
];

/** Approve or reject a listing, with the admin's note to its host. */
const useVerdict = (verdict: typeof adminCarsContract.approve | typeof adminCarsContract.reject) =>
  useRefreshingMutation(
    ({ id, notes }: { id: string; notes: string }) =>
      callOperation(verdict, { params: { id }, body: { notes } }),
    reviewedCarKeys,
  );

export const useApproveCar = () => useVerdict(adminCarsContract.approve);

export const useRejectCar = () => useVerdict(adminCarsContract.reject);

export const useAdminDeleteCar = () =>
  useRefreshingMutation(
    (id: string) => callOperation(adminCarsContract.remove, { params: { id } }),
    reviewedCarKeys,
  );
