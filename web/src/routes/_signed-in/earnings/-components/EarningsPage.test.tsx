// @vitest-environment jsdom
import '#app/test/dom.ts';
import { PAYOUT_ACCOUNT_MESSAGES } from '@akwaaba/domain/payouts/payout-account';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, jsonResponse } from '#app/test/fixtures.ts';
import { type Handler, renderApp } from '#app/test/render-app.tsx';
import { anEarningLine, someEarnings } from './earnings-fixtures.ts';

/** What both paid bookings add up to. */
const bothBookingsSums = {
  paid: '2835.00',
  serviceFee: '135.00',
  commission: '405.00',
  hostEarnings: '2295.00',
  refunded: '0.00',
  protectionFee: '0.00',
  depositHeld: '0.00',
};
/** Both paid bookings, summed: the one month's row and the one car's. */
const bothBookings = { bookings: 2, ...bothBookingsSums };

const EARNINGS = someEarnings({
  totals: {
    ...bothBookingsSums,
    earned: '2295.00',
    paidOut: '1147.50',
    due: '1147.50',
    upcoming: '0.00',
    owed: '0.00',
  },
  byMonth: [{ key: '2026-11', label: 'November 2026', ...bothBookings }],
  byCar: [{ key: 'c1', label: '2020 Toyota Corolla', ...bothBookings }],
  bookings: [
    anEarningLine(),
    anEarningLine({
      bookingId: 'b2',
      startDate: '2026-11-10',
      endDate: '2026-11-13',
      payout: {
        status: 'due',
        payableAt: '2026-11-14T10:00:00.000Z',
        paidAt: null,
        amount: '1147.50',
        failureReason: 'Wallet not found.',
        nextAttemptAt: '2026-11-14T10:20:00.000Z',
      },
    }),
  ],
  nextPayoutAt: '2026-11-14T10:20:00.000Z',
  account: { type: 'mobile_money', description: 'MTN ••• 4987', name: 'Ama Mensah' },
});

/** The first booking's card (Nov 3–6) once it shows, after checking it shows each of `texts`. */
async function firstBookingShows(texts: string[]) {
  const card = await screen.findByRole('article', { name: '2020 Toyota Corolla, Nov 3, 2026 – Nov 6, 2026' });
  for (const text of texts) expect(within(card).getByText(text)).toBeInTheDocument();
  return card;
}

function openEarnings(endpoints: Record<string, Handler> = {}) {
  return renderApp(
    '/earnings',
    { 'GET /api/earnings': () => jsonResponse(EARNINGS), ...endpoints },
    { user: aUser() },
  );
}

const notifications = () => screen.getByRole('region', { name: /Notifications/ });

