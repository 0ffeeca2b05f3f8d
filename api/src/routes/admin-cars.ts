import { approveCarSchema, CAR_MESSAGES, notFound, rejectCarSchema } from '@akwaaba/domain';
import { carHistory, findCar, listCarsForAdmin, listPendingCars } from '@akwaaba/projections';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { schemaOf } from '../plugins/valibot-schemas';
import { requireAdmin } from './cars-access';
import { runCarCommand } from './cars-commands';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CarIdParams = v.object({ id: v.pipe(v.string(), v.maxLength(64)) });
const ApproveBody = v.optional(approveCarSchema, {});
const AllCarsQuery = v.object({
  status: v.optional(
    v.picklist(['pending', 'approved', 'rejected'], 'status must be one of: pending, approved, rejected'),
  ),
  page: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,6}$/, 'page must be a whole number from 1'),
      v.transform(Number),
      v.minValue(1, 'page must be a whole number from 1'),
    ),
  ),
});
const PAGE_SIZE = 24;

/** Every admin route: 401 signed out, 403 for anyone but an admin, before anything else is looked at. */
const adminOnly = async (request: FastifyRequest) => requireAdmin(request);

/** The listing after a verdict, as the dashboard shows it. */
async function currentCar(app: FastifyInstance, carId: string) {
  const car = await findCar(app.deps.pool, carId);
  return car
    ? { id: car.id, verificationStatus: car.verification_status, verificationNotes: car.verification_notes }
    : null;
}

/** The admin dashboard: the verification queue, verdicts, removal and each listing's history. */
export async function adminCarRoutes(app: FastifyInstance) {
  app.get(
    '/api/admin/pending-cars',
    {
      preValidation: adminOnly,
      schema: { tags: ['admin'], summary: 'Listings waiting for verification, oldest first' },
    },
    async () => listPendingCars(app.deps.pool),
  );

  app.get<{ Querystring: v.InferOutput<typeof AllCarsQuery> }>(
    '/api/admin/cars',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Every live listing, most recently changed first, 24 a page',
        description: 'The header `X-Total-Count` gives the number of listings.',
        querystring: schemaOf(AllCarsQuery),
      },
    },
    async (request, reply) => {
      const page = request.query.page ?? 1;
      const result = await listCarsForAdmin(app.deps.pool, {
        status: request.query.status ?? null,
        limit: PAGE_SIZE,
        offset: (page - 1) * PAGE_SIZE,
      });
      reply.header('x-total-count', result.total);
      return result.cars;
    },
  );

  app.get<{ Params: v.InferOutput<typeof CarIdParams> }>(
    '/api/admin/cars/:id/history',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Every event of a listing: what happened, who did it, when and why',
        params: schemaOf(CarIdParams),
      },
    },
    async (request) => {
      const history = UUID.test(request.params.id) ? await carHistory(app.deps.pool, request.params.id) : [];
      if (history.length === 0) throw notFound(CAR_MESSAGES.carNotFound);
      return history;
    },
  );

  app.patch<{ Params: v.InferOutput<typeof CarIdParams>; Body: v.InferOutput<typeof ApproveBody> }>(
    '/api/admin/cars/:id/approve',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Approve a pending listing (notes optional)',
        params: schemaOf(CarIdParams),
        body: schemaOf(ApproveBody),
      },
    },
    async (request, reply) => {
      const carId = request.params.id;
      if (!UUID.test(carId)) throw notFound(CAR_MESSAGES.carNotFound);
      await runCarCommand(app, request, reply, {
        type: 'ApproveCar',
        carId,
        actor: request.actor,
        notes: request.body?.notes ?? null,
      });
      return currentCar(app, carId);
    },
  );

  app.patch<{ Params: v.InferOutput<typeof CarIdParams>; Body: v.InferOutput<typeof rejectCarSchema> }>(
    '/api/admin/cars/:id/reject',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Reject a pending listing, telling the host why',
        params: schemaOf(CarIdParams),
        body: schemaOf(rejectCarSchema),
      },
    },
    async (request, reply) => {
      const carId = request.params.id;
      if (!UUID.test(carId)) throw notFound(CAR_MESSAGES.carNotFound);
      await runCarCommand(app, request, reply, {
        type: 'RejectCar',
        carId,
        actor: request.actor,
        notes: request.body.notes,
      });
      return currentCar(app, carId);
    },
  );

  app.delete<{ Params: v.InferOutput<typeof CarIdParams> }>(
    '/api/admin/cars/:id',
    {
      preValidation: adminOnly,
      schema: { tags: ['admin'], summary: 'Remove a listing', params: schemaOf(CarIdParams) },
    },
    async (request, reply) => {
      const carId = request.params.id;
      if (!UUID.test(carId)) throw notFound(CAR_MESSAGES.carNotFound);
      await runCarCommand(app, request, reply, { type: 'DeleteCarByAdmin', carId, actor: request.actor });
      return reply.status(204).send();
    },
  );
}
