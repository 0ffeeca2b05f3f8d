import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { messagesOf, parsed } from '../shared/schema.testing';
import { TRIP_MESSAGES } from '../trips/trip.rules';
import { BOOKING_MESSAGES as M } from './booking.messages';
import {
  bookingFormSchema,
  cancelBookingSchema,
  createBookingRequestSchema,
  initializePaymentSchema,
  reviewSchema,
} from './booking.schemas';

const END_AFTER_START = 'End date must be after start date';

describe('createBookingRequestSchema (POST /api/bookings)', () => {
  const request = { carId: 'car-1', startDate: '2025-03-05', endDate: '2025-03-07' };

  it('takes the minimal request the booking screen sends, with no driver and the Minimum plan by default', () => {
    expect(parsed(createBookingRequestSchema, request)).toEqual({
      ...request,
      includeDriver: false,
      extras: [],
      protectionPlan: 'minimum',
    });
  });

  it('takes every optional value', () => {
    const full = {
      ...request,
      destinationRegionId: 'ashanti',
      interRegionalSurcharge: '100',
      includeDriver: true,
      driverFee: '300.50',
      extras: ['child-seat'],
      protectionPlan: 'premier',
      deliveryPoint: { digitalAddress: 'AK-039-5028', directions: 'Behind the Kejetia market, blue gate' },
    };
    expect(parsed(createBookingRequestSchema, full)).toEqual(full);
  });

  it('keeps a delivery point’s address upper case with dashes, and names each missing part', () => {
    const delivery = { ...request, destinationRegionId: 'ashanti' };
    expect(
      parsed(createBookingRequestSchema, {
        ...delivery,
        deliveryPoint: { digitalAddress: 'ak 039 5028', directions: '  Blue gate  ' },
      }).deliveryPoint,
    ).toEqual({ digitalAddress: 'AK-039-5028', directions: 'Blue gate' });
    expect(messagesOf(createBookingRequestSchema, delivery)).toEqual({
      deliveryPoint: [M.deliveryPointRequired],
    });
    expect(
      messagesOf(createBookingRequestSchema, {
        ...delivery,
        deliveryPoint: { digitalAddress: 'Kejetia 39', directions: '' },
      }),
    ).toEqual({
      'deliveryPoint.digitalAddress': ['Digital address must look like GA-183-8164 (GhanaPost GPS)'],
      'deliveryPoint.directions': [M.deliveryDirectionsRequired],
    });
    expect(
      messagesOf(createBookingRequestSchema, {
        ...request,
        deliveryPoint: { digitalAddress: 'AK-039-5028', directions: 'Blue gate' },
      }),
    ).toEqual({ deliveryPoint: [M.deliveryPointWithoutDelivery] });
  });

  it.each(['Premier', 'plan with spaces', '', 3])('refuses the plan id %j', (protectionPlan) => {
    expect(messagesOf(createBookingRequestSchema, { ...request, protectionPlan })).toEqual({
      protectionPlan: [M.protectionPlanUnknown],
    });
  });

  it.each([
    ['an unknown extra', ['roof-box'], 'extras.0', M.extraUnknown],
    ['an extra chosen twice', ['child-seat', 'child-seat'], 'extras', M.extraChosenTwice],
    ['extras that are not a list', 'child-seat', 'extras', M.extrasInvalid],
  ])('refuses %s', (_, extras, field, message) => {
    expect(messagesOf(createBookingRequestSchema, { ...request, extras })).toEqual({ [field]: [message] });
  });

  it.each([
    ['on the start date', '2025-03-05'],
    ['before the start date', '2025-03-01'],
  ])('puts "End date must be after start date" on an end date %s', (_, endDate) => {
    expect(messagesOf(createBookingRequestSchema, { ...request, endDate })).toEqual({
      endDate: [END_AFTER_START],
    });
  });

  it('requires the car and both dates', () => {
    expect(messagesOf(createBookingRequestSchema, {})).toEqual({
      carId: [M.carIdRequired],
      startDate: [M.startDateRequired],
      endDate: [M.endDateRequired],
    });
    expect(messagesOf(createBookingRequestSchema, { carId: ' ', startDate: '', endDate: '' })).toEqual({
      carId: [M.carIdRequired],
      startDate: [M.startDateRequired],
      endDate: [M.endDateRequired],
    });
  });

  it.each(['2025-02-30', '2025-3-5', '05/03/2025', '2025-03-05T00:00:00Z'])(
    'takes dates only as real yyyy-MM-dd days, not %j',
    (startDate) => {
      expect(messagesOf(createBookingRequestSchema, { ...request, startDate })).toEqual({
        startDate: [M.dateInvalid],
      });
    },
  );

  it('refuses a destination that is not a region of Ghana', () => {
    expect(messagesOf(createBookingRequestSchema, { ...request, destinationRegionId: 'lagos' })).toEqual({
      destinationRegionId: [M.regionUnknown],
    });
  });

  it('takes the client’s figures as cedi strings with at most 2 decimals', () => {
    for (const driverFee of ['1.234', '-5', 'abc', '1'.repeat(21), 300]) {
      expect(messagesOf(createBookingRequestSchema, { ...request, driverFee })).toEqual({
        driverFee: [M.amountInvalid],
      });
    }
    expect(messagesOf(createBookingRequestSchema, { ...request, interRegionalSurcharge: '5O' })).toEqual({
      interRegionalSurcharge: [M.amountInvalid],
    });
  });

  it('limits the car id', () => {
    expect(messagesOf(createBookingRequestSchema, { ...request, carId: 'c'.repeat(65) })).toHaveProperty(
      'carId',
    );
  });
});

