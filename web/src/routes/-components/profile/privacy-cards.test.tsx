// @vitest-environment jsdom
import '#app/test/dom.ts';
import { USER_MESSAGES as M } from '@akwaaba/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aUser, jsonResponse } from '#app/test/fixtures.ts';
import { renderApp } from '#app/test/render-app.tsx';

describe('Your data', () => {
  it('downloads the export and saves it under the name the server gives it', async () => {
    const created = vi.fn(() => 'blob:export');
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, { createObjectURL: created, revokeObjectURL: vi.fn() }),
    );
    const { calls } = renderApp(
      '/profile',
      {
        'GET /api/profile/export': () =>
          new Response('{"profile":{}}', {
            headers: {
              'content-type': 'application/json',
              'content-disposition': 'attachment; filename="akwaaba-drive-my-data-2026-11-28.json"',
            },
          }),
      },
      { user: aUser() },
    );
    const card = await screen.findByRole('region', { name: 'Your data' });
    await userEvent.click(within(card).getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Saved as akwaaba-drive-my-data-2026-11-28.json.')).toBeInTheDocument();
    expect(created).toHaveBeenCalledOnce();
    expect(calls.map((call) => call.call)).toContain('GET /api/profile/export');
  });
});

describe('Delete account', () => {
  async function openDialog() {
    const card = await screen.findByRole('region', { name: 'Delete account' });
    await userEvent.click(within(card).getByRole('button', { name: 'Delete account' }));
    return screen.findByRole('dialog', { name: 'Delete your account?' });
  }

  it('asks for the password, sends it, and leaves for the home page signed out', async () => {
    const { calls, router } = renderApp(
      '/profile',
      { 'DELETE /api/profile': () => new Response(null, { status: 204 }) },
      { user: aUser() },
    );
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByText(M.passwordRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.call === 'DELETE /api/profile')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Password'), 'Kente-Loom-42');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.find((call) => call.call === 'DELETE /api/profile')?.body).toEqual({
      password: 'Kente-Loom-42',
    });
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
  });

  it('shows why it was refused, and stays', async () => {
    renderApp(
      '/profile',
      { 'DELETE /api/profile': () => jsonResponse({ message: M.accountHasOpenBookings }, 409) },
      { user: aUser() },
    );
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Kente-Loom-42');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText(M.accountHasOpenBookings)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeInTheDocument();
  });

  it('closes on Escape, with nothing sent', async () => {
    const { calls } = renderApp('/profile', {}, { user: aUser() });
    await openDialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.call === 'DELETE /api/profile')).toBe(false);
  });
});
