/**
 * The payment port. Two adapters implement it with the same behaviour: Paystack
 * (PAYSTACK_SECRET_KEY set) and the built-in simulator (the embedded default), which
 * speaks Paystack's API shapes and serves its own checkout page.
 *
 * Guarantees every adapter gives:
 * - Amounts are integer pesewas (the currency's subunit), never floats.
 * - `initialize` refuses a reference it has seen before (PaymentProviderError), so one
 *   reference names one payment.
 * - `verify` is read-only and may be called any number of times; it answers null for a
 *   reference the provider does not know.
 * - `refund` never returns more than was paid: a second full refund of one transaction
 *   fails with AlreadyRefundedError, so a retried refund job cannot pay out twice.
 * - `isGenuineWebhook` checks `x-paystack-signature`: an HMAC-SHA512 of the raw body.
 */
export interface PaymentProvider {
  readonly name: 'paystack' | 'simulator';
  initialize(request: StartPaymentRequest): Promise<StartedPayment>;
  verify(reference: string): Promise<PaymentReport | null>;
  refund(request: RefundRequest): Promise<RefundReceipt>;
  isGenuineWebhook(rawBody: Buffer, signature: string | undefined): boolean;
}

export type PaymentChannel = 'card' | 'mobile_money';

export interface StartPaymentRequest {
  /** Unique per payment attempt; only -, ., = and letters or digits (Paystack's rule). */
  reference: string;
  /** Pesewas. */
  amount: number;
  currency: 'GHS';
  /** The payer's e-mail (Paystack requires one). */
  email: string;
  /** Where the provider sends the browser back; it appends ?trxref=&reference=. */
  callbackUrl: string;
  channels: readonly PaymentChannel[];
  metadata: Record<string, string>;
}

export interface StartedPayment {
  /** Where the browser goes to pay. */
  authorizationUrl: string;
  accessCode: string;
  reference: string;
}

/**
 * Where a payment stands. Only 'success' is money received; 'pending' covers every state
 * that may still turn into a payment (Paystack's abandoned, ongoing, pending, processing,
 * queued); 'failed' is final; 'reversed' was paid and then refunded.
 */
export type PaymentOutcome = 'success' | 'failed' | 'pending' | 'reversed';

export interface PaymentReport {
  reference: string;
  outcome: PaymentOutcome;
  /** The provider's own status word, for logs. */
  providerStatus: string;
  /** Pesewas actually charged. */
  amount: number;
  currency: string;
  channel: string | null;
  paidAt: string | null;
  /** The provider's explanation, e.g. "Declined by the customer". */
  gatewayResponse: string | null;
}

export interface RefundRequest {
  /** The reference of the payment to refund. */
  transactionReference: string;
  /** Pesewas, at most what was paid. */
  amount: number;
  currency: 'GHS';
}

export interface RefundReceipt {
  /** The provider's id of the refund, kept on the booking. */
  refundReference: string;
  amount: number;
  /** e.g. 'pending', 'processed'. A refund the provider accepted is not undone. */
  status: string;
}

/** The provider answered with an error or could not be reached. `status` is its HTTP status, null when unreachable. */
export class PaymentProviderError extends Error {
  override readonly name: string = 'PaymentProviderError';
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

/** The transaction was already refunded in full. */
export class AlreadyRefundedError extends PaymentProviderError {
  override readonly name = 'AlreadyRefundedError';
}

/** Paystack's statuses, folded into the outcomes the product acts on. */
export function outcomeOf(providerStatus: string): PaymentOutcome {
  switch (providerStatus) {
    case 'success':
      return 'success';
    case 'failed':
      return 'failed';
    case 'reversed':
      return 'reversed';
    default:
      return 'pending';
  }
}
