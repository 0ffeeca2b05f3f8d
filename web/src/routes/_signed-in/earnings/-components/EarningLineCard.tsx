import type { EarningLineView } from '@akwaaba/domain/payouts/payouts.views';
import { calendarDay, isZero, payoutCedis } from '#app/payouts/payout-format.ts';
import { PayoutStatus } from './PayoutStatus.tsx';

/**
 * One paid booking: what the renter paid, the commission and the service fee taken from it, the
 * renter's protection plan and deposit (never the host's), any refund, what the host earns, and where its payout stands. Each line is one sentence of text
 * ("Commission −₵202.50"), read out as it shows.
 */
export function EarningLineCard({ line }: { line: EarningLineView }) {
  const { payout } = line;
  const netted = payout.amount !== null && payout.amount !== line.hostEarnings && payout.status !== 'none';
  return (
    <li>
      <article
        aria-label={`${line.car.name}, ${calendarDay(line.startDate)} – ${calendarDay(line.endDate)}`}
        className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-[1fr_auto]"
      >
        <div className="grid content-start gap-1">
          <h3 className="font-semibold">{line.car.name}</h3>
          <p className="text-sm text-stone-700">
            {calendarDay(line.startDate)} – {calendarDay(line.endDate)}
          </p>
          <PayoutStatus payout={payout} />
        </div>
        <ul className="grid content-start gap-0.5 text-sm text-stone-700 sm:text-right">
          <li>Paid {payoutCedis(line.paid)}</li>
          <li>Commission −{payoutCedis(line.commission)}</li>
          <li>Service fee −{payoutCedis(line.serviceFee)}</li>
          {/* The renter's protection plan and deposit pass through the payment, never to the host. */}
          {!isZero(line.protectionFee) && <li>Protection plan −{payoutCedis(line.protectionFee)}</li>}
          {!isZero(line.depositHeld) && <li>Deposit held −{payoutCedis(line.depositHeld)}</li>}
          {!isZero(line.refunded) && <li>Refunded −{payoutCedis(line.refunded)}</li>}
          <li className="text-base font-semibold text-ink">Your earnings {payoutCedis(line.hostEarnings)}</li>
          {/* Kilometres, fuel and lateness the renter's deposit paid: the host's whole, no commission. */}
          {line.charges !== undefined && !isZero(line.charges) && (
            <li>Including trip charges {payoutCedis(line.charges)}</li>
          )}
          {netted && payout.amount !== null && (
            <li className="text-stone-600">Sent {payoutCedis(payout.amount)}, less what you owed back</li>
          )}
        </ul>
      </article>
    </li>
  );
}
