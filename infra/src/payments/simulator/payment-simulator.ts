import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { PaystackRequest, PaystackResponse, PaystackTransport } from '../paystack/paystack-api';
import { signWebhook } from '../webhook-signature';
import { fail, ok } from './simulator-answers';
import { SimulatedPayouts, type WebhookListener } from './simulator-payouts';
import {
  paystackRefundData,
  paystackTransactionData,
  type SimulatedRefund,
  type SimulatedTransaction,
  type TransactionRow,
  toTransaction,
} from './simulator-transactions';
import type { SimulatedTransfer } from './simulator-transfers';

export type { WebhookListener } from './simulator-payouts';
export type { SimulatedTransfer } from './simulator-transfers';
export { SIMULATOR_FAILING_MOBILE_MONEY_NUMBER } from './simulator-transfers';

export interface PaymentSimulatorOptions {
  publicUrl: string;
  secretKey: string;
  /** How long a new transfer stays 'pending' before it settles and its webhook is sent (default 100 ms; tests use 0). */
  settleTransfersAfterMs?: number;
}

/** How the payer settled the checkout page. */
export type CheckoutChoice =
  | { method: 'card'; last4: string }
  | { method: 'mobile_money'; provider: MobileMoneyProvider; phone: string }
  | { method: 'decline' };

/** Ghana's Mobile Money networks, by Paystack's bank codes. */
export const MOBILE_MONEY_PROVIDERS = [
  { code: 'mtn', name: 'MTN' },
  { code: 'vod', name: 'Telecel' },
  { code: 'atl', name: 'AirtelTigo' },
] as const;
export type MobileMoneyProvider = (typeof MOBILE_MONEY_PROVIDERS)[number]['code'];

export interface CompletedCheckout {
  transaction: SimulatedTransaction;
  /** Where the browser goes next: the callback URL with ?trxref=&reference=, as Paystack does. */
  redirectUrl: string;
  /** A signed charge.success webhook to deliver (Paystack sends none for failures). */
  webhook: { rawBody: string; signature: string } | null;
}

/** The calls a simulated provider fault can slow down or fail: see PaymentSimulator.setFault. */
export const SIMULATOR_FAULT_OPERATIONS = ['initialize', 'verify', 'webhook'] as const;
export type SimulatorFaultOperation = (typeof SIMULATOR_FAULT_OPERATIONS)[number];

/**
 * A fault of the simulated provider, for chaos runs: each call of `operations` waits `delayMs`
 * first, then, with `failWith`, answers that HTTP status in Paystack's error shape instead of
 * doing anything. For 'webhook': the charge.success webhook goes `delayMs` late, or with
 * `failWith` is never sent (the payer's return and the verify call must settle the payment).
 */
export interface SimulatorFault {
  operations: readonly SimulatorFaultOperation[];
  delayMs: number;
  failWith: number | null;
}

const REFERENCE = /^[A-Za-z0-9.=-]{1,100}$/;
const CURRENCIES = ['GHS', 'KES', 'NGN', 'ZAR', 'USD'];
const CHANNELS = ['card', 'bank', 'ussd', 'qr', 'eft', 'mobile_money', 'bank_transfer'];

/**
 * The built-in payment provider: Paystack's initialize, verify and refund calls answered in
 * Paystack's shapes from a ledger in Postgres, a checkout page (served by the API) where the
 * payer pays by card or Mobile Money or declines, and charge.success webhooks signed like
 * Paystack's with the simulator's own secret key. Host payouts too (GET /bank,
 * POST /transferrecipient, POST /transfer, GET /transfer/verify): see SimulatedPayouts.
 */
