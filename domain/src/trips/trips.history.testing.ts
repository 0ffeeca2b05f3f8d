import { randomUUID } from 'node:crypto';
import { type BookingCommand, bookingDecider, depositRefundDue } from '../bookings/booking.decider';
import { bookingStream } from '../bookings/booking.events';
import { startOfGhanaDay } from '../bookings/stay';
import { type Actor, systemActor } from '../shared/actor';
import { type HistoryRunner, type HistoryStep, photoCopies, skip } from '../shared/history.testing';
import type { TripPhoto } from './trip.events';

/*
 * The trips feature's history (see shared/history.testing.ts): a paid booking's handover and
 * return, their answers and disputes, damage cases, completion, reviews both ways, reminders
 * and no-shows, with each command's `now` in the trip's own days.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** Runs a command on the booking it names, as the actor it names. */
export const onBooking = (run: HistoryRunner, command: BookingCommand) =>
  run.handle(bookingDecider, bookingStream(command.bookingId), command);

const tripPhotos = (): TripPhoto[] =>
  (['front', 'back', 'left', 'right', 'interior'] as const).map((angle) => ({
    angle,
    path: `/objects/trip-photos/${randomUUID()}`,
  }));

/** The trip sweep's reminder: at 09:00 the day before the start, or on the end date. */
export const reminder = (
  bookingId: string,
  kind: 'handover-tomorrow' | 'return-today',
  day: string,
): BookingCommand => ({
  type: 'RecordReminderDue',
  bookingId,
  actor: systemActor,
  kind,
  now: new Date(startOfGhanaDay(day).getTime() + (kind === 'handover-tomorrow' ? -15 : 9) * HOUR_MS),
});

/** A paid booking, who takes part in its trip, and the admin who settles its disputes. */
export interface TripParties {
  bookingId: string;
  startDate: string;
  endDate: string;
  host: Actor;
  renter: Actor;
  admin: Actor;
}

/**
 * A paid booking's trip, as the parties, the admin and the trip sweep run it. Completed ones
 * (k % 4 === 0) go four ways: confirmed both ways and accepted, reviewed both ways; disputed,
 * damaged and resolved by the admin, reviewed by the renter alone and revealed when the window
 * closes; completed by the clock, reviewed by the host alone; reviewed host first. Others stay
 * open: a no-show, in progress and reminded, returned with an open damage case, or awaiting
 * their handover.
 */
