import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/** The screen of a car the server did not find: its heading, and the way back to the cars. */
export async function expectCarNotFound() {
  expect(await screen.findByRole('heading', { name: 'Car not found' })).toBeVisible();
  expect(within(screen.getByRole('main')).getByRole('link', { name: 'Browse Cars' })).toHaveAttribute(
    'href',
    '/cars',
  );
}
