import { unauthenticated } from '@akwaaba/domain';
import { MAX_UPLOAD_BYTES, TOO_LARGE_MESSAGE, UPLOAD_PURPOSES } from '@akwaaba/infra/uploads/upload-rules';
import type { FastifyError, FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { schemaOf } from '../plugins/valibot-schemas';

const TicketBody = v.nullish(
  v.object({
    purpose: v.optional(
      v.picklist(UPLOAD_PURPOSES, `purpose must be one of: ${UPLOAD_PURPOSES.join(', ')}`),
      'car-photo',
    ),
  }),
  {},
);
const UploadParams = v.object({
  id: v.pipe(v.string(), v.uuid('This upload link is not valid. Start the upload again.')),
});
const UploadQuery = v.object({
  token: v.pipe(v.string('This upload link is not valid. Start the upload again.'), v.maxLength(100)),
});
const CarImagesBody = v.object({
  imageURLs: v.pipe(
    v.array(v.pipe(v.string(), v.maxLength(2048)), 'imageURLs must be a list of uploaded image URLs'),
    v.maxLength(5, 'You can only upload 5 file(s)'),
  ),
});
const PrivateObjectQuery = v.object({
  expires: v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'This link is not valid.')),
  signature: v.pipe(v.string(), v.maxLength(100)),
});

/** Uploads: ask for a URL, PUT the bytes, then reference the object path in a command. */
export async function uploadRoutes(app: FastifyInstance) {
  app.post<{ Body: v.InferOutput<typeof TicketBody> }>(
    '/api/objects/upload',
    { schema: { tags: ['uploads'], summary: 'Start an upload', body: schemaOf(TicketBody) } },
    async (request) => {
      const userId = request.actor.userId;
      if (!userId) throw unauthenticated();
      return app.uploads.createTicket(userId, request.body?.purpose ?? 'car-photo');
    },
  );

  // The file's bytes, whatever their declared type: the real type is read from the bytes.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
      (_request, body, done) => done(null, body),
    );
    raw.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return reply.status(413).send({ message: TOO_LARGE_MESSAGE });
      throw error;
    });
    raw.put<{ Params: v.InferOutput<typeof UploadParams>; Querystring: v.InferOutput<typeof UploadQuery> }>(
      '/api/uploads/:id',
      {
        schema: {
          tags: ['uploads'],
          summary: 'Send the bytes of a file (at most 5 MB)',
          params: schemaOf(UploadParams),
          querystring: schemaOf(UploadQuery),
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return app.uploads.receive(request.params.id, request.query.token, body);
      },
    );
  });

  app.put<{ Body: v.InferOutput<typeof CarImagesBody> }>(
    '/api/car-images',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Turn uploaded image URLs into object paths',
        body: schemaOf(CarImagesBody),
      },
    },
    async (request) => {
      const userId = request.actor.userId;
      if (!userId) throw unauthenticated();
      const objectPaths = await app.uploads.requireOwnedObjects(
        userId,
        request.body.imageURLs,
        'car-photo',
        'imageURLs',
      );
      return { objectPaths };
    },
  );

  app.get<{ Params: { '*': string }; Querystring: v.InferOutput<typeof PrivateObjectQuery> }>(
    '/api/private-objects/*',
    { schema: { querystring: schemaOf(PrivateObjectQuery) } },
    async (request, reply) => {
      const key = app.uploads.verifySignedLink(
        request.params['*'],
        Number(request.query.expires),
        request.query.signature,
      );
      const stat = key ? await app.deps.storage.stat(key) : null;
      if (!key || !stat)
        return reply.status(404).send({
          message: 'This link has expired or is not valid. Open the document again from Akwaaba Drive.',
        });
      reply
        .header('content-type', stat.contentType)
        .header('content-length', stat.size)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .header('referrer-policy', 'no-referrer');
      return reply.send(await app.deps.storage.get(key));
    },
  );
}
