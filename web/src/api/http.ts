import { READ_AFTER_HEADER } from '@akwaaba/domain/shared/contract';

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

/**
 * The newest write of this tab's that was answered before the read models showed it
 * (READ_AFTER_HEADER): the reads after it send it back, so they show the write. After a minute
 * it is dropped, as the API waits only seconds for a read model anyway. Only writes set it, and
 * the server render makes none, so it never passes from one visitor to another.
 */
let writtenBefore: { header: string; at: number } | null = null;
const READ_AFTER_KEPT_MS = 60_000;

function readAfterHeader(): Record<string, string> {
  if (!writtenBefore || Date.now() - writtenBefore.at > READ_AFTER_KEPT_MS) return {};
  return { [READ_AFTER_HEADER]: writtenBefore.header };
}

export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  const hasBody = body !== undefined;
  const headers = {
    ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
    ...(method === 'GET' ? readAfterHeader() : {}),
  };
  const response = await send(url, {
    method,
    credentials: 'include',
    headers: Object.keys(headers).length > 0 ? headers : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
    signal,
  });
  await throwIfNotOk(response);
  const written = method === 'GET' ? null : response.headers.get(READ_AFTER_HEADER);
  if (written) writtenBefore = { header: written, at: Date.now() };
  return response;
}
