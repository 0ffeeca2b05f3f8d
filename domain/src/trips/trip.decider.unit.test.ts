import { describe, expect, it } from 'vitest';
import { type BookingCommand, bookingDecider } from '../bookings/booking.decider';
import type { BookingEvent } from '../bookings/booking.events';
import { BOOKING_MESSAGES } from '../bookings/booking.messages';
import {
  admin,
  anonymous,
  at,
  bookingId,
  cancel,
  cancelledForFree,
  cancelledLate,
  carId,
  completed,
  created,
  given,
  host,
  paid,
  pending,
  renter,
  review,
  stranger,
  system,
} from '../bookings/booking.testing';
import { fold } from '../shared/decider';
import { invalidField } from '../shared/decider.testing';
import { TRIP_MESSAGES as M } from './trip.rules';
import {
  afterReturn,
  afterTrip,
  answer,
  carReviewed,
  fourPhotos,
  handedOver,
  photoPath,
  recordHandover,
  recordReturn,
  renterReviewed,
  returned,
  reviewsRevealed,
  scratch,
  tripCompleted,
} from './trip.testing';

const system_ = (type: 'CompleteBooking' | 'FlagNoShow' | 'RevealReviews', time: Date, actor = system) => ({
  type,
  bookingId,
  actor,
  now: time,
});

/** The story's paid booking, picked up and returned at the given times. */
const bookedWithTimes = (pickupTime: string, returnTime: string): BookingEvent[] => [
  {
    type: 'BookingCreated',
    data: { ...(created as Extract<BookingEvent, { type: 'BookingCreated' }>).data, pickupTime, returnTime },
  },
  ...paid.slice(1),
];

describe('RecordHandover', () => {
  it('lets either party record the odometer, fuel and photos once the booking is paid', () => {
    given(paid).when(recordHandover()).thenAppends([handedOver]);
    given(paid)
      .when(recordHandover({ actor: renter, note: '  Small dent on the left door  ' }))
      .thenAppends([
        { ...handedOver, data: { ...handedOver.data, by: 'renter', note: 'Small dent on the left door' } },
      ] as BookingEvent[]);
    expect(fold(bookingDecider, [...paid, handedOver])).toMatchObject({
      status: 'confirmed',
      trip: { handover: { by: 'host', odometerKm: 42_000, answer: null } },
    });
  });

  it('opens 12 hours before the start date and closes at the end of the end date', () => {
    given(paid)
      .when(recordHandover({ time: at('2025-03-04T12:00:00Z') }))
      .thenAppends([
        { ...handedOver, data: { ...handedOver.data, recordedAt: '2025-03-04T12:00:00.000Z' } },
      ] as BookingEvent[]);
    given(paid)
      .when(recordHandover({ time: at('2025-03-02T10:00:00Z') }))
      .thenFails({ kind: 'conflict', message: M.handoverTooEarly('2025-03-04 12:00 GMT') });
    given(paid)
      .when(recordHandover({ time: at('2025-03-08T00:00:00Z') }))
      .thenFails({ kind: 'conflict', message: M.handoverTooLate });
  });

  it('opens at the pick-up time the renter chose, to the minute', () => {
    const timed = bookedWithTimes('09:30', '17:00');
    given(timed)
      .when(recordHandover({ time: at('2025-03-05T09:30:00Z') }))
      .thenAppends([
        { ...handedOver, data: { ...handedOver.data, recordedAt: '2025-03-05T09:30:00.000Z' } },
      ] as BookingEvent[]);
    given(timed)
      .when(recordHandover({ time: at('2025-03-05T09:29:00Z') }))
      .thenFails({ kind: 'conflict', message: M.handoverTooEarly('2025-03-05 09:30 GMT') });
    given(timed)
      .when(recordHandover({ time: at('2025-03-08T00:00:00Z') }))
      .thenFails({ kind: 'conflict', message: M.handoverTooLate });
  });

  it('is refused to strangers, admins and signed-out callers', () => {
    for (const actor of [stranger, admin])
      given(paid).when(recordHandover({ actor })).thenFails({ kind: 'forbidden', message: M.onlyParties });
    given(paid)
      .when(recordHandover({ actor: anonymous }))
      .thenFails({ kind: 'unauthenticated' });
    given([]).when(recordHandover()).thenFails({ kind: 'not_found' });
  });

  it('is refused for unpaid and cancelled bookings, and twice', () => {
    given(pending).when(recordHandover()).thenFails({ kind: 'conflict', message: M.notPaid });
    given([...paid, cancelledForFree])
      .when(recordHandover())
      .thenFails({ kind: 'conflict', message: M.cancelled });
    given([...paid, handedOver])
      .when(recordHandover({ actor: renter }))
      .thenFails({ kind: 'conflict', message: M.handoverAlreadyRecorded });
  });

  it.each([-1, 1.5, Number.NaN, 2_000_001])('refuses an odometer reading of %d', (odometerKm) => {
    given(paid).when(recordHandover({ odometerKm })).thenFails(invalidField('odometerKm', M.odometerInvalid));
  });

  it.each([-1, 9, 2.5])('refuses a fuel level of %d eighths', (fuelEighths) => {
    given(paid).when(recordHandover({ fuelEighths })).thenFails(invalidField('fuelEighths', M.fuelInvalid));
  });

  it('needs 4 to 8 photos showing the front, the back and both sides', () => {
    given(paid)
      .when(recordHandover({ photos: fourPhotos.slice(0, 3) }))
      .thenFails({ kind: 'validation', message: M.tooFewPhotos });
    const nine = [
      ...fourPhotos,
      ...[5, 6, 7, 8, 9].map((n) => ({ angle: 'other' as const, path: photoPath(n) })),
    ];
    given(paid)
      .when(recordHandover({ photos: nine }))
      .thenFails({ kind: 'validation', message: M.tooManyPhotos });
    const noBack = fourPhotos.map((photo) =>
      photo.angle === 'back' ? { ...photo, angle: 'interior' as const } : photo,
    );
    given(paid)
      .when(recordHandover({ photos: noBack }))
      .thenFails({ kind: 'validation', message: M.missingAngle });
    const carPhoto = [
      { angle: 'front' as const, path: '/objects/car-photos/00000000-0000-4000-8000-000000000001' },
    ];
    given(paid)
      .when(recordHandover({ photos: [...carPhoto, ...fourPhotos.slice(1)] }))
      .thenFails({ kind: 'validation', message: M.photoPathInvalid });
  });

  it('takes a note of up to 1000 characters', () => {
    given(paid)
      .when(recordHandover({ note: 'x'.repeat(1001) }))
      .thenFails({ kind: 'validation', fields: { note: M.noteTooLong } });
  });
});

