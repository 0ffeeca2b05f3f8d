import type { CreateCarInput, UpdateCarInput } from '@akwaaba/domain';
import { carsContract, myCarsContract } from '@akwaaba/domain/cars/cars.contract';
import { hostDashboardContract } from '@akwaaba/domain/host-dashboard/host-dashboard.contract';
import type { InputOf } from '@akwaaba/domain/shared/contract';
import { currentUserQueryOptions } from './auth.ts';
import { callOperation, keyOf, useRefreshingMutation } from './calls.ts';
import { allCarKeys } from './cars.ts';

/** What a host does to a listing (what My Cars reads is in my-cars.ts). */

type RegionPricingInput = InputOf<typeof carsContract.setRegionPricing, 'body'>;

/** After any change to a listing: My Cars, the dashboard, the public list and the cars' own pages are out of date. */
const changedCarKeys = () => [
  myCarsContract.list.key(),
  hostDashboardContract.dashboard.key(),
  ...allCarKeys(),
];

/** A first car listed, or the last removed: the header leads to the dashboard, or back to List Your Car. */
const carsListedKeys = () => [...changedCarKeys(), currentUserQueryOptions().queryKey];

/** After a change to a car's surcharges: its region pricing is out of date. */
const regionPricingKeys = (_answer: unknown, { carId }: { carId: string }) => [
  keyOf(carsContract.regionPricing, { params: { id: carId } }),
];

export const useCreateCar = () =>
  useRefreshingMutation(
    (car: CreateCarInput) => callOperation(myCarsContract.create, { body: car }),
    carsListedKeys,
  );

export const useUpdateCar = () =>
  useRefreshingMutation(
    ({ id, changes }: { id: string; changes: UpdateCarInput }) =>
      callOperation(myCarsContract.update, { params: { id }, body: changes }),
    changedCarKeys,
  );

export const useDeleteCar = () =>
  useRefreshingMutation(
    (id: string) => callOperation(myCarsContract.remove, { params: { id } }),
    carsListedKeys,
  );

export const useSetRegionPricing = () =>
  useRefreshingMutation(
    ({ carId, pricing }: { carId: string; pricing: { regionId: string; surchargePerDay: string } }) =>
      // A region picked from the list; an unknown one gets the server's own message.
      callOperation(carsContract.setRegionPricing, {
        params: { id: carId },
        body: pricing as RegionPricingInput,
      }),
    regionPricingKeys,
  );

export const useRemoveRegionPricing = () =>
  useRefreshingMutation(
    ({ carId, regionId }: { carId: string; regionId: string }) =>
      callOperation(carsContract.removeRegionPricing, { params: { id: carId, regionId } }),
    regionPricingKeys,
  );
