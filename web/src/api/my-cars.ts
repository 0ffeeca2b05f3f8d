import type { CreateCarInput, UpdateCarInput } from '@akwaaba/domain';
import type { ManagedCarView } from '@akwaaba/domain/car/car.views';
import { carsContract, myCarsContract } from '@akwaaba/domain/car/cars.contract';
import type { InputOf } from '@akwaaba/domain/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { allCarKeys } from './cars.ts';
import { callOperation, invalidateAll, keyOf, operationQuery } from './operations.ts';

/** A listing as its owner (and admins) see it: the admin's note, the papers and the links that open them. */
export type ManagedCar = ManagedCarView;

type RegionPricingInput = InputOf<typeof carsContract.setRegionPricing, 'body'>;

export const myCarsQueryOptions = () => operationQuery(myCarsContract.list);

/** After any change to a listing: My Cars, the public list and the cars' own pages are out of date. */
function useRefreshCars() {
  const queryClient = useQueryClient();
  return () => invalidateAll(queryClient, [myCarsContract.list.key(), ...allCarKeys()]);
}

export function useCreateCar() {
  const refresh = useRefreshCars();
  return useMutation({
    mutationFn: (car: CreateCarInput) => callOperation(myCarsContract.create, { body: car }),
    onSuccess: refresh,
  });
}

export function useUpdateCar() {
  const refresh = useRefreshCars();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateCarInput }) =>
      callOperation(myCarsContract.update, { params: { id }, body: changes }),
    onSuccess: refresh,
  });
}

export function useDeleteCar() {
  const refresh = useRefreshCars();
  return useMutation({
    mutationFn: (id: string) => callOperation(myCarsContract.remove, { params: { id } }),
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
    }) =>
      // A region picked from the list; an unknown one gets the server's own message.
      callOperation(carsContract.setRegionPricing, {
        params: { id: carId },
        body: pricing as RegionPricingInput,
      }),
    onSuccess: (_answer, { carId }) =>
      queryClient.invalidateQueries({
        queryKey: keyOf(carsContract.regionPricing, { params: { id: carId } }),
      }),
  });
}

export function useRemoveRegionPricing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ carId, regionId }: { carId: string; regionId: string }) =>
      callOperation(carsContract.removeRegionPricing, { params: { id: carId, regionId } }),
    onSuccess: (_answer, { carId }) =>
      queryClient.invalidateQueries({
        queryKey: keyOf(carsContract.regionPricing, { params: { id: carId } }),
      }),
  });
}
