/*
 * The parts of Paystack's API the product uses, in Paystack's own names (see
 * ../shared/reference/paystack-openapi.yaml: TransactionInitialize, VerifyResponse,
 * RefundCreate). The Paystack adapter sends these; the simulator answers them.
 */

/** One call: Paystack's path (from the API root) and JSON body. */
export interface PaystackRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: object;
}

/** The answer: HTTP status and parsed JSON (Paystack always answers `{ status, message, data? }`). */
export interface PaystackResponse {
  status: number;
  body: unknown;
}

/** How calls reach Paystack: over HTTPS with the secret key, or into the simulator in-process. */
export type PaystackTransport = (request: PaystackRequest) => Promise<PaystackResponse>;

/** POST /transaction/initialize */
export interface TransactionInitializeBody {
  email: string;
  amount: number;
  currency: 'GHS';
  reference: string;
  callback_url: string;
  channels: string[];
  metadata: Record<string, string>;
}

export interface TransactionInitializeData {
  authorization_url: string;
  access_code: string;
  reference: string;
}

/** The transaction fields the product reads from GET /transaction/verify/{reference} and charge.success. */
export interface TransactionData {
  id: number;
  status: string;
  reference: string;
  amount: number;
  currency: string;
  channel: string;
  paid_at: string | null;
  gateway_response: string;
}

/** POST /refund */
export interface RefundCreateBody {
  transaction: string;
  amount: number;
  currency: 'GHS';
  merchant_note?: string;
}

export interface RefundData {
  id: number;
  amount: number;
  status: string;
}

export interface PaystackEnvelope<Data> {
  status: boolean;
  message: string;
  data?: Data;
}

/** A webhook Paystack posts: `charge.success` carries the transaction. */
export interface PaystackWebhook {
  event: string;
  data: TransactionData & Record<string, unknown>;
}
