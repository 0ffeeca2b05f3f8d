import { describe, expect, it } from 'vitest';
import type { CarState, ListedCar } from '../cars/car.decider';
import { carDetails, withDriver } from '../cars/car.testing';
import type { RenterRequirements } from '../cars/renter-requirements';
import { DEFAULT_TRIP_RULES, NO_DISCOUNTS, type TripRules } from '../cars/trip-rules';
import { formatCedis } from '../money/money';
import { invalidField } from '../shared/decider.testing';
import { DomainError } from '../shared/errors';
import { BOOKING_MESSAGES as M } from './booking.messages';
import {
  type BookingRequest,
  priceBookingRequest,
  type RenterRecord,
  requireRenterMeetsRequirements,
} from './booking-request';
import { DEFAULT_PROTECTION_PLANS as plans } from './protection-plans';

const now = new Date('2025-03-01T10:00:00.000Z');

const details = carDetails({
  location: 'Kumasi',
  description: '',
  features: [],
  images: [],
  roadworthyDocument: null,
  registrationDocument: null,
  insuranceDocument: null,
  ...withDriver,
});

const car = (overrides: Partial<ListedCar> = {}): ListedCar => ({
  status: 'listed',
  carId: 'car-1',
  ownerId: 'host-1',
  details,
  available: true,
  verificationStatus: 'approved',
  verificationNotes: null,
  regionSurcharges: { 'greater-accra': 5_000, volta: 3_350 },
  photoVariants: {},
  ...overrides,
});

const request = (overrides: Partial<BookingRequest> = {}): BookingRequest => ({
  carId: 'car-1',
  startDate: '2025-03-05',
  endDate: '2025-03-08',
  includeDriver: false,
  ...overrides,
});

function refusal(state: CarState, asked: BookingRequest, renterId = 'renter-1') {
  try {
    priceBookingRequest(state, asked, renterId, now, plans);
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    const { kind, message, fields } = error as DomainError;
    return { kind, message, fields };
  }
  throw new Error('expected a refusal');
}

describe('priceBookingRequest: worked examples', () => {
  it('prices 3 days in the car’s own region: ₵250 × 3 = ₵750, fee ₵37.50, total ₵787.50 shown as ₵788', () => {
    const { quote, destinationRegionId, ownerId } = priceBookingRequest(
      car(),
      request(),
      'renter-1',
      now,
      plans,
    );
    const { lines, ...figures } = quote;
    expect(figures).toEqual({
      days: 3,
      baseAmount: 75_000,
      discountPercent: 0,
      discountAmount: 0,
      surchargeAmount: 0,
      driverAmount: 0,
      subtotal: 75_000,
      serviceFee: 3_750,
      total: 78_750,
    });
    expect(lines.map((line) => line.kind)).toEqual(['rental', 'service-fee']);
    expect(formatCedis(quote.total)).toBe('₵788');
    expect(destinationRegionId).toBeNull();
    expect(ownerId).toBe('host-1');
  });

  it('adds the Greater Accra surcharge and the driver: (₵250 + ₵50 + ₵150) × 3 = ₵1,350, fee ₵67.50, total ₵1,418', () => {
    const { quote } = priceBookingRequest(
      car(),
      request({
        destinationRegionId: 'greater-accra',
        interRegionalSurcharge: '150',
        includeDriver: true,
        driverFee: '450.00',
      }),
      'renter-1',
      now,
      plans,
    );
    expect(quote).toMatchObject({ surchargeAmount: 15_000, driverAmount: 45_000, subtotal: 135_000 });
    expect(quote.serviceFee).toBe(6_750);
    expect(quote.total).toBe(141_750);
    expect(formatCedis(quote.total)).toBe('₵1,418');
  });

  it('adds a child seat the car offers at its rate per day: (₵250 + ₵20) × 3 = ₵810, fee ₵40.50, total ₵850.50', () => {
    const withSeat = car({ details: { ...details, extras: [{ kind: 'child-seat', dailyRate: 2_000 }] } });
    const { quote } = priceBookingRequest(
      withSeat,
      request({ extras: ['child-seat'] }),
      'renter-1',
      now,
      plans,
    );
    expect(quote).toMatchObject({ subtotal: 81_000, serviceFee: 4_050, total: 85_050 });
    expect(quote.lines).toContainEqual({
      kind: 'child-seat',
      label: 'Child seat',
      quantity: 3,
      unitAmount: 2_000,
      amount: 6_000,
    });
  });

  it('keeps pesewas in a surcharge: Volta ₵33.50 × 3 = ₵100.50, sent as "100.5"', () => {
    const { quote } = priceBookingRequest(
      car(),
      request({ destinationRegionId: 'volta', interRegionalSurcharge: '100.5' }),
      'renter-1',
      now,
      plans,
    );
    // (₵750 + ₵100.50) = ₵850.50; 5 % = ₵42.525 → 4,253 pesewas (half up); total ₵893.03 shown as ₵893.
    expect(quote).toMatchObject({
      surchargeAmount: 10_050,
      subtotal: 85_050,
      serviceFee: 4_253,
      total: 89_303,
    });
    expect(formatCedis(quote.total)).toBe('₵893');
  });
});

