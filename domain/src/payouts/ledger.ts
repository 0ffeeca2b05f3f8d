import type { Pesewas } from '../money/money';
import { percentOf } from '../pricing/quote';

/**
 * The platform's commission on what a booking pays the host: 15 % of the host's share (the
 * daily price after discounts, delivery surcharges and the driver), on top of the renter's
 * 5 % service fee. docs/adr/0017 gives the reasoning.
 */
export const PLATFORM_COMMISSION_PERCENT = 15;

/**
 * Hosts are paid this long after a trip completes, by default: time for a late damage report
 * to land first. Operators set it with PAYOUT_DELAY_MINUTES.
 */
export const DEFAULT_PAYOUT_DELAY_MINUTES = 24 * 60;

/** What a booking's money came to, in pesewas. */
export interface BookingMoney {
  /** What the renter paid (0 until paid): the host's share, the service fee, the plan's fee and the deposit. */
  paid: Pesewas;
  /** The service fee within it. */
  serviceFee: Pesewas;
  /** The protection plan's fee within it: the product's revenue (0 without, and before plans). */
  protectionFee?: Pesewas;
  /** The refundable deposit within it (0 without, and before deposits). */
  deposit?: Pesewas;
  /** What went back to the renter, a deposit's refund included. */
  refunded: Pesewas;
  /**
   * The trip's charges the deposit paid the host (kilometres, fuel, lateness), once the trip
   * completed with no damage reported (booking-settlement.ts); 0 before, and without charges.
   */
  chargesPaid?: Pesewas;
}

/**
 * Where each pesewa a booking took went:
 * paid = hostEarnings + commission + serviceFee + protectionFee + refunded + depositHeld,
 * the host's earnings including the trip's charges the deposit paid.
 */
export interface LedgerLines {
  paid: Pesewas;
  serviceFee: Pesewas;
  /** The plan's fee kept: the product's revenue, never the host's. */
  protectionFee: Pesewas;
  commission: Pesewas;
  /** What the host earns: the trip, less commission, and the charges the deposit paid them. */
  hostEarnings: Pesewas;
  /** The trip's charges within hostEarnings: paid from the deposit, taking no commission. */
  charges: Pesewas;
  refunded: Pesewas;
  /** The part of the deposit not (yet) refunded: held for the trip's settlement, never the host's. */
  depositHeld: Pesewas;
}

/** A booking with nothing paid, and the start of a sum of ledgers. */
export const NO_LEDGER_LINES: Readonly<LedgerLines> = {
  paid: 0,
  serviceFee: 0,
  protectionFee: 0,
  commission: 0,
  hostEarnings: 0,
  charges: 0,
  refunded: 0,
  depositHeld: 0,
};

/**
 * A booking's ledger. An unpaid booking has none. A refund pays back the deposit first (it is
 * the renter's money, held); what it returns beyond that takes from the platform's fee, the
 * plan's fee, the commission and the host's earnings in proportion, so a full refund leaves
 * nothing to anyone and a late cancellation (the deposit back, nothing else) pays the host as
 * a trip would. The trip's charges the deposit paid go to the host whole (never in the
 * refund, never commissioned). Rounded once: the host's earnings take what the rounding
 * leaves, so the lines always add up to the payment.
 */
export function ledgerLines(money: BookingMoney): LedgerLines {
  const { paid, serviceFee, refunded } = money;
  const protectionFee = money.protectionFee ?? 0;
  const deposit = money.deposit ?? 0;
  if (paid === 0) return { ...NO_LEDGER_LINES };
  const charges = Math.min(money.chargesPaid ?? 0, deposit);
  const depositRefunded = Math.min(refunded, deposit - charges);
  const tripPaid = paid - deposit;
  const kept = tripPaid - (refunded - depositRefunded);
  const keptServiceFee = share(serviceFee, kept, tripPaid);
  const keptProtectionFee = share(protectionFee, kept, tripPaid);
  const keptSubtotal = kept - keptServiceFee - keptProtectionFee;
  const commission = percentOf(keptSubtotal, PLATFORM_COMMISSION_PERCENT);
  return {
    paid,
    serviceFee: keptServiceFee,
    protectionFee: keptProtectionFee,
    commission,
    hostEarnings: keptSubtotal - commission + charges,
    charges,
    refunded,
    depositHeld: deposit - depositRefunded - charges,
  };
}

/** `amount × kept / paid`, in whole pesewas, half up. */
const share = (amount: Pesewas, kept: Pesewas, paid: Pesewas): Pesewas =>
  kept === paid ? amount : paid === 0 ? 0 : Math.floor((amount * kept * 2 + paid) / (2 * paid));
