import { useQuery } from '@tanstack/react-query';
import { protectionPlansQueryOptions } from '#app/api/bookings.ts';
import { ProtectionTerms, planFeeText } from '#app/bookings/ProtectionTerms.tsx';

/**
 * The protection plans' terms and the refundable deposit (issue 30), on How It Works under
 * #protection: what "insurance coverage on your trip" (the home page) and "Protected by Akwaaba
 * Drive" (a car's page) lead to. The route prefetches the plans (the server renders them); a
 * failed read shows here and leaves the rest of the page as it is.
 */
export function ProtectionPlans() {
  const plans = useQuery(protectionPlansQueryOptions());
  return (
    <section aria-labelledby="protection" className="mx-auto grid max-w-7xl gap-6 px-4 pb-12 sm:px-6">
      <div className="grid gap-2">
        <h2 id="protection" className="scroll-mt-20 text-2xl font-bold">
          Protection plans
        </h2>
        <p className="max-w-3xl text-stone-700">
          Every trip is protected. When you book, you choose how much you would pay if the car is damaged: the
          more the plan costs, the less you would pay for damage.
        </p>
      </div>
      {plans.isError ? (
        <p role="alert">We couldn't load the plans. Please reload the page.</p>
      ) : !plans.data ? (
        <p role="status">Loading the plans...</p>
      ) : (
        <ul className="grid gap-6 lg:grid-cols-3">
          {plans.data.map((plan) => (
            <li
              key={plan.id}
              aria-labelledby={`plan-${plan.id}`}
              className="grid content-start gap-4 rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
            >
              <div className="flex items-baseline justify-between gap-4">
                <h3 id={`plan-${plan.id}`} className="text-xl font-bold">
                  {plan.name}
                </h3>
                <p className="font-semibold text-brand-700">{planFeeText(plan)}</p>
              </div>
              <ProtectionTerms plan={plan} headingLevel={4} />
            </li>
          ))}
        </ul>
      )}
      <div className="grid gap-2 rounded-xl border border-brand-200 bg-brand-50 p-6">
        <h3 className="text-xl font-bold">The refundable deposit</h3>
        <p className="text-stone-700">
          Each car asks a deposit, set by its host (up to ₵10,000), which you pay with the booking. It is
          refunded in full to your card or Mobile Money wallet as soon as the car is returned with no damage
          reported. Where damage is reported, the deposit stays held until the claim is settled. Neither the
          deposit nor the plan’s fee goes to the host.
        </p>
      </div>
    </section>
  );
}
