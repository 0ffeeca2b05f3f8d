import type { ManagedCarView } from '@akwaaba/domain/cars/car.views';
import { myCarsContract } from '@akwaaba/domain/cars/cars.contract';
import { operationQuery } from './calls.ts';

/** A listing as its owner (and admins) see it: the admin's note, the papers and the links that open them. */
export type ManagedCar = ManagedCarView;

/** What My Cars reads; what a host does to a listing is in my-car-actions.ts, loaded with the screen. */
export const myCarsQueryOptions = () => operationQuery(myCarsContract.list);
