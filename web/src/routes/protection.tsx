import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { protectionPlansQueryOptions } from '#app/api/protection-plans.ts';
import { ProtectionTerms, planFeeText } from '#app/bookings/ProtectionTerms.tsx';
import { PageSkeleton } from '#app/components/PageSkeleton.tsx';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { usePageTitle } from '#app/components/use-page-title.ts';

const TITLE = 'Protection Plans';

/**
 * The plans' terms (issue 30): what "insurance coverage on your trip" and "Protected by
 * Akwaaba Drive" stand for. Public, so a visitor reads them before signing up; the plans are
 * the operator's, read from the API.
 */
export const Route = createFileRoute('/protection')({
  loader: ({ context }) => context.queryClient.ensureQueryData(protectionPlansQueryOptions()),
  pendingComponent: ProtectionLoading,
  component: ProtectionPage,
});

function ProtectionLoading() {
  usePageTitle(TITLE);
  return <PageSkeleton blocks={['h-9 w-72 rounded', 'h-64 rounded-xl', 'h-64 rounded-xl']} aside="h-40" />;
}

function ProtectionPage() {
  usePageTitle(TITLE);
  const { data: plans } = useSuspenseQuery(protectionPlansQueryOptions());
  return (
    <>
      <section className="surface-dark bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto grid max-w-7xl gap-3 px-4 py-12 sm:px-6 sm:py-16">
          <h1 className="text-3xl font-bold sm:text-4xl">{TITLE}</h1>
          <p className="max-w-2xl text-lg text-brand-50">
            Every trip is protected. When you book, you choose how much you would pay if the car is damaged:
            the more you pay for the plan, the less you would pay for damage.
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:px-6">
        <ul className="grid gap-6 lg:grid-cols-3">
          {plans.map((plan) => (
            <li
              key={plan.id}
              aria-labelledby={`plan-${plan.id}`}
              className="grid content-start gap-4 rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
            >
              <div className="flex items-baseline justify-between gap-4">
                <h2 id={`plan-${plan.id}`} className="text-xl font-bold">
                  {plan.name}
                </h2>
                <p className="font-semibold text-brand-700">{planFeeText(plan)}</p>
              </div>
              <ProtectionTerms plan={plan} />
            </li>
          ))}
        </ul>
        <section
          aria-labelledby="deposit"
          className="grid gap-3 rounded-xl border border-brand-200 bg-brand-50 p-6"
        >
          <h2 id="deposit" className="text-2xl font-bold">
            The refundable deposit
          </h2>
          <p className="text-stone-700">
            Each car asks a deposit, set by its host (up to ₵10,000), which you pay with the booking. It is
            refunded in full to your card or Mobile Money wallet as soon as the car is returned with no damage
            reported. Where damage is reported, the deposit stays held until the claim is settled. The deposit
            and the plan’s fee never go to the host.
          </p>
        </section>
        <p>
          <Link to="/cars" className={buttonClasses('primary')}>
            Browse Cars
          </Link>
        </p>
      </div>
    </>
  );
}
