import { randomUUID } from 'node:crypto';
import { CAR_MESSAGES, notFound } from '@akwaaba/domain';
import { myCarsContract } from '@akwaaba/domain/cars/cars.contract';
import { findCar, listOwnerCars, toManagedCar } from '@akwaaba/projections';
import type { FastifyInstance } from 'fastify';
import { signedInUserId } from '../../plugins/access';
import { addRoute } from '../add-route';
import { requireOwnCar } from './cars-access';
import { runCarCommand } from './cars-commands';
import { checkCarFiles } from './cars-files';
import { changesFromUpdate, detailsFromCreate } from './cars-input';

/** The answer to a car command: the listing as its owner now sees it. */
async function ownerView(app: FastifyInstance, carId: string) {
  const car = await findCar(app.deps.pool, carId);
  if (!car) throw notFound(CAR_MESSAGES.carNotFound);
  return toManagedCar(car);
}

/** A host's own listings: list, add, edit, delete (My Cars). */
export async function myCarRoutes(app: FastifyInstance) {
  addRoute(app, myCarsContract.list, async (request) =>
    listOwnerCars(app.deps.pool, signedInUserId(request)),
  );

  addRoute(app, myCarsContract.create, async (request, reply) => {
    const hostId = signedInUserId(request);
    const { details, available } = detailsFromCreate(request.body);
    const checked = await checkCarFiles(app, hostId, details, null);
    const carId = randomUUID();
    await runCarCommand(app, request, reply, {
      type: 'ListCar',
      carId,
      actor: request.actor,
      ownerId: hostId,
      details: checked,
      available,
    });
    // The listing is made. If the cars read model has not caught up within the read-your-writes
    // wait (its projections restarting, or far behind), say so with its id rather than a 404
    // that would tell the host it failed (the chaos run found this).
    const car = await findCar(app.deps.pool, carId);
    return car ? toManagedCar(car) : { id: carId };
  });

  addRoute(app, myCarsContract.update, async (request, reply) => {
    const car = await requireOwnCar(app, request, request.params.id);
    const changes = await checkCarFiles(app, car.owner_id, changesFromUpdate(request.body), {
      images: car.images,
      roadworthyDocument: car.roadworthy_document,
      registrationDocument: car.registration_document,
      insuranceDocument: car.insurance_document,
    });
    await runCarCommand(app, request, reply, {
      type: 'UpdateCar',
      carId: car.id,
      actor: request.actor,
      changes,
    });
    return ownerView(app, car.id);
  });

  addRoute(app, myCarsContract.remove, async (request, reply) => {
    const car = await requireOwnCar(app, request, request.params.id);
    await runCarCommand(app, request, reply, { type: 'DeleteCar', carId: car.id, actor: request.actor });
    return null;
  });
}
