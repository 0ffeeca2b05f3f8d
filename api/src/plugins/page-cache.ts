import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Actor } from '@akwaaba/domain';
import type { ReadModelRef } from '@akwaaba/projections';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import { ReadModelCache, refreshOnWrites } from '../read-cache';

/** How the page cache serves one GET route. */
export interface PageCacheRoute {
  /**
   * Every read model the route's answers are read from. Listing too few serves
   * stale pages when a missing one changes; listing too many only empties the
   * cache more often.
   */
  readModels: readonly ReadModelRef[];
  /**
   * For a route whose subject has an owner who, like admins, gets a managed view
   * of it: the answer's field holding the owner's user id (e.g. 'ownerId'). The
   * owner and admins always run the route; every other asker, signed in or not,
   * shares the page. Without it the page is the same for every asker and is sent
   * before the session is even looked up.
   */
  managedBy?: string;
}

/** Which GET routes to cache, by pattern. */
export type PageCacheRoutes = Record<`GET /${string}`, PageCacheRoute>;

/** Smaller answers are not worth compressing (the same threshold as @fastify/compress here). */
const COMPRESS_THRESHOLD = 1024;

interface Page {
  body: Buffer;
  /** Headers the route set (x-total-count, link, content-type...), replayed on every hit. */
  headers: Record<string, string | number | string[]>;
  /**
   * Headers the app's own onRequest hooks had set when the route ran (the
   * security headers): the same for every anonymous GET, so a hit sent before
   * those hooks run replays them.
   */
  appHeaders: Record<string, string | number | string[]>;
  /** Compressed copies, made on first demand; the page itself never changes. */
  br?: Buffer;
  gzip?: Buffer;
  /** The owner of what the page shows, for a route with `managedBy`: they get their managed view. */
  owner: unknown;
}

interface CachedRoute {
  cache: ReadModelCache;
  managedBy: string | undefined;
}

/** Whether the shared page is this asker's answer: not for the owner and admins of a managed view. */
const sharedWith = (route: CachedRoute, actor: Actor, page: Pick<Page, 'owner'>): boolean =>
  route.managedBy === undefined ||
  actor.role === 'anonymous' ||
  (actor.role !== 'admin' && actor.userId !== page.owner);

/** The route's answer cannot be shared: returned as is to the request that made it. */
class NotShareable extends Error {
  constructor(readonly answer: unknown) {
    super('not shareable');
  }
}

/**
 * Caches the serialized answers of the listed GET routes (the public view, the
 * same for every asker but the owner and admins of a managed view), keyed by
 * the URL as sent (path and query string), per read-model version (see
 * ReadModelCache: invalidated when a listed read model applies an event,
 * re-checked before any hit after a checkpoint notification). Signed-in askers
 * share the page too: read-your-writes holds because a write through this
 * instance makes the next hits re-check the version first (refreshOnWrites), after
 * runCommand has waited for the read models. Errors and answers other than 200
 * always run the route. A current page is sent straight from an onRequest hook,
 * skipping validation and the handler; compressed copies (br, gzip) are kept
 * with each page, so a hit costs no JSON serialization and no compression.
 * Register before the routes: it wraps their handlers as they are added,
 * without changing their code.
 */
export function registerPageCache(
  app: FastifyInstance,
  routes: PageCacheRoutes,
  options: { maxEntries?: number } = {},
) {
  const cached = new Map<string, CachedRoute>();
  for (const [route, { readModels, managedBy }] of Object.entries(routes)) {
    const name = route.slice(4);
    const cache = new ReadModelCache(app.deps.pool, { name, readModels, maxEntries: options.maxEntries });
    cached.set(name, { cache, managedBy });
  }
  const caches = [...cached.values()].map((route) => route.cache);
  // A GET without any cookie is anonymous whatever the session plugin would find, and a page the
  // same for every asker needs no session at all: a current page is sent from this hook,
  // registered before the app's others (security headers, cookies, session), with the security
  // headers the route's last run had. A managed view's page waits for the session (below).
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET') return done();
    const route = cached.get(request.routeOptions.url ?? '');
    if (!route || (route.managedBy !== undefined && request.headers.cookie !== undefined)) return done();
    const page = route.cache.peek<Page>(request.url);
    if (!page) return done();
    reply.headers(page.appHeaders);
    send(request, reply, page);
  });
  app.addHook('onClose', async () => {
    await Promise.all(caches.map((cache) => cache.close()));
  });

  refreshOnWrites(app, caches);

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const cachedRoute = methods.includes('GET') ? cached.get(route.url) : undefined;
    if (!cachedRoute) return;
    route.handler = cachedHandler(cachedRoute, route.handler as RouteHandlerMethod);
    // Route hooks run after the app's (security headers, session): a current page this asker
    // shares is sent from here, before validation and the handler; anything else goes on to it.
    const serveHit: onRequestHookHandler = (request, reply, done) => {
      const page = cachedRoute.cache.peek<Page>(request.url, (p) =>
        sharedWith(cachedRoute, request.actor, p),
      );
      if (page) send(request, reply, page);
      else done();
    };
    route.onRequest = [
      ...(Array.isArray(route.onRequest) ? route.onRequest : route.onRequest ? [route.onRequest] : []),
      serveHit,
    ];
  });
}

