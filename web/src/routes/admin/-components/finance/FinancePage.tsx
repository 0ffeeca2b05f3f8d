import type { FinanceView } from '@akwaaba/domain/payouts/payouts.views';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useDeferredValue } from 'react';
import { type FinanceStatus, financeQueryOptions, useRetryPayout } from '#app/api/payouts.ts';
import { showServerError } from '#app/components/toast/show-server-error.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { SkeletonBlock, SkeletonRows } from '#app/components/ui/Skeleton.tsx';
import { payoutCedis } from '#app/payouts/payout-format.ts';
import { AdminSubpage, AdminSubpageSkeleton } from '../AdminSubpage.tsx';
import { PayoutRow } from './PayoutRow.tsx';

const STATES: { status: FinanceStatus; label: string }[] = [
  { status: 'due', label: 'Due' },
  { status: 'sending', label: 'On its way' },
  { status: 'paid', label: 'Paid' },
  { status: 'failed', label: 'Failed' },
];

const FILTERS: { status: FinanceStatus | undefined; label: string }[] = [
  { status: undefined, label: 'All' },
  ...STATES,
];

const filterClasses =
  'inline-flex h-9 items-center rounded-lg px-3 text-sm font-semibold text-stone-700 hover:bg-stone-100 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white aria-[current=page]:hover:bg-brand-800';

const payoutsWord = (count: number) => (count === 1 ? '1 payout' : `${count} payouts`);

/** Each state's count and amount (failed ones are due ones whose last transfer failed). */
function FinanceTotals({ totals }: { totals: FinanceView['totals'] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {STATES.map(({ status, label }) => (
        <div key={status} className="grid gap-1 rounded-xl border border-stone-200 bg-white p-4">
          <dt className="text-sm text-stone-600">{label}</dt>
          <dd className="grid">
            <span className="text-xl font-bold tabular-nums">{payoutCedis(totals[status].amount)}</span>
            <span className="text-sm text-stone-600">{payoutsWord(totals[status].count)}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The page's shape while the payouts load. */
export function FinanceSkeleton() {
  return (
    <AdminSubpageSkeleton>
      <SkeletonBlock className="h-24 rounded-xl" />
      <SkeletonBlock className="h-9 w-80 rounded-lg" />
      <SkeletonRows count={3} className="h-32 rounded-xl" />
    </AdminSubpageSkeleton>
  );
}

/**
 * The admins' finance page: how much waits, is on its way, has arrived or failed; the payouts
 * in one state (the filter is in the URL, ?status=), failed ones first; and Retry now for a
 * due one, which sends it without waiting for its next attempt.
 */
export function FinancePage({ status }: { status: FinanceStatus | undefined }) {
  // Another filter's list loads behind this one (no skeleton in its place), then replaces it.
  const shownStatus = useDeferredValue(status);
  const { data: finance } = useSuspenseQuery(financeQueryOptions(shownStatus));
  const retry = useRetryPayout();

  async function retryNow(bookingId: string) {
    try {
      await retry.mutateAsync(bookingId);
      toast({
        title: 'Payout sent again',
        description: 'Its transfer has started; the list shows where it stands.',
      });
    } catch (error) {
      showServerError(error, 'Could not send the payout');
    }
  }

  const shown = FILTERS.find((filter) => filter.status === shownStatus)?.label ?? 'All';
  return (
    <AdminSubpage
      title="Finance"
      intro="Hosts’ payouts: earnings are due a day after a trip ends, and a failed transfer is tried again on its own."
    >
      <section aria-label="Totals by state">
        <FinanceTotals totals={finance.totals} />
      </section>
      <nav aria-label="Payouts by status" className="flex flex-wrap gap-2">
        {FILTERS.map((filter) => (
          <Link
            key={filter.label}
            to="/admin/finance"
            search={filter.status ? { status: filter.status } : {}}
            // Current (aria-current="page") only for the very filter shown: All is not current under ?status=.
            activeOptions={{ exact: true }}
            className={filterClasses}
          >
            {filter.label}
          </Link>
        ))}
      </nav>
      <section
        aria-labelledby="finance-payouts"
        aria-busy={shownStatus !== status}
        className={`grid gap-3 ${shownStatus === status ? '' : 'opacity-60'}`}
      >
        <h2 id="finance-payouts" className="text-xl font-bold">
          {shown === 'All' ? 'All payouts' : `Payouts: ${shown}`}
        </h2>
        {finance.payouts.length === 0 ? (
          <p className="rounded-xl bg-white p-10 text-center text-lg font-semibold">No payouts here.</p>
        ) : (
          <ul className="grid gap-3">
            {finance.payouts.map((payout) => (
              <PayoutRow
                key={payout.bookingId}
                payout={payout}
                retrying={retry.isPending && retry.variables === payout.bookingId}
                onRetry={() => void retryNow(payout.bookingId)}
              />
            ))}
          </ul>
        )}
      </section>
    </AdminSubpage>
  );
}
