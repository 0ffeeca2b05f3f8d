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

/**
 * How a request reaches the API: the browser's fetch, or on the server, which renders the
 * public pages (web/src/entry-server.tsx), a call into the API in the same process.
 */
let send: typeof fetch = (input, init) => fetch(input, init);

/** For the server render only: the API is reached without a network. */
export function sendApiRequestsWith(fetcher: typeof fetch): void {
  send = fetcher;
}

export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  const hasBody = body !== undefined;
  const response = await send(url, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
    signal,
  });
  await throwIfNotOk(response);
  return response;
}