describe('RecordReturn', () => {
  it('computes the distance driven and the fuel change from the two readings', () => {
    given([...paid, handedOver])
      .when(recordReturn())
      .thenAppends([returned()]);
  });

  it('opens a damage case when damage is reported', () => {
    given([...paid, handedOver])
      .when(recordReturn({ damage: scratch }))
      .thenAppends([returned(scratch)]);
    expect(fold(bookingDecider, [...paid, handedOver, returned(scratch)])).toMatchObject({
      trip: { damageCase: 'open' },
    });
    given([...paid, handedOver])
      .when(recordReturn({ damage: { description: '  ', photos: [] } }))
      .thenFails({ kind: 'validation', message: M.damageDescriptionRequired });
  });

  it('never reads less than at the handover', () => {
    given([...paid, handedOver])
      .when(recordReturn({ odometerKm: 41_999 }))
      .thenFails({ kind: 'validation', message: M.odometerBelowHandover(42_000) });
    given([...paid, handedOver])
      .when(recordReturn({ odometerKm: 42_000, fuelEighths: 8 }))
      .thenAppends([
        {
          ...returned(),
          data: {
            ...returned().data,
            odometerKm: 42_000,
            fuelEighths: 8,
            distanceKm: 0,
            fuelChangeEighths: 0,
          },
        },
      ] as BookingEvent[]);
  });

  it('comes after the handover, once, and only from the parties', () => {
    given(paid).when(recordReturn()).thenFails({ kind: 'conflict', message: M.returnBeforeHandover });
    given(afterReturn).when(recordReturn()).thenFails({ kind: 'conflict', message: M.returnAlreadyRecorded });
    given([...paid, handedOver])
      .when(recordReturn({ actor: stranger }))
      .thenFails({ kind: 'forbidden', message: M.onlyParties });
  });
});

