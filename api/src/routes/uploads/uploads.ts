import { forbidden, notFound } from '@akwaaba/domain';
import {
  MAX_UPLOAD_BYTES,
  PURPOSE_RULES,
  TOO_LARGE_MESSAGE,
  TRIP_PARTY_ONLY_MESSAGE,
  UPLOAD_PURPOSES,
  type Uploader,
  type UploadPurpose,
} from '@akwaaba/domain/uploads/upload-rules';
import { uploadsContract } from '@akwaaba/domain/uploads/uploads.contract';
import { hasTripUnderWay } from '@akwaaba/projections';
import type { FastifyError, FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { signedInUserId } from '../../plugins/access';
import { addRoute } from '../add-route';

const TicketBody = v.nullish(
  v.object({
    purpose: v.optional(
      v.picklist(UPLOAD_PURPOSES, `purpose must be one of: ${UPLOAD_PURPOSES.join(', ')}`),
      'car-photo',
    ),
  }),
  {},
);

/** Uploads: ask for a URL, PUT the bytes, then reference the object path in a command. */
export async function uploadRoutes(app: FastifyInstance) {
  /** Refuses a user whom the purpose's uploader rule does not take in (403). */
  const requireUploader: Record<Uploader, (userId: string) => Promise<void>> = {
    'signed-in user': async () => {},
    'trip party': async (userId) => {
      if (!(await hasTripUnderWay(app.deps.pool, userId))) throw forbidden(TRIP_PARTY_ONLY_MESSAGE);
    },
  };

  addRoute(app, { ...uploadsContract.ticket, body: TicketBody }, async (request) => {
    const userId = signedInUserId(request);
    const purpose: UploadPurpose = request.body?.purpose ?? 'car-photo';
    await requireUploader[PURPOSE_RULES[purpose].uploader](userId);
    return app.uploads.createTicket(userId, purpose);
  });

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
    addRoute(raw, uploadsContract.receive, async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return app.uploads.receive(request.params.id, request.query.token, body);
    });
  });

  addRoute(app, uploadsContract.carImages, async (request) => {
    const userId = signedInUserId(request);
    const objectPaths = await app.uploads.requireOwnedObjects(
      userId,
      request.body.imageURLs,
      'car-photo',
      'imageURLs',
    );
    return { objectPaths };
  });

  addRoute(app, uploadsContract.privateObject, async (request, reply) => {
    const key = app.uploads.verifySignedLink(
      request.params['*'],
      Number(request.query.expires),
      request.query.signature,
    );
    const stat = key ? await app.deps.storage.stat(key) : null;
    if (!key || !stat)
      throw notFound('This link has expired or is not valid. Open the document again from Akwaaba Drive.');
    reply
      .header('content-type', stat.contentType)
      .header('content-length', stat.size)
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'inline')
      .header('referrer-policy', 'no-referrer');
    return reply.send(await app.deps.storage.get(key));
  });
}
