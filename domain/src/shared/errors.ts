/**
 * Every failure the product can explain to a user carries a kind; the API maps
 * the kind to an HTTP status in exactly one place (api/src/plugins/errors.ts).
 */
export type ErrorKind = 'validation' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict';

export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly kind: ErrorKind,
    message: string,
    /** Field-level messages for forms, keyed by field name. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const validationError = (message: string, fields?: Record<string, string>) =>
  new DomainError('validation', message, fields);
export const notFound = (message: string) => new DomainError('not_found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const unauthenticated = (message = 'You need to log in first.') =>
  new DomainError('unauthenticated', message);
