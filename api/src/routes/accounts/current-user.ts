import { unauthenticated } from '@akwaaba/domain';
import { accountsContract, type CurrentUserView } from '@akwaaba/domain/accounts/accounts.contract';
import { findUserAccount, ownsCars } from '@akwaaba/projections';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../add-route';

/** The signed-in user as GET /api/auth/user answers it (the accounts contract). */
export type CurrentUser = CurrentUserView;

/** The signed-in user, or a 401 'You need to log in first.' */
export async function requireCurrentUser(app: FastifyInstance, userId: string | null): Promise<CurrentUser> {
  if (!userId) throw unauthenticated();
  const [user, hasCars] = await Promise.all([
    findUserAccount(app.deps.pool, userId),
    ownsCars(app.deps.pool, userId),
  ]);
  if (!user) throw unauthenticated();
  return { ...user, hasCars };
}

export async function currentUserRoutes(app: FastifyInstance) {
  addRoute(app, accountsContract.currentUser, async (request) =>
    requireCurrentUser(app, request.actor.userId),
  );
}
