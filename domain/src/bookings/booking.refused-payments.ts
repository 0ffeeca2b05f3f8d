import type { Pesewas } from '../money/money';
import type { Actor } from '../shared/actor';
import { conflict, notFound, validationError } from '../shared/errors';
import { requireRole } from './booking.access';
import type { BookingEvent } from './booking.events';
import { BOOKING_MESSAGES as M } from './booking.messages';
import { MAX_PAYMENT_REFERENCE_LENGTH } from './booking.rules';
import type { BookingState } from './booking.state';

/*
 * Money the provider took that a booking cannot keep: a payment completed after the hold ran
 * out and the dates were released, a second payment of an already paid booking, or one for a
 * cancelled booking. Nothing is lost: the payment is recorded as refused, a refund job sends it
 * back, and the return is recorded. Both commands are the product's own (role 'system').
 */

export type RefusedPaymentCommand =
  | {
      type: 'RefusePayment';
      bookingId: string;
      actor: Actor;
      reference: string;
      /** What the provider says was paid. */
      amount: Pesewas;
      currency: string;
      /** Why the booking could not take it, in words (the refusal's message). */
      reason: string;
    }
  | {
      type: 'RecordRefusedPaymentReturn';
      bookingId: string;
      actor: Actor;
      paymentReference: string;
      refundReference: string;
    };

const MAX_REASON_LENGTH = 300;

function requireText(text: string, maxLength: number, message: string): string {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > maxLength) throw validationError(message);
  return trimmed;
}

/** Idempotent: the same payment refused again appends nothing. */
export function refusePayment(
  command: Extract<RefusedPaymentCommand, { type: 'RefusePayment' }>,
  state: BookingState,
): BookingEvent[] {
  const booking = requireRole(state, command.actor, 'system');
  const reference = requireText(command.reference, MAX_PAYMENT_REFERENCE_LENGTH, M.referenceRequired);
  if (booking.refusedPayments[reference]) return [];
  if (!booking.paymentReferences.includes(reference)) throw conflict(M.unknownPaymentReference);
  if (booking.paidReference === reference) throw conflict(M.paymentConfirmedBooking);
  if (!Number.isSafeInteger(command.amount) || command.amount <= 0) throw validationError(M.noRefundDue);
  const reason = requireText(command.reason, MAX_REASON_LENGTH, M.refusalReasonRequired);
  return [
    {
      type: 'BookingPaymentRefused',
      data: {
        bookingId: booking.bookingId,
        reference,
        amount: command.amount,
        currency: command.currency,
        reason,
      },
    },
  ];
}

/** Idempotent for the same refund reference; a second, different refund is refused. */
export function recordRefusedPaymentReturn(
  command: Extract<RefusedPaymentCommand, { type: 'RecordRefusedPaymentReturn' }>,
  state: BookingState,
): BookingEvent[] {
  const booking = requireRole(state, command.actor, 'system');
  const refused = booking.refusedPayments[command.paymentReference];
  if (!refused) throw notFound(M.noRefusedPayment);
  const refundReference = requireText(
    command.refundReference,
    MAX_PAYMENT_REFERENCE_LENGTH,
    M.referenceRequired,
  );
  if (refused.refundReference === refundReference) return [];
  if (refused.refundReference !== null) throw conflict(M.alreadyRefunded);
  return [
    {
      type: 'BookingRefusedPaymentReturned',
      data: {
        bookingId: booking.bookingId,
        paymentReference: command.paymentReference,
        refundReference,
        amount: refused.amount,
      },
    },
  ];
}
