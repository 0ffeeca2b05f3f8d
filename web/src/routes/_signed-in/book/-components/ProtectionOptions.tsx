import type { BookingFormInput, BookingFormValues } from '@akwaaba/domain/bookings/booking.schemas';
import type { ProtectionPlanView } from '@akwaaba/domain/bookings/protection-plans';
import { Link } from '@tanstack/react-router';
import { type Control, useController } from 'react-hook-form';
import { ProtectionTerms, planFeeText } from '#app/bookings/ProtectionTerms.tsx';
import { displayCedis } from '#app/cars/price.ts';
import { RadioCard } from '#app/components/ui/RadioCard.tsx';

/**
 * The protection plan picker (issue 30): one radio per plan the product offers, a native radio
 * group (arrow keys move between plans), each with its fee and the most the renter would pay for
 * damage; what the chosen plan covers and does not shows under the group. The server prices
 * the plan; the summary shows its line.
 */
export function ProtectionOptions({
  plans,
  control,
}: {
  plans: readonly ProtectionPlanView[];
  control: Control<BookingFormInput, unknown, BookingFormValues>;
}) {
  const { field } = useController({ control, name: 'protectionPlan' });
  const chosen = plans.find((plan) => plan.id === field.value) ?? plans[0];
  return (
    <fieldset className="grid gap-4 rounded-xl border border-stone-200 bg-white p-6">
      <legend className="float-left mb-1 text-xl font-bold">Protection plan</legend>
      <p className="text-sm text-stone-600">
        Choose what you would pay if the car is damaged.{' '}
        <Link to="/how-it-works" hash="protection" className="font-semibold text-brand-700 hover:underline">
          Read the plans’ terms
        </Link>
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        {plans.map((plan) => (
          <RadioCard
            key={plan.id}
            look="roomy"
            name={field.name}
            value={plan.id}
            checked={chosen?.id === plan.id}
            onChange={() => field.onChange(plan.id)}
            onBlur={field.onBlur}
          >
            <span className="grid gap-1">
              <span className="font-semibold">{plan.name}</span>
              <span className="text-sm text-stone-700">{planFeeText(plan)}</span>
              <span className="text-sm text-stone-600">
                You pay up to {displayCedis(plan.liabilityCap)} for damage
              </span>
            </span>
          </RadioCard>
        ))}
      </div>
      {chosen && (
        <section aria-label={`What ${chosen.name} covers`} className="border-t border-stone-200 pt-4">
          <ProtectionTerms plan={chosen} />
        </section>
      )}
    </fieldset>
  );
}