function cachedHandler(route: CachedRoute, handler: RouteHandlerMethod): RouteHandlerMethod {
  return async function cached(this: FastifyInstance, request, reply) {
    if (route.managedBy !== undefined && request.actor.role === 'admin')
      return handler.call(this, request, reply);
    let ranHere = false;
    let page: Page;
    try {
      page = await route.cache.get(
        request.url,
        async () => {
          ranHere = true;
          return runForPage(this, route, handler, request, reply);
        },
        (kept) => sharedWith(route, request.actor, kept),
      );
    } catch (error) {
      // Another request's answer could not be shared: this one runs the route itself.
      if (error instanceof NotShareable) return ranHere ? error.answer : handler.call(this, request, reply);
      throw error;
    }
    // This asker joined another's load, but the shared page is not their view.
    if (!sharedWith(route, request.actor, page)) return handler.call(this, request, reply);
    return send(request, reply, page);
  };
}

/** Runs the route and turns its answer into a page, or throws NotShareable. */
async function runForPage(
  app: FastifyInstance,
  route: CachedRoute,
  handler: RouteHandlerMethod,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Page> {
  const before = { ...reply.getHeaders() };
  const answer = await handler.call(app, request, reply);
  if (answer === reply || reply.sent || reply.statusCode !== 200 || answer === undefined)
    throw new NotShareable(answer);
  const owner =
    route.managedBy !== undefined && typeof answer === 'object' && answer !== null
      ? Reflect.get(answer, route.managedBy)
      : undefined;
  // The owner's own view (their papers, the admin's notes) is never anyone else's page.
  if (!sharedWith(route, request.actor, { owner })) throw new NotShareable(answer);
  const headers: Page['headers'] = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined && before[name] !== value) headers[name] = value;
  }
  const appHeaders: Page['appHeaders'] = {};
  for (const [name, value] of Object.entries(before)) {
    if (value !== undefined && name !== 'set-cookie') appHeaders[name] = value;
  }
  if (typeof answer === 'string' || Buffer.isBuffer(answer))
    return { body: Buffer.from(answer), headers, appHeaders, owner };
  headers['content-type'] ??= 'application/json; charset=utf-8';
  // The route's own serializer: its response schema decides the page's bytes, as for any answer.
  return { body: Buffer.from(String(reply.serialize(answer))), headers, appHeaders, owner };
}

function send(request: FastifyRequest, reply: FastifyReply, page: Page): FastifyReply {
  reply.headers(page.headers);
  return sendCompressed(request, reply, page);
}

/** A kept answer's bytes, with its compressed copies made on first demand and kept with it. */
export interface CompressedBody {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Sends kept bytes compressed as the client accepts, compressing each copy once (brotli at
 * quality 5: the app-wide compression's default 11 costs far more per request than it saves).
 */
export function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CompressedBody,
): FastifyReply {
  if (page.body.length < COMPRESS_THRESHOLD) return reply.send(page.body);
  reply.header('vary', 'accept-encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === 'br') {
    page.br ??= brotliCompressSync(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(page.br);
  }
  if (encoding === 'gzip') {
    page.gzip ??= gzipSync(page.body);
    return reply.header('content-encoding', 'gzip').send(page.gzip);
  }
  return reply.send(page.body);
}

/** br, then gzip, when the client accepts it (a q of 0 refuses); otherwise the plain body. */
export function preferredEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}
