import { CAR_MESSAGES, forbidden, notFound } from '@akwaaba/domain';
import { CARS_PAGE_SIZE } from '@akwaaba/domain/cars/browse';
import { carsContract } from '@akwaaba/domain/cars/cars.contract';
import {
  carReviews,
  findCar,
  findCarOwner,
  hostReputation,
  searchPublicCars,
  toManagedCar,
  toPublicCar,
} from '@akwaaba/projections';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../add-route';
import { managesCar, requireVisibleCar } from './cars-access';

/** A signed paper link is only a hop: the browser follows it at once. */
const PAPER_LINK_SECONDS = 300;

/** Browse and detail: what anyone may see of the listings. */
export async function carRoutes(app: FastifyInstance) {
  addRoute(app, carsContract.list, async (request, reply) => {
    const { location, price, transmission, page, pageSize, start, end, sort } = request.query;
    const paged = page !== undefined || pageSize !== undefined;
    const limit = pageSize ?? CARS_PAGE_SIZE;
    const offset = ((page ?? 1) - 1) * limit;
    const result = await searchPublicCars(
      app.deps.pool,
      {
        location,
        price: price === 'all' ? undefined : price,
        transmission: transmission === 'all' ? undefined : (transmission as 'automatic' | 'manual'),
        stay: start && end ? { startDate: start, endDate: end, at: new Date() } : undefined,
        sort,
      },
      paged ? { limit, offset } : null,
    );
    reply.header('x-total-count', result.total);
    if (paged && offset + limit < result.total) {
      const next = new URLSearchParams(request.query as Record<string, string>);
      next.set('page', String((page ?? 1) + 1));
      next.set('pageSize', String(limit));
      reply.header('link', `</api/cars?${next}>; rel="next"`);
    }
    return result.cars;
  });

  addRoute(app, carsContract.detail, async (request) => {
    const car = await requireVisibleCar(app, request, request.params.id);
    const [owner, hostRecord, reviews] = await Promise.all([
      findCarOwner(app.deps.pool, car.owner_id),
      hostReputation(app.deps.pool, car.owner_id),
      carReviews(app.deps.pool, car.id),
    ]);
    const view = managesCar(request.actor, car) ? toManagedCar(car) : toPublicCar(car);
    return { ...view, owner, hostReputation: hostRecord, ...reviews };
  });

  addRoute(app, carsContract.document, async (request, reply) => {
    const car = await findCar(app.deps.pool, request.params.id);
    if (!car) throw notFound(CAR_MESSAGES.carNotFound);
    if (!managesCar(request.actor, car))
      throw forbidden('Only the owner of this car and admins can see its papers.');
    const column = DOCUMENT_COLUMNS[request.params.kind];
    const path = car[column];
    if (!path) throw notFound('This car has no such document.');
    return reply.redirect(app.uploads.signedLink(path, PAPER_LINK_SECONDS));
  });
}

const DOCUMENT_COLUMNS = {
  roadworthy: 'roadworthy_document',
  registration: 'registration_document',
  insurance: 'insurance_document',
} as const;
