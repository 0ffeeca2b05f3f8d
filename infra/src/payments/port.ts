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
export interface PaymentProvider extends PayoutProvider {
  readonly name: 'paystack' | 'simulator';
  initialize(request: StartPaymentRequest): Promise<StartedPayment>;
  verify(reference: string): Promise<PaymentReport | null>;
  refund(request: RefundRequest): Promise<RefundReceipt>;
  isGenuineWebhook(rawBody: Buffer, signature: string | undefined): boolean;
}

/**
 * Paying hosts out (issue 14): Paystack's transfer recipients and transfers, in GHS.
 *
 * Guarantees every adapter gives:
 * - `createRecipient` resolves the account with the provider: an account it cannot resolve
 *   (a wrong number, an unknown network or bank) fails with PaymentProviderError (status 400
 *   or 422) and its message, and nothing is created.
 * - `transfer` is idempotent by `reference`: a second call with a reference already used
 *   creates no second transfer; it answers the existing one (Paystack answers its
 *   "duplicate reference" error, which the adapter turns into the existing transfer by
 *   verifying it). Amounts are integer pesewas.
 * - `verifyTransfer` is read-only; null for a reference the provider does not know.
 * - The outcome of a transfer arrives by webhook (`transfer.success`, `transfer.failed`,
 *   `transfer.reversed`, signed like charge webhooks) and can always be read with
 *   verifyTransfer; `parseTransferWebhook` reads such a body.
 */
export interface PayoutProvider {
  /** The Mobile Money networks or Ghanaian banks transfers can go to (Paystack's GET /bank). */
  listBanks(type: PayoutAccountType): Promise<PayoutBank[]>;
  createRecipient(request: CreateRecipientRequest): Promise<TransferRecipient>;
  transfer(request: TransferRequest): Promise<TransferReport>;
  verifyTransfer(reference: string): Promise<TransferReport | null>;
}

/** Paystack's recipient types for Ghana: Mobile Money wallets, and bank accounts (GhIPSS). */
export type PayoutAccountType = 'mobile_money' | 'ghipss';

export interface PayoutBank {
  /** Paystack's code, e.g. 'MTN', 'VOD', 'ATL' for the Mobile Money networks. */
  code: string;
  name: string;
}

export interface CreateRecipientRequest {
  type: PayoutAccountType;
  /** The account holder's name as the host gave it. */
  name: string;
  /** The wallet's phone number (10 digits, e.g. 0551234987) or the bank account number. */
  accountNumber: string;
  bankCode: string;
  currency: 'GHS';
}

export interface TransferRecipient {
  /** Paystack's recipient_code (RCP_...), what transfers are sent to. */
  recipientCode: string;
  /** The name the provider resolved the account to, when it says. */
  accountName: string | null;
}

export interface TransferRequest {
  /** Our idempotency key: one reference, one transfer (lowercase letters, digits, - and _; 16 to 50 characters). */
  reference: string;
  /** Pesewas, above 0. */
  amount: number;
  recipientCode: string;
  /** Shown to the host by their bank or network. */
  reason: string;
  currency: 'GHS';
}

/** 'pending' covers Paystack's pending, otp, received and queued: it may still succeed or fail. */
export type TransferOutcome = 'success' | 'failed' | 'reversed' | 'pending';

export interface TransferReport {
  reference: string;
  /** Paystack's transfer_code (TRF_...). */
  transferCode: string;
  outcome: TransferOutcome;
  /** The provider's own status word, for logs. */
  providerStatus: string;
  amount: number;
  /** Why it failed, when the provider says. */
  failureReason: string | null;
}

/** What a transfer webhook says happened: its event and the transfer as it now stands. */
export interface TransferWebhook {
  event: 'transfer.success' | 'transfer.failed' | 'transfer.reversed';
  transfer: TransferReport;
}

export type PaymentChannel = 'card' | 'mobile_money';

/** One line the provider's checkout shows the payer above the amount (Paystack's metadata.custom_fields). */
export interface PaymentCustomField {
  displayName: string;
  /** A name for it in the provider's exports: letters, digits and _. */
  variableName: string;
  value: string;
}

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
  /** What the amount is made of, in order; the provider shows them at its checkout. */
  customFields?: readonly PaymentCustomField[];
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
