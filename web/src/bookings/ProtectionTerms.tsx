import type { ProtectionPlanView } from '@akwaaba/domain/bookings/protection-plans';
import { displayCedis } from '#app/cars/price.ts';

/**
 * What a protection plan covers and does not, in plain words (issue 30): the most the renter
 * pays for damage to the car first, then the plan's own points. One component for the plans'
 * page, the booking form and summary, and the trip page, so each says the same.
 */
export function ProtectionTerms({
  plan,
  headingLevel = 3,
}: {
  plan: ProtectionPlanView;
  headingLevel?: 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="grid gap-3 text-sm">
      <p className="font-medium">You pay at most {displayCedis(plan.liabilityCap)} for damage to the car.</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1">
          <Heading className="font-semibold text-brand-700">Covered</Heading>
          <ul className="list-disc pl-5 text-stone-700">
            {plan.covers.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
        <div className="grid gap-1">
          <Heading className="font-semibold text-stone-800">Not covered</Heading>
          <ul className="list-disc pl-5 text-stone-700">
            {plan.notCovered.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}

/** "₵45/day", "20% of the daily price" or "No fee". */
export function planFeeText(plan: Pick<ProtectionPlanView, 'dailyFee' | 'dailyFeePercent'>): string {
  if (plan.dailyFeePercent !== null) return `${plan.dailyFeePercent}% of the daily price`;
  return plan.dailyFee === null || plan.dailyFee === '0.00' ? 'No fee' : `${displayCedis(plan.dailyFee)}/day`;
}