describe('AnswerTripRecord', () => {
  it('lets the other party confirm a record, once', () => {
    given([...paid, handedOver])
      .when(answer('handover', renter))
      .thenAppends([
        { type: 'BookingTripRecordConfirmed', data: { bookingId, stage: 'handover', by: 'renter' } },
      ]);
    given([
      ...paid,
      handedOver,
      { type: 'BookingTripRecordConfirmed', data: { bookingId, stage: 'handover', by: 'renter' } },
    ])
      .when(answer('handover', renter, 'dispute', 'Fuel was not full'))
      .thenFails({ kind: 'conflict', message: M.alreadyAnswered });
  });

  it('takes a dispute only with a note saying why', () => {
    given(afterReturn)
      .when(answer('return', host, 'dispute', ' Fuel at a quarter, not three quarters '))
      .thenAppends([
        {
          type: 'BookingTripRecordDisputed',
          data: { bookingId, stage: 'return', by: 'host', note: 'Fuel at a quarter, not three quarters' },
        },
      ]);
    given(afterReturn)
      .when(answer('return', host, 'dispute', ''))
      .thenFails({ kind: 'validation', message: M.disputeNoteRequired });
  });

  it('is not for the one who recorded, nor before there is a record', () => {
    given([...paid, handedOver])
      .when(answer('handover', host))
      .thenFails({ kind: 'forbidden', message: M.answerOwnRecord });
    given([...paid, handedOver])
      .when(answer('return', host))
      .thenFails({ kind: 'conflict', message: M.nothingToAnswer });
    given([...paid, handedOver])
      .when(answer('handover', stranger))
      .thenFails({ kind: 'forbidden' });
  });
});

describe('completing a trip', () => {
  const acceptReturn = (actor = host, time = at('2025-03-07T18:00:00Z')) =>
    ({ type: 'AcceptReturn', bookingId, actor, now: time }) as const;

  it('completes when the host accepts the return', () => {
    given(afterReturn).when(acceptReturn()).thenAppends([tripCompleted()]);
    given(afterTrip).when(acceptReturn()).thenAppendsNothing();
    given(afterReturn).when(acceptReturn(renter)).thenFails({ kind: 'forbidden', message: M.onlyHost });
    given([...paid, handedOver])
      .when(acceptReturn())
      .thenFails({ kind: 'conflict', message: M.notReturned });
  });

  it('completes by itself 24 hours after an undisputed return', () => {
    const dayAfter = at('2025-03-08T17:00:00Z');
    given(afterReturn)
      .when(system_('CompleteBooking', dayAfter))
      .thenAppends([
        {
          type: 'BookingCompleted',
          data: { bookingId, completedAt: dayAfter.toISOString(), how: 'automatic' },
        },
      ]);
    given(afterReturn)
      .when(system_('CompleteBooking', at('2025-03-08T16:59:59Z')))
      .thenFails({ kind: 'conflict', message: M.notDueYet });
    given([
      ...afterReturn,
      { type: 'BookingTripRecordDisputed', data: { bookingId, stage: 'return', by: 'host', note: 'Fuel' } },
    ])
      .when(system_('CompleteBooking', dayAfter))
      .thenFails({ kind: 'conflict', message: M.returnDisputed });
    given(afterReturn)
      .when(system_('CompleteBooking', dayAfter, renter))
      .thenFails({ kind: 'forbidden' });
  });

  it('never completes a booking nobody handed over, however late', () => {
    for (const history of [paid, [...paid, handedOver]])
      given(history)
        .when(system_('CompleteBooking', at('2025-04-01T00:00:00Z')))
        .thenFails({ kind: 'conflict', message: M.notReturned });
  });

  it('waits for the admin when damage was reported; resolving the case completes the trip', () => {
    const damaged = [...paid, handedOver, returned(scratch)];
    given(damaged).when(acceptReturn()).thenFails({ kind: 'conflict', message: M.damageCaseOpen });
    given(damaged)
      .when(system_('CompleteBooking', at('2025-03-10T00:00:00Z')))
      .thenFails({ kind: 'conflict', message: M.damageCaseOpen });
    const resolve = (actor = admin, note = 'Host and renter agreed on a repair.') =>
      ({ type: 'ResolveDamageCase', bookingId, actor, note, now: at('2025-03-09T09:00:00Z') }) as const;
    given(damaged)
      .when(resolve())
      .thenAppends([
        {
          type: 'BookingDamageCaseResolved',
          data: {
            bookingId,
            note: 'Host and renter agreed on a repair.',
            resolvedAt: '2025-03-09T09:00:00.000Z',
          },
        },
        {
          type: 'BookingCompleted',
          data: { bookingId, completedAt: '2025-03-09T09:00:00.000Z', how: 'case-resolved' },
        },
      ]);
    given(damaged).when(resolve(host)).thenFails({ kind: 'forbidden', message: M.onlyAdmin });
    given(damaged)
      .when(resolve(admin, ' '))
      .thenFails({ kind: 'validation', message: M.resolutionNoteRequired });
    given(afterReturn).when(resolve()).thenFails({ kind: 'conflict', message: M.noDamageCase });
  });
});

