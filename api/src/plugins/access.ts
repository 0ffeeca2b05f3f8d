import { forbidden, unauthenticated } from '@akwaaba/domain';
import type { Access } from '@akwaaba/domain/shared/contract';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';

/** What a signed-in user who is not an admin is told by an admin operation. */
export const ONLY_ADMIN_MESSAGE = 'Only an admin can do this.';

/**
 * The one check of an operation's `access` (declared in its contract), run before the
 * request is validated: 401 signed out, 403 signed in without the admin role.
 */
export function accessGuard(access: Access): preValidationAsyncHookHandler {
  return async function checkAccess(request) {
    const { actor } = request;
    if (actor.role === 'anonymous' || !actor.userId) throw unauthenticated();
    if (access === 'admin' && actor.role !== 'admin') throw forbidden(ONLY_ADMIN_MESSAGE);
  };
}

/**
 * The caller's user id in a route whose contract says `access: 'signed-in'` or 'admin'
 * (the guard has already answered 401 for anyone else); still a 401, never a crash, if a
 * route forgot to declare it.
 */
export function signedInUserId(request: FastifyRequest): string {
  const { userId, role } = request.actor;
  if (!userId || role === 'anonymous') throw unauthenticated();
  return userId;
}
