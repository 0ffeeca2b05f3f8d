import {
  chargesPaidOnCompletion,
  isUuid,
  type LedgerLines,
  ledgerLines,
  monthName,
  NO_LEDGER_LINES,
  type Pesewas,
  parseCedis,
  toCedisString,
} from '@akwaaba/domain';
import type {
  AdminPayoutView,
  EarningLineView,
  EarningsView,
  FinanceView,
  PayoutAccountView,
  PayoutStatus,
} from '@akwaaba/domain/payouts/payouts.views';
import type pg from 'pg';

/*
 * The Earnings page reads each paid booking of the host's from the bookings read model (what
 * was paid, the service fee, refunds) and its payout from this one; the ledger lines come
 * from the domain's one ledger function, so the page, the CSV and the payouts agree.
 */

interface EarningRow {
  booking_id: string;
  car_id: string;
  car_name: string;
  start_date: string;
  end_date: string;
  booking_status: string;
  /** The same, as the bookings row's ledger reads it. */
  status: string;
  total: number;
  service_fee: number;
  refunded_amount: number;
  protection_fee: number;
  deposit: number;
  /** What the return's charges from the record come to, and whether damage was reported then. */
  charges_amount: number;
  damage_reported: boolean;
  payout_status: 'due' | 'sending' | 'paid' | null;
  attempts: number | null;
  payable_at: Date | null;
  paid_at: Date | null;
  sent: number | null;
  amount: number | null;
  failure_reason: string | null;
  next_attempt_at: Date | null;
}

/** The columns of a `bookings` row that say where its money went. */
export type BookingMoneyColumns = Pick<
  EarningRow,
  | 'total'
  | 'service_fee'
  | 'protection_fee'
  | 'deposit'
  | 'refunded_amount'
  | 'charges_amount'
  | 'damage_reported'
> & { status: string };

/** A booking row's ledger as Earnings counts it; the row as if paid when nothing was paid yet. */
export const ledgerOfBookingRow = (row: BookingMoneyColumns): LedgerLines =>
  ledgerLines({
    paid: row.total,
    serviceFee: row.service_fee,
    protectionFee: row.protection_fee,
    deposit: row.deposit,
    refunded: row.refunded_amount,
    chargesPaid: chargesPaidOnCompletion({
      completed: row.status === 'completed',
      damageReported: row.damage_reported,
      deposit: row.deposit,
      charges: row.charges_amount,
    }),
  });

const cedis = toCedisString;
const linesView = (lines: LedgerLines) => ({
  paid: cedis(lines.paid),
  serviceFee: cedis(lines.serviceFee),
  commission: cedis(lines.commission),
  hostEarnings: cedis(lines.hostEarnings),
  refunded: cedis(lines.refunded),
  charges: cedis(lines.charges),
  protectionFee: cedis(lines.protectionFee),
  depositHeld: cedis(lines.depositHeld),
});

function payoutStatusOf(row: EarningRow, lines: LedgerLines, now: Date): PayoutStatus {
  if (row.payout_status === null) return lines.hostEarnings === 0 ? 'none' : 'upcoming';
  // Not yet payable, unless a transfer was already tried (a failure waits to be retried: due).
  if (row.payout_status === 'due' && row.attempts === 0 && row.payable_at && row.payable_at > now)
    return 'upcoming';
  return row.payout_status;
}

interface AccountRow {
  type: string;
  description: string;
  holder_name: string;
  debt: number;
}

const accountRow = async (pool: pg.Pool, hostId: string): Promise<AccountRow | null> =>
  (
    await pool.query<AccountRow>(
      'select type, description, holder_name, debt from payout_accounts where host_id = $1',
      [hostId],
    )
  ).rows[0] ?? null;

const accountView = (row: AccountRow | null): PayoutAccountView | null =>
  row && {
    type: row.type === 'bank' ? 'bank' : 'mobile_money',
    description: row.description,
    name: row.holder_name,
  };

/** A host's payout account as the Earnings page shows it; null before they set one. */
export async function payoutAccountOf(pool: pg.Pool, hostId: string): Promise<PayoutAccountView | null> {
  return accountView(await accountRow(pool, hostId));
}

/**
 * The host's earnings: every paid booking of their cars, newest trip first, with its ledger
 * lines and payout, and the totals by month (of the trip's end) and by car.
 */
