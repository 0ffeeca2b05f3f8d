import type { Pesewas } from '../money/money';
import type { RecordCharge } from '../trips/trip-charges';

/*
 * Where a booking's deposit stands against the charges of its trip's record (issue 30). The
 * deposit pays the charges first; what is left goes back to the renter; what the charges come to
 * beyond the deposit is the renter's balance. Until the settlement with the host's requests,
 * claims and the balance payment exists, the part of the deposit that covers the charges stays
 * held (the ledger's depositHeld): never the host's yet, and never refunded.
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
