import { notFound } from '@akwaaba/domain';
import { objectPathOf, uploadIdOfPath } from '@akwaaba/domain/uploads/upload-paths';
import { PUBLIC_FOLDERS } from '@akwaaba/domain/uploads/upload-rules';
import { attachedUploads } from '@akwaaba/projections';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Photos are public: only keys under public folders are served here. Papers never are (see uploads.ts). */
const PUBLIC_PREFIXES = PUBLIC_FOLDERS.map((folder) => `${folder}/`);

const NO_SUCH_FILE = 'No such file';

export async function objectRoutes(app: FastifyInstance) {
  /**
   * Who may see the file at `key`: everyone once something shows it (a car, a profile), or
   * when it is not an upload at all (the product's own photos and the copies it makes of
   * shown ones); until then only its uploader, for the form's preview. So a public folder
   * publishes nothing that nobody attached, and the uploads sweep removes it after a day.
   */
  async function audienceOf(key: string, request: FastifyRequest): Promise<'everyone' | 'uploader' | null> {
    const uploadId = uploadIdOfPath(objectPathOf(key));
    if (!uploadId || (await attachedUploads(app.deps.pool, [uploadId])).has(uploadId)) return 'everyone';
    const uploader = await app.uploads.uploaderOf(key);
    return uploader !== null && uploader === request.actor.userId ? 'uploader' : null;
  }

  app.get<{ Params: { '*': string } }>('/objects/*', async (request, reply) => {
    const key = request.params['*'];
    if (!PUBLIC_PREFIXES.some((p) => key.startsWith(p)) || key.includes('..')) throw notFound(NO_SUCH_FILE);
    const audience = await audienceOf(key, request);
    const stat = audience ? await app.deps.storage.stat(key) : null;
    if (!stat) throw notFound(NO_SUCH_FILE);
    reply
      .header('content-type', stat.contentType)
      .header('content-length', stat.size)
      // Object keys are never reused, so a shown photo can be cached for good; a preview never.
      .header(
        'cache-control',
        audience === 'everyone' ? 'public, max-age=31536000, immutable' : 'private, no-store',
      )
      .header('etag', `"${stat.etag}"`);
    return reply.send(await app.deps.storage.get(key));
  });
}
