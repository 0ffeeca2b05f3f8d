import {
  outcomeOf,
  PaymentProviderError,
  type PayoutBank,
  type PayoutProvider,
  type TransferOutcome,
  type TransferReport,
  type TransferWebhook,
} from '../port';
import { envelope, succeeded } from './paystack-answer';
import {
  BANK_LIST_TYPE,
  type BankData,
  type PaystackResponse,
  type PaystackTransport,
  type TransferData,
  type TransferInitiateBody,
  type TransferRecipientCreateBody,
  type TransferRecipientData,
} from './paystack-api';

/*
 * Host payouts over Paystack's transfer API: banks, recipients, transfers and their webhooks.
 * Refusals keep Paystack's own message (e.g. "Could not resolve account name. Check
 * parameters or try again."), so the host can be shown what is wrong with their account.
 */

/**
 * Paystack's transfer statuses, folded into outcomes as its payment statuses are (outcomeOf),
 * and more: abandoned (OTP never given), blocked and rejected (approval refused) are conclusive
 * in Paystack's lifecycle and no money moves, so they are failures; pending, otp, received and
 * queued may still go either way.
 */
export const transferOutcomeOf = (status: string): TransferOutcome =>
  ['abandoned', 'blocked', 'rejected'].includes(status) ? 'failed' : outcomeOf(status);

/** The product's view of a Paystack transfer (POST /transfer, verify answer or webhook data). */
export function transferReportOf(data: TransferData): TransferReport {
  const outcome = transferOutcomeOf(data.status);
  const said =
    [data.gateway_response, data.failures].find((why): why is string => typeof why === 'string' && !!why) ??
    null;
  const failureReason =
    outcome === 'failed' || outcome === 'reversed'
      ? said || (outcome === 'failed' ? `The transfer was ${data.status}` : null)
      : null;
  return {
    reference: data.reference,
    transferCode: data.transfer_code,
    outcome,
    providerStatus: data.status,
    amount: data.amount,
    failureReason,
  };
}

const recipientCodeOf = (data: TransferData): string | null =>
  typeof data.recipient === 'object' && data.recipient !== null ? data.recipient.recipient_code : null;

/** The payout half of the port, over one transport (Paystack itself or the simulator). */
export function paystackPayouts(transport: PaystackTransport): PayoutProvider {
  /** A refusal with the provider's own message and HTTP status. */
  const refused = (status: number, body: unknown): PaymentProviderError =>
    new PaymentProviderError(envelope(body).message, status);

  /** The data of an answer in which Paystack did what was asked; its refusal otherwise. */
  function dataOf<Data>({ status, body }: PaystackResponse): Data {
    const answer = envelope<Data>(body);
    if (!succeeded(status, answer)) throw refused(status, body);
    return answer.data!;
  }

  async function fetchTransfer(reference: string): Promise<TransferData | null> {
    const response = await transport({
      method: 'GET',
      path: `/transfer/verify/${encodeURIComponent(reference)}`,
    });
    return response.status === 404 ? null : dataOf<TransferData>(response);
  }

  return {
    async listBanks(type): Promise<PayoutBank[]> {
      const query = new URLSearchParams({ currency: 'GHS', type: BANK_LIST_TYPE[type], perPage: '100' });
      const banks = dataOf<BankData[]>(await transport({ method: 'GET', path: `/bank?${query}` }));
      return banks
        .filter((bank) => bank.active !== false && bank.is_deleted !== true)
        .map((bank) => ({ code: bank.code, name: bank.name }));
    },

    async createRecipient(request) {
      const body: TransferRecipientCreateBody = {
        type: request.type,
        name: request.name,
        account_number: request.accountNumber,
        bank_code: request.bankCode,
        currency: request.currency,
      };
      const recipient = dataOf<TransferRecipientData>(
        await transport({ method: 'POST', path: '/transferrecipient', body }),
      );
      return {
        recipientCode: recipient.recipient_code,
        accountName: recipient.details?.account_name ?? null,
      };
    },

    /**
     * Idempotent by reference. When Paystack refuses the transfer, the reference may already
     * name one (its duplicate-reference error, whatever its wording): then that transfer is the
     * answer, provided it is the same payout (amount and recipient); otherwise the refusal stands.
     */
    async transfer(request): Promise<TransferReport> {
      const body: TransferInitiateBody = {
        source: 'balance',
        amount: request.amount,
        recipient: request.recipientCode,
        reference: request.reference,
        reason: request.reason,
        currency: request.currency,
      };
      const response = await transport({ method: 'POST', path: '/transfer', body });
      const answer = envelope<TransferData>(response.body);
      if (succeeded(response.status, answer)) return transferReportOf(answer.data!);
      if (response.status < 400 || response.status >= 500) throw refused(response.status, response.body);
      const existing = await fetchTransfer(request.reference);
      if (!existing) throw refused(response.status, response.body);
      const recipientCode = recipientCodeOf(existing);
      if (existing.amount !== request.amount || (recipientCode && recipientCode !== request.recipientCode))
        throw new PaymentProviderError(
          `The transfer reference ${request.reference} was already used for a different transfer.`,
          response.status,
        );
      return transferReportOf(existing);
    },

    async verifyTransfer(reference) {
      const data = await fetchTransfer(reference);
      return data ? transferReportOf(data) : null;
    },
  };
}

const TRANSFER_EVENTS = ['transfer.success', 'transfer.failed', 'transfer.reversed'] as const;
const EVENT_OUTCOME: Record<TransferWebhook['event'], TransferOutcome> = {
  'transfer.success': 'success',
  'transfer.failed': 'failed',
  'transfer.reversed': 'reversed',
};

/**
 * Reads a transfer webhook (after its signature was checked with isGenuineWebhook): the raw
 * body (string or Buffer) or its parsed JSON. Null for any other event, a malformed body, or
 * an event that contradicts the transfer's own status.
 */
export function parseTransferWebhook(body: unknown): TransferWebhook | null {
  let parsed = body;
  if (typeof body === 'string' || Buffer.isBuffer(body)) {
    try {
      parsed = JSON.parse(body.toString());
    } catch {
      return null;
    }
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { event, data } = parsed as { event?: unknown; data?: unknown };
  if (!TRANSFER_EVENTS.includes(event as TransferWebhook['event'])) return null;
  if (typeof data !== 'object' || data === null) return null;
  const transfer = data as Partial<Record<keyof TransferData, unknown>>;
  if (
    typeof transfer.reference !== 'string' ||
    typeof transfer.transfer_code !== 'string' ||
    typeof transfer.status !== 'string' ||
    !Number.isSafeInteger(transfer.amount)
  )
    return null;
  const report = transferReportOf(data as TransferData);
  const kind = event as TransferWebhook['event'];
  if (report.outcome !== EVENT_OUTCOME[kind]) return null;
  return { event: kind, transfer: report };
}
