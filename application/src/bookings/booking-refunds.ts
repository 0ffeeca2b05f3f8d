import { type BookingCommand, depositRefundDue, depositRefundOwed, systemActor } from '@akwaaba/domain';
import type { CommandContext } from '@akwaaba/infra/commands/command-handler';
import type { EventStore, Position } from '@akwaaba/infra/eventstore/port';
import { AlreadyRefundedError, type PaymentProvider } from '@akwaaba/infra/payments/port';
import type pg from 'pg';
import { runOnBooking } from './booking-commands';
import { loadBooking } from './booking-payments';

export interface BookingRefundsDeps {
  store: EventStore;
  pool: pg.Pool;
  provider: PaymentProvider;
}

export interface RefundsMade {
  /** How many refunds this call recorded. */
  recorded: number;
  position: Position | null;
}

/**
 * Pays back everything a booking owes its renter and records each refund: what a cancellation
 * promised (RecordRefund), every refused payment (RecordRefusedPaymentReturn), and the deposit
 * once the car is back with no damage reported (RecordDepositRefund: a partial refund of the
 * booking's payment).
 * Safe to call any number of times and from several processes at once (the cancel request
 * and the refund job): one call at a time per booking (a Postgres advisory lock), the booking
 * is re-read inside the lock, and a refund the provider already made (a crash between paying
 * out and recording it) is recorded rather than paid twice.
 */
export async function refundWhatIsOwed(
  deps: BookingRefundsDeps,
  bookingId: string,
  context: CommandContext,
): Promise<RefundsMade> {
  const lock = await deps.pool.connect();
  try {
    await lock.query(`select pg_advisory_lock(hashtext('akwaaba:booking-refund'), hashtext($1))`, [
      bookingId,
    ]);
    return await refundUnderLock(deps, bookingId, { ...context, actor: systemActor });
  } finally {
    await lock
      .query(`select pg_advisory_unlock(hashtext('akwaaba:booking-refund'), hashtext($1))`, [bookingId])
      .catch(() => {});
    lock.release();
  }
}

async function refundUnderLock(
  deps: BookingRefundsDeps,
  bookingId: string,
  context: CommandContext,
): Promise<RefundsMade> {
  const booking = await loadBooking(deps.store, bookingId);
  if (booking.status === 'none') return { recorded: 0, position: null };
  let recorded = 0;
  let position: Position | null = null;
  const run = async (command: BookingCommand) => {
    const result = await runOnBooking(deps.store, bookingId, command, context, 20);
    if (result.position) {
      recorded += 1;
      position = result.position;
    }
  };

  const cancellationRefundDue =
    booking.status === 'cancelled' &&
    booking.paymentStatus === 'paid' &&
    booking.refundAmount > 0 &&
    booking.paidReference !== null &&
    booking.refundReference === null;
  if (cancellationRefundDue) {
    const reference = await payBack(deps.provider, booking.paidReference!, booking.refundAmount);
    await run({ type: 'RecordRefund', bookingId, actor: systemActor, reference });
  }

  if (depositRefundDue(booking) && booking.paidReference !== null) {
    const reference = await payBack(deps.provider, booking.paidReference, depositRefundOwed(booking));
    await run({ type: 'RecordDepositRefund', bookingId, actor: systemActor, reference });
  }

  for (const [paymentReference, refused] of Object.entries(booking.refusedPayments)) {
    if (refused.refundReference !== null) continue;
    const refundReference = await payBack(deps.provider, paymentReference, refused.amount);
    await run({
      type: 'RecordRefusedPaymentReturn',
      bookingId,
      actor: systemActor,
      paymentReference,
      refundReference,
    });
  }
  return { recorded, position };
}

/** The provider's refund id; for a payment it had already refunded in full, a reference saying so. */
async function payBack(
  provider: PaymentProvider,
  transactionReference: string,
  amount: number,
): Promise<string> {
  try {
    const receipt = await provider.refund({ transactionReference, amount, currency: 'GHS' });
    return receipt.refundReference;
  } catch (error) {
    if (error instanceof AlreadyRefundedError) return `${transactionReference}.refunded`;
    throw error;
  }
}
