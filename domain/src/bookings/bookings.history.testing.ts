import { randomUUID } from 'node:crypto';
import { carDecider } from '../cars/car.decider';
import { carStream } from '../cars/car.events';
import { bookingConversationOpenUntil } from '../conversations/conversation.rules';
import { conversationHistory } from '../conversations/conversations.history.testing';
import { toCedisString } from '../money/money';
import { type Actor, systemActor } from '../shared/actor';
import { type HistoryRunner, type HistoryStep, skip } from '../shared/history.testing';
import { onBooking, reminder, tripHistory } from '../trips/trips.history.testing';
import type { BookingCommand } from './booking.decider';
import { BOOKING_CURRENCY } from './booking.events';
import { requestAnswerDue } from './booking-approval';
import { priceBookingRequest } from './booking-request';
import { type CarCalendarCommand, carCalendarDecider } from './car-calendar.decider';
import { carCalendarStream } from './car-calendar.events';
import { DEFAULT_PROTECTION_PLANS } from './protection-plans';
import { type RenterHoldsCommand, renterHoldsDecider } from './renter-holds.decider';
import { renterHoldsStream } from './renter-holds.events';

/*
 * The bookings feature's history (see shared/history.testing.ts): renters book cars and pay,
 * cancel and are refunded, or let the hold run out; the cars' calendars and the renters'
 * unpaid holds follow; hosts block days on their calendars. A paid booking goes on with its
 * trip (trips.history.testing.ts), and every booking has its conversation.
 */

const DAY_MS = 86_400_000;
const calendarDay = (daysFromToday: number) =>
  new Date(Date.now() + daysFromToday * DAY_MS).toISOString().slice(0, 10);

const onCalendar = (run: HistoryRunner, actor: Actor, command: CarCalendarCommand) =>
  run.handleAs(actor, carCalendarDecider, carCalendarStream(command.carId), command);

const onRenterHolds = (run: HistoryRunner, actor: Actor, command: RenterHoldsCommand) =>
  run.handleAs(actor, renterHoldsDecider, renterHoldsStream(command.renterId), command);

/**
 * A booking as the booking route writes it: the dates held on the car's calendar, the booking
 * created at the server's price (a request with `hostApproval`), the renter's hold taken.
 */
async function book(
  run: HistoryRunner,
  renter: Actor,
  at: {
    bookingId: string;
    carId: string;
    startDate: string;
    endDate: string;
    holdExpiresAt: Date;
    now: Date;
  },
  priced: Omit<
    Extract<BookingCommand, { type: 'CreateBooking' }>,
    keyof typeof at | 'type' | 'actor' | 'renterId'
  >,
) {
  const { bookingId, holdExpiresAt, now } = at;
  const renterId = renter.userId!;
  await onCalendar(run, renter, { type: 'HoldDates', ...at });
  await onBooking(run, { type: 'CreateBooking', actor: renter, renterId, ...priced, ...at });
  await onRenterHolds(run, renter, { type: 'TakeHold', renterId, bookingId, holdExpiresAt, now });
}

/** Who books which car, and what the product needs of itself for it. */
export interface BookingParties {
  /** A car listed, approved and available, with a surcharge for deliveries to Ashanti. */
  car: { carId: string; owner: Actor };
  renter: Actor;
  admin: Actor;
  /** The payment reference the product makes for a booking (infra's, which the domain does not import). */
  paymentReference: (bookingId: string) => string;
}

/**
 * The `k`th booking, as the booking route, the payment settlement and the booking workers run
 * it: priced on the car's stream, the renter's hold taken and the dates held on the car's
 * calendar, then by `k`: paid and taken on a trip (tripHistory), cancelled and refunded, or
 * left to expire (and some paid too late, refused and returned). Then its conversation.
 */
