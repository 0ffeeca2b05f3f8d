import type { QueryFunction } from '@tanstack/react-query';

/**
 * The one place the web app talks HTTP. Every call sends the session cookie, sets a JSON
 * content type only when it carries a body, and turns any non-OK answer into an Error whose
 * message is `${status}: ${body text || status text}` (spec section 8), so screens can show it.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    text: string,
  ) {
    super(`${status}: ${text}`);
    this.name = 'HttpError';
  }
}

export const isNotFound = (error: unknown): boolean => error instanceof HttpError && error.status === 404;

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  throw new HttpError(response.status, text || response.statusText);
}

export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  await throwIfNotOk(response);
  return response;
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** A query function that GETs the path made of its key parts joined by slashes and parses JSON. */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options?: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior } = { on401: 'throw' }) {
  return async ({ queryKey, signal }: { queryKey: readonly unknown[]; signal: AbortSignal }) => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (on401 === 'returnNull' && response.status === 401) {
      // Drop the unread body (without waiting): until it is read or cancelled, Chromium keeps the request open.
      response.body?.cancel().catch(() => {});
      return null;
    }
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}