describe('bookingFormSchema (the booking form)', () => {
  const originalTimeZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTimeZone;
  });

  it('takes date-input strings and leaves them as yyyy-MM-dd', () => {
    expect(parsed(bookingFormSchema, { startDate: '2025-03-05', endDate: '2025-03-07' })).toEqual({
      startDate: '2025-03-05',
      endDate: '2025-03-07',
    });
  });

  it('takes a date picker’s Dates as the local calendar day they show', () => {
    process.env.TZ = 'America/New_York';
    const values = { startDate: new Date(2025, 2, 5), endDate: new Date(2025, 2, 7, 23, 30) };
    expect(parsed(bookingFormSchema, { ...values, destinationRegion: '', includeDriver: true })).toEqual({
      startDate: '2025-03-05',
      endDate: '2025-03-07',
      destinationRegion: '',
      includeDriver: true,
    });
  });

  it('puts "End date must be after start date" on the end date', () => {
    expect(messagesOf(bookingFormSchema, { startDate: '2025-03-05', endDate: '2025-03-05' })).toEqual({
      endDate: [END_AFTER_START],
    });
    expect(
      messagesOf(bookingFormSchema, {
        startDate: new Date(2025, 2, 5, 9),
        endDate: new Date(2025, 2, 5, 18),
      }),
    ).toEqual({ endDate: [END_AFTER_START] });
  });

  it('requires both dates', () => {
    expect(messagesOf(bookingFormSchema, {})).toEqual({
      startDate: [M.startDateRequired],
      endDate: [M.endDateRequired],
    });
    expect(messagesOf(bookingFormSchema, { startDate: null, endDate: '' })).toEqual({
      startDate: [M.startDateRequired],
      endDate: [M.endDateRequired],
    });
  });

  it('refuses dates that are not days', () => {
    expect(messagesOf(bookingFormSchema, { startDate: new Date(Number.NaN), endDate: '2025-13-01' })).toEqual(
      {
        startDate: [M.dateInvalid],
        endDate: [M.dateInvalid],
      },
    );
  });

  it('takes a destination region from the list, or none', () => {
    const dates = { startDate: '2025-03-05', endDate: '2025-03-07' };
    expect(parsed(bookingFormSchema, { ...dates, destinationRegion: 'volta' }).destinationRegion).toBe(
      'volta',
    );
    expect(messagesOf(bookingFormSchema, { ...dates, destinationRegion: 'x'.repeat(200) })).toEqual({
      destinationRegion: [M.regionUnknown],
    });
  });
});

describe('reviewSchema', () => {
  it('takes 1 to 5 stars for the car and the host, and a trimmed comment, empty by default', () => {
    expect(parsed(reviewSchema, { rating: 5, hostRating: 4, comment: '  Lovely car ' })).toEqual({
      rating: 5,
      hostRating: 4,
      comment: 'Lovely car',
    });
    expect(parsed(reviewSchema, { rating: 1, hostRating: 1 })).toEqual({
      rating: 1,
      hostRating: 1,
      comment: '',
    });
  });

  it.each([0, 6, 4.5, '5', undefined])('refuses a rating of %j', (rating) => {
    expect(messagesOf(reviewSchema, { rating, hostRating: 5 })).toEqual({ rating: [M.ratingInvalid] });
    expect(messagesOf(reviewSchema, { rating: 5, hostRating: rating })).toEqual({
      hostRating: [TRIP_MESSAGES.hostRatingInvalid],
    });
  });

  it('limits the comment to 1000 characters', () => {
    expect(messagesOf(reviewSchema, { rating: 4, hostRating: 4, comment: 'x'.repeat(1001) })).toEqual({
      comment: [M.commentTooLong],
    });
  });
});

describe('cancelBookingSchema', () => {
  it('does not accept a late cancellation without a refund unless asked to', () => {
    expect(parsed(cancelBookingSchema, {})).toEqual({ acceptNoRefund: false });
    expect(parsed(cancelBookingSchema, { acceptNoRefund: true })).toEqual({ acceptNoRefund: true });
    expect(v.safeParse(cancelBookingSchema, { acceptNoRefund: 'yes' }).success).toBe(false);
  });
});

describe('initializePaymentSchema (POST /api/payments/initialize)', () => {
  it('requires the booking id', () => {
    expect(parsed(initializePaymentSchema, { bookingId: ' b-1 ' })).toEqual({ bookingId: 'b-1' });
    expect(messagesOf(initializePaymentSchema, {})).toEqual({ bookingId: [M.bookingIdRequired] });
    expect(messagesOf(initializePaymentSchema, { bookingId: 'b'.repeat(65) })).toHaveProperty('bookingId');
  });
});

describe('control characters in booking requests', () => {
  it('refuses them in the ids a request names, which would otherwise reach the event store', () => {
    expect(messagesOf(initializePaymentSchema, { bookingId: 'b\u0000' })).toEqual({
      bookingId: ['bookingId must not contain control characters'],
    });
    expect(
      messagesOf(createBookingRequestSchema, {
        carId: 'c\u0000',
        startDate: '2025-03-05',
        endDate: '2025-03-07',
      }),
    ).toEqual({ carId: ['carId must not contain control characters'] });
  });

  it('keeps line breaks in a review comment, never a NUL', () => {
    const review = { rating: 5, hostRating: 5 };
    expect(parsed(reviewSchema, { ...review, comment: 'Great car.\nFriendly host.' }).comment).toBe(
      'Great car.\nFriendly host.',
    );
    expect(messagesOf(reviewSchema, { ...review, comment: 'Great\u0000' })).toEqual({
      comment: ['Comment must not contain control characters'],
    });
  });
});
