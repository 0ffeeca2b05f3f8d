import type { CreateCarInput, UpdateCarInput } from '@akwaaba/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Car } from './cars.ts';
import { apiRequest, getQueryFn } from './http.ts';

/** A listing as its owner (and admins) see it: the admin's note and the papers. */
export interface ManagedCar extends Car {
  verificationNotes: string | null;
  gallery: string[];
  roadworthyDocument: string | null;
  registrationDocument: string | null;
  insuranceDocument: string | null;
  /** Links that open each paper (they check who asks, then hand out a short-lived signed link). */
  documentLinks: {
    roadworthyDocument: string | null;
    registrationDocument: string | null;
    insuranceDocument: string | null;
  };
}

export const myCarsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/my-cars'], queryFn: getQueryFn<ManagedCar[]>() });

/** After any change to a listing: My Cars, the public list and the car's own page are out of date. */
function useRefreshCars() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['/api/my-cars'] }),
      queryClient.invalidateQueries({ queryKey: ['/api/cars'] }),
    ]);
}

export function useCreateCar() {
  const refresh = useRefreshCars();
  return useMutation({
    mutationFn: async (car: CreateCarInput) =>
      (await (await apiRequest('POST', '/api/cars', car)).json()) as ManagedCar,
    onSuccess: refresh,
  });
}

export function useUpdateCar() {
  const refresh = useRefreshCars();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: UpdateCarInput }) =>
      (await (await apiRequest('PATCH', `/api/cars/${id}`, changes)).json()) as ManagedCar,
    onSuccess: refresh,
  });
}

export function useDeleteCar() {
  const refresh = useRefreshCars();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/cars/${id}`),
    onSuccess: refresh,
  });
}

export function useSetRegionPricing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      carId,
      pricing,
    }: {
      carId: string;
      pricing: { regionId: string; surchargePerDay: string };
    }) => apiRequest('POST', `/api/cars/${carId}/region-pricing`, pricing),
    onSuccess: (_response, { carId }) =>
      queryClient.invalidateQueries({ queryKey: ['/api/cars', carId, 'region-pricing'] }),
  });
}

export function useRemoveRegionPricing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ carId, regionId }: { carId: string; regionId: string }) =>
      apiRequest('DELETE', `/api/cars/${carId}/region-pricing/${regionId}`),
    onSuccess: (_response, { carId }) =>
      queryClient.invalidateQueries({ queryKey: ['/api/cars', carId, 'region-pricing'] }),
  });
}
