import type { Migration } from '../../postgres/migrations';
import type { PaystackMetadata } from '../paystack/paystack-api';
import { simulatorTransferMigration } from './simulator-transfers';

/**
 * The simulator's ledger in the application database, so the API (checkout page, webhooks)
 * and the workers (verification, refunds, payouts) see the same payments and transfers from
 * any process.
 */
export const simulatorMigrations: Migration[] = [
  {
    id: 'payments/001-simulator-ledger',
    sql: `
      create table payment_simulator_transactions (
        id bigserial primary key,
        reference text not null unique,
        access_code text not null unique,
        email text not null,
        amount integer not null check (amount > 0),
        currency text not null,
        channels text[] not null,
        callback_url text not null,
        metadata jsonb not null,
        -- Paystack's words: 'abandoned' until the payer acts, then 'success' or 'failed';
        -- 'reversed' once refunded in full.
        status text not null,
        channel text,
        gateway_response text not null,
        mobile_money_provider text,
        payer_phone text,
        card_last4 text,
        paid_at timestamptz,
        created_at timestamptz not null default now()
      );
      create table payment_simulator_refunds (
        id bigserial primary key,
        transaction_id bigint not null references payment_simulator_transactions (id),
        amount integer not null check (amount > 0),
        currency text not null,
        status text not null,
        merchant_note text,
        created_at timestamptz not null default now()
      );
      create index payment_simulator_refunds_transaction on payment_simulator_refunds (transaction_id);
    `,
  },
  simulatorTransferMigration,
];

export interface SimulatedTransaction {
  id: number;
  reference: string;
  accessCode: string;
  email: string;
  amount: number;
  currency: string;
  channels: string[];
  callbackUrl: string;
  metadata: PaystackMetadata;
  status: string;
  channel: string | null;
  gatewayResponse: string;
  mobileMoneyProvider: string | null;
  payerPhone: string | null;
  cardLast4: string | null;
  paidAt: Date | null;
  createdAt: Date;
}

export interface SimulatedRefund {
  id: number;
  amount: number;
  currency: string;
  status: string;
  merchantNote: string | null;
  createdAt: Date;
}

export interface TransactionRow {
  id: string;
  reference: string;
  access_code: string;
  email: string;
  amount: number;
  currency: string;
  channels: string[];
  callback_url: string;
  metadata: PaystackMetadata;
  status: string;
  channel: string | null;
  gateway_response: string;
  mobile_money_provider: string | null;
  payer_phone: string | null;
  card_last4: string | null;
  paid_at: Date | null;
  created_at: Date;
}

export const toTransaction = (row: TransactionRow): SimulatedTransaction => ({
  id: Number(row.id),
  reference: row.reference,
  accessCode: row.access_code,
  email: row.email,
  amount: row.amount,
  currency: row.currency,
  channels: row.channels,
  callbackUrl: row.callback_url,
  metadata: row.metadata,
  status: row.status,
  channel: row.channel,
  gatewayResponse: row.gateway_response,
  mobileMoneyProvider: row.mobile_money_provider,
  payerPhone: row.payer_phone,
  cardLast4: row.card_last4,
  paidAt: row.paid_at,
  createdAt: row.created_at,
});

/** A transaction in the shape of Paystack's VerifyResponse data (and of charge.success webhooks). */
export function paystackTransactionData(t: SimulatedTransaction): Record<string, unknown> {
  const paidAt = t.paidAt?.toISOString() ?? null;
  const createdAt = t.createdAt.toISOString();
  const momo = t.channel === 'mobile_money';
  return {
    id: t.id,
    domain: 'test',
    status: t.status,
    reference: t.reference,
    receipt_number: null,
    amount: t.amount,
    message: null,
    gateway_response: t.gatewayResponse,
    paid_at: paidAt,
    created_at: createdAt,
    channel: t.channel ?? 'card',
    currency: t.currency,
    ip_address: '127.0.0.1',
    metadata: t.metadata,
    log: null,
    fees: t.status === 'success' ? Math.round(t.amount * 0.0195) : null,
    fees_split: null,
    authorization:
      t.status === 'success'
        ? {
            authorization_code: `AUTH_sim${t.id}`,
            bin: momo ? null : '408408',
            last4: momo ? (t.payerPhone ?? '').slice(-4) : (t.cardLast4 ?? ''),
            exp_month: momo ? '' : '12',
            exp_year: momo ? '' : '2030',
            channel: t.channel ?? 'card',
            card_type: momo ? '' : 'visa',
            bank: momo ? (t.mobileMoneyProvider ?? '') : 'TEST BANK',
            country_code: 'GH',
            brand: momo ? (t.mobileMoneyProvider ?? '') : 'visa',
            reusable: false,
            signature: `SIG_sim${t.id}`,
            account_name: null,
            receiver_bank_account_number: null,
            receiver_bank: null,
          }
        : {},
    customer: {
      id: t.id,
      first_name: null,
      last_name: null,
      email: t.email,
      customer_code: `CUS_sim${t.id}`,
      phone: t.payerPhone,
      metadata: null,
      risk_action: 'default',
      international_format_phone: null,
    },
    plan: null,
    split: {},
    order_id: null,
    paidAt,
    createdAt,
    requested_amount: t.amount,
    pos_transaction_data: null,
    source: null,
    fees_breakdown: null,
    connect: null,
    transaction_date: createdAt,
    plan_object: {},
    subaccount: {},
  };
}

/** A refund in the shape of Paystack's RefundCreateResponse data. */
export function paystackRefundData(
  t: SimulatedTransaction,
  refund: SimulatedRefund,
): Record<string, unknown> {
  const paidAt = t.paidAt?.toISOString() ?? '';
  return {
    transaction: {
      id: t.id,
      domain: 'test',
      reference: t.reference,
      amount: t.amount,
      paid_at: paidAt,
      channel: t.channel ?? 'card',
      currency: t.currency,
      authorization: { exp_month: null, exp_year: null, account_name: null },
      customer: { international_format_phone: null },
      plan: {},
      subaccount: { currency: null },
      split: {},
      order_id: null,
      paidAt,
      pos_transaction_data: null,
      source: null,
      fees_breakdown: null,
    },
    integration: 1,
    deducted_amount: 0,
    channel: null,
    merchant_note: refund.merchantNote ?? '',
    customer_note: '',
    status: refund.status,
    refunded_by: 'akwaaba-drive',
    expected_at: refund.createdAt.toISOString(),
    currency: refund.currency,
    domain: 'test',
    amount: refund.amount,
    fully_deducted: true,
    id: refund.id,
    createdAt: refund.createdAt.toISOString(),
    updatedAt: refund.createdAt.toISOString(),
  };
}
