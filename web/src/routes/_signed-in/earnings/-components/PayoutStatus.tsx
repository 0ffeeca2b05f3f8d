import type { EarningLineView } from '@akwaaba/domain/payouts/payouts.views';
import { ghanaDay, ghanaMoment, reasonOf } from '#app/payouts/payout-format.ts';

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

const STATUS = {
  upcoming: { label: 'Upcoming', className: 'bg-amber-100 text-amber-900' },
  due: { label: 'Due', className: 'bg-sky-100 text-sky-900' },
  sending: { label: 'On its way', className: 'bg-sky-100 text-sky-900' },
  paid: { label: 'Paid', className: 'bg-brand-100 text-brand-900' },
  none: { label: 'Nothing to pay', className: 'bg-stone-200 text-stone-700' },
} as const;

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
  const { label, className } = STATUS[payout.status];
  return (
    <p className="flex flex-wrap items-center gap-2">
      <span className={`${badge} ${className}`}>{label}</span>
      {payout.status === 'paid' && payout.paidAt && (
        <span className="text-sm text-stone-600">on {ghanaDay(payout.paidAt)}</span>
      )}
      {payout.status === 'due' && payout.payableAt && (
        <span className="text-sm text-stone-600">since {ghanaMoment(payout.payableAt)}</span>
      )}
    </p>
  );
}