export async function hostEarnings(pool: pg.Pool, hostId: string, now = new Date()): Promise<EarningsView> {
  const [{ rows }, account] = await Promise.all([
    pool.query<EarningRow>(
      `select b.id as booking_id, b.car_id, concat_ws(' ', b.car_year, b.car_make, b.car_model) as car_name,
              to_char(b.start_date, 'YYYY-MM-DD') as start_date, to_char(b.end_date, 'YYYY-MM-DD') as end_date,
              b.status as booking_status, b.status, b.total, b.service_fee, b.refunded_amount,
              b.protection_fee, b.deposit, b.charges_amount, b.damage_reported,
              e.status as payout_status, e.attempts, e.payable_at, e.paid_at, e.sent, e.amount, e.failure_reason, e.next_attempt_at
         from bookings b left join host_earnings e on e.booking_id = b.id
        where b.owner_id = $1 and b.paid_reference is not null
        order by b.end_date desc, b.created_at desc`,
      [hostId],
    ),
    accountRow(pool, hostId),
  ]);
  const sums = { earned: 0, paidOut: 0, due: 0, upcoming: 0 };
  const all: LedgerLines[] = [];
  const byMonth = new Map<string, { lines: LedgerLines[] }>();
  const byCar = new Map<string, { label: string; lines: LedgerLines[] }>();
  const bookings: EarningLineView[] = rows.map((row) => {
    const lines = ledgerOfBookingRow(row);
    const status = payoutStatusOf(row, lines, now);
    if (status !== 'upcoming') sums.earned += lines.hostEarnings;
    if (status === 'paid') sums.paidOut += row.sent ?? 0;
    else if (status === 'due' || status === 'sending') sums.due += row.amount ?? lines.hostEarnings;
    else if (status === 'upcoming') sums.upcoming += row.amount ?? lines.hostEarnings;
    const month = row.end_date.slice(0, 7);
    all.push(lines);
    (byMonth.get(month) ?? byMonth.set(month, { lines: [] }).get(month)!).lines.push(lines);
    (
      byCar.get(row.car_id) ?? byCar.set(row.car_id, { label: row.car_name, lines: [] }).get(row.car_id)!
    ).lines.push(lines);
    return {
      bookingId: row.booking_id,
      car: { id: row.car_id, name: row.car_name },
      startDate: row.start_date,
      endDate: row.end_date,
      month,
      bookingStatus: row.booking_status,
      ...linesView(lines),
      payout: {
        status,
        payableAt: row.payable_at?.toISOString() ?? null,
        paidAt: row.paid_at?.toISOString() ?? null,
        amount: row.payout_status === 'paid' || row.payout_status === 'sending' ? cedis(row.sent ?? 0) : null,
        failureReason: row.payout_status === 'due' ? row.failure_reason : null,
        nextAttemptAt: row.payout_status === 'due' ? (row.next_attempt_at?.toISOString() ?? null) : null,
      },
    };
  });
  const waiting = bookings
    .filter((b) => b.payout.status === 'due' || b.payout.status === 'upcoming')
    .map((b) =>
      [b.payout.payableAt, b.payout.nextAttemptAt]
        .filter((at) => at !== null)
        .sort()
        .at(-1),
    )
    .filter((at): at is string => at !== undefined)
    .sort();
  const totalOf = (key: string, label: string, lines: LedgerLines[]) => ({
    key,
    label,
    ...linesView(sumLines(lines)),
    bookings: lines.length,
  });
  return {
    totals: {
      ...linesView(sumLines(all)),
      earned: cedis(sums.earned),
      paidOut: cedis(sums.paidOut),
      due: cedis(sums.due),
      upcoming: cedis(sums.upcoming),
      owed: cedis(account?.debt ?? 0),
    },
    byMonth: [...byMonth.entries()].map(([month, { lines }]) => totalOf(month, monthName(month), lines)),
    byCar: [...byCar.entries()].map(([carId, { label, lines }]) => totalOf(carId, label, lines)),
    bookings,
    nextPayoutAt: waiting.length > 0 ? laterOf(waiting[0]!, now) : null,
    account: accountView(account),
  };
}

/** What the host is still to be paid, in pesewas: earnings due or upcoming (closing an account waits for them). */
export async function moneyOwedTo(pool: pg.Pool, hostId: string): Promise<Pesewas> {
  const { totals } = await hostEarnings(pool, hostId);
  return (parseCedis(totals.due) ?? 0) + (parseCedis(totals.upcoming) ?? 0);
}

const laterOf = (at: string, now: Date) => (Date.parse(at) > now.getTime() ? at : now.toISOString());

function sumLines(lines: readonly LedgerLines[]): LedgerLines {
  const total: LedgerLines = { ...NO_LEDGER_LINES };
  for (const line of lines)
    for (const key of Object.keys(total) as (keyof LedgerLines)[]) total[key] += line[key];
  return total;
}

/** The host whose earnings a booking's payout pays, or null when none was recorded (or the id is malformed). */
export async function payoutHostOf(pool: pg.Pool, bookingId: string): Promise<string | null> {
  if (!isUuid(bookingId)) return null;
  const { rows } = await pool.query<{ host_id: string }>(
    'select host_id from host_earnings where booking_id = $1',
    [bookingId],
  );
  return rows[0]?.host_id ?? null;
}

