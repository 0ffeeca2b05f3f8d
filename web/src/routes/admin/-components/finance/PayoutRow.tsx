import type { AdminPayoutView } from '@akwaaba/domain/payouts/payouts.views';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { PendingButton } from '#app/components/ui/PendingButton.tsx';
import { PayoutBadge } from '#app/payouts/PayoutBadge.tsx';
import { ghanaMoment, payoutCedis, reasonOf } from '#app/payouts/payout-format.ts';

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
          <PayoutBadge state={stateOf(payout)} />
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
