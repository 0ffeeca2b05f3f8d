import { notFound } from '@akwaaba/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { schemaOf } from '../plugins/valibot-schemas';
import { findCar, listPublicCars } from '../read-models/cars';

const CarIdParams = v.object({ id: v.pipe(v.string(), v.maxLength(64)) });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function carRoutes(app: FastifyInstance) {
  app.get('/api/cars', { schema: { tags: ['cars'], summary: 'Cars anyone may browse' } }, async () =>
    listPublicCars(app.deps.pool),
  );

  app.get<{ Params: v.InferOutput<typeof CarIdParams> }>(
    '/api/cars/:id',
    {
      schema: {
        tags: ['cars'],
        summary: 'One car with its owner and reviews',
        params: schemaOf(CarIdParams),
      },
    },
    async (request) => {
      // A malformed id names no car: the same answer as an unknown one.
      const car = UUID.test(request.params.id) ? await findCar(app.deps.pool, request.params.id) : null;
      if (!car) throw notFound('Car not found');
      // Owner profiles and reviews arrive with the accounts and bookings read models.
      return { ...car, owner: null, reviews: [], averageRating: 0, reviewCount: 0 };
    },
  );
}
