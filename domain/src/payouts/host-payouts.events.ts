import type { Pesewas } from '../money/money';
import type { DomainEvents } from '../shared/decider';
import type { PayoutAccountInput } from './payout-account';

/**
 * A host's payouts (stream `host-payouts-{hostId}`): where they are paid, what each completed
 * booking earned them, the transfers that paid it, and what they owe back; each event's data
 * by its type. One stream per host, so a payout and a debt netted from it are decided together.
 * Event types start with 'Payout'.
 */
interface HostPayoutsEventData {
  /** The host's payout account, registered with the payment provider as a transfer recipient. */
  PayoutAccountSet: {
    hostId: string;
    account: PayoutAccountInput;
    recipientCode: string;
    description: string;
  };
  /** A booking's earnings for the host, payable from payableAt (an ISO instant). */
  PayoutEarningRecorded: {
    hostId: string;
    bookingId: string;
    carId: string;
    amount: Pesewas;
    payableAt: string;
  };
  /** A refund before the payout took from the earnings: `amount` is what is left. */
  PayoutEarningReduced: { hostId: string; bookingId: string; amount: Pesewas };
  /** A refund after the earnings were sent: the host owes it back, netted from later payouts. */
  PayoutDebtRecorded: { hostId: string; bookingId: string; amount: Pesewas };
  /**
   * A transfer of a booking's earnings, less any debt it settles, was started under
   * `reference` (the provider's idempotency key: one reference, one transfer).
   */
  PayoutTransferStarted: {
    hostId: string;
    bookingId: string;
    reference: string;
    amount: Pesewas;
    debtSettled: Pesewas;
    recipientCode: string;
    attempt: number;
  };
  /** The debt took all of a booking's earnings: nothing to send, and it counts as paid. */
  PayoutNetted: { hostId: string; bookingId: string; debtSettled: Pesewas };
  /** The provider says the transfer arrived. */
  PayoutTransferSucceeded: { hostId: string; bookingId: string; reference: string; transferCode: string };
  /**
   * The transfer failed, or was reversed after it succeeded: the earnings are due again (and
   * the debt it settled is owed again), retried from nextAttemptAt.
   */
  PayoutTransferFailed: {
    hostId: string;
    bookingId: string;
    reference: string;
    reason: string;
    reversed: boolean;
    nextAttemptAt: string;
  };
}

export type HostPayoutsEvent = DomainEvents<HostPayoutsEventData>;

export const HOST_PAYOUTS_EVENT_TYPE_PREFIX = 'Payout';

export const hostPayoutsStream = (hostId: string) => `host-payouts-${hostId}`;

/** The transfer reference of a booking's nth payout attempt: lowercase, 16 to 50 characters, as Paystack asks. */
export const payoutReference = (bookingId: string, attempt: number) => `payout-${bookingId}-${attempt}`;

/** The booking a payout reference names, or null for any other reference. */
export function bookingOfPayoutReference(reference: string): string | null {
  const match = /^payout-([0-9a-f-]{36})-\d+$/.exec(reference);
  return match ? match[1]! : null;
}
