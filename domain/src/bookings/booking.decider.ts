import { isClockTime } from '../cars/handover-hours';
import { type Pesewas, toCedisString } from '../money/money';
import { isRegionId } from '../regions';
import type { Actor } from '../shared/actor';
import { type Decider, decideByType } from '../shared/decider';
import { conflict, forbidden, validationError } from '../shared/errors';
import { evolveTrip, type TripCommand, tripDecisions } from '../trips/trip.decider';
import { noTrip } from '../trips/trip.state';
import { requireHost, requireRenter, requireRole, requireSignedIn } from './booking.access';
import { BOOKING_CURRENCY, type BookingEvent, type BookingTerms } from './booking.events';
import { amountMismatchMessage, BOOKING_MESSAGES as M } from './booking.messages';
import {
  type RefusedPaymentCommand,
  recordRefusedPaymentReturn,
  refusePayment,
} from './booking.refused-payments';
import {
  cancelsForFree,
  MAX_PAYMENT_REFERENCE_LENGTH,
  requireBookableStay,
  stayHasStarted,
} from './booking.rules';
import type { Booking, BookingState, RefusedPayment } from './booking.state';
import type { HostApproval } from './booking-approval';
import { depositOf } from './booking-lines';
import { depositSettlement } from './booking-settlement';
import { daysBetween } from './stay';

/**
 * Every command names who asks. The renter creates, pays for, cancels and reviews their
 * booking. Facts from the payment provider or the clock (ConfirmPayment, ExpireBooking,
 * CompleteBooking, RecordRefund) are recorded by the product itself (role 'system');
 * ConfirmPayment is also accepted from the renter, whose browser asks the server to verify
 * a payment: the amount and reference still come from the provider, never the request.
 * `now` is the handler's clock.
 */
export type BookingCommand =
  | (BookingTerms & {
      type: 'CreateBooking';
      actor: Actor;
      holdExpiresAt: Date;
      now: Date;
      /** A request to book: the car's host approves each one before payment. */
      hostApproval?: HostApproval;
    })
  | { type: 'AcceptBookingRequest'; bookingId: string; actor: Actor; holdExpiresAt: Date; now: Date }
  | { type: 'DeclineBookingRequest'; bookingId: string; actor: Actor; now: Date }
  | { type: 'InitializePayment'; bookingId: string; actor: Actor; reference: string; now: Date }
  | {
      type: 'ConfirmPayment';
      bookingId: string;
      actor: Actor;
      reference: string;
      /** What the provider says was paid, in pesewas. */
      amount: Pesewas;
      currency: string;
    }
  | {
      type: 'ExpireBooking';
      bookingId: string;
      actor: Actor;
      now: Date;
      /** Its renter was suspended: the hold ends now rather than when it runs out. */
      renterSuspended?: boolean;
    }
  | { type: 'CancelBooking'; bookingId: string; actor: Actor; now: Date; acceptNoRefund?: boolean }
  | { type: 'RecordRefund'; bookingId: string; actor: Actor; reference: string }
  | { type: 'RecordDepositRefund'; bookingId: string; actor: Actor; reference: string }
  | RefusedPaymentCommand
  | TripCommand;

export type BookingCommandType = BookingCommand['type'];
type CommandOf<Type extends BookingCommandType> = Extract<BookingCommand, { type: Type }>;

function requireReference(reference: string): string {
  const trimmed = reference.trim();
  if (trimmed === '' || trimmed.length > MAX_PAYMENT_REFERENCE_LENGTH)
    throw validationError(M.referenceRequired, { reference: M.referenceRequired });
  return trimmed;
}

const hasHoldRunOut = (booking: Booking, now: Date) => now.getTime() >= Date.parse(booking.holdExpiresAt);