describe('priceBookingRequest: refusals', () => {
  it('refuses a surcharge that differs from the server’s, naming the right figure', () => {
    expect(
      refusal(car(), request({ destinationRegionId: 'greater-accra', interRegionalSurcharge: '100' })),
    ).toEqual({
      kind: 'conflict',
      message: M.surchargeChanged('₵150'),
      fields: { interRegionalSurcharge: M.surchargeChanged('₵150') },
    });
  });

  it('refuses a region chosen without the surcharge the screen should have shown', () => {
    expect(refusal(car(), request({ destinationRegionId: 'greater-accra' })).message).toBe(
      M.surchargeChanged('₵150'),
    );
  });

  it('refuses a surcharge sent for the car’s own region', () => {
    expect(refusal(car(), request({ interRegionalSurcharge: '150' })).message).toBe(M.surchargeChanged('₵0'));
  });

  it('refuses a tampered driver fee, and a driver fee without the driver', () => {
    expect(refusal(car(), request({ includeDriver: true, driverFee: '1' })).message).toBe(
      M.driverFeeChanged('₵450'),
    );
    expect(refusal(car(), request({ includeDriver: true })).message).toBe(M.driverFeeChanged('₵450'));
    expect(refusal(car(), request({ driverFee: '450' })).message).toBe(M.driverFeeChanged('₵0'));
  });

  it('refuses a driver the car does not offer', () => {
    const noDriver = car({ details: { ...details, driverAvailable: false } });
    expect(refusal(noDriver, request({ includeDriver: true }))).toMatchObject({
      kind: 'validation',
      message: M.driverNotOffered,
    });
  });

  it('refuses a child seat the car does not offer, on the extras field', () => {
    expect(refusal(car(), request({ extras: ['child-seat'] }))).toMatchObject(
      invalidField('extras', 'This car does not come with a child seat.'),
    );
  });

  it('refuses a region the car is not delivered to', () => {
    expect(refusal(car(), request({ destinationRegionId: 'northern' }))).toMatchObject(
      invalidField('destinationRegionId', M.regionNotDelivered('Northern')),
    );
  });

  it.each([
    ['a missing car', { status: 'none' } as CarState, 'not_found', M.carNotFound],
    ['a deleted car', { status: 'deleted', carId: 'car-1' } as CarState, 'not_found', M.carNotFound],
    ['a car pending verification', car({ verificationStatus: 'pending' }), 'conflict', M.carNotApproved],
    ['a rejected car', car({ verificationStatus: 'rejected' }), 'conflict', M.carNotApproved],
    ['a car closed for booking', car({ available: false }), 'conflict', M.carUnavailable],
  ])('refuses %s', (_name, state, kind, message) => {
    expect(refusal(state, request())).toMatchObject({ kind, message });
  });

  it('refuses the renter’s own car', () => {
    expect(refusal(car(), request(), 'host-1')).toMatchObject({ kind: 'forbidden', message: M.bookOwnCar });
  });

  it('refuses dates in the past and an end not after the start', () => {
    expect(refusal(car(), request({ startDate: '2025-02-28' }))).toMatchObject({
      kind: 'validation',
      message: M.startDateInPast,
    });
    expect(refusal(car(), request({ endDate: '2025-03-05' }))).toMatchObject({
      kind: 'validation',
      message: M.endDateAfterStart,
    });
  });

  it('refuses a trip over 90 days and a start over 12 months ahead, before pricing it', () => {
    expect(refusal(car(), request({ endDate: '2025-06-04' }))).toEqual(
      invalidField('endDate', M.tripTooLong(90)),
    );
    expect(
      priceBookingRequest(car(), request({ endDate: '2025-06-03' }), 'renter-1', now, plans).quote.days,
    ).toBe(90);
    expect(refusal(car(), request({ startDate: '2026-03-02', endDate: '2026-03-04' }))).toEqual(
      invalidField('startDate', M.startTooFarAhead(12)),
    );
  });
});

