import { hostDashboardContract } from '@akwaaba/domain/host-dashboard/host-dashboard.contract';
import type { PayoutAccountInput } from '@akwaaba/domain/payouts/payout-account';
import { adminPayoutsContract, payoutsContract } from '@akwaaba/domain/payouts/payouts.contract';
import { callOperation, operationQuery, useRefreshingMutation } from './calls.ts';

/** The finance page's filter: payouts in one state, or all of them (undefined). */
export type FinanceStatus = 'due' | 'sending' | 'paid' | 'failed';

/** The signed-in host's earnings: totals, by month, by car, each paid booking, and the payout account. */
export const earningsQueryOptions = () => operationQuery(payoutsContract.earnings);

/** The banks a payout can go to, read when the host chooses a bank account. */
export const payoutBanksQueryOptions = () => operationQuery(payoutsContract.banks);

/** Where the CSV of the same earnings downloads from (the browser sends the session cookie). */
export const EARNINGS_CSV_URL = payoutsContract.earningsCsv.path;

/**
 * Sets where the host is paid. Earnings waiting for an account go out next, so the earnings
 * (which also show the account) are out of date, as is the account itself.
 */
export const useSetPayoutAccount = () =>
  useRefreshingMutation(
    // confirmNetwork: the host says a number on another network's prefix was moved to the chosen one.
    (account: PayoutAccountInput & { confirmNetwork?: boolean }) =>
      callOperation(payoutsContract.setAccount, { body: account }),
    // The dashboard stops asking for one.
    () => [
      payoutsContract.earnings.key(),
      payoutsContract.account.key(),
      hostDashboardContract.dashboard.key(),
    ],
  );

/** The admins' finance page: totals by state and the payouts in one state (all when undefined). */
export const financeQueryOptions = (status?: FinanceStatus) =>
  operationQuery(adminPayoutsContract.list, status ? { query: { status } } : {});

/** Sends a due payout now; every filter's list (and its totals) is out of date. */
export const useRetryPayout = () =>
  useRefreshingMutation(
    (bookingId: string) => callOperation(adminPayoutsContract.retry, { params: { bookingId } }),
    () => [adminPayoutsContract.list.key()],
  );
