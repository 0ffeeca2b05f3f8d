import type { AdminPayoutView } from '@akwaaba/domain/payouts/payouts.views';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { PendingButton } from '#app/components/ui/PendingButton.tsx';
import { ghanaMoment, payoutCedis, reasonOf } from '#app/payouts/payout-format.ts';

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

const STATUS = {
  due: { label: 'Due', className: 'bg-sky-100 text-sky-900' },
  sending: { label: 'On its way', className: 'bg-sky-100 text-sky-900' },
  paid: { label: 'Paid', className: 'bg-brand-100 text-brand-900' },
  failed: { label: 'Failed', className: 'bg-red-100 text-red-800' },
} as const;

/** A due payout whose last transfer failed is Failed until it is tried again. */
const stateOf = (payout: AdminPayoutView) =>
  payout.status === 'due' && payout.failureReason ? 'failed' : payout.status;

/**
 * One payout on the finance page: the host and their account, the car, the amount and where
 * it stands, its attempts and dates, why it failed and when it is tried next; Retry now for a
 * due one.
 */
export function PayoutRow({
  payout,
  retrying,
  onRetry,
}: {
  payout: AdminPayoutView;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { label, className } = STATUS[stateOf(payout)];
  return (
    <li>
      <article
        aria-label={`${payout.host.name}, ${payout.car}`}
        className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-[1fr_auto]"
      >
        <div className="grid content-start gap-1 text-sm text-stone-700">
          <h3 className="text-base font-semibold text-ink">{payout.host.name}</h3>
          <p>{payout.host.account ?? 'No payout account yet'}</p>
          <p>{payout.car}</p>
          <p>
            Attempts: {payout.attempts} · Payable {ghanaMoment(payout.payableAt)}
            {payout.paidAt ? ` · Paid ${ghanaMoment(payout.paidAt)}` : ''}
          </p>
          {payout.failureReason && (
            <p className="font-medium text-red-700">Failed: {reasonOf(payout.failureReason)}</p>
          )}
          {payout.nextAttemptAt && payout.status === 'due' && (
            <p>Next attempt: {ghanaMoment(payout.nextAttemptAt)}</p>
          )}
          {payout.reference && <p className="text-xs text-stone-500">Reference: {payout.reference}</p>}
        </div>
        <div className="flex flex-wrap items-start gap-2 sm:grid sm:justify-items-end">
          <span className="text-lg font-bold tabular-nums">{payoutCedis(payout.amount)}</span>
          <span className={`${badge} ${className}`}>{label}</span>
          {payout.status === 'due' && (
            <PendingButton
              type="button"
              onClick={onRetry}
              pending={retrying}
              pendingLabel="Sending..."
              className={buttonClasses('outline', 'sm')}
            >
              Retry now
            </PendingButton>
          )}
        </div>
      </article>
    </li>
  );
}