describe("priceBookingRequest: the car's trip rules and discounts", () => {
  const ruled = (tripRules: Partial<TripRules>, discounts = NO_DISCOUNTS) =>
    car({ details: { ...details, tripRules: { ...DEFAULT_TRIP_RULES, ...tripRules }, discounts } });

  it('refuses a trip shorter than the shortest, naming the rule', () => {
    const tooShort = M.tripTooShort(4);
    expect(refusal(ruled({ minTripDays: 4 }), request())).toEqual(invalidField('endDate', tooShort));
    expect(priceBookingRequest(ruled({ minTripDays: 3 }), request(), 'renter-1', now, plans).quote.days).toBe(
      3,
    );
  });

  it('refuses a trip longer than the longest', () => {
    const tooLong = M.tripTooLong(2);
    expect(refusal(ruled({ maxTripDays: 2 }), request())).toMatchObject({ fields: { endDate: tooLong } });
  });

  it('refuses a start inside the advance notice: 1 March with 5 days’ notice starts on the 6th at the earliest', () => {
    const notice = M.noticeNeeded(5);
    expect(refusal(ruled({ advanceNoticeDays: 5 }), request())).toMatchObject({
      message: notice,
      fields: { startDate: notice },
    });
    const sixth = request({ startDate: '2025-03-06', endDate: '2025-03-08' });
    expect(
      priceBookingRequest(ruled({ advanceNoticeDays: 5 }), sixth, 'renter-1', now, plans).quote.days,
    ).toBe(2);
  });

  it('refuses a start beyond the car’s booking window', () => {
    const farOff = request({ startDate: '2025-06-02', endDate: '2025-06-04' });
    expect(refusal(ruled({ bookAheadMonths: 3 }), farOff)).toMatchObject({
      fields: { startDate: M.startTooFarAhead(3) },
    });
    const lastDay = request({ startDate: '2025-06-01', endDate: '2025-06-04' });
    expect(
      priceBookingRequest(ruled({ bookAheadMonths: 3 }), lastDay, 'renter-1', now, plans).quote.days,
    ).toBe(3);
  });

  it('applies the weekly discount and checks the figure the screen showed', () => {
    const week = request({ startDate: '2025-03-05', endDate: '2025-03-12' });
    const discounted = ruled({}, { weeklyPercent: 10, monthlyPercent: 0 });
    expect(refusal(discounted, week)).toEqual({
      kind: 'conflict',
      message: M.discountChanged('₵175'),
      fields: { discount: M.discountChanged('₵175') },
    });
    const { quote } = priceBookingRequest(
      discounted,
      { ...week, discount: '175.00' },
      'renter-1',
      now,
      plans,
    );
    expect(quote).toMatchObject({
      days: 7,
      baseAmount: 175_000,
      discountPercent: 10,
      discountAmount: 17_500,
    });
    expect(quote.total).toBe(165_375);
    expect(refusal(discounted, { ...week, discount: '170' })).toMatchObject({ kind: 'conflict' });
  });
});

describe("requireRenterMeetsRequirements: a host's requirements of renters", () => {
  const asks = (minCompletedTrips: number, minRating: number | null) => ({ minCompletedTrips, minRating });
  const renter = (tripCount: number, averageRating: number | null) => ({ tripCount, averageRating });
  const outcome = (requirements: RenterRequirements, record: RenterRecord) => {
    try {
      requireRenterMeetsRequirements(requirements, record);
      return 'accepted';
    } catch (error) {
      const { kind, message } = error as DomainError;
      return `${kind}: ${message}`;
    }
  };

  it.each([
    ['a car asking nothing, a renter without trips', asks(0, null), renter(0, null), 'accepted'],
    ['3 trips asked, 3 completed', asks(3, null), renter(3, null), 'accepted'],
    [
      '3 trips asked, 1 completed',
      asks(3, null),
      renter(1, null),
      'forbidden: This host asks for renters with at least 3 completed trips. You have 1.',
    ],
    [
      '1 trip asked, none completed',
      asks(1, null),
      renter(0, null),
      'forbidden: This host asks for renters with at least 1 completed trip. You have 0.',
    ],
    ['4.5 asked, rated 4.5', asks(0, 4.5), renter(2, 4.5), 'accepted'],
    [
      '4.5 asked, rated 4.0',
      asks(0, 4.5),
      renter(2, 4),
      'forbidden: This host asks for renters rated at least 4.5. Your rating is 4.0.',
    ],
    ['4.5 asked, no reviews yet: the rating rule does not apply', asks(0, 4.5), renter(0, null), 'accepted'],
    [
      'both asked, both missed: the trips are named first',
      asks(2, 5),
      renter(1, 3.2),
      'forbidden: This host asks for renters with at least 2 completed trips. You have 1.',
    ],
  ])('given %s', (_, requirements, record, expected) => {
    expect(outcome(requirements, record)).toBe(expected);
  });

  it('prices a car listed before the setting existed as asking nothing', () => {
    const { renterRequirements } = priceBookingRequest(car(), request(), 'renter-1', now, plans);
    expect(renterRequirements).toEqual({ minCompletedTrips: 0, minRating: null });
  });
});
