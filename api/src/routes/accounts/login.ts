import { logIn } from '@akwaaba/application/accounts/login';
import { accountsContract } from '@akwaaba/domain/accounts/accounts.contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../add-route';
import { requireCurrentUser } from './current-user';

/** Where /api/login may send the browser back to: a path on this site, never another site. */
const isLocalPath = (path: string) => /^\/(?![/\\])[\x21-\x7e]*$/.test(path) && path.length <= 512;

export async function loginRoutes(app: FastifyInstance) {
  addRoute(app, accountsContract.login, { ...app.authRateLimit('login') }, async (request, reply) => {
    const { userId } = await logIn(app.deps.store, request.body);
    // A new sign-in always gets a new session; whatever session the browser had ends.
    if (request.sessionToken) await app.sessions.revoke(request.sessionToken);
    await app.startSession(reply, userId);
    return requireCurrentUser(app, userId);
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
