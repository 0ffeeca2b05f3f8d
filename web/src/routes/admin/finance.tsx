import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { financeQueryOptions } from '#app/api/payouts.ts';
import { FinancePage, FinanceSkeleton } from './-components/finance/FinancePage.tsx';

/** ?status=due|sending|paid|failed; anything else is all of them. */
const financeSearchSchema = v.object({
  status: v.fallback(v.optional(v.picklist(['due', 'sending', 'paid', 'failed'])), undefined),
});

/** /admin/finance: hosts' payouts by state, and retrying a failed one (the admin layout route checks). */
export const Route = createFileRoute('/admin/finance')({
  validateSearch: financeSearchSchema,
  loaderDeps: ({ search }) => ({ status: search.status }),
  // Not awaited: the admin layout's "Loading..." would stay up until it came (see route.tsx).
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(financeQueryOptions(deps.status));
  },
  pendingMs: 0,
  pendingMinMs: 0,
  staticData: { loads: { what: 'the payouts', layout: 'page', title: 'Finance' } },
  pendingComponent: FinanceSkeleton,
  component: function FinanceRoute() {
    const { status } = Route.useSearch();
    return <FinancePage status={status} />;
  },
});
