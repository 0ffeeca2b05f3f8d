import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import { ReadModelCache } from '../read-cache';

/**
 * Which GET routes to cache, by pattern, and every read model (projection
 * name) their answers are read from. Listing too few serves stale pages when
 * a missing one changes; listing too many only empties the cache more often.
 */
export type PageCacheRoutes = Record<`GET /${string}`, readonly string[]>;

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
}

/** The route's answer cannot be shared: returned as is to the request that made it. */
class NotShareable extends Error {
  constructor(readonly answer: unknown) {
    super('not shareable');
  }
}

/**
 * Caches the serialized answers of the listed GET routes for anonymous
 * requests (the public view, the same for every visitor), keyed by the URL as
 * sent (path and query string), per read-model version (see ReadModelCache:
 * invalidated when a listed read model applies an event, re-checked before any
 * hit after a checkpoint notification). Signed-in requests, errors and answers
 * other than 200 always run the route; anonymous visitors make no writes, so
 * read-your-writes never rests on this cache, and after a write through this
 * instance the next hits re-check the version first. A current page is sent straight from the
 * route's onRequest hook, skipping validation and the handler; compressed copies
 * (br, gzip) are kept with each page, so a hit costs no JSON serialization and
 * no compression. Register before the routes: it wraps their handlers as they
 * are added, without changing their code.
 */
export function registerPageCache(
  app: FastifyInstance,
  routes: PageCacheRoutes,
  options: { maxEntries?: number } = {},
) {
  const caches = new Map<string, ReadModelCache>();
  for (const [route, readModels] of Object.entries(routes)) {
    caches.set(
      route,
      new ReadModelCache(app.deps.pool, { name: route.slice(4), readModels, maxEntries: options.maxEntries }),
    );
  }
  const byPattern = new Map([...caches].map(([route, cache]) => [route.slice(4), cache]));
  // A GET without any cookie is anonymous whatever the session plugin would find: a current page
  // is sent from this hook, registered before the app's others (security headers, cookies,
  // session), with the security headers the route's last run had.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' || request.headers.cookie !== undefined) return done();
    const page = byPattern.get(request.routeOptions.url ?? '')?.peek<Page>(request.url);
    if (!page) return done();
    reply.headers(page.appHeaders);
    send(request, reply, page);
  });
  app.addHook('onClose', async () => {
    await Promise.all([...caches.values()].map((cache) => cache.close()));
  });

  // A write through this instance has reached the read models by the time its answer is sent
  // (read-your-writes): make the next hits re-check, rather than race the notification.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      for (const cache of caches.values()) cache.refresh();
    done(null, payload);
  });

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const cache = methods.includes('GET') ? caches.get(`GET ${route.url}`) : undefined;
    if (!cache) return;
    route.handler = cachedHandler(cache, route.handler as RouteHandlerMethod);
    // Route hooks run after the app's (security headers, session): a current page is sent from
    // here, before validation and the handler; anything else goes on to the handler.
    const serveHit: onRequestHookHandler = (request, reply, done) => {
      const page = request.actor?.role === 'anonymous' ? cache.peek<Page>(request.url) : undefined;
      if (page) send(request, reply, page);
      else done();
    };
    route.onRequest = [
      ...(Array.isArray(route.onRequest) ? route.onRequest : route.onRequest ? [route.onRequest] : []),
      serveHit,
    ];
  });
}

function cachedHandler(cache: ReadModelCache, handler: RouteHandlerMethod): RouteHandlerMethod {
  return async function cached(this: FastifyInstance, request, reply) {
    if (request.actor?.role !== 'anonymous') return handler.call(this, request, reply);
    const key = request.url;
    let ranHere = false;
    let page: Page;
    try {
      page = await cache.get(key, async () => {
        ranHere = true;
        return runForPage(this, handler, request, reply);
      });
    } catch (error) {
      // Another request's answer could not be shared: this one runs the route itself.
      if (error instanceof NotShareable) return ranHere ? error.answer : handler.call(this, request, reply);
      throw error;
    }
    return send(request, reply, page);
  };
}

/** Runs the route and turns its answer into a page, or throws NotShareable. */
async function runForPage(
  app: FastifyInstance,
  handler: RouteHandlerMethod,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Page> {
  const before = { ...reply.getHeaders() };
  const answer = await handler.call(app, request, reply);
  if (answer === reply || reply.sent || reply.statusCode !== 200 || answer === undefined)
    throw new NotShareable(answer);
  const headers: Page['headers'] = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined && before[name] !== value) headers[name] = value;
  }
  const appHeaders: Page['appHeaders'] = {};
  for (const [name, value] of Object.entries(before)) {
    if (value !== undefined && name !== 'set-cookie') appHeaders[name] = value;
  }
  if (typeof answer === 'string' || Buffer.isBuffer(answer))
    return { body: Buffer.from(answer), headers, appHeaders };
  headers['content-type'] ??= 'application/json; charset=utf-8';
  // The route's own serializer: its response schema decides the page's bytes, as for any answer.
  return { body: Buffer.from(String(reply.serialize(answer))), headers, appHeaders };
}

function send(request: FastifyRequest, reply: FastifyReply, page: Page): FastifyReply {
  reply.headers(page.headers);
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
