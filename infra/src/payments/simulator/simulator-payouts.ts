import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { PaystackResponse } from '../paystack/paystack-api';
import { signWebhook } from '../webhook-signature';
import { fail, ok } from './simulator-answers';
import {
  paystackBankData,
  paystackRecipientData,
  paystackTransferCreateData,
  paystackTransferData,
  type RecipientRow,
  SIMULATOR_BANKS,
  SIMULATOR_FAILED_TRANSFER_REASON,
  SIMULATOR_FAILING_MOBILE_MONEY_NUMBER,
  type SimulatedTransfer,
  selectTransfers,
  type TransferRow,
  toSimulatedTransfer,
} from './simulator-transfers';

/** Receives a signed webhook as Paystack would post it: the exact body and its x-paystack-signature. */
export type WebhookListener = (rawBody: string, signature: string) => Promise<void>;

type TransferEvent = 'transfer.success' | 'transfer.failed' | 'transfer.reversed';

const UNRESOLVED = 'Could not resolve account name. Check parameters or try again.';
/** What the simulator can resolve: a Ghanaian mobile number, or a 10 to 16 digit bank account. */
const RESOLVABLE = { mobile_money: /^0\d{9}$/, ghipss: /^\d{10,16}$/ } as const;
/** Paystack's rule for transfer references (TransferBase), with the port's length. */
const TRANSFER_REFERENCE = /^[a-z0-9_-]{16,50}$/;
const MAX_AMOUNT = 2_147_483_647;

const code = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex').slice(0, 15)}`;
const text = (value: unknown): string | null => (typeof value === 'string' ? value.trim() : null);

/**
 * The simulator's transfer API: banks, recipients and transfers in Paystack's shapes, from
 * Postgres. A transfer answers 'pending' and settles `settleAfterMs` later ('success', or
 * 'failed' for SIMULATOR_FAILING_MOBILE_MONEY_NUMBER), then its signed webhook goes to every
 * listener. Settling is one `update … where status = 'pending'`, so the timer and a verify that
 * finds the transfer overdue (after a restart, say) can race and it still settles, and is
 * announced, once. A listener that fails is not called again: verify still tells the outcome.
 */
