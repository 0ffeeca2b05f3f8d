import { expireUnpaidHold, type LifecycleDeps } from '@akwaaba/application/bookings/booking-lifecycle';
import { settlePayment } from '@akwaaba/application/bookings/booking-payments';
import { refundWhatIsOwed } from '@akwaaba/application/bookings/booking-refunds';
import type { CommandContext } from '@akwaaba/infra/commands/command-handler';
import type pg from 'pg';
import type { Logger } from 'pino';

export interface SweepDeps extends LifecycleDeps {
  pool: pg.Pool;
  logger: Pick<Logger, 'warn' | 'error'>;
}

export interface SweepResult {
  expired: number;
  paymentsChecked: number;
  refundsRecorded: number;
}

/** How many bookings of each kind one sweep handles; the next minute takes the rest. */
const BATCH = 200;

/**
 * The every-minute safety net behind the per-event jobs (a trip's clock is the trip sweep's). The read model only finds the
 * candidates; every change is decided on the booking's and the calendar's streams, so a
 * stale row costs a no-op. One booking failing (say, the provider is unreachable) is logged
 * and left for the next sweep without stopping the others.
 */
export async function sweepBookings(deps: SweepDeps, context: CommandContext, now: Date = new Date()) {
  const result: SweepResult = { expired: 0, paymentsChecked: 0, refundsRecorded: 0 };
  const each = async <Row>(rows: Row[], work: (row: Row) => Promise<void>) => {
    for (const row of rows) {
      try {
        await work(row);
      } catch (error) {
        deps.logger.error(
          { err: error, row },
          'booking sweep: one booking failed; the next sweep retries it',
        );
      }
    }
  };

  // Payments first: a pending booking whose payment went through must be confirmed, not expired.
  const pendingPayments = await deps.pool.query<{ payment_references: string[] }>(
    `select payment_references from bookings
      where status = 'pending' and last_payment_started_at <= $1::timestamptz - interval '1 minute'
      order by last_payment_started_at limit ${BATCH}`,
    [now],
  );
  await each(pendingPayments.rows, async (row) => {
    for (const reference of row.payment_references) {
      await settlePayment({ ...deps, now: () => now }, reference, context);
      result.paymentsChecked += 1;
    }
  });

  // A minute's grace lets the exact-time expiry job go first.
  const overdue = await deps.pool.query<{ id: string; car_id: string }>(
    `select id, car_id from bookings where status in ('pending', 'requested') and hold_expires_at <= $1::timestamptz - interval '1 minute'
      order by hold_expires_at limit ${BATCH}`,
    [now],
  );
  await each(overdue.rows, async (row) => {
    const outcome = await expireUnpaidHold(deps, { carId: row.car_id, bookingId: row.id }, context, now);
    if (outcome === 'expired') result.expired += 1;
  });

  const owing = await deps.pool.query<{ id: string }>(
    `select id from bookings
      where (status = 'cancelled' and payment_status = 'paid' and refund_amount > 0) or refunds_due > 0
         or deposit_refund_due
      order by updated_at limit ${BATCH}`,
  );
  await each(owing.rows, async (row) => {
    const made = await refundWhatIsOwed(deps, row.id, context);
    result.refundsRecorded += made.recorded;
  });
  return result;
}
