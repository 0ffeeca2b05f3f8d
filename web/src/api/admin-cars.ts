import type { VerificationStatus } from '@akwaaba/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getQueryFn, throwIfNotOk } from './http.ts';
import type { ManagedCar } from './my-cars.ts';

/** A listing as the admin dashboard shows it. */
export interface AdminCar extends ManagedCar {
  owner: { firstName: string; lastName: string; email: string } | null;
  /** The roadworthy link under the name the dashboard reads (spec section 3). */
  roadworthyCertificate: string | null;
}

/** One step of a listing's audit trail. */
export interface CarHistoryEntry {
  revision: number;
  type: string;
  summary: string;
  detail: string | null;
  notes: string | null;
  at: string;
  actor: { id: string | null; role: string; name: string };
}

export const pendingCarsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/admin/pending-cars'], queryFn: getQueryFn<AdminCar[]>() });

/** Admin pages list this many listings at a time (the server's page size). */
export const ADMIN_PAGE_SIZE = 24;

export const adminCarsQueryOptions = (status: VerificationStatus | 'all', page: number) =>
  queryOptions({
    queryKey: ['/api/admin/cars', { status, page }],
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ page: String(page) });
      if (status !== 'all') params.set('status', status);
      const response = await fetch(`/api/admin/cars?${params}`, { credentials: 'include', signal });
      await throwIfNotOk(response);
      return {
        cars: (await response.json()) as AdminCar[],
        total: Number(response.headers.get('x-total-count') ?? 0),
      };
    },
  });

export const carHistoryQueryOptions = (carId: string) =>
  queryOptions({
    queryKey: ['/api/admin/cars', carId, 'history'],
    queryFn: getQueryFn<CarHistoryEntry[]>(),
  });

/** A verdict or a removal changes the queue, the listings, the public list and the car's history. */
function useRefreshAfterReview() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['/api/admin/pending-cars'] }),
      queryClient.invalidateQueries({ queryKey: ['/api/admin/cars'] }),
      queryClient.invalidateQueries({ queryKey: ['/api/cars'] }),
      queryClient.invalidateQueries({ queryKey: ['/api/my-cars'] }),
    ]);
}

export function useApproveCar() {
  const refresh = useRefreshAfterReview();
  return useMutation({
    mutationFn: ({ id, notes }: { id: string; notes: string }) =>
      apiRequest('PATCH', `/api/admin/cars/${id}/approve`, { notes }),
    onSuccess: refresh,
  });
}

export function useRejectCar() {
  const refresh = useRefreshAfterReview();
  return useMutation({
    mutationFn: ({ id, notes }: { id: string; notes: string }) =>
      apiRequest('PATCH', `/api/admin/cars/${id}/reject`, { notes }),
    onSuccess: refresh,
  });
}

export function useAdminDeleteCar() {
  const refresh = useRefreshAfterReview();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/admin/cars/${id}`),
    onSuccess: refresh,
  });
}
