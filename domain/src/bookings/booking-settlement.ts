import type { Pesewas } from '../money/money';
import type { RecordCharge } from '../trips/trip-charges';

/*
 * Where a booking's deposit stands against the charges of its trip's record (issue 30). The
 * deposit pays the charges first; what is left goes back to the renter at the return; what the
 * charges come to beyond the deposit is the renter's balance. The part that covers the charges
 * stays held (the ledger's depositHeld) until the trip completes with no damage reported, then
 * goes to the host whole with their earnings (chargesPaidOnCompletion). The host's requests and
 * claims, and the balance's payment, are still to come.
 */

export interface DepositSettlement {
  deposit: Pesewas;
  /** What the record's charges come to. */
  charges: Pesewas;
  /** The part of the deposit kept for the charges. */
  heldForCharges: Pesewas;
  /** What of the deposit goes back to the renter. */
  refund: Pesewas;
  /** What the charges come to beyond the deposit. */
  balanceDue: Pesewas;
}

export const chargesTotal = (charges: readonly RecordCharge[]): Pesewas =>
  charges.reduce((sum, charge) => sum + charge.amount, 0);

export function depositSettlement(deposit: Pesewas, charges: readonly RecordCharge[]): DepositSettlement {
  const total = chargesTotal(charges);
  const heldForCharges = Math.min(deposit, total);
  return {
    deposit,
    charges: total,
    heldForCharges,
    refund: deposit - heldForCharges,
    balanceDue: total - heldForCharges,
  };
}

/**
 * The trip's charges the deposit pays the host, once: when the trip completed with no damage
 * reported (a damage case keeps the whole deposit for the claim). 0 before. The host's
 * earnings and the ledger both read it here.
 */
export const chargesPaidOnCompletion = (trip: {
  completed: boolean;
  damageReported: boolean;
  deposit: Pesewas;
  charges: Pesewas;
}): Pesewas => (trip.completed && !trip.damageReported ? Math.min(trip.deposit, trip.charges) : 0);