export class PaymentSimulator {
  private readonly payouts: SimulatedPayouts;
  private fault: SimulatorFault | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly options: PaymentSimulatorOptions,
  ) {
    this.payouts = new SimulatedPayouts(pool, {
      secretKey: options.secretKey,
      settleAfterMs: options.settleTransfersAfterMs ?? 100,
    });
  }

  /** The simulator's Paystack API, called in-process by the Paystack adapter code. */
  readonly transport: PaystackTransport = (request) => this.handle(request);

  /** The key its webhooks are signed with (what Paystack's secret key is to Paystack's webhooks). */
  get webhookKey(): string {
    return this.options.secretKey;
  }

  /** Sets (or with null, clears) the simulated provider fault: chaos runs only (PAYMENT_SIMULATOR_FAULTS). */
  setFault(fault: SimulatorFault | null): void {
    this.fault = fault;
  }

  /** The fault that applies to one call now, if any. */
  faultOf(operation: SimulatorFaultOperation): SimulatorFault | null {
    return this.fault?.operations.includes(operation) ? this.fault : null;
  }

  /** Waits as the fault says; then the answer to send instead of doing the call, if it fails. */
  private async underFault(operation: SimulatorFaultOperation): Promise<PaystackResponse | null> {
    const fault = this.faultOf(operation);
    if (!fault) return null;
    if (fault.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    return fault.failWith === null ? null : fail(fault.failWith, 'Simulated provider failure');
  }

  private async handle({ method, path: sentPath, body: sent }: PaystackRequest): Promise<PaystackResponse> {
    const body = (sent ?? {}) as Record<string, unknown>;
    const { pathname: path, searchParams } = new URL(sentPath, 'https://api.paystack.co');
    if (method === 'POST' && path === '/transaction/initialize')
      return (await this.underFault('initialize')) ?? this.initialize(body);
    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(path);
    if (method === 'GET' && verify)
      return (await this.underFault('verify')) ?? this.verify(decodeURIComponent(verify[1]!));
    if (method === 'POST' && path === '/refund') return this.refund(body);
    if (method === 'GET' && path === '/bank') return this.payouts.listBanks(searchParams);
    if (method === 'POST' && path === '/transferrecipient') return this.payouts.createRecipient(body);
    if (method === 'POST' && path === '/transfer') return this.payouts.transfer(body);
    const verifyTransfer = /^\/transfer\/verify\/([^/]+)$/.exec(path);
    if (method === 'GET' && verifyTransfer)
      return this.payouts.verifyTransfer(decodeURIComponent(verifyTransfer[1]!));
    return fail(404, 'Entity not found');
  }

  /**
   * Registers a receiver of the simulator's transfer webhooks (transfer.success, transfer.failed,
   * transfer.reversed): the raw body and its x-paystack-signature, signed with webhookKey like
   * charge.success. Each is sent once, to every listener, when its transfer settles (or is
   * reversed). Returns the unsubscribe.
   */
  onWebhook(listener: WebhookListener): () => void {
    return this.payouts.onWebhook(listener);
  }

  /** For tests: reverses a successful transfer and sends transfer.reversed; null unless it was successful. */
  reverseTransfer(reference: string): Promise<SimulatedTransfer | null> {
    return this.payouts.reverse(reference);
  }

  /** For tests: every transfer to one recipient, oldest first. */
  transfersTo(recipientCode: string): Promise<SimulatedTransfer[]> {
    return this.payouts.transfersTo(recipientCode);
  }

  /** Resolves once every transfer settlement and webhook delivery started so far has finished (tests, shutdown). */
  idle(): Promise<void> {
    return this.payouts.idle();
  }

  private async initialize(body: Record<string, unknown>): Promise<PaystackResponse> {
    const {
      email,
      amount,
      currency = 'GHS',
      reference,
      callback_url,
      channels = ['card'],
      metadata = {},
    } = body;
    if (typeof email !== 'string' || !email.includes('@')) return fail(400, 'Invalid Email Address Passed');
    if (!Number.isSafeInteger(amount) || (amount as number) <= 0) return fail(400, 'Invalid Amount Sent');
    if (typeof currency !== 'string' || !CURRENCIES.includes(currency))
      return fail(400, 'Currency not supported');
    if (typeof reference !== 'string' || !REFERENCE.test(reference))
      return fail(400, 'Invalid transaction reference: only -, ., = and alphanumeric characters allowed');
    if (typeof callback_url !== 'string' || !/^https?:\/\//.test(callback_url))
      return fail(400, 'Invalid callback url');
    if (!Array.isArray(channels) || channels.some((c) => !CHANNELS.includes(c)))
      return fail(400, 'Invalid channels');
    const accessCode = randomBytes(12).toString('hex');
    const inserted = await this.pool.query(
      `insert into payment_simulator_transactions
         (reference, access_code, email, amount, currency, channels, callback_url, metadata, status, gateway_response)
       values ($1, $2, $3, $4, $5, $6, $7, $8, 'abandoned', 'The transaction was not completed')
       on conflict (reference) do nothing`,
      [reference, accessCode, email, amount, currency, channels, callback_url, JSON.stringify(metadata)],
    );
    if (inserted.rowCount === 0) return fail(400, 'Duplicate Transaction Reference');
    return ok('Authorization URL created', {
      authorization_url: `${this.options.publicUrl}/simulator/checkout/${accessCode}`,
      access_code: accessCode,
      reference,
    });
  }

  private async verify(reference: string): Promise<PaystackResponse> {
    const transaction = await this.findBy('reference', reference);
    if (!transaction) return fail(404, 'Transaction reference not found');
    return ok('Verification successful', paystackTransactionData(transaction));
  }

  /** Refunds never exceed what was paid: the transaction row is locked while refunds are summed. */
  private async refund(body: Record<string, unknown>): Promise<PaystackResponse> {
    const { transaction: reference, amount, currency = 'GHS', merchant_note } = body;
    if (typeof reference !== 'string') return fail(400, 'Transaction reference is required');
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query<TransactionRow>(
        'select * from payment_simulator_transactions where reference = $1 for update',
        [reference],
      );
      const row = rows[0];
      if (!row) {
        await client.query('rollback');
        return fail(404, 'Transaction not found');
      }
      if (row.status === 'reversed') {
        await client.query('rollback');
        return fail(400, 'Transaction has been fully reversed');
      }
      if (row.status !== 'success') {
        await client.query('rollback');
        return fail(400, 'Cannot refund a transaction that was not successful');
      }
      const { rows: sums } = await client.query<{ refunded: string }>(
        'select coalesce(sum(amount), 0) as refunded from payment_simulator_refunds where transaction_id = $1',
        [row.id],
      );
      const left = row.amount - Number(sums[0]!.refunded);
      const wanted = amount === undefined ? left : amount;
      if (!Number.isSafeInteger(wanted) || (wanted as number) <= 0 || (wanted as number) > left) {
        await client.query('rollback');
        return fail(400, `Refund amount cannot be more than the ${left} left to refund`);
      }
      const { rows: refunds } = await client.query<{ id: string; created_at: Date; status: string }>(
        `insert into payment_simulator_refunds (transaction_id, amount, currency, status, merchant_note)
         values ($1, $2, $3, 'processed', $4) returning id, created_at, status`,
        [row.id, wanted, currency, typeof merchant_note === 'string' ? merchant_note : null],
      );
      if (wanted === left)
        await client.query(`update payment_simulator_transactions set status = 'reversed' where id = $1`, [
          row.id,
        ]);
      await client.query('commit');
      const inserted = refunds[0]!;
      const refund: SimulatedRefund = {
        id: Number(inserted.id),
        amount: wanted as number,
        currency: String(currency),
        status: inserted.status,
        merchantNote: typeof merchant_note === 'string' ? merchant_note : null,
        createdAt: inserted.created_at,
      };
      return ok('Refund has been queued for processing', paystackRefundData(toTransaction(row), refund));
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  private async findBy(column: 'reference' | 'access_code', value: string) {
    const { rows } = await this.pool.query<TransactionRow>(
      `select * from payment_simulator_transactions where ${column} = $1`,
      [value],
    );
    return rows[0] ? toTransaction(rows[0]) : null;
  }

  /** The payment a checkout page is for, or null for an unknown access code. */
  checkout(accessCode: string): Promise<SimulatedTransaction | null> {
    if (!/^[0-9a-f]{24}$/.test(accessCode)) return Promise.resolve(null);
    return this.findBy('access_code', accessCode);
  }

  /**
   * Settles a checkout once: the first choice wins, later ones get null (the page then
   * shows the outcome). A success comes with its signed charge.success webhook.
   */
  async complete(accessCode: string, choice: CheckoutChoice): Promise<CompletedCheckout | null> {
    const success = choice.method !== 'decline';
    const values =
      choice.method === 'card'
        ? ['success', 'card', 'Approved', null, null, choice.last4]
        : choice.method === 'mobile_money'
          ? ['success', 'mobile_money', 'Approved', choice.provider, choice.phone, null]
          : ['failed', null, 'Declined by the customer', null, null, null];
    const { rows } = await this.pool.query<TransactionRow>(
      `update payment_simulator_transactions
          set status = $2, channel = $3, gateway_response = $4, mobile_money_provider = $5,
              payer_phone = $6, card_last4 = $7, paid_at = case when $2 = 'success' then now() end
        where access_code = $1 and status = 'abandoned'
        returning *`,
      [accessCode, ...values],
    );
    if (!rows[0]) return null;
    const transaction = toTransaction(rows[0]);
    const redirect = new URL(transaction.callbackUrl);
    redirect.searchParams.set('trxref', transaction.reference);
    redirect.searchParams.set('reference', transaction.reference);
    let webhook: CompletedCheckout['webhook'] = null;
    if (success) {
      const rawBody = JSON.stringify({ event: 'charge.success', data: paystackTransactionData(transaction) });
      webhook = { rawBody, signature: signWebhook(rawBody, this.options.secretKey) };
    }
    return { transaction, redirectUrl: redirect.toString(), webhook };
  }

  /** Every refund of one payment, oldest first: what the simulator paid back. */
  async refundsOf(reference: string): Promise<SimulatedRefund[]> {
    const { rows } = await this.pool.query<{
      id: string;
      amount: number;
      currency: string;
      status: string;
      merchant_note: string | null;
      created_at: Date;
    }>(
      `select r.* from payment_simulator_refunds r
         join payment_simulator_transactions t on t.id = r.transaction_id
        where t.reference = $1 order by r.id`,
      [reference],
    );
    return rows.map((r) => ({
      id: Number(r.id),
      amount: r.amount,
      currency: r.currency,
      status: r.status,
      merchantNote: r.merchant_note,
      createdAt: r.created_at,
    }));
  }
}
