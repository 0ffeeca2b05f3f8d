import {
  BOOKING_CURRENCY,
  type Booking,
  type BookingState,
  bookingDecider,
  bookingStream,
  DomainError,
  systemActor,
  toCedisString,
} from '@akwaaba/domain';
import type { CommandContext } from '@akwaaba/infra/commands/command-handler';
import { aggregateStream } from '@akwaaba/infra/eventstore/aggregate-stream';
import type { EventStore, Position } from '@akwaaba/infra/eventstore/port';
import { comparePositions } from '@akwaaba/infra/eventstore/port';
import { bookingIdOfReference } from '@akwaaba/infra/payments/payment-reference';
import type { PaymentProvider, PaymentReport } from '@akwaaba/infra/payments/port';
import { releaseRenterHold, runOnBooking, runOnCalendar } from './booking-commands';

export interface BookingPaymentsDeps {
  store: EventStore;
  provider: PaymentProvider;
  now?: () => Date;
}

/** What a payment came to for its booking. `position` is the last event written, for read-your-writes. */
export type Settlement =
  | { outcome: 'confirmed'; bookingId: string; reference: string; message: string; position: Position | null }
  | {
      outcome: 'not_paid';
      bookingId: string;
      reference: string;
      status: 'failed' | 'pending' | 'reversed';
      message: string;
      position: null;
    }
  | { outcome: 'refused'; bookingId: string; reference: string; message: string; position: Position | null }
  | { outcome: 'unknown'; bookingId: null; reference: string; message: string; position: null };

export const SETTLEMENT_MESSAGES = {
  confirmed: 'Payment confirmed. Your booking is confirmed.',
  pending: 'The payment has not been completed yet.',
  failed: 'The payment was not completed.',
  reversed: 'This payment was refunded.',
  unknown: 'We could not find this payment.',
  refunding: 'The payment will be refunded.',
} as const;

export async function loadBooking(store: EventStore, bookingId: string): Promise<BookingState> {
  return (await loadBookingAt(store, bookingId)).state;
}

/** The booking and the position of its newest event, which a reader must have seen to show this state. */
async function loadBookingAt(store: EventStore, bookingId: string) {
  const { state, events } = await aggregateStream(store, bookingDecider, bookingStream(bookingId));
  return { state, position: events.at(-1)?.position ?? null };
}

const later = (a: Position | null, b: Position | null) =>
  a === null ? b : b === null ? a : comparePositions(a, b) >= 0 ? a : b;

/**
 * Settles one payment reference against its booking, exactly once however often and however
 * concurrently it is called (browser callback, webhooks, the verification worker): the
 * calendar keeps the dates (ConfirmDates), then the booking is confirmed (ConfirmPayment);
 * both are no-ops the second time. The provider's report (from verify, or a signed webhook)
 * is checked for status, amount and currency against the booking. A payment the booking
 * cannot take (wrong amount or currency, booking expired or already paid, dates gone) is
 * recorded as refused, and the refund job sends the money back.
 */
export async function settlePayment(
  deps: BookingPaymentsDeps,
  reference: string,
  context: CommandContext,
  reported?: PaymentReport,
): Promise<Settlement> {
  const unknown = {
    outcome: 'unknown',
    bookingId: null,
    reference,
    message: SETTLEMENT_MESSAGES.unknown,
    position: null,
  } as const;
  const bookingId = bookingIdOfReference(reference);
  if (!bookingId) return unknown;
  const { state, position: seen } = await loadBookingAt(deps.store, bookingId);
  if (state.status === 'none' || !state.paymentReferences.includes(reference)) return unknown;
  const systemContext: CommandContext = { ...context, actor: systemActor };
  // Confirmed already (by a webhook, say): the caller still waits for the read model to show it.
  if (state.paidReference === reference) return confirmed(deps, state, reference, seen, systemContext);

  const report = reported ?? (await deps.provider.verify(reference));
  if (!report || report.reference !== reference) return unknown;
  if (report.outcome !== 'success') {
    const message =
      report.outcome === 'failed' && report.gatewayResponse
        ? `${SETTLEMENT_MESSAGES.failed} ${report.gatewayResponse}.`.replace('..', '.')
        : SETTLEMENT_MESSAGES[report.outcome];
    return { outcome: 'not_paid', bookingId, reference, status: report.outcome, message, position: null };
  }

  const problem = paymentProblem(state, report);
  if (problem) return refuse(deps, state, report, problem, systemContext);
  try {
    const now = deps.now?.() ?? new Date();
    const dates = await runOnCalendar(
      deps.store,
      state.carId,
      { type: 'ConfirmDates', carId: state.carId, bookingId, now },
      systemContext,
    );
    const paid = await runOnBooking(
      deps.store,
      bookingId,
      {
        type: 'ConfirmPayment',
        bookingId,
        actor: systemActor,
        reference,
        amount: report.amount,
        currency: report.currency,
      },
      systemContext,
      20,
    );
    // Both no-ops: a concurrent settlement wrote the events; the reader must still see them.
    const position =
      later(dates.position, paid.position) ?? (await loadBookingAt(deps.store, bookingId)).position;
    return confirmed(deps, state, reference, position, systemContext);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    // A concurrent settlement of this same reference may have won: then it is confirmed.
    const latest = await loadBookingAt(deps.store, bookingId);
    const now = latest.state;
    if (now.status !== 'none' && now.paidReference === reference)
      return confirmed(deps, now, reference, latest.position, systemContext);
    return refuse(deps, now.status === 'none' ? state : now, report, error.message, systemContext);
  }
}

/**
 * The booking is paid by this reference. Its renter's unpaid hold is released now, and again
 * by every later settlement of the reference (a no-op then), in case one stopped short of it.
 */
async function confirmed(
  deps: BookingPaymentsDeps,
  booking: Booking,
  reference: string,
  position: Position | null,
  context: CommandContext,
): Promise<Settlement> {
  await releaseRenterHold(deps.store, booking, context);
  const { bookingId } = booking;
  return { outcome: 'confirmed', bookingId, reference, message: SETTLEMENT_MESSAGES.confirmed, position };
}

/** Why the booking cannot take this money, checked before anything is written; null when it can. */
function paymentProblem(booking: Booking, report: PaymentReport): string | null {
  if (report.currency !== BOOKING_CURRENCY) return 'Payments must be made in Ghana cedi (GHS).';
  if (report.amount !== booking.quote.total)
    return `The amount paid, GHS ${toCedisString(report.amount)}, does not match the booking total of GHS ${toCedisString(booking.quote.total)}.`;
  return null;
}

async function refuse(
  deps: BookingPaymentsDeps,
  booking: Booking,
  report: PaymentReport,
  reason: string,
  context: CommandContext,
): Promise<Settlement> {
  const { bookingId } = booking;
  const result = await runOnBooking(
    deps.store,
    bookingId,
    {
      type: 'RefusePayment',
      bookingId,
      actor: systemActor,
      reference: report.reference,
      amount: report.amount,
      currency: report.currency,
      reason,
    },
    context,
    20,
  );
  return {
    outcome: 'refused',
    bookingId,
    reference: report.reference,
    message: `${reason} ${SETTLEMENT_MESSAGES.refunding}`,
    position: result.position,
  };
}
