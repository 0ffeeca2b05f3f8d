import * as v from 'valibot';
import { defineContract, idParam } from '../shared/contract';
import { bankAccountSchema, mobileMoneyAccountSchema } from './payout-account';
import { earningsView, financeView, payoutAccountView, payoutBankView } from './payouts.views';

/** PUT /api/payout-account: a Mobile Money wallet or a bank account, told apart by `type`. */
export const payoutAccountSchema = v.variant('type', [mobileMoneyAccountSchema, bankAccountSchema]);

/** A host's earnings and where they are paid (issue 14). */
export const payoutsContract = defineContract('payouts', {
  earnings: {
    summary: 'The signed-in host’s earnings: each paid booking’s ledger, totals by month and by car, payouts',
    access: 'signed-in',
    method: 'GET',
    path: '/api/earnings',
    response: earningsView,
  },
  earningsCsv: {
    summary: 'The same earnings, one booking a row, as a CSV file',
    access: 'signed-in',
    method: 'GET',
    path: '/api/earnings.csv',
    response: 'file',
  },
  account: {
    summary: 'The signed-in host’s payout account, or null',
    access: 'signed-in',
    method: 'GET',
    path: '/api/payout-account',
    response: v.nullable(payoutAccountView),
  },
  setAccount: {
    summary: 'Set the payout account: a Mobile Money wallet or a Ghanaian bank account',
    description:
      'The account is resolved and registered with the payment provider as a transfer recipient; one ' +
      'it cannot resolve is refused with its message. Earnings waiting for an account go out next. ' +
      'A Mobile Money number is stored in E.164; one whose prefix belongs to another network is refused ' +
      '(400) with the warning on `fields.number` and `fields.confirmNetwork`, which says it can be ' +
      'confirmed: send `confirmNetwork: true` when the host confirms the number was moved to the chosen ' +
      'network (number portability).',
    access: 'signed-in',
    method: 'PUT',
    path: '/api/payout-account',
    body: payoutAccountSchema,
    response: payoutAccountView,
  },
  banks: {
    summary: 'The banks a payout can go to',
    access: 'signed-in',
    method: 'GET',
    path: '/api/payout-banks',
    response: v.array(payoutBankView),
  },
});

/** The admins' finance page: payouts by state, and retrying a failed one. */
export const adminPayoutsContract = defineContract('admin-payouts', {
  list: {
    summary: 'Payouts by state with their totals, failed ones first',
    access: 'admin',
    method: 'GET',
    path: '/api/admin/payouts',
    query: v.object({
      status: v.optional(
        v.picklist(['due', 'sending', 'paid', 'failed'], 'status must be one of: due, sending, paid, failed'),
      ),
    }),
    response: financeView,
  },
  retry: {
    summary: 'Send a due payout now, without waiting for its next retry',
    access: 'admin',
    method: 'POST',
    path: '/api/admin/payouts/:bookingId/retry',
    params: v.object({ bookingId: idParam }),
    response: financeView,
  },
});
