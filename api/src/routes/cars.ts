import { CAR_MESSAGES, forbidden, notFound, PRICE_BANDS } from '@akwaaba/domain';
import { CARS_PAGE_SIZE } from '@akwaaba/domain/car/browse';
import {
  carReviews,
  DOCUMENT_KINDS,
  findCar,
  findCarOwner,
  searchPublicCars,
  toManagedCar,
  toPublicCar,
} from '@akwaaba/projections';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { schemaOf } from '../plugins/valibot-schemas';
import { managesCar, requireUserId, requireVisibleCar } from './cars-access';

const MAX_PAGE_SIZE = 48;
/** A signed paper link is only a hop: the browser follows it at once. */
const PAPER_LINK_SECONDS = 300;

const wholeNumber = (name: string, max: number) =>
  v.pipe(
    v.string(`${name} must be a whole number from 1 to ${max}`),
    v.regex(/^\d{1,6}$/, `${name} must be a whole number from 1 to ${max}`),
    v.transform(Number),
    v.minValue(1, `${name} must be a whole number from 1 to ${max}`),
    v.maxValue(max, `${name} must be a whole number from 1 to ${max}`),
  );

/** The spec's Browse Cars filters, and paging. "all" (or leaving a filter out) means any. */
const BrowseQuery = v.object({
  location: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(100, 'location must be at most 100 characters'),
      // Postgres refuses a NUL byte in text outright; no place name holds a control character.
      v.check(
        (text) => ![...text].some((c) => c < ' ' || c === '\u007f'),
        'location must not contain control characters',
      ),
    ),
  ),
  price: v.optional(
    v.picklist(['all', ...PRICE_BANDS], `price must be one of: all, ${PRICE_BANDS.join(', ')}`),
  ),
  transmission: v.optional(
    v.pipe(
      v.string(),
      v.toLowerCase(),
      v.picklist(['all', 'automatic', 'manual'], 'transmission must be one of: all, automatic, manual'),
    ),
  ),
  page: v.optional(wholeNumber('page', 100_000)),
  pageSize: v.optional(wholeNumber('pageSize', MAX_PAGE_SIZE)),
});

const CarIdParams = v.object({ id: v.pipe(v.string(), v.maxLength(64)) });
const DocumentParams = v.object({
  id: v.pipe(v.string(), v.maxLength(64)),
  kind: v.picklist(
    Object.keys(DOCUMENT_KINDS) as (keyof typeof DOCUMENT_KINDS)[],
    'No such document: ask for roadworthy, registration or insurance',
  ),
});

/** Browse and detail: what anyone may see of the listings. */
export async function carRoutes(app: FastifyInstance) {
  app.get<{ Querystring: v.InferOutput<typeof BrowseQuery> }>(
    '/api/cars',
    {
      schema: {
        tags: ['cars'],
        summary: 'Cars anyone may browse: approved and available, newest first',
        description:
          'Without parameters: every such car (spec section 7). `location` (case-insensitive substring), ' +
          '`price` (budget under ₵150, mid ₵150–₵300, luxury over ₵300) and `transmission` filter it; ' +
          '`page` and `pageSize` (default 24, at most 48) page it. The header `X-Total-Count` gives the ' +
          'number of matching cars; `Link` names the next page.',
        querystring: schemaOf(BrowseQuery),
      },
    },
    async (request, reply) => {
      const { location, price, transmission, page, pageSize } = request.query;
      const paged = page !== undefined || pageSize !== undefined;
      const limit = pageSize ?? CARS_PAGE_SIZE;
      const offset = ((page ?? 1) - 1) * limit;
      const result = await searchPublicCars(
        app.deps.pool,
        {
          location,
          price: price === 'all' ? undefined : price,
          transmission: transmission === 'all' ? undefined : (transmission as 'automatic' | 'manual'),
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
    },
  );

  app.get<{ Params: v.InferOutput<typeof CarIdParams> }>(
    '/api/cars/:id',
    {
      schema: {
        tags: ['cars'],
        summary: 'One car with its host and reviews',
        description:
          'Approved cars for anyone; a car in any state for its owner and admins, with its papers and notes.',
        params: schemaOf(CarIdParams),
      },
    },
    async (request) => {
      const car = await requireVisibleCar(app, request, request.params.id);
      const [owner, reviews] = await Promise.all([
        findCarOwner(app.deps.pool, car.owner_id),
        carReviews(app.deps.pool, car.id),
      ]);
      const view = managesCar(request.actor, car) ? toManagedCar(car) : toPublicCar(car);
      return { ...view, owner, ...reviews };
    },
  );

  app.get<{ Params: v.InferOutput<typeof DocumentParams> }>(
    '/api/cars/:id/documents/:kind',
    {
      schema: {
        tags: ['cars'],
        summary: 'Open one of a car’s papers (owner and admins only)',
        description: 'Redirects to a signed link that works for five minutes.',
        params: schemaOf(DocumentParams),
      },
    },
    async (request, reply) => {
      requireUserId(request);
      const car = await findCar(app.deps.pool, request.params.id);
      if (!car) throw notFound(CAR_MESSAGES.carNotFound);
      if (!managesCar(request.actor, car))
        throw forbidden('Only the owner of this car and admins can see its papers.');
      const column = DOCUMENT_COLUMNS[request.params.kind];
      const path = car[column];
      if (!path) throw notFound('This car has no such document.');
      return reply.redirect(app.uploads.signedLink(path, PAPER_LINK_SECONDS), 302);
    },
  );
}

const DOCUMENT_COLUMNS = {
  roadworthy: 'roadworthy_document',
  registration: 'registration_document',
  insurance: 'insurance_document',
} as const;
