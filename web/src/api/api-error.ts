import { HttpError } from './http.ts';

/** What a failed call said, for a toast and for the form fields it names. */
export interface ApiProblem {
  /** The HTTP status, or null when the request never got an answer (offline, timed out). */
  status: number | null;
  message: string;
  fields: Record<string, string>;
}

const OFFLINE = 'Could not reach Akwaaba Drive. Check your connection and try again.';

/**
 * Reads the server's JSON error (`{ message, fields? }`) out of an HttpError
 * (`"400: {...}"`); a body that is not that JSON is shown as it came.
 */
export function apiProblemOf(error: unknown): ApiProblem {
  if (!(error instanceof HttpError)) return { status: null, message: OFFLINE, fields: {} };
  const text = error.message.replace(/^\d{3}: /, '');
  try {
    const body = JSON.parse(text) as { message?: unknown; fields?: unknown };
    const fields =
      body.fields && typeof body.fields === 'object' ? (body.fields as Record<string, string>) : {};
    return { status: error.status, message: typeof body.message === 'string' ? body.message : text, fields };
  } catch {
    return { status: error.status, message: text, fields: {} };
  }
}
