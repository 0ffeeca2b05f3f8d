import { CAR_MESSAGES, isUuid, notFound } from '@akwaaba/domain';
import { adminCarsContract as admin } from '@akwaaba/domain/cars/cars.contract';
import { carHistory, findCar, listCarsForAdmin, listPendingCars } from '@akwaaba/projections';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addRoute } from '../add-route';
import { runCarCommand } from './cars-commands';

const PAGE_SIZE = 24;

/** Every admin route: 401 signed out, 403 for anyone but an admin, before anything else is looked at. */
/** The listing after a verdict, as the dashboard shows it. */
async function currentCar(app: FastifyInstance, carId: string) {
  const car = await findCar(app.deps.pool, carId);
  return car
    ? { id: car.id, verificationStatus: car.verification_status, verificationNotes: car.verification_notes }
    : null;
}

/** The admin dashboard: the verification queue, verdicts, removal and each listing's history. */
export async function adminCarRoutes(app: FastifyInstance) {
  addRoute(app, admin.pending, async () => listPendingCars(app.deps.pool));

  addRoute(app, admin.list, async (request, reply) => {
    const page = request.query.page ?? 1;
    const result = await listCarsForAdmin(app.deps.pool, {
      status: request.query.status ?? null,
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    });
    reply.header('x-total-count', result.total);
    return result.cars;
  });

  addRoute(app, admin.history, async (request) => {
    const history = isUuid(request.params.id) ? await carHistory(app.deps.pool, request.params.id) : [];
    if (history.length === 0) throw notFound(CAR_MESSAGES.carNotFound);
    return history;
  });

  /** Approving and rejecting both record the admin's verdict, then answer the listing as it now stands. */
  async function judge(
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
    verdict: { type: 'ApproveCar'; notes: string | null } | { type: 'RejectCar'; notes: string },
  ) {
    const carId = carIdOf(request.params.id);
    await runCarCommand(app, request, reply, { ...verdict, carId, actor: request.actor });
    return currentCar(app, carId);
  }

  addRoute(app, admin.approve, (request, reply) =>
    judge(request, reply, { type: 'ApproveCar', notes: request.body?.notes ?? null }),
  );
  addRoute(app, admin.reject, (request, reply) =>
    judge(request, reply, { type: 'RejectCar', notes: request.body.notes }),
  );

  addRoute(app, admin.remove, async (request, reply) => {
    const carId = carIdOf(request.params.id);
    await runCarCommand(app, request, reply, { type: 'DeleteCarByAdmin', carId, actor: request.actor });
    return null;
  });
}

/** The car a path names; an id that is no UUID names no car. */
function carIdOf(id: string): string {
  if (!isUuid(id)) throw notFound(CAR_MESSAGES.carNotFound);
  return id;
}
