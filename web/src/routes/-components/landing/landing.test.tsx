// @vitest-environment jsdom
import '#app/test/dom.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aCar, aUser, jsonResponse } from '#app/test/fixtures.ts';
import { renderApp } from '#app/test/render-app.tsx';

const cars = () => {
  const response = jsonResponse([aCar()]);
  response.headers.set('x-total-count', '1');
  return response;
};

describe('the landing page', () => {
  it('searches cars for the visitor’s town and dates', async () => {
    const { router } = renderApp('/', {
      'GET /api/cars?page=1&pageSize=24&location=Kumasi&start=2030-01-10&end=2030-01-14': cars,
    });
    const user = userEvent.setup();
    const search = await screen.findByRole('search', { name: 'Find a car' });
    expect(search).toHaveAttribute('action', '/cars');
    await user.type(screen.getByLabelText('Where'), ' Kumasi ');
    await user.type(screen.getByLabelText('Pick-up date'), '2030-01-10');
    await user.type(screen.getByLabelText('Return date'), '2030-01-14');
    // No day before today: the earliest is set as the visitor picks, not while rendering.
    expect(screen.getByLabelText('Pick-up date')).toHaveAttribute(
      'min',
      new Date().toISOString().slice(0, 10),
    );
    expect(screen.getByLabelText('Return date')).toHaveAttribute('min', '2030-01-10');
    await user.click(screen.getByRole('button', { name: 'Find cars' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cars'));
    expect(router.state.location.search).toEqual({
      location: 'Kumasi',
      start: '2030-01-10',
      end: '2030-01-14',
    });
    expect(await screen.findByText('1 cars available')).toBeInTheDocument();
  });

  it('keeps a return that is not after the pick-up from being sent', async () => {
    const { router } = renderApp('/');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Pick-up date'), '2030-01-10');
    const returnDate = screen.getByLabelText('Return date') as HTMLInputElement;
    await user.type(returnDate, '2030-01-10');
    expect(returnDate.validationMessage).toBe('The return date must be after the pick-up date.');
    await user.click(screen.getByRole('button', { name: 'Find cars' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a signed-in user the car list instead', async () => {
    renderApp('/', { 'GET /api/cars?page=1&pageSize=24': cars }, { user: aUser() });
    expect(await screen.findByRole('heading', { name: 'Find Your Perfect Ride' })).toBeInTheDocument();
    expect(await screen.findByText('1 cars available')).toBeInTheDocument();
    expect(screen.queryByRole('search', { name: 'Find a car' })).not.toBeInTheDocument();
  });
});