function createBooking(command: CommandOf<'CreateBooking'>, state: BookingState): BookingEvent[] {
  const { actor, bookingId, carId, ownerId, renterId, startDate, endDate, quote, holdExpiresAt, now } =
    command;
  requireSignedIn(actor);
  if (actor.role !== 'system' && actor.userId !== renterId) throw forbidden(M.bookAsYourselfOnly);
  if (state.status !== 'none') throw conflict(M.alreadyExists);
  if (renterId === ownerId) throw forbidden(M.bookOwnCar);
  requireBookableStay({ startDate, endDate }, now);
  const { destinationRegionId } = command;
  if (destinationRegionId !== null && !isRegionId(destinationRegionId))
    throw validationError(M.regionUnknown, { destinationRegionId: M.regionUnknown });
  const { deliveryPoint } = command;
  if (destinationRegionId !== null && !deliveryPoint)
    throw validationError(M.deliveryPointRequired, { deliveryPoint: M.deliveryPointRequired });
  if (destinationRegionId === null && deliveryPoint)
    throw validationError(M.deliveryPointWithoutDelivery, { deliveryPoint: M.deliveryPointWithoutDelivery });
  requireTimes(command);
  if (quote.days !== daysBetween(startDate, endDate)) throw validationError(M.quoteMismatch);
  if (holdExpiresAt.getTime() <= now.getTime()) throw validationError(M.holdMustEndLater);
  return [
    {
      type: 'BookingCreated',
      data: {
        bookingId,
        carId,
        ownerId,
        renterId,
        startDate,
        endDate,
        destinationRegionId,
        ...(deliveryPoint ? { deliveryPoint } : {}),
        includeDriver: command.includeDriver,
        ...(command.pickupTime ? { pickupTime: command.pickupTime } : {}),
        ...(command.returnTime ? { returnTime: command.returnTime } : {}),
        quote,
        ...(command.protectionPlan ? { protectionPlan: command.protectionPlan } : {}),
        ...(command.returnTerms ? { returnTerms: command.returnTerms } : {}),
        ...(command.hostApproval ? { hostApproval: command.hostApproval } : {}),
        holdExpiresAt: holdExpiresAt.toISOString(),
        createdAt: now.toISOString(),
      },
    },
  ];
}

/** Why a request the host is asked to answer cannot be answered now; null when it can. */
function unanswerable(booking: Booking, now: Date): string | null {
  if (booking.status === 'requested') return hasHoldRunOut(booking, now) ? M.requestExpired : null;
  if (booking.acceptedAt !== null) return M.requestAlreadyAccepted;
  if (booking.status === 'declined') return M.requestAlreadyDeclined;
  if (booking.status === 'expired' && booking.hostApproval) return M.requestExpired;
  return M.notARequest;
}

/**
 * The host accepts a request while it still holds its dates; the renter then has until
 * `holdExpiresAt` (the usual hold) to pay. The car's calendar renews the hold in the same write.
 */
function acceptBookingRequest(
  command: CommandOf<'AcceptBookingRequest'>,
  state: BookingState,
): BookingEvent[] {
  const booking = requireHost(state, command.actor);
  const { now, holdExpiresAt } = command;
  const refusal = unanswerable(booking, now);
  if (refusal !== null) throw conflict(refusal);
  if (holdExpiresAt.getTime() <= now.getTime()) throw validationError(M.holdMustEndLater);
  return [
    {
      type: 'BookingRequestAccepted',
      data: {
        bookingId: booking.bookingId,
        holdExpiresAt: holdExpiresAt.toISOString(),
        acceptedAt: now.toISOString(),
      },
    },
  ];
}

/** The host declines a request still waiting for them; the calendar frees its dates in the same write. */
function declineBookingRequest(
  command: CommandOf<'DeclineBookingRequest'>,
  state: BookingState,
): BookingEvent[] {
  const booking = requireHost(state, command.actor);
  const refusal = unanswerable(booking, command.now);
  if (refusal !== null) throw conflict(refusal);
  return [
    {
      type: 'BookingRequestDeclined',
      data: { bookingId: booking.bookingId, declinedAt: command.now.toISOString() },
    },
  ];
}

/**
 * Times, when given, are on the half hour. The return always comes after the pick-up: it is on
 * the end date, after the start date (requireBookableStay).
 */
function requireTimes({ pickupTime, returnTime }: BookingTerms) {
  for (const [field, time] of [
    ['pickupTime', pickupTime],
    ['returnTime', returnTime],
  ] as const)
    if (time !== undefined && !isClockTime(time))
      throw validationError(M.timeInvalid, { [field]: M.timeInvalid });
}

function initializePayment(command: CommandOf<'InitializePayment'>, state: BookingState): BookingEvent[] {
  const booking = requireRenter(state, command.actor, { allowSystem: true });
  if (booking.status === 'requested') throw conflict(M.requestNotAccepted);
  if (booking.status === 'declined') throw conflict(M.requestDeclined);
  if (booking.status === 'expired') throw conflict(M.bookingExpired);
  if (booking.status !== 'pending') throw conflict(M.notAwaitingPayment);
  if (hasHoldRunOut(booking, command.now)) throw conflict(M.bookingExpired);
  const reference = requireReference(command.reference);
  if (booking.paymentReferences.includes(reference)) return [];
  return [{ type: 'BookingPaymentInitialized', data: { bookingId: booking.bookingId, reference } }];
}

