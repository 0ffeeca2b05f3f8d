import type { Config } from '@akwaaba/infra/config';
import type { EventStore } from '@akwaaba/infra/eventstore/port';
import type { AppSecrets } from '@akwaaba/infra/secrets/app-secret';
import type { ObjectStorage } from '@akwaaba/infra/storage/object-storage';
import type { Uploads } from '@akwaaba/infra/uploads/uploads';
import type { Projection } from '@akwaaba/projections';
import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { PageCacheRoutes } from './plugins/page-cache';
import type { PublicPageRenderer } from './plugins/server-render';

/*
 * What the API is built from, in a file of its own: plugins read `app.deps`, and importing
 * these types from app.ts (which imports the plugins) tied them into a circle.
 */

/** What a feature adds to the API (server/features.ts lists them all). */
export interface ApiFeature {
  /** Plugins that register its /api routes. */
  routes: FastifyPluginAsync[];
  /** Its GET routes answered from the page cache, with the read models each one reads. */
  cachedPages?: PageCacheRoutes;
}

/** What the API needs from the outside world; built by the composition root (server/). */
export interface ApiDeps {
  /** The product's features (server/features.ts): their routes and cached pages. */
  features: readonly ApiFeature[];
  config: Config;
  pool: pg.Pool;
  store: EventStore;
  storage: ObjectStorage;
  secrets: AppSecrets;
  logger: Logger;
  /** Folder with the built SPA; absent in API-only tests. */
  webDir?: string;
  /** The web app's server render of the public pages (dist/web-ssr/); without it the browser renders them. */
  renderer?: PublicPageRenderer | null;
  /** Every projection and reactor (server/projections.ts): for /readyz lag bounds, /metrics and the ops page. */
  projections?: readonly Projection[];
  /** Tests: fail an answer with a field its response schema lacks (plugins/answer-check.ts). */
  checkAnswers?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: ApiDeps;
    uploads: Uploads;
  }
}
