import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built SPA. Hashed assets (/assets/*) are immutable for a year;
 * index.html is never cached so a deploy reaches everyone on the next visit.
 * Any other GET that is not an API call answers index.html and the client router
 * takes over (it renders the not-found page for unknown routes).
 */
export async function registerSpa(app: FastifyInstance, webDir: string) {
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
  const sendIndex = (_request: unknown, reply: import('fastify').FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html');
  app.get('/', sendIndex);
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/objects/')) {
      return reply.status(404).send({ message: `No such endpoint: GET ${request.url.split('?')[0]}` });
    }
    return sendIndex(request, reply);
  });
}
