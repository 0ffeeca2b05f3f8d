import { DomainError, type ErrorKind } from '@akwaaba/domain';
import { ExpectedRevisionConflictError } from '@akwaaba/infra/eventstore/port';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '@akwaaba/infra/postgres/unavailable';
import { ObjectStorageUnavailableError } from '@akwaaba/infra/storage/object-storage';
import type { FastifyError, FastifyInstance } from 'fastify';

/** The one place where an error's kind becomes an HTTP status. */
const STATUS_OF: Record<ErrorKind, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
};

/** Said when concurrent changes to one stream outlast the command handler's retries. */
export const CONCURRENT_CHANGE_MESSAGE = 'Someone else changed this at the same moment. Please try again.';

/** How soon a client may try again while the database is unavailable (a restart takes seconds). */
const RETRY_AFTER_SECONDS = 5;

/** Said while object storage (photos, papers) cannot be reached: nothing was saved. */
export const STORAGE_UNAVAILABLE_MESSAGE =
  'Photo and document storage cannot be reached right now, so nothing was saved. Please try again in a moment.';

export interface ErrorBody {
  message: string;
  fields?: Record<string, string>;
}

/**
 * Every error answers JSON `{ message, fields? }`. Domain errors keep their
 * message; Fastify's own client errors (bad JSON, too large, wrong content type)
 * keep theirs; a conflict that outlasted the command handler's retries is a 409;
 * the database or object storage being unreachable (stopped, restarting) is a 503 with a message and
 * Retry-After, logged as one line without a stack; anything unexpected is logged and
 * answered 500 without details.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | DomainError | ExpectedRevisionConflictError, request, reply) => {
    if (error instanceof DomainError) {
      const body: ErrorBody = { message: error.message, ...(error.fields ? { fields: error.fields } : {}) };
      return reply.status(STATUS_OF[error.kind]).send(body);
    }
    if (error instanceof ExpectedRevisionConflictError) {
      request.log.warn({ err: error }, 'concurrent changes outlasted the retries');
      return reply.status(409).send({ message: CONCURRENT_CHANGE_MESSAGE } satisfies ErrorBody);
    }
    const validationCause = (error as FastifyError).validation ? (error.cause ?? error) : null;
    if (validationCause instanceof DomainError) {
      return reply.status(400).send({ message: validationCause.message, fields: validationCause.fields });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: clientMessage(error as FastifyError) });
    }
    if (error instanceof ObjectStorageUnavailableError) {
      request.log.warn(
        { reason: String((error.cause as Error | undefined)?.message ?? error.message) },
        'object storage unavailable',
      );
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ message: STORAGE_UNAVAILABLE_MESSAGE } satisfies ErrorBody);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ reason: error.message }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ message: DATABASE_UNAVAILABLE_MESSAGE } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });
  });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as JSON (Content-Type: application/json).';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty; send a JSON object.';
    default:
      return error.message;
  }
}
