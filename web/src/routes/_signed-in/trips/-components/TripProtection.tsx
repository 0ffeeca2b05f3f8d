import type { BookingView, DepositStatus } from '@akwaaba/domain';
import { ProtectionTerms } from '#app/bookings/ProtectionTerms.tsx';
import { displayCedis } from '#app/cars/price.ts';
import { settledCedis, TripCharges } from './TripCharges.tsx';

/** Where the deposit stands, in words for both parties; what goes back when charges keep part of it. */
function depositText(status: DepositStatus, amount: string, refund: string | null): string | null {
  const deposit = `The ${displayCedis(amount)} deposit`;
  const partly = refund !== null && refund !== amount;
  switch (status) {
    case 'none':
      return null;
    case 'unpaid':
      return `${deposit} is paid with the booking.`;
    case 'held':
      return `${deposit} is held until the car is returned, then refunded less any charges for kilometres, fuel or lateness when no damage is reported.`;
    case 'refunding':
      return partly
        ? `The car is back with no damage reported: ${settledCedis(refund)} of the deposit is on its way back to the renter; the rest pays the charges below.`
        : `The car is back with no damage reported: ${deposit.toLowerCase()} is on its way back to the renter.`;
    case 'refunded':
      return partly
        ? `${settledCedis(refund)} of the ${displayCedis(amount)} deposit was refunded to the renter; the rest pays the charges below.`
        : `${deposit} was refunded to the renter.`;
    case 'held-for-damage':
      return `Damage was reported, so ${deposit.toLowerCase()} stays held until the damage claim is settled.`;
    case 'held-for-charges':
      return `The charges below take all of ${deposit.toLowerCase()}: they go to the host when the trip completes.`;
  }
}

/**
 * The trip's protection (issue 30): the plan the booking was sold with, what it covers and does
 * not, and where the refundable deposit stands.
 */
export function TripProtection({ booking }: { booking: BookingView }) {
  const plan = booking.protectionPlan;
  const settlement = booking.settlement ?? null;
  const deposit = depositText(
    booking.deposit.status,
    booking.deposit.amount,
    settlement?.depositRefund ?? null,
  );
  return (
    <section aria-labelledby="trip-protection" className="grid gap-3 rounded-xl bg-white p-4 shadow-sm">
      <h2 id="trip-protection" className="text-lg font-bold">
        Protection: {plan.name}
      </h2>
      <ProtectionTerms plan={plan} />
      {deposit && (
        <p role="status" className="rounded-lg bg-brand-50 p-3 text-sm font-medium text-stone-800">
          {deposit}
        </p>
      )}
      {settlement && settlement.charges.length > 0 && <TripCharges settlement={settlement} />}
    </section>
  );
}