export function tripHistory(run: HistoryRunner, k: number, trip: TripParties): HistoryStep[] {
  const { bookingId, host, renter, admin } = trip;
  const on = (command: BookingCommand) => onBooking(run, command);
  const way = Math.floor(k / 4) % 4;
  const start = startOfGhanaDay(trip.startDate).getTime();
  const handoverAt = new Date(start + 8 * HOUR_MS);
  const returnAt = new Date(startOfGhanaDay(trip.endDate).getTime() + 17 * HOUR_MS);
  // Accepted an hour after the return, resolved after two, completed by the clock after 25.
  const completedAt = new Date(returnAt.getTime() + [1, 2, 25, 1][way]! * HOUR_MS);
  const reviewAt = new Date(completedAt.getTime() + DAY_MS);
  const windowClosed = new Date(completedAt.getTime() + 15 * DAY_MS);
  const reading = { odometerKm: 40_000 + k * 10, fuelEighths: 8, photos: tripPhotos(), note: '' };
  const damage = (description: string) => ({ description, photos: [`/objects/trip-photos/${randomUUID()}`] });
  const handover = (actor: Actor) =>
    on({ type: 'RecordHandover', bookingId, actor, now: handoverAt, ...reading });
  /** The return `actor` records after `drivenKm`, with new photos; `rest` says the damage and any other reading. */
  const recordReturn = (
    actor: Actor,
    drivenKm: number,
    rest: { damage: ReturnType<typeof damage> | null; fuelEighths?: number },
  ) =>
    on({
      type: 'RecordReturn',
      bookingId,
      actor,
      now: returnAt,
      ...reading,
      odometerKm: reading.odometerKm + drivenKm,
      photos: tripPhotos(),
      ...rest,
    });
  const answer = (stage: 'handover' | 'return', actor: Actor, reply: 'confirm' | 'dispute') =>
    on({
      type: 'AnswerTripRecord',
      bookingId,
      actor,
      stage,
      answer: reply,
      note: reply === 'dispute' ? 'The fuel gauge read lower than that.' : '',
    });
  const review = () =>
    on({
      type: 'LeaveReview',
      bookingId,
      actor: renter,
      rating: 1 + (k % 5),
      hostRating: 1 + ((k + 2) % 5),
      comment: k % 3 ? 'Clean car and a smooth hand-over at Kotoka.' : '',
      now: reviewAt,
    });
  const reviewRenter = () =>
    on({
      type: 'ReviewRenter',
      bookingId,
      actor: host,
      rating: 5 - (k % 3),
      comment: 'Brought it back clean.',
      now: reviewAt,
    });
  const reveal = () => on({ type: 'RevealReviews', bookingId, actor: systemActor, now: windowClosed });
  // The photo worker's copies of the handover's first photo, recorded as the product.
  const photoCopied = () => {
    const photo = reading.photos[0]!.path;
    return on({
      type: 'RecordTripPhotoVariants',
      bookingId,
      actor: systemActor,
      photo,
      ...photoCopies(photo),
    });
  };
  if (k % 4 !== 0) {
    return [
      () => (way === 3 ? skip() : on(reminder(bookingId, 'handover-tomorrow', trip.startDate))),
      () => {
        if (way === 0)
          return on({
            type: 'FlagNoShow',
            bookingId,
            actor: systemActor,
            now: new Date(start + 25 * HOUR_MS),
          });
        if (way === 3) return skip();
        return handover(renter);
      },
      () => {
        if (way === 1) return on(reminder(bookingId, 'return-today', trip.endDate));
        if (way !== 2) return skip();
        return recordReturn(host, 250, { damage: damage('A cracked wing mirror') });
      },
    ];
  }
  const handoverBy = way === 0 || way === 2 ? host : renter;
  const returnBy = way === 1 ? host : renter;
  return [
    () => handover(handoverBy),
    photoCopied,
    () => {
      if (way === 2) return skip();
      return answer('handover', handoverBy === host ? renter : host, way === 1 ? 'dispute' : 'confirm');
    },
    () =>
      recordReturn(returnBy, 120 + k, {
        fuelEighths: 5,
        damage: way === 1 ? damage('A dent in the rear door') : null,
      }),
    // The deposit's refund, as the refund job makes it: when one is owed (a deposit, a clean
    // return, and charges that leave some of it).
    async () => {
      const state = await run.stateOf(bookingDecider, bookingStream(bookingId));
      if (state.status === 'none' || !depositRefundDue(state)) return skip();
      const reference = `RF-D-${bookingId.slice(0, 8)}`;
      return on({ type: 'RecordDepositRefund', bookingId, actor: systemActor, reference });
    },
    () => {
      if (way === 0) return answer('return', host, 'confirm');
      if (way === 1) return answer('return', renter, 'dispute');
      return skip();
    },
    () => {
      if (way === 1)
        return on({
          type: 'ResolveDamageCase',
          bookingId,
          actor: admin,
          note: 'The dent was there before: see the handover photos.',
          now: completedAt,
        });
      if (way === 2) return on({ type: 'CompleteBooking', bookingId, actor: systemActor, now: completedAt });
      return on({ type: 'AcceptReturn', bookingId, actor: host, now: completedAt });
    },
    () => (way === 2 || way === 3 ? reviewRenter() : review()),
    () => {
      if (way === 0) return reviewRenter();
      if (way === 3) return review();
      return reveal();
    },
  ];
}
