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
  /** What the renter paid (0 until paid): the booking's subtotal (the host's share) and the service fee. */
  paid: Pesewas;
  /** The service fee within it. */
  serviceFee: Pesewas;
  /** What went back to the renter. */
  refunded: Pesewas;
}

/** Where each pesewa a booking took went: payments = hostEarnings + commission + serviceFee + refunds. */
export interface LedgerLines {
  paid: Pesewas;
  serviceFee: Pesewas;
  commission: Pesewas;
  hostEarnings: Pesewas;
  refunded: Pesewas;
}

/**
 * A booking's ledger. An unpaid booking has none. A refund takes from the platform's fee and
 * commission and the host's earnings in proportion, so a full refund leaves nothing to anyone
 * and a late cancellation (no refund) pays the host as a trip would. Rounded once: the
 * host's earnings take what the rounding leaves, so the lines always add up to the payment.
 */
export function ledgerLines({ paid, serviceFee, refunded }: BookingMoney): LedgerLines {
  if (paid === 0) return { paid: 0, serviceFee: 0, commission: 0, hostEarnings: 0, refunded: 0 };
  const kept = paid - refunded;
  const keptServiceFee = share(serviceFee, kept, paid);
  const keptSubtotal = kept - keptServiceFee;
  const commission = percentOf(keptSubtotal, PLATFORM_COMMISSION_PERCENT);
  return { paid, serviceFee: keptServiceFee, commission, hostEarnings: keptSubtotal - commission, refunded };
}

/** `amount × kept / paid`, in whole pesewas, half up. */
const share = (amount: Pesewas, kept: Pesewas, paid: Pesewas): Pesewas =>
  kept === paid ? amount : Math.floor((amount * kept * 2 + paid) / (2 * paid));
