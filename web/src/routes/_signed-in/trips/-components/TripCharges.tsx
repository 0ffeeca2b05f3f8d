import type { SettlementView } from '@akwaaba/domain';
import { parseCedis } from '@akwaaba/domain/money/money';
import { formatCedisExactly } from '#app/cars/price.ts';

/** Money moved by the settlement, to the pesewa: "₵1,650.50". */
export const settledCedis = (amount: string) => formatCedisExactly(parseCedis(amount) ?? 0);

/**
 * The trip's charges from its record (issue 30): each with how it was computed from the handover
 * and the return, what the deposit gives back, and what is owed beyond it. Both parties see the same.
 */
export function TripCharges({ settlement }: { settlement: SettlementView }) {
  const owed = parseCedis(settlement.balanceDue) ?? 0;
  return (
    <div className="grid gap-2">
      <h3 className="font-semibold">Charges from the trip’s record</h3>
      <ul className="grid gap-2">
        {settlement.charges.map((charge) => (
          <li key={charge.kind} className="rounded-lg border border-stone-200 p-3 text-sm">
            <p className="flex justify-between gap-3 font-medium text-ink">
              <span>{charge.label}</span>
              <span>{settledCedis(charge.amount)}</span>
            </p>
            <p className="text-stone-700">{charge.explanation}</p>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
        <dt>Deposit back to the renter</dt>
        <dd className="text-right font-medium">{settledCedis(settlement.depositRefund)}</dd>
        {owed > 0 && (
          <>
            <dt>Owed beyond the deposit</dt>
            <dd className="text-right font-medium">{settledCedis(settlement.balanceDue)}</dd>
          </>
        )}
      </dl>
      {owed > 0 && (
        <p className="text-sm text-stone-700">
          The charges come to more than the deposit: the renter owes the rest, settled with Akwaaba Drive.
        </p>
      )}
    </div>
  );
}