export function bookingHistory(run: HistoryRunner, k: number, parties: BookingParties): HistoryStep[] {
  const { car, renter, admin } = parties;
  const { carId } = car;
  const renterId = renter.userId!;
  const bookingId = randomUUID();
  const on = (command: BookingCommand) => onBooking(run, command);
  const startDate = calendarDay(10 + (k % 40));
  const endDate = calendarDay(12 + (k % 40) + (k % 4));
  const reference = parties.paymentReference(bookingId);
  let total = 0;
  const outcome = (['completed', 'cancelled', 'confirmed', 'expired'] as const)[k % 4];
  const afterHold = () => new Date(Date.now() + 31 * 60_000);
  const paid = outcome !== 'expired';
  return [
    async () => {
      const now = new Date();
      const state = await run.stateOf(carDecider, carStream(carId));
      if (state.status !== 'listed') throw new Error(`car ${carId} is not listed`);
      const days = 2 + (k % 4);
      const toAshanti = k % 3 === 0;
      const withDriver = k % 2 === 0 && state.details.driverAvailable;
      const figure = (perDay: number | null | undefined) => toCedisString((perDay ?? 0) * days);
      const priced = priceBookingRequest(
        state,
        {
          carId,
          startDate,
          endDate,
          ...(toAshanti
            ? {
                destinationRegionId: 'ashanti',
                interRegionalSurcharge: figure(state.regionSurcharges.ashanti),
                deliveryPoint: {
                  digitalAddress: 'AK-039-5028',
                  directions: 'Behind the Kejetia market, blue gate',
                },
              }
            : {}),
          includeDriver: withDriver,
          ...(withDriver ? { driverFee: figure(state.details.driverDailyRate) } : {}),
          ...(k % 3 === 1 ? { protectionPlan: 'standard' } : {}),
        },
        renterId,
        now,
        DEFAULT_PROTECTION_PLANS,
      );
      total = priced.quote.total;
      const holdExpiresAt = new Date(now.getTime() + 30 * 60_000);
      await book(run, renter, { bookingId, carId, startDate, endDate, holdExpiresAt, now }, priced);
    },
    () => on({ type: 'InitializePayment', bookingId, actor: renter, reference, now: new Date() }),
    async () => {
      if (!paid) {
        await onCalendar(run, systemActor, {
          type: 'ReleaseDates',
          carId,
          bookingId,
          reason: 'expired',
          now: afterHold(),
        });
        return on({ type: 'ExpireBooking', bookingId, actor: systemActor, now: afterHold() });
      }
      await onCalendar(run, systemActor, { type: 'ConfirmDates', carId, bookingId, now: new Date() });
      await on({
        type: 'ConfirmPayment',
        bookingId,
        actor: systemActor,
        reference,
        amount: total,
        currency: BOOKING_CURRENCY,
      });
      // Paid, the booking stops counting against the renter's unpaid holds.
      return onRenterHolds(run, systemActor, { type: 'ReleaseHold', renterId, bookingId });
    },
    async () => {
      if (outcome === 'cancelled') {
        // Some were reminded of the handover first: their trip goes with the cancellation.
        if (k % 8 === 1) await on(reminder(bookingId, 'handover-tomorrow', startDate));
        await on({ type: 'CancelBooking', bookingId, actor: renter, now: new Date() });
        await onCalendar(run, renter, {
          type: 'ReleaseDates',
          carId,
          bookingId,
          reason: 'cancelled',
          now: new Date(),
        });
        return on({
          type: 'RecordRefund',
          bookingId,
          actor: systemActor,
          reference: `RF-${bookingId.slice(0, 8)}`,
        });
      }
      if (outcome === 'expired' && k % 8 === 3) {
        // Paid after the hold ran out and the dates were released: refused, then returned.
        await on({
          type: 'RefusePayment',
          bookingId,
          actor: systemActor,
          reference,
          amount: total,
          currency: BOOKING_CURRENCY,
          reason: 'The booking expired before the payment arrived.',
        });
        return on({
          type: 'RecordRefusedPaymentReturn',
          bookingId,
          actor: systemActor,
          paymentReference: reference,
          refundReference: `RF-${bookingId.slice(0, 8)}`,
        });
      }
      return skip();
    },
    ...(outcome === 'completed' || outcome === 'confirmed'
      ? tripHistory(run, k, {
          bookingId,
          startDate,
          endDate,
          host: car.owner,
          renter,
          admin,
        })
      : []),
    // The booking's conversation, once the trip has run its course.
    ...conversationHistory(
      run,
      k,
      {
        conversationId: bookingId,
        kind: 'booking',
        bookingId,
        carId,
        renterId,
        hostId: car.owner.userId!,
        openUntil: bookingConversationOpenUntil(endDate),
      },
      admin,
    ),
  ];
}

