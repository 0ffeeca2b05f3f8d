import { randomUUID } from 'node:crypto';
import type { TrustedProxies } from '@akwaaba/infra/config';
import { Uploads } from '@akwaaba/infra/uploads/uploads';
import { carReviews, findCarPagePreview } from '@akwaaba/projections';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { ApiDeps } from './deps';
import { registerAnswerCheck } from './plugins/answer-check';
import { registerCommands } from './plugins/commands';
import { registerErrorHandling } from './plugins/errors';
import { registerGracefulClose } from './plugins/graceful-close';
import { registerMetrics } from './plugins/metrics';
import { registerApiDocs } from './plugins/openapi';
import { registerPageCache } from './plugins/page-cache';
import { RequestLogController } from './plugins/request-logging';
import { registerSecurityHeaders, securityHeaderOptions } from './plugins/security-headers';
import { registerSessions } from './plugins/session';
import { registerSpa } from './plugins/spa';
import { useValibotValidation } from './plugins/valibot-schemas';
import { healthRoutes } from './routes/health';

/** Builds the HTTP app without listening, so tests can start it on any port. */
export async function buildApp(deps: ApiDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOf(deps.config.trustedProxies),
    genReqId: (request) => {
      const given = request.headers['x-correlation-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    logController: new RequestLogController({
      requestIdLogLabel: 'correlationId',
      disableRequestLogging: deps.config.mode === 'development',
    }),
  });
  app.decorate('deps', deps);
  app.decorate('uploads', new Uploads(deps.pool, deps.storage, deps.secrets));
  useValibotValidation(app);
  if (deps.checkAnswers) registerAnswerCheck(app);
  registerErrorHandling(app);
  registerCommands(app);
  await registerMetrics(app);
  registerGracefulClose(app);
  // Answers of the features' cached pages are kept in memory per version of the read models they read.
  registerPageCache(app, Object.assign({}, ...deps.features.map((feature) => feature.cachedPages ?? {})));

  registerSecurityHeaders(app, securityHeaderOptions(deps.config.publicUrl.startsWith('https:')));
  await app.register(fastifyCompress, { threshold: 1024 });
  await registerSessions(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-correlation-id', request.id);
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });

  await registerApiDocs(app, { serveUi: deps.config.mode === 'development' });

  await app.register(healthRoutes);
  for (const feature of deps.features) for (const routes of feature.routes) await app.register(routes);
  if (deps.webDir) {
    const cachedPages = deps.features.flatMap((feature) => Object.values(feature.cachedPages ?? {}));
    await registerSpa(app, deps.webDir, {
      publicUrl: deps.config.publicUrl,
      renderer: deps.renderer,
      // A rendered page shows what the API's cached pages answer, so it follows their read models.
      renderedReadModels: [...new Set(cachedPages.flatMap((page) => page.readModels))],
      lookups: {
        carPage: (id) => findCarPagePreview(deps.pool, id),
        carRating: (id) => carReviews(deps.pool, id),
      },
    });
  }
  return app;
}

/**
 * Fastify's trustProxy for the configured proxies: false, so the connection's address, unless
 * TRUST_PROXY names them. Fastify 5 refuses a bare hop count (it cannot tell a direct client
 * from the proxy), so a count is the same rule as a function: the operator who sets it says
 * that every request comes through that many proxies.
 */
function trustProxyOf(proxies: TrustedProxies) {
  if (proxies === null) return false;
  if ('addresses' in proxies) return proxies.addresses;
  const { hops } = proxies;
  return (_address: string, hop: number) => hop < hops;
}
