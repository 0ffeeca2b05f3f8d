/*
 * The parts of Paystack's API the product uses, in Paystack's own names (see
 * reference/paystack-openapi.yaml: TransactionInitialize, VerifyResponse,
 * RefundCreate, MiscellaneousListBanksResponse, TransferRecipientCreate, TransferInitiate,
 * TransferVerifyResponse). The Paystack adapter sends these; the simulator answers them.
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

/** One of Paystack's metadata.custom_fields: shown on its checkout and its dashboard. */
export interface PaystackCustomField {
  display_name: string;
  variable_name: string;
  value: string;
}

/** A transaction's metadata: the product's own keys, and the custom fields Paystack shows. */
export interface PaystackMetadata {
  [key: string]: string | PaystackCustomField[] | undefined;
  custom_fields?: PaystackCustomField[];
}

/** POST /transaction/initialize */
export interface TransactionInitializeBody {
  email: string;
  amount: number;
  currency: 'GHS';
  reference: string;
  callback_url: string;
  channels: string[];
  metadata: PaystackMetadata;
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

/** One entry of GET /bank: a bank, or a Mobile Money network (type 'mobile_money'). */
export interface BankData {
  name: string;
  code: string;
  type: string;
  currency: string;
  active: boolean;
  is_deleted: boolean | null;
}

/**
 * GET /bank's `type` filter for Ghana. Paystack spells the bank channel 'ghipps' here (the
 * OpenAPI document's enum and its List Banks guide), but 'ghipss' as a recipient type and
 * in each bank's own `type`.
 */
export const BANK_LIST_TYPE = { mobile_money: 'mobile_money', ghipss: 'ghipps' } as const;

/** POST /transferrecipient */
export interface TransferRecipientCreateBody {
  type: 'mobile_money' | 'ghipss';
  name: string;
  account_number: string;
  bank_code: string;
  currency: 'GHS';
}

/** A recipient as POST /transferrecipient answers it (and as GET /transfer/verify nests it). */
export interface TransferRecipientData {
  id: number;
  recipient_code: string;
  type: string;
  name: string;
  currency: string;
  details: {
    account_number: string | null;
    account_name: string | null;
    bank_code: string;
    bank_name: string;
  };
}

/** POST /transfer */
export interface TransferInitiateBody {
  source: 'balance';
  amount: number;
  recipient: string;
  reference: string;
  reason: string;
  currency: 'GHS';
}

/**
 * The transfer fields the product reads, from POST /transfer (where `recipient` is the
 * recipient's id), GET /transfer/verify/{reference} and transfer webhooks (the recipient object).
 */
export interface TransferData {
  id: number;
  reference: string;
  transfer_code: string;
  status: string;
  amount: number;
  currency: string;
  recipient: number | TransferRecipientData;
  /** Why a transfer failed or was reversed; only verify answers and webhooks carry it. */
  gateway_response?: string | null;
  failures?: unknown;
}
