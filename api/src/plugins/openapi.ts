import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';

/** One method of one registered route, as the router holds it. */
export interface RegisteredRoute {
  method: string;
  /** Fastify's form: `/api/cars/:id`. */
  url: string;
  schema: FastifySchema | undefined;
  /** false when the route skips the origin check (called by other servers). */
  csrf: boolean;
  bodyLimit: number | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every route registered after the API docs, one entry per method (HEAD left out),
     * in registration order: the list the OpenAPI document and the hostile-input test
     * are checked against.
     */
    routeCatalog: readonly RegisteredRoute[];
  }
}

/** Routes under these prefixes are the product's API; everything else (SPA, assets, simulator) is not documented. */
const isApiUrl = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * The OpenAPI document, generated from the very JSON schemas the routes validate
 * with (`schemaOf` in valibot-schemas.ts), so it cannot drift from them. Every
 * `/api/*` route is documented (a route opts out only with `schema.hide`); untagged
 * ones are grouped by their first path segment. The UI (`/api/docs`) and the JSON
 * (`/api/docs/json`) are served in development only. Must be called before any
 * route is registered, so the catalogue sees them all.
 */
export async function registerApiDocs(app: FastifyInstance, options: { serveUi: boolean }) {
  const catalog: RegisteredRoute[] = [];
  app.decorate('routeCatalog', catalog);
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      catalog.push({
        method,
        url: route.url,
        schema: route.schema,
        csrf: route.config?.csrf !== false,
        bodyLimit: route.bodyLimit,
      });
    }
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Akwaaba Drive API',
        version: '1.0.0',
        description: 'Peer-to-peer car rental in Ghana.',
      },
    },
    transform({ schema, url }) {
      if (!isApiUrl(url)) return { schema: { ...schema, hide: true }, url };
      if (schema?.tags?.length) return { schema, url };
      const group = url.split('/')[2] ?? 'api';
      return { schema: { ...schema, tags: [group] }, url };
    },
  });
  if (options.serveUi) {
    // The docs UI needs inline scripts; its own CSP applies only under its prefix.
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  }
}
