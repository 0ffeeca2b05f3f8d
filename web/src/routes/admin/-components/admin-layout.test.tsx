// @vitest-environment jsdom
import '#app/test/dom.ts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, jsonResponse } from '#app/test/fixtures.ts';
import { renderApp } from '#app/test/render-app.tsx';

const USER = aUser();

/** The real route tree at `url`, the session answering `user` (null: signed out); every other call fails. */
function renderAt(url: string, user: object | null) {
  const { router, calls } = renderApp(
    url,
    {},
    { user, otherwise: () => jsonResponse({ message: 'not stubbed' }, 500) },
  );
  return { router, asked: () => calls.map((call) => call.url) };
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
      expect(asked().filter((path) => path.startsWith('/api/admin'))).toEqual([]);
    },
  );
});
