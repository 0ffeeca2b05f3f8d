// @vitest-environment jsdom
import '#app/test/dom.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, jsonResponse } from '#app/test/fixtures.ts';
import { renderApp } from '#app/test/render-app.tsx';

describe('the phone number on the profile (ADR 0034)', () => {
  it('is shown the Ghanaian way however it was stored, typed the old way included', async () => {
    renderApp('/profile', {}, { user: aUser({ phoneNumber: '+233244123456' }) });
    const card = await screen.findByRole('region', { name: 'Personal details' });
    expect(within(card).getByLabelText('Phone number')).toHaveValue('024 412 3456');
  });

  it('refuses what is not a number with an example, and sends a number typed with the code in E.164', async () => {
    const { calls } = renderApp(
      '/profile',
      { 'PATCH /api/profile': () => jsonResponse(aUser({ phoneNumber: '+233244123456' })) },
      { user: aUser({ phoneNumber: null }) },
    );
    const card = await screen.findByRole('region', { name: 'Personal details' });
    const phone = within(card).getByLabelText('Phone number');
    const user = userEvent.setup();
    await user.type(phone, 'call me');
    await user.click(within(card).getByRole('button', { name: 'Save Profile' }));
    expect(
      await within(card).findByText('Please enter a valid phone number, like 024 412 3456'),
    ).toBeVisible();
    await user.clear(phone);
    await user.type(phone, '+233 24 412 3456');
    await user.click(within(card).getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(phone).toHaveValue('024 412 3456'));
    expect(calls.find((call) => call.url === '/api/profile')?.body).toMatchObject({
      phoneNumber: '+233244123456',
    });
  });
});
