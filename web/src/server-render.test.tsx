// @vitest-environment jsdom
import '#app/test/dom.ts';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendApiRequestsWith } from './api/http.ts';
import { createQueryClient } from './api/query-client.ts';
import { renderPublicPage } from './entry-server.tsx';
import { createAppRouter } from './router.tsx';
import { aCar, aCarDetail, jsonResponse } from './test/fixtures.ts';

const CAR = aCar({ id: 'c1', discounts: { weeklyPercent: 10, monthlyPercent: 20 } });
const DETAIL = aCarDetail({
  ...CAR,
  tripRules: { minTripDays: 2, maxTripDays: 30, advanceNoticeDays: 1, bookAheadMonths: 6 },
});

/** The API as the server render reads it: the car list and the car. */
async function api(url: string) {
  if (url.startsWith('/api/cars?')) {
    const response = jsonResponse([CAR]);
    response.headers.set('x-total-count', '1');
    return response;
  }
  if (url === '/api/cars/c1') return jsonResponse(DETAIL);
  return jsonResponse({ message: 'You need to log in first.' }, 401);
}

afterEach(() => {
  sendApiRequestsWith((...args) => fetch(...args));
  document.body.innerHTML = '';
});

/**
 * Renders `url` as the server does, then takes the HTML over as the browser does (main.tsx),
 * failing on any warning or error React reports: a hydration mismatch among them (ADR 0015).
 */
async function renderThenHydrate(url: string) {
  sendApiRequestsWith(async (input) => api(String(input)));
  const page = await renderPublicPage(url);
  expect(page).not.toBeNull();
  const root = document.createElement('div');
  root.innerHTML = page!.html;
  document.body.append(root);
  const complaints: unknown[][] = [];
  // Both renderers run in this one process here, which React remarks on; the browser has only one.
  const note = (...args: unknown[]) =>
    void (String(args[0]).startsWith('Detected multiple renderers') || complaints.push(args));
  vi.spyOn(console, 'error').mockImplementation(note);
  vi.spyOn(console, 'warn').mockImplementation(note);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => api(input)),
  );
  window.history.replaceState(null, '', url);
  const queryClient = createQueryClient();
  hydrate(queryClient, page!.state.queries);
  const router = createAppRouter(queryClient);
  router.ssr = { manifest: undefined };
  await router.load();
  await act(async () => {
    hydrateRoot(
      root,
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
      { onRecoverableError: (error) => void complaints.push([error]) },
    );
  });
  vi.restoreAllMocks();
  return { root, complaints };
}

describe('public pages with dates and discounts, rendered on the server and taken over', () => {
  it('Browse Cars with searched dates', async () => {
    const { root, complaints } = await renderThenHydrate('/cars?start=2030-01-10&end=2030-01-14');
    expect(complaints).toEqual([]);
    expect([...root.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toContain(
      '/cars/c1?start=2030-01-10&end=2030-01-14',
    );
    expect(root.textContent).toContain('Weekly discount · Monthly discount');
  });

  it('Browse Cars with a return before the pick-up', async () => {
    const { root, complaints } = await renderThenHydrate('/cars?start=2030-01-10&end=2030-01-09');
    expect(complaints).toEqual([]);
    expect(root.textContent).toContain('The return date must be after the pick-up date.');
  });

  it('the car’s page with searched dates', async () => {
    const { root, complaints } = await renderThenHydrate('/cars/c1?start=2030-01-10&end=2030-01-14');
    expect(complaints).toEqual([]);
    expect(root.textContent).toContain('Weekly discount (10%)');
    expect(root.textContent).toContain('Trips of at least 2 days');
  });

  it('the landing page with its date search', async () => {
    const { root, complaints } = await renderThenHydrate('/');
    expect(complaints).toEqual([]);
    expect(root.querySelector('form[action="/cars"] input[name="start"]')).not.toBeNull();
  });
});