export class SimulatedPayouts {
  private readonly listeners = new Set<WebhookListener>();
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly options: { secretKey: string; settleAfterMs: number },
  ) {}

  onWebhook(listener: WebhookListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves once every settlement and webhook delivery started so far has finished. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  listBanks(query: URLSearchParams): PaystackResponse {
    const type = query.get('type');
    const country = query.get('country');
    const currency = query.get('currency');
    const ghana = (!country || country.toLowerCase() === 'ghana') && (!currency || currency === 'GHS');
    // 'ghipps' is how Paystack's document spells the bank filter; 'ghipss' is the banks' own type.
    const wanted = type === 'ghipps' ? 'ghipss' : type;
    const banks = SIMULATOR_BANKS.filter((bank) => ghana && (!wanted || bank.type === wanted));
    return ok('Banks retrieved', banks.map(paystackBankData));
  }

  async createRecipient(body: Record<string, unknown>): Promise<PaystackResponse> {
    const type = body.type;
    if (type !== 'mobile_money' && type !== 'ghipss')
      return fail(400, 'Recipient type must be mobile_money or ghipss for GHS');
    const name = text(body.name);
    if (!name) return fail(400, 'Recipient name is required');
    if ((body.currency ?? 'GHS') !== 'GHS')
      return fail(400, 'Currency not supported for this recipient type');
    const bank = SIMULATOR_BANKS.find((b) => b.code === body.bank_code && b.type === type);
    if (!bank) return fail(400, 'Invalid bank code');
    const accountNumber = text(body.account_number);
    if (!accountNumber || !RESOLVABLE[type].test(accountNumber)) return fail(422, UNRESOLVED);
    // Paystack shows the name the network or bank holds, in capitals; the simulator's "holder" is the given name.
    const accountName = name.replace(/\s+/g, ' ').toUpperCase();
    const inserted = await this.pool.query<RecipientRow>(
      `insert into payment_simulator_recipients
         (recipient_code, type, name, account_number, account_name, bank_code, currency)
       values ($1, $2, $3, $4, $5, $6, 'GHS')
       on conflict (type, bank_code, account_number) do nothing
       returning *`,
      [code('RCP'), type, name, accountNumber, accountName, bank.code],
    );
    // A duplicate account answers the existing record, as Paystack does (read after the
    // insert, in its own statement, so a concurrent insert of the same account is seen).
    const rows = inserted.rows.length
      ? inserted.rows
      : (
          await this.pool.query<RecipientRow>(
            'select * from payment_simulator_recipients where type = $1 and bank_code = $2 and account_number = $3',
            [type, bank.code, accountNumber],
          )
        ).rows;
    return ok('Transfer recipient created successfully', paystackRecipientData(rows[0]!), 201);
  }

  async transfer(body: Record<string, unknown>): Promise<PaystackResponse> {
    const { source, amount, recipient, reference, reason = '', currency = 'NGN' } = body;
    if (source !== 'balance') return fail(400, 'Invalid source: only balance is supported');
    if (!Number.isSafeInteger(amount) || (amount as number) <= 0 || (amount as number) > MAX_AMOUNT)
      return fail(400, 'Invalid amount');
    if (typeof reference !== 'string' || !TRANSFER_REFERENCE.test(reference))
      return fail(
        400,
        'Invalid transfer reference: use 16 to 50 lowercase letters, digits, - and _ characters',
      );
    if (typeof reason !== 'string') return fail(400, 'Invalid reason');
    const { rows: recipients } = await this.pool.query<RecipientRow>(
      'select * from payment_simulator_recipients where recipient_code = $1',
      [typeof recipient === 'string' ? recipient : ''],
    );
    const to = recipients[0];
    if (!to) return fail(400, 'Recipient specified is invalid');
    if (currency !== to.currency)
      return fail(400, `Currency mismatch: this recipient receives ${to.currency}`);
    const { rows } = await this.pool.query<TransferRow>(
      `with created as (
         insert into payment_simulator_transfers
           (reference, transfer_code, recipient_id, amount, currency, source, reason, status)
         values ($1, $2, $3, $4, $5, 'balance', $6, 'pending')
         on conflict (reference) do nothing
         returning *
       )
       ${selectTransfers('created')}`,
      [reference, code('TRF'), to.id, amount, currency, reason],
    );
    const created = rows[0];
    if (!created) return fail(400, 'Duplicate Transfer Reference');
    this.track(this.settleLater(created.reference));
    return ok('Transfer has been queued', paystackTransferCreateData(created));
  }

  async verifyTransfer(reference: string): Promise<PaystackResponse> {
    const { rows } = await this.pool.query<TransferRow>(`${selectTransfers()} where t.reference = $1`, [
      reference,
    ]);
    let row = rows[0];
    if (!row) return fail(404, 'Transfer not found');
    if (row.status === 'pending') {
      // Overdue (its timer was lost with a restart, or has not fired yet): settle it now.
      const settled = await this.settle(reference, { onlyIfDue: true });
      if (settled) {
        this.track(this.announce(settled));
        row = settled;
      }
    }
    return ok('Transfer retrieved', paystackTransferData(row));
  }

  /** Reverses a successful transfer and delivers its transfer.reversed webhook; null if it was not successful. */
  async reverse(reference: string): Promise<SimulatedTransfer | null> {
    const { rows } = await this.pool.query<TransferRow>(
      `with reversed as (
         update payment_simulator_transfers
            set status = 'reversed', gateway_response = 'The transfer was reversed', updated_at = now()
          where reference = $1 and status = 'success'
          returning *
       )
       ${selectTransfers('reversed')}`,
      [reference],
    );
    if (!rows[0]) return null;
    await this.announce(rows[0]);
    return toSimulatedTransfer(rows[0]);
  }

  async transfersTo(recipientCode: string): Promise<SimulatedTransfer[]> {
    const { rows } = await this.pool.query<TransferRow>(
      `${selectTransfers()} where r.recipient_code = $1 order by t.id`,
      [recipientCode],
    );
    return rows.map(toSimulatedTransfer);
  }

  private async settleLater(reference: string): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, this.options.settleAfterMs).unref());
    const settled = await this.settle(reference, { onlyIfDue: false });
    if (settled) await this.announce(settled);
  }

  /** Settles a pending transfer; only the caller whose update finds it pending gets the row. */
  private async settle(
    reference: string,
    { onlyIfDue }: { onlyIfDue: boolean },
  ): Promise<TransferRow | null> {
    const { rows } = await this.pool.query<TransferRow>(
      `with settled as (
         update payment_simulator_transfers t
            set status = case when failing then 'failed' else 'success' end,
                gateway_response = case when failing then $3 end,
                transferred_at = case when failing then null else now() end,
                updated_at = now()
           from (select r.id, r.type = 'mobile_money' and r.account_number = $2 as failing
                   from payment_simulator_recipients r) r
          where r.id = t.recipient_id and t.reference = $1 and t.status = 'pending'
            and (not $4::boolean or t.created_at <= now() - $5::double precision * interval '1 millisecond')
          returning t.*
       )
       ${selectTransfers('settled')}`,
      [
        reference,
        SIMULATOR_FAILING_MOBILE_MONEY_NUMBER,
        SIMULATOR_FAILED_TRANSFER_REASON,
        onlyIfDue,
        this.options.settleAfterMs,
      ],
    );
    return rows[0] ?? null;
  }

  /** Signs the transfer's webhook with the simulator's key, as charge.success, and hands it to every listener. */
  private async announce(row: TransferRow): Promise<void> {
    const event: TransferEvent = `transfer.${row.status as 'success' | 'failed' | 'reversed'}`;
    const rawBody = JSON.stringify({ event, data: paystackTransferData(row) });
    const signature = signWebhook(rawBody, this.options.secretKey);
    await Promise.allSettled([...this.listeners].map(async (listener) => listener(rawBody, signature)));
  }

  /** Background work: awaited by idle(); its errors are dropped (a verify settles what a timer could not). */
  private track(work: Promise<unknown>): void {
    const tracked = work.catch(() => {}).finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }
}
