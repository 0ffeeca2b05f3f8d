import { createFileRoute } from '@tanstack/react-router';
import { suspendedPage } from '#app/components/suspended-page.ts';
import { EarningsPage, EarningsSkeleton } from './-components/EarningsPage.tsx';

/**
 * /earnings: a host's earnings, payouts and payout account (issue 14). No read started here:
 * the screen reads the earnings itself (useSuspenseQuery), with the skeleton meanwhile. Every
 * route's definition ships in the entry that '/' and '/cars' load, within a few hundred bytes of
 * their budget; a loader prefetching the read (and the import of its query options) did not fit.
 */
export const Route = createFileRoute('/_signed-in/earnings/')({
  ...suspendedPage({ what: 'your earnings', layout: 'page', title: 'Earnings' }),
  pendingComponent: EarningsSkeleton,
  component: EarningsPage,
});
