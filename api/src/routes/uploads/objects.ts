import { notFound } from '@akwaaba/domain';
import { PUBLIC_FOLDERS } from '@akwaaba/domain/uploads/upload-rules';
import type { FastifyInstance } from 'fastify';

/** Photos are public: only keys under public folders are served here. Papers never are (see uploads.ts). */
const PUBLIC_PREFIXES = PUBLIC_FOLDERS.map((folder) => `${folder}/`);

const NO_SUCH_FILE = 'No such file';

export async function objectRoutes(app: FastifyInstance) {
  app.get<{ Params: { '*': string } }>('/objects/*', async (request, reply) => {
    const key = request.params['*'];
    if (!PUBLIC_PREFIXES.some((p) => key.startsWith(p)) || key.includes('..')) throw notFound(NO_SUCH_FILE);
    const stat = await app.deps.storage.stat(key);
    if (!stat) throw notFound(NO_SUCH_FILE);
    // Object keys are content-addressed (never rewritten), so they can be cached for good.
    reply
      .header('content-type', stat.contentType)
      .header('content-length', stat.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', `"${stat.etag}"`);
    return reply.send(await app.deps.storage.get(key));
  });
}
