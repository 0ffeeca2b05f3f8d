import { ERASED_ACCOUNT_HOLDER, ERASED_PAYOUT_ACCOUNT } from '@akwaaba/domain';
import { accountClosedEvents, hostPayoutsEvents } from '../event-types';
import { defineReadModel } from '../runner/read-model';
import { eitherEvent } from '../runner/typed-projection';
import * as queries from './payouts.queries';

/**
 * `payouts`: each host's payout account (`payout_accounts`, with what they owe back) and each
 * booking's earnings as the host payouts streams decide them (`host_earnings`): due, on their
 * way or paid, with the transfer's reference, attempts and failure. The Earnings page joins
 * them to the bookings read model for each booking's ledger lines; the payout worker's sweep
 * and the admins' finance page read them. Deterministic, so a rebuild gives the same rows.
 */
export const payoutsReadModel = defineReadModel({
  name: 'payouts',
  takes: eitherEvent(hostPayoutsEvents, accountClosedEvents),
  tables: {
    payout_accounts: (t) => `
      create table ${t} (
        host_id uuid primary key,
        type text not null,
        description text not null,
        holder_name text not null,
        recipient_code text not null,
        debt integer not null default 0,
        updated_at timestamptz not null
      );
    `,
    host_earnings: (t) => `
      create table ${t} (
        booking_id uuid primary key,
        host_id uuid not null,
        car_id uuid not null,
        amount integer not null,
        payable_at timestamptz not null,
        status text not null,
        attempts integer not null default 0,
        reference text,
        sent integer not null default 0,
        debt_settled integer not null default 0,
        next_attempt_at timestamptz,
        failure_reason text,
        paid_at timestamptz,
        updated_at timestamptz not null
      );
      create index ${t}_host on ${t} (host_id, payable_at);
      create index ${t}_due on ${t} (payable_at) where status = 'due';
      create index ${t}_sending on ${t} (updated_at) where status = 'sending';
      create unique index ${t}_reference on ${t} (reference);
    `,
  },

  async apply(events, { client, table }) {
    const accounts = table('payout_accounts');
    const earnings = table('host_earnings');
    for (const event of events) {
      const at = event.metadata.timestamp;
      switch (event.type) {
        case 'UserAccountClosed':
          // The account's number and holder read erased in its events now: so here too.
          await client.query(`update ${accounts} set description = $2, holder_name = $3 where host_id = $1`, [
            event.data.userId,
            ERASED_PAYOUT_ACCOUNT,
            ERASED_ACCOUNT_HOLDER,
          ]);
          break;
        case 'PayoutAccountSet': {
          const { hostId, account, recipientCode, description } = event.data;
          await client.query(
            `insert into ${accounts} (host_id, type, description, holder_name, recipient_code, updated_at)
             values ($1, $2, $3, $4, $5, $6)
             on conflict (host_id) do update set type = excluded.type, description = excluded.description,
               holder_name = excluded.holder_name, recipient_code = excluded.recipient_code,
               updated_at = excluded.updated_at`,
            [hostId, account.type, description, account.name, recipientCode, at],
          );
          break;
        }
        case 'PayoutEarningRecorded': {
          const { hostId, bookingId, carId, amount, payableAt } = event.data;
          await client.query(
            `insert into ${earnings} (booking_id, host_id, car_id, amount, payable_at, status, updated_at)
             values ($1, $2, $3, $4, $5, 'due', $6) on conflict (booking_id) do nothing`,
            [bookingId, hostId, carId, amount, payableAt, at],
          );
          break;
        }
        case 'PayoutEarningReduced':
          await client.query(`update ${earnings} set amount = $2, updated_at = $3 where booking_id = $1`, [
            event.data.bookingId,
            event.data.amount,
            at,
          ]);
          break;
        case 'PayoutDebtRecorded':
          await changeDebt(client, accounts, event.data.hostId, event.data.amount, at);
          break;
        case 'PayoutTransferStarted': {
          const { hostId, bookingId, reference, amount, debtSettled, attempt } = event.data;
          await client.query(
            `update ${earnings} set status = 'sending', reference = $2, sent = $3, debt_settled = $4,
               attempts = $5, next_attempt_at = null, failure_reason = null, updated_at = $6
             where booking_id = $1`,
            [bookingId, reference, amount, debtSettled, attempt, at],
          );
          await changeDebt(client, accounts, hostId, -debtSettled, at);
          break;
        }
        case 'PayoutNetted': {
          const { hostId, bookingId, debtSettled } = event.data;
          await client.query(
            `update ${earnings} set status = 'paid', sent = 0, debt_settled = $2, paid_at = $3, updated_at = $3
             where booking_id = $1`,
            [bookingId, debtSettled, at],
          );
          await changeDebt(client, accounts, hostId, -debtSettled, at);
          break;
        }
        case 'PayoutTransferSucceeded':
          await client.query(
            `update ${earnings} set status = 'paid', paid_at = $2, updated_at = $2 where booking_id = $1`,
            [event.data.bookingId, at],
          );
          break;
        case 'PayoutTransferFailed': {
          const { hostId, bookingId, reason, nextAttemptAt } = event.data;
          const { rows } = await client.query<{ debt_settled: number }>(
            `update ${earnings} e set status = 'due', sent = 0, debt_settled = 0, paid_at = null,
               failure_reason = $2, next_attempt_at = $3, updated_at = $4
             from (select debt_settled from ${earnings} where booking_id = $1) before
             where e.booking_id = $1 returning before.debt_settled`,
            [bookingId, reason, nextAttemptAt, at],
          );
          await changeDebt(client, accounts, hostId, rows[0]?.debt_settled ?? 0, at);
          break;
        }
      }
    }
  },
  queries,
});

/** What the host owes back moves with debts recorded, netted, and netted by a transfer that then failed. */
async function changeDebt(
  client: { query: (sql: string, values: unknown[]) => Promise<unknown> },
  accounts: string,
  hostId: string,
  by: number,
  at: string,
) {
  if (by === 0) return;
  await client.query(`update ${accounts} set debt = debt + $2, updated_at = $3 where host_id = $1`, [
    hostId,
    by,
    at,
  ]);
}
