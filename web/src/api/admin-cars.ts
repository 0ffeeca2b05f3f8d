import type { VerificationStatus } from '@akwaaba/domain';
import type { AdminCarView, CarHistoryEntryView } from '@akwaaba/domain/car/car.views';
import { adminCarsContract, myCarsContract } from '@akwaaba/domain/car/cars.contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { allCarKeys } from './cars.ts';
import { apiRequest } from './http.ts';
import { callOperation, invalidateAll, keyOf, operationQuery, urlOf } from './operations.ts';

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
function useRefreshAfterReview() {
  const queryClient = useQueryClient();
  return () =>
    invalidateAll(queryClient, [
      adminCarsContract.pending.key(),
      adminCarsContract.list.key(),
      adminCarsContract.history.key(),
      myCarsContract.list.key(),
      ...allCarKeys(),
    ]);
}

export function useApproveCar() {
  const refresh = useRefreshAfterReview();
  return useMutation({
    mutationFn: ({ id, notes }: { id: string; notes: string }) =>
      callOperation(adminCarsContract.approve, { params: { id }, body: { notes } }),
    onSuccess: refresh,
  });
}

export function useRejectCar() {
  const refresh = useRefreshAfterReview();
  return useMutation({
    mutationFn: ({ id, notes }: { id: string; notes: string }) =>
      callOperation(adminCarsContract.reject, { params: { id }, body: { notes } }),
    onSuccess: refresh,
  });
}

export function useAdminDeleteCar() {
  const refresh = useRefreshAfterReview();
  return useMutation({
    mutationFn: (id: string) => callOperation(adminCarsContract.remove, { params: { id } }),
    onSuccess: refresh,
  });
}