describe('FlagNoShow', () => {
  it('flags a paid booking nobody handed over 24 hours after its start date, once', () => {
    const late = at('2025-03-06T00:00:00Z');
    given(paid)
      .when(system_('FlagNoShow', late))
      .thenAppends([{ type: 'BookingNoShowFlagged', data: { bookingId, flaggedAt: late.toISOString() } }]);
    given([...paid, { type: 'BookingNoShowFlagged', data: { bookingId, flaggedAt: late.toISOString() } }])
      .when(system_('FlagNoShow', late))
      .thenAppendsNothing();
    given(paid)
      .when(system_('FlagNoShow', at('2025-03-05T23:59:59Z')))
      .thenFails({ kind: 'conflict', message: M.noShowNotDue });
    given([...paid, handedOver])
      .when(system_('FlagNoShow', late))
      .thenFails({ kind: 'conflict', message: M.noShowNotApplicable });
  });
});

describe('reviews, both ways and blind', () => {
  const reviewRenter = (
    actor = host,
    rating = 5,
    comment = 'Careful driver',
    time = at('2025-03-09T10:00:00Z'),
  ) => ({ type: 'ReviewRenter', bookingId, actor, rating, comment, now: time }) as const;

  it('lets the renter rate the car and the host, with a trimmed comment', () => {
    given(afterTrip)
      .when(review(5, '  Clean car  ', renter, { hostRating: 4 }))
      .thenAppends([carReviewed]);
  });

  it('lets the host rate the renter', () => {
    given(afterTrip).when(reviewRenter()).thenAppends([renterReviewed]);
  });

  it('shows both reviews once the second one is written, whichever comes second', () => {
    given([...afterTrip, renterReviewed])
      .when(review(5, 'Clean car', renter, { hostRating: 4 }))
      .thenAppends([carReviewed, reviewsRevealed]);
    given([...afterTrip, carReviewed])
      .when(reviewRenter())
      .thenAppends([renterReviewed, reviewsRevealed]);
  });

  it('shows a lone review when the 14 days are over, not before', () => {
    const closed = at('2025-03-21T18:00:00Z');
    given([...afterTrip, carReviewed])
      .when(system_('RevealReviews', closed))
      .thenAppends([reviewsRevealed]);
    given([...afterTrip, carReviewed])
      .when(system_('RevealReviews', at('2025-03-21T17:59:59Z')))
      .thenFails({ kind: 'conflict', message: M.reviewsNotDue });
    given(afterTrip)
      .when(system_('RevealReviews', closed))
      .thenFails({ kind: 'conflict', message: M.reviewsNotDue });
    given([...afterTrip, carReviewed, reviewsRevealed])
      .when(system_('RevealReviews', closed))
      .thenAppendsNothing();
  });

  it('takes reviews only after completion, within 14 days, one per side', () => {
    given(afterReturn)
      .when(review(5))
      .thenFails({ kind: 'conflict', message: BOOKING_MESSAGES.reviewAfterCompletion });
    given(afterReturn)
      .when(reviewRenter())
      .thenFails({ kind: 'conflict', message: BOOKING_MESSAGES.reviewAfterCompletion });
    given(afterTrip)
      .when(review(5, '', renter, { time: at('2025-03-21T18:00:00Z') }))
      .thenFails({ kind: 'conflict', message: M.reviewWindowClosed });
    given([...afterTrip, carReviewed])
      .when(review(4))
      .thenFails({ kind: 'conflict', message: BOOKING_MESSAGES.alreadyReviewed });
    given([...afterTrip, renterReviewed])
      .when(reviewRenter())
      .thenFails({ kind: 'conflict', message: M.hostAlreadyReviewed });
  });

  it('keeps each side to its own review', () => {
    given(afterTrip)
      .when(review(5, 'Great', host))
      .thenFails({ kind: 'forbidden', message: BOOKING_MESSAGES.onlyRenter });
    given(afterTrip).when(reviewRenter(renter)).thenFails({ kind: 'forbidden', message: M.onlyHost });
    given(afterTrip).when(reviewRenter(stranger)).thenFails({ kind: 'forbidden', message: M.onlyParties });
    given(afterTrip)
      .when(review(5, 'Great', anonymous))
      .thenFails({ kind: 'unauthenticated' });
  });

  it.each([0, 6, 3.5, Number.NaN])('refuses a rating of %d', (rating) => {
    given(afterTrip)
      .when(review(rating))
      .thenFails({ kind: 'validation', fields: { rating: BOOKING_MESSAGES.ratingInvalid } });
    given(afterTrip)
      .when(review(5, '', renter, { hostRating: rating }))
      .thenFails({ kind: 'validation', message: M.hostRatingInvalid });
    given(afterTrip)
      .when(reviewRenter(host, rating))
      .thenFails({ kind: 'validation', message: BOOKING_MESSAGES.ratingInvalid });
  });

  it('takes a comment of up to 1000 characters', () => {
    given(afterTrip)
      .when(review(4, 'x'.repeat(1001)))
      .thenFails({ kind: 'validation', fields: { comment: BOOKING_MESSAGES.commentTooLong } });
  });

  it('keeps the review window open for stays completed before trips were recorded', () => {
    given([...paid, completed])
      .when(review(5, 'Clean car', renter, { hostRating: 4, time: at('2026-01-01T00:00:00Z') }))
      .thenAppends([carReviewed]);
  });
});

