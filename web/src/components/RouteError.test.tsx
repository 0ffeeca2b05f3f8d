// @vitest-environment jsdom
import '#app/test/dom.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CarDetail } from '#app/api/cars.ts';
import { expectCarNotFound } from '#app/test/car-not-found.ts';
import { aCarDetail, aUser, jsonResponse } from '#app/test/fixtures.ts';
import { renderApp } from '#app/test/render-app.tsx';

const CAR: CarDetail = aCarDetail({ id: 'c1' });
const SERVER_FAILURE = () =>
  jsonResponse({ message: 'Something went wrong on our side. Please try again.' }, 500);

describe('the error screen of a route that loads data', () => {
  it("says what could not load, with the server's message, and Try again loads it again", async () => {
    let answers = 0;
    const { calls } = renderApp('/cars/c1', {
      'GET /api/cars/c1': () => (++answers === 1 ? SERVER_FAILURE() : jsonResponse(CAR)),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load this car.");
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    await waitFor(() => expect(document.title).toBe('Car not found | Akwaaba Drive'));

    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: '2020 Toyota Corolla' })).toBeVisible();
    expect(calls.filter((c) => c.call === 'GET /api/cars/c1')).toHaveLength(2);
    await waitFor(() => expect(document.title).toBe('2020 Toyota Corolla | Akwaaba Drive'));
  });

  it("shows the route's own screen for a 404", async () => {
    renderApp('/cars/gone', { 'GET /api/cars/gone': () => jsonResponse({ message: 'Car not found' }, 404) });
    await expectCarNotFound();
    await waitFor(() => expect(document.title).toBe('Car not found | Akwaaba Drive'));
  });

  it('keeps a list page’s header, tells a phone that got no answer to check its connection, and tries again', async () => {
    let offline = true;
    renderApp(
      '/my-bookings',
      {
        'GET /api/my-bookings': () => {
          if (offline) throw new TypeError('Failed to fetch');
          return jsonResponse([]);
        },
      },
      { user: aUser() },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your bookings.");
    expect(alert).toHaveTextContent('Check your connection and try again.');
    expect(screen.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();

    offline = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tab', { name: 'Upcoming (0)' })).toBeVisible();
  });
});
