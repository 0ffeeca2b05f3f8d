import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReadModelRef } from '@akwaaba/projections';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendCompressed } from './page-cache';
import { type PageHeadLookups, pageHead, withPageHead } from './page-head';
import { type PublicPageRenderer, renderedPages } from './server-render';
import { pageHints } from './spa-hints';
import { readViteManifest } from './spa-manifest';

/**
 * Serves the built SPA. Hashed assets (/assets/*) are immutable for a year;
 * index.html is never cached so a deploy reaches everyone on the next visit.
 * Any other GET that is not an API call answers index.html and the client router
 * takes over (it renders the not-found page for unknown routes). Each page's copy of
 * index.html names the route code and API calls that page starts with (spa-hints.ts),
 * and a public page's says what it shows: title, description, link previews (page-head.ts).
 */
export async function registerSpa(
  app: FastifyInstance,
  webDir: string,
  heads: {
    publicUrl: string;
    lookups: PageHeadLookups;
    /** Renders the public pages for visitors not signed in; without it the browser renders every page. */
    renderer?: PublicPageRenderer | null;
    /** The read models the rendered pages show. */
    renderedReadModels?: readonly ReadModelRef[];
  },
) {
  const indexFile = path.join(webDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No built SPA in ${webDir}; run "npm run build:web". Serving the API only.`);
    return;
  }
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    preCompressed: true,
    index: false,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/assets/*', (_request, reply) => reply.status(404).send({ message: 'No such asset' }));
  const [html, manifest] = await Promise.all([readFile(indexFile, 'utf8'), readViteManifest(webDir)]);
  const hintsFor = pageHints(manifest);
  /** index.html with the page's head and hints; a rendered page already holds its data, so it preloads none. */
  const indexFor = async (url: string, rendered: boolean, signedIn: boolean) => {
    const head = await pageHead(url, heads.publicUrl, heads.lookups);
    const page = head ? withPageHead(html, head) : html;
    const headEnd = page.indexOf('</head>');
    return page.slice(0, headEnd) + hintsFor(url, { fetches: !rendered, signedIn }) + page.slice(headEnd);
  };
  const rendered = heads.renderer ? renderedPages(app, heads.renderer, heads.renderedReadModels ?? []) : null;
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (rendered && request.actor.role === 'anonymous') {
      const page = await rendered(request.url, (wasRendered) => indexFor(request.url, wasRendered, false));
      return sendCompressed(request, reply, page);
    }
    return reply.send(await indexFor(request.url, false, request.actor.role !== 'anonymous'));
  };
  app.get('/', sendIndex);
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/objects/')) {
      return reply.status(404).send({ message: `No such endpoint: GET ${request.url.split('?')[0]}` });
    }
    return sendIndex(request, reply);
  });
}