describe('RecordReminderDue', () => {
  const reminder = (kind: 'handover-tomorrow' | 'return-today', time: Date) =>
    ({ type: 'RecordReminderDue', bookingId, actor: system, kind, now: time }) as const;

  it('is due the day before the start, and on the end date, once each', () => {
    given(paid)
      .when(reminder('handover-tomorrow', at('2025-03-04T09:00:00Z')))
      .thenAppends([{ type: 'BookingReminderDue', data: { bookingId, kind: 'handover-tomorrow' } }]);
    given([...paid, { type: 'BookingReminderDue', data: { bookingId, kind: 'handover-tomorrow' } }])
      .when(reminder('handover-tomorrow', at('2025-03-04T10:00:00Z')))
      .thenAppendsNothing();
    given([...paid, handedOver])
      .when(reminder('return-today', at('2025-03-07T07:00:00Z')))
      .thenAppends([{ type: 'BookingReminderDue', data: { bookingId, kind: 'return-today' } }]);
  });

  it('is not due on other days, nor for cancelled or returned bookings', () => {
    given(paid)
      .when(reminder('handover-tomorrow', at('2025-03-03T09:00:00Z')))
      .thenFails({ kind: 'conflict', message: M.reminderNotDue });
    given([...paid, cancelledForFree])
      .when(reminder('handover-tomorrow', at('2025-03-04T09:00:00Z')))
      .thenFails({ kind: 'conflict', message: M.reminderNotDue });
    given(afterReturn)
      .when(reminder('return-today', at('2025-03-07T18:00:00Z')))
      .thenFails({ kind: 'conflict', message: M.reminderNotDue });
    given(paid)
      .when(reminder('return-today', at('2025-03-07T07:00:00Z')))
      .thenAppends([{ type: 'BookingReminderDue', data: { bookingId, kind: 'return-today' } }]);
  });
});

