import { type Actor, CAR_MESSAGES, forbidden, notFound } from '@akwaaba/domain';
import { type CarRow, findCar } from '@akwaaba/projections';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedInUserId } from '../../plugins/access';

/*
 * Who may see and touch a listing, checked before a route reads or uploads
 * anything. The car decider checks ownership and roles again on the stream, so a
 * stale read model can refuse a request but never grant one.
 */

export const managesCar = (actor: Actor, car: Pick<CarRow, 'owner_id'>): boolean =>
  actor.role === 'admin' || (actor.userId !== null && actor.userId === car.owner_id);

/**
 * A listing the asker may look at: an approved one of a host in good standing for anyone,
 * any state for its owner and admins. Otherwise 404 "Car not found": a pending listing's
 * existence, or a suspended host's, is nobody else's business.
 */
export async function requireVisibleCar(app: FastifyInstance, request: FastifyRequest, id: string) {
  const car = await findCar(app.deps.pool, id);
  const shownToAll = car !== null && car.verification_status === 'approved' && !car.owner_suspended;
  if (!car || (!shownToAll && !managesCar(request.actor, car))) throw notFound(CAR_MESSAGES.carNotFound);
  return car;
}

/** The asker's own listing: 401 signed out, 404 no such car, 403 someone else's. */
export async function requireOwnCar(app: FastifyInstance, request: FastifyRequest, id: string) {
  const userId = signedInUserId(request);
  const car = await findCar(app.deps.pool, id);
  if (!car) throw notFound(CAR_MESSAGES.carNotFound);
  if (car.owner_id !== userId) throw forbidden(CAR_MESSAGES.onlyOwner);
  return car;
}