/** Some hosts block days past their car's booking (a quarter of them), and half of those give them back. */
export function calendarBlockHistory(
  run: HistoryRunner,
  k: number,
  car: { carId: string; owner: Actor },
): HistoryStep[] {
  const { carId, owner } = car;
  const blockId = randomUUID();
  const blocked = k % 4 === 0;
  return [
    async () => {
      if (!blocked) return;
      const [startDate, endDate] = [calendarDay(60), calendarDay(63)];
      await onCalendar(run, owner, {
        type: 'BlockDates',
        carId,
        blockId,
        startDate,
        endDate,
        now: new Date(),
      });
    },
    async () => {
      if (blocked && k % 8 === 0)
        await onCalendar(run, owner, { type: 'UnblockDates', carId, blockId, now: new Date() });
    },
  ];
}

/**
 * A request to book on some cars (a third of them, asking at the car's own times): its host
 * accepts it, and the renter lets the renewed hold run out, or declines it. Dates after the
 * bookings' and the blocks', so they never meet.
 */
export function bookingRequestHistory(
  run: HistoryRunner,
  k: number,
  parties: Pick<BookingParties, 'car' | 'renter'>,
): HistoryStep[] {
  const { car, renter } = parties;
  const { carId } = car;
  const renterId = renter.userId!;
  const bookingId = randomUUID();
  const asked = k % 3 === 2;
  const accepted = k % 2 === 0;
  const [startDate, endDate] = [calendarDay(70 + (k % 20)), calendarDay(72 + (k % 20))];
  const on = (command: BookingCommand) => onBooking(run, command);
  let payBy = new Date();
  return [
    async () => {
      if (!asked) return skip();
      const now = new Date();
      const state = await run.stateOf(carDecider, carStream(carId));
      if (state.status !== 'listed') throw new Error(`car ${carId} is not listed`);
      const request = {
        carId,
        startDate,
        endDate,
        includeDriver: false,
        pickupTime: '09:30',
        returnTime: '17:00',
      };
      const priced = priceBookingRequest(state, request, renterId, now, DEFAULT_PROTECTION_PLANS);
      const holdExpiresAt = requestAnswerDue(now);
      await book(
        run,
        renter,
        { bookingId, carId, startDate, endDate, holdExpiresAt, now },
        {
          ...priced,
          hostApproval: { message: 'Hello, I need it for a wedding in Kumasi.' },
        },
      );
    },
    async () => {
      if (!asked) return skip();
      const now = new Date();
      if (!accepted) {
        await on({ type: 'DeclineBookingRequest', bookingId, actor: car.owner, now });
        await onCalendar(run, car.owner, { type: 'ReleaseDates', carId, bookingId, reason: 'declined', now });
        return onRenterHolds(run, car.owner, { type: 'ReleaseHold', renterId, bookingId });
      }
      payBy = new Date(now.getTime() + 30 * 60_000);
      await on({ type: 'AcceptBookingRequest', bookingId, actor: car.owner, holdExpiresAt: payBy, now });
      return onCalendar(run, car.owner, { type: 'RenewHold', carId, bookingId, holdExpiresAt: payBy, now });
    },
    async () => {
      if (!asked || !accepted) return skip();
      // Never paid: the renewed hold runs out.
      const later = new Date(payBy.getTime() + 60_000);
      await onCalendar(run, systemActor, {
        type: 'ReleaseDates',
        carId,
        bookingId,
        reason: 'expired',
        now: later,
      });
      return on({ type: 'ExpireBooking', bookingId, actor: systemActor, now: later });
    },
  ];
}
