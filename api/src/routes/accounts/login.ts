import { logIn } from '@akwaaba/application/accounts/login';
import { accountsContract } from '@akwaaba/domain/accounts/accounts.contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addRoute } from '../add-route';
import { requireCurrentUser } from './current-user';

/** Where /api/login may send the browser back to: a path on this site, never another site. */
const isLocalPath = (path: string) => /^\/(?![/\\])[\x21-\x7e]*$/.test(path) && path.length <= 512;

/**
 * Signs the browser in as `userId` (a password login, or an e-mail code that verified the
 * address) and answers the current user. A new sign-in always gets a new session; whatever
 * session the browser had ends.
 */
export async function signInAs(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
) {
  if (request.sessionToken) await app.sessions.revoke(request.sessionToken);
  await app.startSession(reply, userId);
  return requireCurrentUser(app, userId);
}

export async function loginRoutes(app: FastifyInstance) {
  addRoute(app, accountsContract.login, { ...app.authRateLimit('login') }, async (request, reply) => {
    const { userId } = await logIn(app.deps.store, request.body);
    return signInAs(app, request, reply, userId);
  });

  addRoute(app, accountsContract.logout, async (request, reply) => {
    await app.endSession(request, reply);
    return { message: 'You are logged out.' };
  });

  // Browser navigation (spec section 7): pages that need a sign-in send the browser here.
  addRoute(app, accountsContract.loginRedirect, async (request, reply) => {
    const { returnTo } = request.query;
    const target =
      returnTo && isLocalPath(returnTo) ? `/login?redirect=${encodeURIComponent(returnTo)}` : '/login';
    return reply.redirect(target);
  });
}
