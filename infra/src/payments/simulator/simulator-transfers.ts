import type { Migration } from '../../postgres/migrations';

/*
 * The simulator's payout ledger: transfer recipients and transfers, in the application
 * database beside its payments, and their answers in Paystack's shapes.
 */

export const simulatorTransferMigration: Migration = {
  id: 'payments/002-simulator-transfers',
  sql: `
    create table payment_simulator_recipients (
      id bigserial primary key,
      recipient_code text not null unique,
      type text not null,
      name text not null,
      account_number text not null,
      account_name text not null,
      bank_code text not null,
      currency text not null,
      created_at timestamptz not null default now(),
      -- Paystack answers the existing recipient for an account it already has.
      unique (type, bank_code, account_number)
    );
    create table payment_simulator_transfers (
      id bigserial primary key,
      -- One reference, one transfer: a second POST /transfer with it creates nothing.
      reference text not null unique,
      transfer_code text not null unique,
      recipient_id bigint not null references payment_simulator_recipients (id),
      amount integer not null check (amount > 0),
      currency text not null,
      source text not null,
      reason text not null,
      -- 'pending' until settled, then 'success' or 'failed'; 'reversed' after a success is reversed.
      status text not null,
      gateway_response text,
      transferred_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index payment_simulator_transfers_recipient on payment_simulator_transfers (recipient_id);
    create index payment_simulator_transfers_pending on payment_simulator_transfers (created_at)
      where status = 'pending';
  `,
};

/** Transfers to this Mobile Money number always fail, so a failed payout can be tried by hand. */
export const SIMULATOR_FAILING_MOBILE_MONEY_NUMBER = '0240000000';
export const SIMULATOR_FAILED_TRANSFER_REASON = "The recipient's wallet could not receive the transfer";

interface SimulatedBank {
  id: number;
  name: string;
  slug: string;
  code: string;
  type: 'mobile_money' | 'ghipss';
}

/** What GET /bank lists for Ghana: the Mobile Money networks by Paystack's codes, and some GhIPSS banks. */
export const SIMULATOR_BANKS: readonly SimulatedBank[] = [
  { id: 28, name: 'MTN', slug: 'mtn', code: 'MTN', type: 'mobile_money' },
  { id: 29, name: 'Telecel', slug: 'telecel', code: 'VOD', type: 'mobile_money' },
  { id: 30, name: 'AirtelTigo', slug: 'airteltigo', code: 'ATL', type: 'mobile_money' },
  { id: 101, name: 'Absa Bank Ghana Ltd', slug: 'absa-bank-ghana', code: '030100', type: 'ghipss' },
  { id: 102, name: 'GCB Bank Limited', slug: 'gcb-bank', code: '040100', type: 'ghipss' },
  { id: 103, name: 'Ecobank Ghana Limited', slug: 'ecobank-ghana', code: '130100', type: 'ghipss' },
  { id: 104, name: 'Stanbic Bank Ghana Limited', slug: 'stanbic-bank-ghana', code: '190100', type: 'ghipss' },
  {
    id: 105,
    name: 'Fidelity Bank Ghana Limited',
    slug: 'fidelity-bank-ghana',
    code: '240100',
    type: 'ghipss',
  },
];

const LISTED_AT = '2020-01-01T00:00:00.000Z';

/** One entry of MiscellaneousListBanksResponse. */
export const paystackBankData = (bank: SimulatedBank): Record<string, unknown> => ({
  id: bank.id,
  name: bank.name,
  slug: bank.slug,
  code: bank.code,
  longcode: bank.type === 'ghipss' ? bank.code : '',
  gateway: null,
  pay_with_bank: false,
  supports_transfer: true,
  available_for_direct_debit: false,
  active: true,
  is_deleted: false,
  country: 'Ghana',
  currency: 'GHS',
  type: bank.type,
  createdAt: LISTED_AT,
  updatedAt: LISTED_AT,
});

