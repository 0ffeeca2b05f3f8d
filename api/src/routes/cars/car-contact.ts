import { DEFAULT_PHONE_SHARING, hostNumbersShown } from '@akwaaba/domain';
import { carContactContract } from '@akwaaba/domain/cars/car-contact.contract';
import { findContact } from '@akwaaba/projections';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../add-route';
import { managesCar, requireVisibleCar } from './cars-access';

/**
 * The numbers to call about a car, for signed-in renters only (issue 31): the car's public
 * answers carry none, so neither do the pages search engines and scrapers read.
 */
export async function carContactRoutes(app: FastifyInstance) {
  addRoute(app, carContactContract.contact, async (request) => {
    const car = await requireVisibleCar(app, request, request.params.id);
    const host = await findContact(app.deps.pool, car.owner_id);
    const phoneSharing = host?.phoneSharing ?? DEFAULT_PHONE_SHARING;
    const shown = hostNumbersShown(phoneSharing, managesCar(request.actor, car));
    return {
      phoneSharing,
      hostPhoneNumber: shown ? (host?.phoneNumber ?? null) : null,
      driverPhone: shown && car.driver_available ? car.driver_phone : null,
    };
  });
}