describe('Earnings', () => {
  it('shows the totals, the next payout, the CSV and the tables', async () => {
    openEarnings();
    expect(await screen.findByRole('heading', { level: 1, name: 'Earnings' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "We keep 15% of each booking's price, the driver's fee and delivery included, as our commission; renters pay the 5% service fee. Your earnings are sent a day after each trip ends.",
      ),
    ).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Totals' });
    const pairs = within(totals)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(pairs).toEqual(['Earned ₵2,295', 'Paid out ₵1,147.50', 'On its way ₵1,147.50', 'Upcoming ₵0']);
    expect(screen.getByText('Next payout: Nov 14, 2026, 10:20 GMT')).toBeInTheDocument();
    const csv = screen.getByRole('link', { name: 'Download CSV' });
    expect(csv).toHaveAttribute('href', '/api/earnings.csv');
    expect(csv).toHaveAttribute('download');
    const byMonth = screen.getByRole('table', { name: 'By month' });
    expect(within(byMonth).getByRole('row', { name: 'November 2026 2 ₵2,295' })).toBeInTheDocument();
    const byCar = screen.getByRole('table', { name: 'By car' });
    expect(within(byCar).getByRole('row', { name: '2020 Toyota Corolla 2 ₵2,295' })).toBeInTheDocument();
  });

  it('shows what each booking paid, what we kept and where its payout stands', async () => {
    openEarnings();
    const paid = await firstBookingShows([
      'Paid ₵1,417.50',
      'Commission −₵202.50',
      'Service fee −₵67.50',
      'Your earnings ₵1,147.50',
      'Paid',
      'on Nov 7, 2026',
    ]);
    expect(within(paid).queryByText(/Refunded/)).not.toBeInTheDocument();
    const failed = screen.getByRole('article', { name: '2020 Toyota Corolla, Nov 10, 2026 – Nov 13, 2026' });
    expect(
      within(failed).getByText('Failed: Wallet not found. Trying again Nov 14, 2026, 10:20 GMT'),
    ).toBeInTheDocument();
    expect(screen.getByText('MTN ••• 4987')).toBeInTheDocument();
    expect(screen.queryByText('Owed back')).not.toBeInTheDocument();
  });

  it('names every payout status, a refund and a debt owed back', async () => {
    const line = (bookingId: string, status: 'upcoming' | 'due' | 'sending' | 'none') =>
      anEarningLine({
        bookingId,
        startDate: `2026-12-0${bookingId.slice(1)}`,
        endDate: `2026-12-0${Number(bookingId.slice(1)) + 1}`,
        refunded: status === 'none' ? '1417.50' : '0.00',
        payout: {
          status,
          payableAt: null,
          paidAt: null,
          amount: null,
          failureReason: null,
          nextAttemptAt: null,
        },
      });
    openEarnings({
      'GET /api/earnings': () =>
        jsonResponse({
          ...EARNINGS,
          totals: { ...EARNINGS.totals, owed: '50.00' },
          bookings: [line('b1', 'upcoming'), line('b2', 'due'), line('b3', 'sending'), line('b4', 'none')],
        }),
    });
    for (const label of ['Upcoming', 'Due', 'On its way', 'Nothing to pay'])
      expect((await screen.findAllByText(label, { selector: 'span' })).length).toBeGreaterThan(0);
    expect(screen.getByText('Refunded −₵1,417.50')).toBeInTheDocument();
    expect(screen.getByText('Owed back').nextElementSibling).toHaveTextContent('₵50');
  });

  it('shows the renter’s protection plan and deposit apart from the host’s earnings', async () => {
    openEarnings({
      'GET /api/earnings': () =>
        jsonResponse({
          ...EARNINGS,
          bookings: [anEarningLine({ paid: '3507.50', protectionFee: '90.00', depositHeld: '2000.00' })],
        }),
    });
    await firstBookingShows([
      'Paid ₵3,507.50',
      'Protection plan −₵90',
      'Deposit held −₵2,000',
      'Your earnings ₵1,147.50',
    ]);
  });

  it('names the trip’s charges the deposit paid within the host’s earnings', async () => {
    openEarnings({
      'GET /api/earnings': () =>
        jsonResponse({
          ...EARNINGS,
          bookings: [
            anEarningLine({
              paid: '2417.50',
              depositHeld: '540.00',
              charges: '460.00',
              hostEarnings: '1607.50',
            }),
          ],
        }),
    });
    await firstBookingShows([
      'Paid ₵2,417.50',
      'Deposit held −₵540',
      'Your earnings ₵1,607.50',
      'Including trip charges ₵460',
    ]);
  });

  it('says so when no renter has paid yet, and asks for an account', async () => {
    openEarnings({ 'GET /api/earnings': () => jsonResponse(someEarnings()) });
    expect(
      await screen.findByText('No earnings yet. When renters pay for your cars, each booking shows here.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Add a payout account so we can send your earnings.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save payout account' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).not.toBeInTheDocument();
  });

  it('shows a load error with Try again when the earnings do not come', async () => {
    openEarnings({ 'GET /api/earnings': () => jsonResponse({ message: 'Something went wrong' }, 500) });
    expect(await screen.findByText("We couldn't load your earnings.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the payout account form', () => {
  it('shows the schema’s warning for a number of another network, with a box to confirm it, and its messages', async () => {
    const { calls } = openEarnings({ 'GET /api/earnings': () => jsonResponse(someEarnings()) });
    const user = userEvent.setup();
    await screen.findByRole('radiogroup', { name: 'Paid to' });
    expect(screen.getByRole('radio', { name: 'Mobile Money' })).toBeChecked();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Network' }), 'MTN');
    await user.type(screen.getByRole('textbox', { name: 'Mobile Money number' }), '0201234567');
    await user.type(screen.getByRole('textbox', { name: 'Name on the account' }), 'Ama Mensah');
    await user.click(screen.getByRole('button', { name: 'Save payout account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      PAYOUT_ACCOUNT_MESSAGES.wrongNetwork('020', 'MTN'),
    );
    expect(
      screen.getByRole('checkbox', { name: 'This number is on MTN (it was moved from another network)' }),
    ).not.toBeChecked();
    await user.clear(screen.getByRole('textbox', { name: 'Mobile Money number' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile Money number' }), '02012');
    await user.tab();
    expect(await screen.findByText(PAYOUT_ACCOUNT_MESSAGES.numberInvalid)).toBeInTheDocument();
    expect(calls.some(({ call }) => call.startsWith('PUT'))).toBe(false);
  });

  it('sends a Mobile Money number in E.164 and shows the saved account', async () => {
    let saved = false;
    const { calls } = openEarnings({
      'GET /api/earnings': () =>
        jsonResponse(
          someEarnings(
            saved
              ? { account: { type: 'mobile_money', description: 'MTN ••• 4987', name: 'Ama Mensah' } }
              : {},
          ),
        ),
      'PUT /api/payout-account': () => {
        saved = true;
        return jsonResponse({ type: 'mobile_money', description: 'MTN ••• 4987', name: 'Ama Mensah' });
      },
    });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Network' }), 'MTN');
    expect(screen.getByRole('textbox', { name: 'Mobile Money number' })).toHaveAttribute('inputmode', 'tel');
    await user.type(screen.getByRole('textbox', { name: 'Mobile Money number' }), '+233 55 123 4987');
    await user.type(screen.getByRole('textbox', { name: 'Name on the account' }), ' Ama Mensah ');
    await user.click(screen.getByRole('button', { name: 'Save payout account' }));
    await waitFor(() =>
      expect(within(notifications()).getByText('Payout account saved')).toBeInTheDocument(),
    );
    expect(calls.find(({ call }) => call === 'PUT /api/payout-account')?.body).toEqual({
      type: 'mobile_money',
      network: 'MTN',
      number: '+233551234987',
      name: 'Ama Mensah',
    });
    expect(await screen.findByText('MTN ••• 4987')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change' })).toHaveFocus());
  });

  it('warns of a number on another network’s prefix, and sends it once the host confirms it was moved', async () => {
    const { calls } = openEarnings({
      'GET /api/earnings': () => jsonResponse(someEarnings({})),
      'PUT /api/payout-account': () =>
        jsonResponse({ type: 'mobile_money', description: 'MTN ••• 4567', name: 'Ama Mensah' }),
    });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Network' }), 'MTN');
    await user.type(screen.getByRole('textbox', { name: 'Mobile Money number' }), '020 123 4567');
    await user.type(screen.getByRole('textbox', { name: 'Name on the account' }), 'Ama Mensah');
    await user.click(screen.getByRole('button', { name: 'Save payout account' }));
    expect(
      await screen.findByText('020 is not an MTN number. Please check the number or choose its network.'),
    ).toBeInTheDocument();
    expect(calls.some(({ call }) => call === 'PUT /api/payout-account')).toBe(false);
    await user.click(
      screen.getByRole('checkbox', { name: 'This number is on MTN (it was moved from another network)' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save payout account' }));
    await waitFor(() =>
      expect(within(notifications()).getByText('Payout account saved')).toBeInTheDocument(),
    );
    expect(calls.find(({ call }) => call === 'PUT /api/payout-account')?.body).toEqual({
      type: 'mobile_money',
      network: 'MTN',
      number: '+233201234567',
      name: 'Ama Mensah',
      confirmNetwork: true,
    });
  });

  it('changes to a bank account from the banks list, with the server’s refusal under its field', async () => {
    const { calls } = openEarnings({
      'GET /api/payout-banks': () =>
        jsonResponse([
          { code: '058', name: 'GTBank Ghana' },
          { code: '040', name: 'Ecobank Ghana' },
        ]),
      'PUT /api/payout-account': () =>
        jsonResponse(
          {
            message: 'Could not resolve the account',
            fields: { accountNumber: 'No such account at this bank' },
          },
          400,
        ),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change' }));
    expect(screen.getByRole('radio', { name: 'Mobile Money' })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: 'Bank account' }));
    const bank = screen.getByRole('combobox', { name: 'Bank' });
    await waitFor(() =>
      expect(within(bank).getByRole('option', { name: 'GTBank Ghana' })).toBeInTheDocument(),
    );
    await user.selectOptions(bank, '058');
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '0123 4567 8901');
    await user.click(screen.getByRole('button', { name: 'Save payout account' }));
    expect(await screen.findByText('No such account at this bank')).toBeInTheDocument();
    expect(within(notifications()).getByText('Could not resolve the account')).toBeInTheDocument();
    expect(calls.find(({ call }) => call === 'PUT /api/payout-account')?.body).toEqual({
      type: 'bank',
      bankCode: '058',
      accountNumber: '012345678901',
      name: 'Ama Mensah',
    });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('MTN ••• 4987')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change' })).toHaveFocus();
  });
});
