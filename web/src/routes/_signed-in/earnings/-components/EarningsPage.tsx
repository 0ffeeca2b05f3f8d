import { PLATFORM_COMMISSION_PERCENT } from '@akwaaba/domain/payouts/ledger';
import type { EarningsView } from '@akwaaba/domain/payouts/payouts.views';
import { SERVICE_FEE_PERCENT } from '@akwaaba/domain/pricing/quote';
import { useSuspenseQuery } from '@tanstack/react-query';
import { EARNINGS_CSV_URL, earningsQueryOptions } from '#app/api/payouts.ts';
import { PageHeading } from '#app/components/PageHeading.tsx';
import { PageSkeleton } from '#app/components/PageSkeleton.tsx';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { ghanaMoment, isZero, payoutCedis } from '#app/payouts/payout-format.ts';
import { EarningLineCard } from './EarningLineCard.tsx';
import { EarningsTables } from './EarningsTables.tsx';
import { PayoutAccountSection } from './PayoutAccountSection.tsx';

/** The page's shape while the earnings load. */
export function EarningsSkeleton() {
  return (
    <PageSkeleton
      blocks={['h-9 w-40 rounded', 'h-48 rounded-xl', 'h-24 rounded-xl', 'h-40 rounded-xl']}
      aside="h-64"
    />
  );
}

/** Earned, paid out, on its way, upcoming, and owed back when the host owes anything. */
function TotalsList({ totals }: { totals: EarningsView['totals'] }) {
  const items = [
    // Trips that are over; those to come (or over less than a day ago) are Upcoming.
    { label: 'Earned', amount: totals.earned },
    { label: 'Paid out', amount: totals.paidOut },
    { label: 'On its way', amount: totals.due },
    { label: 'Upcoming', amount: totals.upcoming },
    ...(isZero(totals.owed) ? [] : [{ label: 'Owed back', amount: totals.owed }]),
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} className="grid gap-1 rounded-xl border border-stone-200 bg-white p-4">
          <dt className="text-sm text-stone-600">{item.label}</dt>
          <dd className="text-xl font-bold tabular-nums">{payoutCedis(item.amount)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /earnings: where a host's money went. The payout account first (the form until there is
 * one), then the totals, the next payout, the CSV, by month and by car, and each paid booking
 * with its commission, fee, earnings and payout. The route starts the read; the skeleton shows
 * until it lands, and its failure is the route's error screen.
 */
export function EarningsPage() {
  const { data: earnings } = useSuspenseQuery(earningsQueryOptions());
  const empty = earnings.bookings.length === 0;
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <PageHeading
        title="Earnings"
        intro={`We keep ${PLATFORM_COMMISSION_PERCENT}% of each booking's price, the driver's fee and delivery included, as our commission; renters pay the ${SERVICE_FEE_PERCENT}% service fee. Your earnings are sent a day after each trip ends.`}
      />
      <PayoutAccountSection account={earnings.account} />
      {empty ? (
        <p className="rounded-xl bg-white p-10 text-center text-lg font-semibold">
          No earnings yet. When renters pay for your cars, each booking shows here.
        </p>
      ) : (
        <>
          <section aria-labelledby="earnings-totals" className="grid gap-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="earnings-totals" className="text-xl font-bold">
                Totals
              </h2>
              <a href={EARNINGS_CSV_URL} download className={buttonClasses('outline', 'sm')}>
                Download CSV
              </a>
            </div>
            <TotalsList totals={earnings.totals} />
            {earnings.nextPayoutAt && (
              <p className="font-medium">Next payout: {ghanaMoment(earnings.nextPayoutAt)}</p>
            )}
          </section>
          <EarningsTables earnings={earnings} />
          <section aria-labelledby="earning-bookings" className="grid gap-3">
            <h2 id="earning-bookings" className="text-xl font-bold">
              Bookings
            </h2>
            <ul className="grid gap-3">
              {earnings.bookings.map((line) => (
                <EarningLineCard key={line.bookingId} line={line} />
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
