import {
  AlreadyRefundedError,
  outcomeOf,
  type PaymentProvider,
  type PaymentReport,
  type RefundReceipt,
  type StartedPayment,
} from '../port';
import { isValidWebhookSignature } from '../webhook-signature';
import { envelope, requireData } from './paystack-answer';
import type {
  PaystackTransport,
  RefundCreateBody,
  RefundData,
  TransactionData,
  TransactionInitializeBody,
  TransactionInitializeData,
} from './paystack-api';
import { paystackPayouts } from './paystack-payouts';

export { parseTransferWebhook } from './paystack-payouts';

/** Paystack's words for a refund of a transaction that has none left to refund. */
const FULLY_REFUNDED = /fully (reversed|refunded)|already been (reversed|refunded)/i;

/** The product's view of a Paystack transaction (verify answer or charge.success data). */
export function reportOf(data: TransactionData): PaymentReport {
  return {
    reference: data.reference,
    outcome: outcomeOf(data.status),
    providerStatus: data.status,
    amount: data.amount,
    currency: data.currency,
    channel: data.channel ?? null,
    paidAt: data.paid_at ?? null,
    gatewayResponse: data.gateway_response ?? null,
  };
}

/**
 * The port over Paystack's API: payments, refunds and host payouts (paystack-payouts.ts). The
 * transport decides where calls go: Paystack itself (httpTransport) or the built-in simulator,
 * which answers in the same shapes, so both adapters share this code. `webhookKey` is the key webhooks are signed with: the secret key.
 */
export function paystackProvider(options: {
  name: PaymentProvider['name'];
  transport: PaystackTransport;
  webhookKey: string;
}): PaymentProvider {
  const { transport, webhookKey, name } = options;
  return {
    name,
    ...paystackPayouts(transport),

    async initialize(request): Promise<StartedPayment> {
      const body: TransactionInitializeBody = {
        email: request.email,
        amount: request.amount,
        currency: request.currency,
        reference: request.reference,
        callback_url: request.callbackUrl,
        channels: [...request.channels],
        metadata: {
          ...request.metadata,
          ...(request.customFields?.length
            ? {
                custom_fields: request.customFields.map((field) => ({
                  display_name: field.displayName,
                  variable_name: field.variableName,
                  value: field.value,
                })),
              }
            : {}),
        },
      };
      const response = await transport({ method: 'POST', path: '/transaction/initialize', body });
      const data = requireData<TransactionInitializeData>(
        response.status,
        response.body,
        'start the payment',
      );
      return {
        authorizationUrl: data.authorization_url,
        accessCode: data.access_code,
        reference: data.reference,
      };
    },

    async verify(reference) {
      const response = await transport({
        method: 'GET',
        path: `/transaction/verify/${encodeURIComponent(reference)}`,
      });
      if (response.status === 404) return null;
      const data = requireData<TransactionData>(response.status, response.body, 'verify the payment');
      return reportOf(data);
    },

    async refund(request): Promise<RefundReceipt> {
      const body: RefundCreateBody = {
        transaction: request.transactionReference,
        amount: request.amount,
        currency: request.currency,
        merchant_note: 'Akwaaba Drive booking refund',
      };
      const response = await transport({ method: 'POST', path: '/refund', body });
      const answer = envelope<RefundData>(response.body);
      if (!answer.status && FULLY_REFUNDED.test(answer.message))
        throw new AlreadyRefundedError(answer.message, response.status);
      const data = requireData<RefundData>(response.status, response.body, 'refund the payment');
      return { refundReference: String(data.id), amount: data.amount, status: data.status };
    },

    isGenuineWebhook(rawBody, signature) {
      return isValidWebhookSignature(rawBody, signature, webhookKey);
    },
  };
}
