// @vitest-environment jsdom
import '#app/test/dom.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#app/api/query-client.ts';
import { routeTree } from '#app/routeTree.gen.ts';
import { jsonResponse } from '#app/test/fixtures.ts';

const USER = {
  id: 'u1',
  email: 'ama@example.com',
  firstName: 'Ama',
  lastName: 'Mensah',
  profileImageUrl: null,
  roles: ['user'],
  isAdmin: false,
};

/** The real route tree at `url`, the session answering `user` (null: signed out); every other call fails. */
function renderAt(url: string, user: object | null) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      asked.push(input);
      if (input === '/api/auth/user')
        return user ? jsonResponse(user) : jsonResponse({ message: 'You need to log in first.' }, 401);
      return jsonResponse({ message: 'not stubbed' }, 500);
    }),
  );
  const queryClient = createQueryClient();
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, asked };
}

afterEach(() => vi.unstubAllGlobals());

describe('the admin pages, guarded once by their layout route', () => {
  it.each(['/admin', '/admin/ops'])(
    'send a signed-out visitor of %s to log in, and back after',
    async (url) => {
      const { router } = renderAt(url, null);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(router.state.location.search).toEqual({ redirect: url });
    },
  );

  it.each(['/admin', '/admin/ops'])(
    'show a signed-in user who is not an admin of %s "Not authorized", and ask for no admin data',
    async (url) => {
      const { asked } = renderAt(url, USER);
      expect(
        await screen.findByRole('heading', { name: 'You are not authorized to view this page' }),
      ).toBeInTheDocument();
      expect(asked.filter((path) => path.startsWith('/api/admin'))).toEqual([]);
    },
  );
});