describe('RecordReminderDue for a booking with pick-up and return times', () => {
  const reminder = (kind: 'handover-tomorrow' | 'return-today', time: Date) =>
    ({ type: 'RecordReminderDue', bookingId, actor: system, kind, now: time }) as const;
  const timed = bookedWithTimes;
  const due = (kind: 'handover-tomorrow' | 'return-today') => [
    { type: 'BookingReminderDue', data: { bookingId, kind } },
  ];

  it('reminds of the pick-up a day before its time, until the start date begins', () => {
    given(timed('09:30', '17:00'))
      .when(reminder('handover-tomorrow', at('2025-03-04T09:29:00Z')))
      .thenFails({
        kind: 'conflict',
        message: M.reminderNotDue,
      });
    given(timed('09:30', '17:00'))
      .when(reminder('handover-tomorrow', at('2025-03-04T09:30:00Z')))
      .thenAppends(due('handover-tomorrow') as BookingEvent[]);
    // Paid late on the day before: reminded at once; on the start date "tomorrow" would be wrong.
    given(timed('09:30', '17:00'))
      .when(reminder('handover-tomorrow', at('2025-03-04T23:59:00Z')))
      .thenAppends(due('handover-tomorrow') as BookingEvent[]);
    given(timed('09:30', '17:00'))
      .when(reminder('handover-tomorrow', at('2025-03-05T06:00:00Z')))
      .thenFails({
        kind: 'conflict',
        message: M.reminderNotDue,
      });
  });

  it('reminds of the return three hours before its time on the end date, until the day is over', () => {
    given([...timed('09:30', '17:00'), handedOver])
      .when(reminder('return-today', at('2025-03-07T13:59:00Z')))
      .thenFails({ kind: 'conflict', message: M.reminderNotDue });
    given([...timed('09:30', '17:00'), handedOver])
      .when(reminder('return-today', at('2025-03-07T14:00:00Z')))
      .thenAppends(due('return-today') as BookingEvent[]);
    // An early return time: from 00:00 on the end date, never the evening before.
    given([...timed('08:00', '01:00'), handedOver])
      .when(reminder('return-today', at('2025-03-06T22:00:00Z')))
      .thenFails({ kind: 'conflict', message: M.reminderNotDue });
    given([...timed('08:00', '01:00'), handedOver])
      .when(reminder('return-today', at('2025-03-07T00:00:00Z')))
      .thenAppends(due('return-today') as BookingEvent[]);
    given([...timed('09:30', '17:00'), handedOver])
      .when(reminder('return-today', at('2025-03-08T00:00:00Z')))
      .thenFails({ kind: 'conflict', message: M.reminderNotDue });
  });
});

describe('cancelling after a handover', () => {
  it('is refused once the car was handed over, even before the start date', () => {
    const earlyHandover = {
      ...handedOver,
      data: { ...handedOver.data, recordedAt: '2025-03-04T13:00:00.000Z' },
    } as BookingEvent;
    given([...paid, earlyHandover])
      .when(cancel(at('2025-03-04T20:00:00Z'), true))
      .thenFails({ kind: 'conflict', message: BOOKING_MESSAGES.alreadyHandedOver });
    given(paid)
      .when(cancel(at('2025-03-04T20:00:00Z'), true))
      .thenAppends([cancelledLate]);
  });
});

describe('RecordTripPhotoVariants', () => {
  const copiesOf = (photo: string, actor = system): BookingCommand => ({
    type: 'RecordTripPhotoVariants',
    bookingId,
    actor,
    photo,
    thumbnail: `${photo}-w480.webp`,
    large: `${photo}-w1200.webp`,
  });
  const made = (photo: string): BookingEvent => ({
    type: 'BookingTripPhotoVariantsMade',
    data: { bookingId, photo, thumbnail: `${photo}-w480.webp`, large: `${photo}-w1200.webp` },
  });

  it("records the copies of a reading's photo and of a damage photo, once each", () => {
    given([...paid, handedOver])
      .when(copiesOf(photoPath(1)))
      .thenAppends([made(photoPath(1))]);
    given([...paid, handedOver, returned(scratch)])
      .when(copiesOf(photoPath(9)))
      .thenAppends([made(photoPath(9))]);
    given([...paid, handedOver, made(photoPath(1))])
      .when(copiesOf(photoPath(1)))
      .thenAppendsNothing();
  });

  it('appends nothing for a photo the trip never recorded: a late or stray job is harmless', () => {
    given([...paid, handedOver])
      .when(copiesOf(photoPath(9)))
      .thenAppendsNothing();
    given(paid)
      .when(copiesOf(photoPath(1)))
      .thenAppendsNothing();
  });

  it('is the product’s alone', () => {
    given([...paid, handedOver])
      .when(copiesOf(photoPath(1), host))
      .thenFails({ kind: 'forbidden', message: BOOKING_MESSAGES.onlyProduct });
    given([...paid, handedOver])
      .when(copiesOf(photoPath(1), admin))
      .thenFails({ kind: 'forbidden', message: BOOKING_MESSAGES.onlyProduct });
  });
});

it('keeps the car id on the booking for the trip’s projections', () => {
  expect(fold(bookingDecider, afterTrip)).toMatchObject({
    carId,
    status: 'completed',
    trip: { completedAt: '2025-03-07T18:00:00.000Z' },
  });
});