/** A transfer and its recipient, as the simulator's queries read them. */
export interface TransferRow {
  id: string;
  reference: string;
  transfer_code: string;
  amount: number;
  currency: string;
  source: string;
  reason: string;
  status: string;
  gateway_response: string | null;
  transferred_at: Date | null;
  created_at: Date;
  updated_at: Date;
  recipient_id: string;
  recipient_code: string;
  recipient_type: string;
  recipient_name: string;
  account_number: string;
  account_name: string;
  bank_code: string;
  recipient_currency: string;
  recipient_created_at: Date;
}

/** Selects TransferRows from `transfers` (the table, or a CTE of rows just updated), as `t`. */
export const selectTransfers = (transfers = 'payment_simulator_transfers'): string => `
  select t.*, r.recipient_code, r.type as recipient_type, r.name as recipient_name, r.account_number,
         r.account_name, r.bank_code, r.currency as recipient_currency, r.created_at as recipient_created_at
    from ${transfers} t
    join payment_simulator_recipients r on r.id = t.recipient_id`;

export interface RecipientRow {
  id: string;
  recipient_code: string;
  type: string;
  name: string;
  account_number: string;
  account_name: string;
  bank_code: string;
  currency: string;
  created_at: Date;
}

/** A transfer as tests read it from the simulator. */
export interface SimulatedTransfer {
  reference: string;
  transferCode: string;
  recipientCode: string;
  accountNumber: string;
  amount: number;
  reason: string;
  status: string;
  failureReason: string | null;
  createdAt: Date;
}

export const toSimulatedTransfer = (row: TransferRow): SimulatedTransfer => ({
  reference: row.reference,
  transferCode: row.transfer_code,
  recipientCode: row.recipient_code,
  accountNumber: row.account_number,
  amount: row.amount,
  reason: row.reason,
  status: row.status,
  failureReason: row.gateway_response,
  createdAt: row.created_at,
});

/** A recipient in the shape of TransferRecipientCreateResponse data (and the recipient nested in a verify answer). */
export function paystackRecipientData(row: RecipientRow): Record<string, unknown> {
  const at = row.created_at.toISOString();
  return {
    active: true,
    createdAt: at,
    currency: row.currency,
    description: '',
    domain: 'test',
    email: '',
    id: Number(row.id),
    integration: 1,
    metadata: null,
    name: row.name,
    recipient_code: row.recipient_code,
    type: row.type,
    updatedAt: at,
    is_deleted: false,
    isDeleted: false,
    details: {
      authorization_code: null,
      account_number: row.account_number,
      account_name: row.account_name,
      bank_code: row.bank_code,
      bank_name: SIMULATOR_BANKS.find((bank) => bank.code === row.bank_code)?.name ?? row.bank_code,
    },
  };
}

const recipientOf = (row: TransferRow): RecipientRow => ({
  id: row.recipient_id,
  recipient_code: row.recipient_code,
  type: row.recipient_type,
  name: row.recipient_name,
  account_number: row.account_number,
  account_name: row.account_name,
  bank_code: row.bank_code,
  currency: row.recipient_currency,
  created_at: row.recipient_created_at,
});

/** The fields POST /transfer and GET /transfer/verify share. */
const transferFields = (row: TransferRow) => ({
  id: Number(row.id),
  domain: 'test',
  integration: 1,
  amount: row.amount,
  currency: row.currency,
  reference: row.reference,
  source: row.source,
  source_details: null,
  reason: row.reason,
  status: row.status,
  failures: null,
  transfer_code: row.transfer_code,
  titan_code: null,
  transferred_at: row.transferred_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** A new transfer in the shape of TransferCreateResponse data: the recipient by id. */
export const paystackTransferCreateData = (row: TransferRow): Record<string, unknown> => ({
  ...transferFields(row),
  transfersessionid: [],
  transfertrials: [],
  request: Number(row.id),
  recipient: Number(row.recipient_id),
});

/**
 * A transfer in the shape of TransferVerifyResponse data, the recipient in full. Transfer
 * webhooks carry the same data (the OpenAPI document describes no webhook bodies).
 */
export const paystackTransferData = (row: TransferRow): Record<string, unknown> => ({
  ...transferFields(row),
  recipient: paystackRecipientData(recipientOf(row)),
  session: { provider: null, id: null },
  gateway_response: row.gateway_response,
});
