import { type LoginData, loginSchema } from '@akwaaba/domain';
import { logIn } from '@akwaaba/workers/accounts/login';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { schemaOf } from '../../plugins/valibot-schemas';
import { requireCurrentUser } from './current-user';

/** Where /api/login may send the browser back to: a path on this site, never another site. */
const isLocalPath = (path: string) => /^\/(?![/\\])[\x21-\x7e]*$/.test(path) && path.length <= 512;

const LoginRedirectQuery = v.object({ returnTo: v.optional(v.pipe(v.string(), v.maxLength(512))) });

export async function loginRoutes(app: FastifyInstance) {
  app.post<{ Body: LoginData }>(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password; answers the user and sets the session cookie',
        body: schemaOf(loginSchema),
      },
      ...app.authRateLimit('login'),
    },
    async (request, reply) => {
      const { userId } = await logIn(app.deps.store, request.body);
      // A new sign-in always gets a new session; whatever session the browser had ends.
      if (request.sessionToken) await app.sessions.revoke(request.sessionToken);
      await app.startSession(reply, userId);
      return requireCurrentUser(app, userId);
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags: ['auth'], summary: 'End this session (also when there is none)' } },
    async (request, reply) => {
      await app.endSession(request, reply);
      return { message: 'You are logged out.' };
    },
  );

  // Browser navigation (spec section 7): pages that need a sign-in send the browser here.
  app.get<{ Querystring: v.InferOutput<typeof LoginRedirectQuery> }>(
    '/api/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Redirects the browser to the login screen',
        querystring: schemaOf(LoginRedirectQuery),
      },
    },
    async (request, reply) => {
      const { returnTo } = request.query;
      const target =
        returnTo && isLocalPath(returnTo) ? `/login?redirect=${encodeURIComponent(returnTo)}` : '/login';
      return reply.redirect(target, 302);
    },
  );
}