/**
 * Exactly once: the same payment confirmed again (webhook and callback, or a retried job)
 * appends nothing. The calendar has already decided that the dates are still this
 * booking's (ConfirmDates), so a payment landing just after the hold ran out, while the
 * booking is still pending, is accepted here.
 */
function confirmPayment(command: CommandOf<'ConfirmPayment'>, state: BookingState): BookingEvent[] {
  const booking = requireRenter(state, command.actor, { allowSystem: true });
  const reference = requireReference(command.reference);
  if (booking.paidReference === reference) return [];
  if (booking.paymentStatus !== 'unpaid') throw conflict(M.alreadyPaid);
  if (booking.status === 'expired') throw conflict(M.expiredBeforePayment);
  if (booking.status !== 'pending') throw conflict(M.notAwaitingPayment);
  if (!booking.paymentReferences.includes(reference)) throw conflict(M.unknownPaymentReference);
  if (command.currency !== BOOKING_CURRENCY) throw conflict(M.currencyNotCedi);
  const { total } = booking.quote;
  if (command.amount !== total)
    throw conflict(amountMismatchMessage(toCedisString(command.amount), toCedisString(total)));
  return [
    {
      type: 'BookingConfirmed',
      data: { bookingId: booking.bookingId, reference, amount: total, currency: BOOKING_CURRENCY },
    },
  ];
}

function expireBooking(command: CommandOf<'ExpireBooking'>, state: BookingState): BookingEvent[] {
  const booking = requireRole(state, command.actor, 'system');
  if (booking.status === 'expired') return [];
  // A request the host never answered expires like an unpaid hold.
  const unpaid = booking.status === 'pending' || booking.status === 'requested';
  if (!unpaid || booking.paymentStatus !== 'unpaid') throw conflict(M.onlyUnpaidExpire);
  if (!command.renterSuspended && !hasHoldRunOut(booking, command.now)) throw conflict(M.holdNotExpired);
  return [{ type: 'BookingExpired', data: { bookingId: booking.bookingId } }];
}

/**
 * docs/adr/0004: free up to 24 h before 00:00 on the start date (Ghana) or within the hour
 * after booking, later only without a refund of the trip; the refundable deposit still goes
 * back, since no trip took place (docs/adr/0027).
 */
function cancelBooking(command: CommandOf<'CancelBooking'>, state: BookingState): BookingEvent[] {
  const booking = requireRenter(state, command.actor, { allowSystem: false });
  if (booking.status === 'cancelled') return [];
  if (booking.status !== 'confirmed') throw conflict(M.onlyConfirmedCancel);
  const { now } = command;
  if (stayHasStarted(booking.startDate, now)) throw conflict(M.alreadyStarted);
  // A handover may be recorded up to 12 hours before the start: from then the car is out.
  if (booking.trip.handover !== null) throw conflict(M.alreadyHandedOver);
  const { bookingId } = booking;
  if (cancelsForFree(booking, now))
    return [
      {
        type: 'BookingCancelled',
        data: { bookingId, refundAmount: booking.quote.total, freeCancellation: true },
      },
    ];
  if (command.acceptNoRefund !== true) throw conflict(M.lateCancellationNotRefunded);
  const refundAmount = depositOf(booking.quote);
  return [{ type: 'BookingCancelled', data: { bookingId, refundAmount, freeCancellation: false } }];
}

function recordRefund(command: CommandOf<'RecordRefund'>, state: BookingState): BookingEvent[] {
  const booking = requireRole(state, command.actor, 'system');
  const reference = requireReference(command.reference);
  if (booking.refundReference === reference) return [];
  if (booking.paymentStatus === 'refunded') throw conflict(M.alreadyRefunded);
  if (booking.status !== 'cancelled' || booking.paymentStatus !== 'paid' || booking.refundAmount <= 0)
    throw conflict(M.noRefundDue);
  return [
    {
      type: 'BookingRefunded',
      data: { bookingId: booking.bookingId, reference, amount: booking.refundAmount },
    },
  ];
}

/**
 * What of the deposit goes back once the car is returned: all of it less what the record's
 * charges (kilometres, fuel, lateness) keep (booking-settlement.ts).
 */
export const depositRefundOwed = (booking: Booking): number =>
  depositSettlement(depositOf(booking.quote), booking.trip.charges).refund;

