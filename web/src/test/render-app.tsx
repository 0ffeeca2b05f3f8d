import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { createQueryClient } from '#app/api/query-client.ts';
import { createAppRouter } from '#app/router.tsx';
import { jsonResponse } from './fixtures.ts';

export type Handler = (body: unknown) => Response;

/**
 * The real screens under the real route tree at `url`, with the server stubbed per endpoint
 * (`'POST /api/auth/login'`). The session answers `user` (signed out when null); any other
 * call answers `otherwise` (an empty list by default). Each call is recorded with its body.
 */
export function renderApp(
  url: string,
  endpoints: Record<string, Handler> = {},
  {
    user = null,
    otherwise = () => jsonResponse([], 200),
  }: { user?: object | null; otherwise?: () => Response } = {},
) {
  const calls: { call: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      // A JSON body as the object sent; any other (an uploaded file) as it is.
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? undefined);
      const call = `${init?.method ?? 'GET'} ${input}`;
      calls.push({ call, url: input, body });
      const handler = endpoints[call];
      if (handler) return handler(body);
      if (input === '/api/auth/user')
        return user ? jsonResponse(user) : jsonResponse({ message: 'You need to log in first.' }, 401);
      return otherwise();
    }),
  );
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, calls };
}
