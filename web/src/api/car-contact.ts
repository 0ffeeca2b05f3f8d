import { carContactContract } from '@akwaaba/domain/cars/car-contact.contract';
import { operationQuery } from './calls.ts';

/**
 * GET /api/cars/{id}/contact: the host's and the driver's numbers, for signed-in renters only (a
 * car's public answer has none). Read by the car page's lazily loaded host number and the
 * booking form, never by a page's first load.
 */
export const carContactQueryOptions = (carId: string) =>
  operationQuery(carContactContract.contact, { params: { id: carId } });
