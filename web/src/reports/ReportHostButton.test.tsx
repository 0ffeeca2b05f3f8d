// @vitest-environment jsdom
import '#app/test/dom.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '#app/components/toast/Toaster.tsx';
import { aCarDetail, aUser, jsonResponse } from '#app/test/fixtures.ts';
import { renderScreen } from '#app/test/render-screen.tsx';
import { ReportHostButton } from './ReportHostButton.tsx';

/** The button on a page of its own, for `viewer`, the host of car c1 being h1; returns the reports sent. */
function renderButton(viewer: { id: string }) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/reports') {
        sent.push(JSON.parse(String(init?.body)));
        return jsonResponse({ id: 'r1', status: 'open' }, 201);
      }
      if (url === '/api/cars/c1') return jsonResponse(aCarDetail({ id: 'c1', ownerId: 'h1' }));
      return jsonResponse(aUser(viewer));
    }),
  );
  renderScreen('/trip', { '/trip': () => <ReportHostButton carId="c1" /> }, { alongside: <Toaster /> });
  return sent;
}

describe('reporting the host from a trip', () => {
  it('reports the car’s host as a user, with the reasons about a person', async () => {
    const sent = renderButton({ id: 'u2' });
    await userEvent.click(await screen.findByRole('button', { name: 'Report this user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this user' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['harassment or abuse', 'fraud or scam', 'other']);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Harassment or abuse' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Report sent')).toBeInTheDocument();
    expect(sent).toEqual([
      { subject: { kind: 'user', id: 'h1' }, reason: 'harassment or abuse', details: '' },
    ]);
  });

  it('is not offered to the host themselves', async () => {
    renderButton({ id: 'h1' });
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledWith('/api/cars/c1', expect.anything()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Report this user' })).not.toBeInTheDocument();
  });
});
