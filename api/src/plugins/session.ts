import { type Actor, forbidden } from '@akwaaba/domain';
import { SIGNED_IN_HINT_COOKIE } from '@akwaaba/domain/accounts/user.constants';
import { SessionStore } from '@akwaaba/infra/sessions/session-store';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is asking: the signed-in user and their role, or anonymous. */
    actor: Actor;
    /** The session token from the cookie, when it names a live session. */
    sessionToken: string | null;
  }
  interface FastifyInstance {
    sessions: SessionStore;
    /** Signs the user in on this reply: a new session and its cookie. */
    startSession(reply: FastifyReply, userId: string): Promise<void>;
    /** Signs out: revokes the request's session and clears the cookie. */
    endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyContextConfig {
    /** false for endpoints called by other servers (payment webhooks), which send no Origin. */
    csrf?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Sessions and the request's actor. The cookie is HttpOnly and SameSite=Lax;
 * behind TLS it is also Secure with the `__Host-` prefix. Beside it, a cookie scripts can read
 * says only that there is a session (SIGNED_IN_HINT_COOKIE), for the web app to know when not
 * to ask who is signed in. Mutating requests
 * must come from our own origin (CSRF): their Origin header must match.
 */
export async function registerSessions(app: FastifyInstance) {
  const { config, pool } = app.deps;
  const secure = config.publicUrl.startsWith('https:');
  const cookieName = secure ? '__Host-akwaaba_session' : 'akwaaba_session';
  const sessions = new SessionStore(pool);
  app.decorate('sessions', sessions);
  await app.register(fastifyCookie);
  app.decorateRequest('sessionToken', null);
  // Declared empty (Fastify's form for a value set per request, no dependencies): the
  // onRequest hook below sets it before any handler runs.
  app.decorateRequest('actor', null, []);

  const hintOptions = { path: '/', sameSite: 'lax', secure } as const;
  app.addHook('onRequest', async (request, reply) => {
    if (!SAFE_METHODS.has(request.method) && request.routeOptions.config.csrf !== false) {
      const origin = request.headers.origin;
      const allowed = [config.publicUrl, `${request.protocol}://${request.host}`];
      if (!origin || !allowed.includes(origin)) {
        throw forbidden(
          'This request did not come from Akwaaba Drive (origin check failed). Reload the page and try again.',
        );
      }
    }
    request.actor = { userId: null, role: 'anonymous' };
    const token = request.cookies[cookieName] ?? null;
    const session = token && token.length <= 64 ? await sessions.validate(token) : null;
    if (!session) {
      // The session ended elsewhere (expired, signed out on another tab, the account closed):
      // the web app learns it is signed out without asking.
      if (request.cookies[SIGNED_IN_HINT_COOKIE]) reply.clearCookie(SIGNED_IN_HINT_COOKIE, hintOptions);
      return;
    }
    request.sessionToken = token;
    request.actor = { userId: session.userId, role: session.roles.includes('admin') ? 'admin' : 'user' };
  });

  app.decorate('startSession', async (reply: FastifyReply, userId: string) => {
    const { token, session } = await sessions.create(userId);
    reply.setCookie(cookieName, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      expires: session.expiresAt,
    });
    reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { ...hintOptions, expires: session.expiresAt });
  });

  app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.sessionToken) await sessions.revoke(request.sessionToken);
    reply.clearCookie(cookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure });
    reply.clearCookie(SIGNED_IN_HINT_COOKIE, hintOptions);
  });
}
