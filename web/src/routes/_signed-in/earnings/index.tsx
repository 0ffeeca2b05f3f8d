import { createFileRoute } from '@tanstack/react-router';
import { earningsQueryOptions } from '#app/api/payouts.ts';
import { suspendedPage } from '#app/components/suspended-page.ts';
import { EarningsPage, EarningsSkeleton } from './-components/EarningsPage.tsx';

/** /earnings: a host's earnings, payouts and payout account (issue 14). */
export const Route = createFileRoute('/_signed-in/earnings/')({
  ...suspendedPage({ what: 'your earnings', layout: 'page', title: 'Earnings' }, earningsQueryOptions),
  pendingComponent: EarningsSkeleton,
  component: EarningsPage,
});
