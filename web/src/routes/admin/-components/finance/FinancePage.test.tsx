import type { AdminPayoutView, FinanceView } from '@akwaaba/domain/payouts/payouts.views';
// @vitest-environment jsdom
import '#app/test/dom.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixture } from '#app/test/fixture.ts';
import { aUser, jsonResponse } from '#app/test/fixtures.ts';
import { type Handler, renderApp } from '#app/test/render-app.tsx';

const aPayout = fixture<AdminPayoutView>({
  bookingId: 'b1',
  host: { id: 'h1', name: 'Kofi Boateng', account: 'MTN ••• 4987' },
  car: '2020 Toyota Corolla',
  amount: '1147.50',
  status: 'due',
  attempts: 1,
  payableAt: '2026-11-14T10:00:00.000Z',
  paidAt: null,
  failureReason: 'Wallet not found.',
  nextAttemptAt: '2026-11-14T10:20:00.000Z',
  reference: 'payout-b1-1',
});

const PAID = aPayout({
  bookingId: 'b2',
  host: { id: 'h2', name: 'Efua Asante', account: 'GTBank Ghana ••• 8901' },
  car: '2019 Honda Civic',
  amount: '850.00',
  status: 'paid',
  paidAt: '2026-11-10T10:01:00.000Z',
  failureReason: null,
  nextAttemptAt: null,
});

const finance = (payouts: AdminPayoutView[]): FinanceView => ({
  totals: {
    due: { count: 1, amount: '1147.50' },
    sending: { count: 0, amount: '0.00' },
    paid: { count: 1, amount: '850.00' },
    failed: { count: 1, amount: '1147.50' },
  },
  payouts,
});

const notifications = () => screen.getByRole('region', { name: /Notifications/ });

function openFinance(url: string, endpoints: Record<string, Handler>) {
  return renderApp(url, endpoints, { user: aUser({ isAdmin: true }) });
}

describe('Finance', () => {
  it('shows the totals by state and each payout with its failure and next attempt', async () => {
    openFinance('/admin/finance', {
      'GET /api/admin/payouts': () => jsonResponse(finance([aPayout(), PAID])),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Finance' })).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Totals by state' });
    expect(
      within(totals)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Due', 'On its way', 'Paid', 'Failed']);
    expect(
      within(totals)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['₵1,147.501 payout', '₵00 payouts', '₵8501 payout', '₵1,147.501 payout']);
    const failed = screen.getByRole('article', { name: 'Kofi Boateng, 2020 Toyota Corolla' });
    for (const text of [
      'MTN ••• 4987',
      '₵1,147.50',
      'Failed',
      'Failed: Wallet not found',
      'Next attempt: Nov 14, 2026, 10:20 GMT',
    ])
      expect(within(failed).getByText(text)).toBeInTheDocument();
    expect(within(failed).getByText(/Attempts: 1 · Payable Nov 14, 2026, 10:00 GMT/)).toBeInTheDocument();
    expect(within(failed).getByRole('button', { name: 'Retry now' })).toBeInTheDocument();
    const paid = screen.getByRole('article', { name: 'Efua Asante, 2019 Honda Civic' });
    expect(within(paid).getByText('Paid')).toBeInTheDocument();
    expect(within(paid).getByText(/Paid Nov 10, 2026, 10:01 GMT/)).toBeInTheDocument();
    expect(within(paid).queryByRole('button', { name: 'Retry now' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  });

  it('filters by status in the URL', async () => {
    const { calls, router } = openFinance('/admin/finance', {
      'GET /api/admin/payouts': () => jsonResponse(finance([aPayout(), PAID])),
      'GET /api/admin/payouts?status=paid': () => jsonResponse(finance([PAID])),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Paid' }));
    expect(await screen.findByRole('heading', { name: 'Payouts: Paid' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: /Kofi Boateng/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: /Efua Asante/ })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ status: 'paid' });
    expect(calls.map(({ call }) => call)).toContain('GET /api/admin/payouts?status=paid');
    expect(screen.getByRole('link', { name: 'Paid' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
  });

  it('reads the filter from the URL, and says when nothing is in that state', async () => {
    openFinance('/admin/finance?status=sending', {
      'GET /api/admin/payouts?status=sending': () => jsonResponse(finance([])),
    });
    expect(await screen.findByText('No payouts here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'On its way' })).toHaveAttribute('aria-current', 'page');
  });

  it('retries a failed payout and reads the list again', async () => {
    let retried = false;
    const { calls } = openFinance('/admin/finance?status=failed', {
      'GET /api/admin/payouts?status=failed': () => jsonResponse(finance(retried ? [] : [aPayout()])),
      'POST /api/admin/payouts/b1/retry': () => {
        retried = true;
        return jsonResponse(finance([]));
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Retry now' }));
    await waitFor(() => expect(within(notifications()).getByText('Payout sent again')).toBeInTheDocument());
    expect(await screen.findByText('No payouts here.')).toBeInTheDocument();
    expect(calls.filter(({ call }) => call === 'GET /api/admin/payouts?status=failed')).toHaveLength(2);
  });

  it('shows the server’s refusal when a payout cannot be retried', async () => {
    openFinance('/admin/finance', {
      'GET /api/admin/payouts': () =>
        jsonResponse(finance([aPayout({ failureReason: null, nextAttemptAt: null })])),
      'POST /api/admin/payouts/b1/retry': () =>
        jsonResponse({ message: 'These earnings are not due yet.' }, 409),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Retry now' }));
    await waitFor(() =>
      expect(within(notifications()).getByText('These earnings are not due yet.')).toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Retry now' })).toBeEnabled();
  });

  it('is refused to someone who is not an admin', async () => {
    renderApp('/admin/finance', {}, { user: aUser() });
    expect(await screen.findByText(/not authorized/i)).toBeInTheDocument();
  });
});
