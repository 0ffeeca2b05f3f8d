import { createFileRoute } from '@tanstack/react-router';
import type { FinanceStatus } from '#app/api/payouts.ts';
import { suspendedPage } from '#app/components/suspended-page.ts';
import { FinancePage, FinanceSkeleton } from './-components/finance/FinancePage.tsx';

const STATUSES: readonly string[] = ['due', 'sending', 'paid', 'failed'] satisfies FinanceStatus[];

/** ?status=due|sending|paid|failed; anything else is all of them. */
const financeSearch = (search: Record<string, unknown>): { status?: FinanceStatus | undefined } =>
  typeof search.status === 'string' && STATUSES.includes(search.status)
    ? { status: search.status as FinanceStatus }
    : {};

/**
 * /admin/finance: hosts' payouts by state, and retrying a failed one (the admin layout route
 * checks). No read started here, as on /earnings: the screen reads the payouts of the filter in the URL
 * itself, with the skeleton meanwhile, so this definition costs the entry ('/' and '/cars'
 * have a budget) as little as it can.
 */
export const Route = createFileRoute('/admin/finance')({
  validateSearch: financeSearch,
  ...suspendedPage({ what: 'the payouts', layout: 'page', title: 'Finance' }),
  pendingComponent: FinanceSkeleton,
  component: function FinanceRoute() {
    const { status } = Route.useSearch();
    return <FinancePage status={status} />;
  },
});