/**
 * The deposit is owed back once the car came back with no damage reported, less the record's
 * charges; while a damage case is open or was opened, it stays held (its settlement comes with
 * the claims).
 */
export const depositRefundDue = (booking: Booking): boolean =>
  booking.paymentStatus === 'paid' &&
  (booking.status === 'confirmed' || booking.status === 'completed') &&
  booking.trip.return !== null &&
  booking.trip.damageCase === 'none' &&
  booking.depositRefundReference === null &&
  depositRefundOwed(booking) > 0;

/** Exactly once: the same refund recorded again appends nothing; a second, different one is refused. */
function recordDepositRefund(command: CommandOf<'RecordDepositRefund'>, state: BookingState): BookingEvent[] {
  const booking = requireRole(state, command.actor, 'system');
  const reference = requireReference(command.reference);
  if (booking.depositRefundReference === reference) return [];
  if (booking.depositRefundReference !== null) throw conflict(M.depositAlreadyRefunded);
  if (!depositRefundDue(booking)) throw conflict(M.noDepositRefundDue);
  return [
    {
      type: 'BookingDepositRefunded',
      data: { bookingId: booking.bookingId, reference, amount: depositRefundOwed(booking) },
    },
  ];
}

const decideBooking = decideByType<BookingCommand, BookingState, BookingEvent>({
  CreateBooking: createBooking,
  AcceptBookingRequest: acceptBookingRequest,
  DeclineBookingRequest: declineBookingRequest,
  InitializePayment: initializePayment,
  ConfirmPayment: confirmPayment,
  ExpireBooking: expireBooking,
  CancelBooking: cancelBooking,
  RecordRefund: recordRefund,
  RecordDepositRefund: recordDepositRefund,
  RefusePayment: refusePayment,
  RecordRefusedPaymentReturn: recordRefusedPaymentReturn,
  ...tripDecisions,
});

export function evolveBooking(state: BookingState, event: BookingEvent): BookingState {
  if (event.type === 'BookingCreated') {
    const { data } = event;
    return {
      ...data,
      createdAt: data.createdAt ?? null,
      status: data.hostApproval ? 'requested' : 'pending',
      acceptedAt: null,
      paymentStatus: 'unpaid',
      paymentReferences: [],
      paidReference: null,
      refundAmount: 0,
      refundReference: null,
      depositRefundReference: null,
      reviewed: false,
      refusedPayments: {},
      trip: noTrip,
    };
  }
  if (state.status === 'none') return state;
  const trip = evolveTrip(state.trip, event);
  if (trip !== state.trip) state = { ...state, trip };
  switch (event.type) {
    case 'BookingPaymentInitialized':
      return { ...state, paymentReferences: [...state.paymentReferences, event.data.reference] };
    case 'BookingConfirmed':
      return { ...state, status: 'confirmed', paymentStatus: 'paid', paidReference: event.data.reference };
    case 'BookingRequestAccepted': {
      const { holdExpiresAt, acceptedAt } = event.data;
      return { ...state, status: 'pending', holdExpiresAt, acceptedAt };
    }
    case 'BookingRequestDeclined':
      return { ...state, status: 'declined' };
    case 'BookingExpired':
      return { ...state, status: 'expired' };
    case 'BookingCompleted':
      return { ...state, status: 'completed' };
    case 'BookingCancelled':
      return { ...state, status: 'cancelled', refundAmount: event.data.refundAmount };
    case 'BookingRefunded':
      return { ...state, paymentStatus: 'refunded', refundReference: event.data.reference };
    case 'BookingDepositRefunded':
      return { ...state, depositRefundReference: event.data.reference };
    case 'BookingReviewed':
      return { ...state, reviewed: true };
    case 'BookingPaymentRefused': {
      const { reference, amount, currency } = event.data;
      const refused: RefusedPayment = { amount, currency, refundReference: null };
      return { ...state, refusedPayments: { ...state.refusedPayments, [reference]: refused } };
    }
    case 'BookingRefusedPaymentReturned': {
      const { paymentReference, refundReference } = event.data;
      const refused = state.refusedPayments[paymentReference];
      if (!refused) return state;
      return {
        ...state,
        refusedPayments: { ...state.refusedPayments, [paymentReference]: { ...refused, refundReference } },
      };
    }
    default:
      return state;
  }
}

export const bookingDecider: Decider<BookingState, BookingCommand, BookingEvent> = {
  initialState: { status: 'none' },
  decide: decideBooking,
  evolve: evolveBooking,
};
