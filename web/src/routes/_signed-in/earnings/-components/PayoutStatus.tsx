import type { EarningLineView } from '@akwaaba/domain/payouts/payouts.views';
import { PayoutBadge } from '#app/payouts/PayoutBadge.tsx';
import { ghanaDay, ghanaMoment, reasonOf } from '#app/payouts/payout-format.ts';

/**
 * Where one booking's payout stands, as a badge: Upcoming, Due, On its way, Paid (with the day
 * it arrived) or Nothing to pay; a due payout whose transfer failed says why and when we try again.
 */
export function PayoutStatus({ payout }: { payout: EarningLineView['payout'] }) {
  if (payout.status === 'due' && payout.failureReason)
    return (
      <p className="text-sm font-medium text-red-700">
        Failed: {reasonOf(payout.failureReason)}. Trying again{' '}
        {payout.nextAttemptAt ? ghanaMoment(payout.nextAttemptAt) : 'soon'}
      </p>
    );
  return (
    <p className="flex flex-wrap items-center gap-2">
      <PayoutBadge state={payout.status} />
      {payout.status === 'paid' && payout.paidAt && (
        <span className="text-sm text-stone-600">on {ghanaDay(payout.paidAt)}</span>
      )}
      {payout.status === 'due' && payout.payableAt && (
        <span className="text-sm text-stone-600">since {ghanaMoment(payout.payableAt)}</span>
      )}
    </p>
  );
}