/** A payout the worker should start or check: the host's and the booking's ids. */
export interface PayoutToSend {
  hostId: string;
  bookingId: string;
}

/**
 * Earnings to send now: due, payable, past any retry's wait, of hosts with an account; and
 * transfers started more than `stuckAfterMs` ago that no webhook settled (to verify).
 */
export async function payoutsToSend(
  pool: pg.Pool,
  now: Date,
  stuckAfterMs: number,
  limit = 100,
): Promise<{ due: PayoutToSend[]; unsettled: (PayoutToSend & { reference: string })[] }> {
  const [due, unsettled] = await Promise.all([
    pool.query<{ host_id: string; booking_id: string }>(
      `select e.host_id, e.booking_id from host_earnings e
        where e.status = 'due' and e.payable_at <= $1 and (e.next_attempt_at is null or e.next_attempt_at <= $1)
          and exists (select 1 from payout_accounts a where a.host_id = e.host_id)
        order by e.payable_at limit $2`,
      [now, limit],
    ),
    pool.query<{ host_id: string; booking_id: string; reference: string }>(
      `select host_id, booking_id, reference from host_earnings
        where status = 'sending' and updated_at <= $1 order by updated_at limit $2`,
      [new Date(now.getTime() - stuckAfterMs), limit],
    ),
  ]);
  return {
    due: due.rows.map((r) => ({ hostId: r.host_id, bookingId: r.booking_id })),
    unsettled: unsettled.rows.map((r) => ({
      hostId: r.host_id,
      bookingId: r.booking_id,
      reference: r.reference,
    })),
  };
}

/** Completed, paid bookings whose earnings were never recorded (the sweep's safety net). */
export async function completedBookingsWithoutEarnings(pool: pg.Pool, limit = 100): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    `select b.id from bookings b
      where b.status = 'completed' and b.paid_reference is not null
        and not exists (select 1 from host_earnings e where e.booking_id = b.id)
      order by b.updated_at limit $1`,
    [limit],
  );
  return rows.map((r) => r.id);
}

type FinanceStatus = 'due' | 'sending' | 'paid' | 'failed';

/** The admins' finance page: every payout (failed first, then newest), with totals by state. */
export async function listPayoutsForAdmin(pool: pg.Pool, status?: FinanceStatus): Promise<FinanceView> {
  const failed = `e.status = 'due' and e.failure_reason is not null`;
  const filter =
    status === undefined
      ? 'true'
      : status === 'failed'
        ? failed
        : status === 'due'
          ? `e.status = 'due' and e.failure_reason is null`
          : `e.status = '${status}'`;
  const [listed, totals] = await Promise.all([
    pool.query<{
      booking_id: string;
      host_id: string;
      first_name: string | null;
      last_name: string | null;
      account: string | null;
      car: string | null;
      amount: number;
      sent: number;
      status: 'due' | 'sending' | 'paid';
      attempts: number;
      payable_at: Date;
      paid_at: Date | null;
      failure_reason: string | null;
      next_attempt_at: Date | null;
      reference: string | null;
    }>(
      `select e.*, u.first_name, u.last_name, a.description as account,
              concat_ws(' ', b.car_year, b.car_make, b.car_model) as car
         from host_earnings e
         left join users u on u.id = e.host_id
         left join payout_accounts a on a.host_id = e.host_id
         left join bookings b on b.id = e.booking_id
        where ${filter}
        order by (${failed}) desc, e.payable_at desc limit 200`,
    ),
    pool.query<{ state: FinanceStatus; count: string; amount: string }>(
      `select case when ${failed} then 'failed' else e.status end as state, count(*) as count,
              sum(case when e.status = 'paid' then e.sent else e.amount end) as amount
         from host_earnings e group by 1`,
    ),
  ]);
  const total = (state: FinanceStatus) => {
    const row = totals.rows.find((r) => r.state === state);
    return { count: Number(row?.count ?? 0), amount: cedis(Number(row?.amount ?? 0)) };
  };
  const payouts: AdminPayoutView[] = listed.rows.map((row) => ({
    bookingId: row.booking_id,
    host: {
      id: row.host_id,
      name: [row.first_name, row.last_name].filter(Boolean).join(' ') || 'A host',
      account: row.account,
    },
    car: row.car ?? 'A car',
    amount: cedis(row.status === 'paid' ? row.sent : (row.amount as Pesewas)),
    status: row.status,
    attempts: row.attempts,
    payableAt: row.payable_at.toISOString(),
    paidAt: row.paid_at?.toISOString() ?? null,
    failureReason: row.failure_reason,
    nextAttemptAt: row.next_attempt_at?.toISOString() ?? null,
    reference: row.reference,
  }));
  return {
    totals: { due: total('due'), sending: total('sending'), paid: total('paid'), failed: total('failed') },
    payouts,
  };
}
