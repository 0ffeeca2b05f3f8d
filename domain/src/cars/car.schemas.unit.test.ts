import { afterEach, describe, expect, it, vi } from 'vitest';
import { REGIONS } from '../regions';
import { messagesOf, parsed } from '../shared/schema.testing';
import { CAR_MESSAGES as M } from './car.messages';
import {
  approveCarSchema,
  createCarSchema,
  regionPricingSchema,
  rejectCarSchema,
  splitFeatures,
  updateCarSchema,
} from './car.schemas';
import { carFormFields } from './car.testing';

const validCar = {
  ...carFormFields,
  images: ['/objects/a.jpg'],
  roadworthyDocument: 'papers/roadworthy.pdf',
  registrationDocument: 'papers/registration.pdf',
  insuranceDocument: 'papers/insurance.pdf',
};

const car = (overrides: Record<string, unknown>) => ({ ...validCar, ...overrides });
const without = (field: keyof typeof validCar) => {
  const { [field]: _, ...rest } = validCar;
  return rest;
};
const driver = {
  driverAvailable: true,
  driverDailyRate: '100',
  driverName: 'Kwame Mensah',
  driverPhone: '024 123 4567',
  driverExperienceYears: 8,
};

afterEach(() => {
  vi.useRealTimers();
});

describe('createCarSchema', () => {
  it('accepts a complete car, trims text and fills the defaults', () => {
    const { description: _, features: __, images: ___, ...minimal } = validCar;
    expect(parsed(createCarSchema, { ...minimal, make: '  Toyota ', model: ' Corolla' })).toEqual({
      ...minimal,
      description: '',
      features: [],
      images: [],
      available: true,
      driverAvailable: false,
      extras: [],
      renterRequirements: { minCompletedTrips: 0, minRating: null },
      tripRules: { minTripDays: 1, maxTripDays: 90, advanceNoticeDays: 0, bookAheadMonths: 12 },
      discounts: { weeklyPercent: 0, monthlyPercent: 0 },
      deposit: 0,
      includedKmPerDay: null,
      extraKmFee: 0,
      fuelEighthFee: 0,
      lateHourFee: 0,
      instantBook: true,
      handoverHours: { from: '08:00', until: '18:00' },
    });
  });

  describe('handover hours and instant booking', () => {
    it('takes times of day on the half hour, the last after the first', () => {
      expect(parsed(updateCarSchema, { handoverHours: { from: '07:30', until: '19:00' } })).toEqual({
        handoverHours: { from: '07:30', until: '19:00' },
      });
      expect(parsed(updateCarSchema, { instantBook: false })).toEqual({ instantBook: false });
    });

    it.each([
      [
        { from: '7:30', until: '19:00' },
        'Handover hours must be times of day on the half hour, like 08:00 or 17:30',
      ],
      [
        { from: '08:15', until: '19:00' },
        'Handover hours must be times of day on the half hour, like 08:00 or 17:30',
      ],
      [{ from: '18:00', until: '08:00' }, 'The last handover time must be after the first'],
      [{ from: '08:00', until: '08:00' }, 'The last handover time must be after the first'],
    ])('refuses %j', (handoverHours, message) => {
      expect(Object.values(messagesOf(updateCarSchema, { handoverHours })).flat()).toEqual([message]);
    });
  });

  describe('deposit', () => {
    const message = 'Deposit must be an amount from 0 to 10,000 cedi, with at most 2 decimals';

    it('takes ₵0 to ₵10,000 in cedi, as a string or a number, into pesewas', () => {
      expect(parsed(createCarSchema, car({ deposit: '1000' })).deposit).toBe(100_000);
      expect(parsed(createCarSchema, car({ deposit: 0 })).deposit).toBe(0);
      expect(parsed(updateCarSchema, { deposit: '10000.00' })).toEqual({ deposit: 1_000_000 });
    });

    it.each(['10000.01', '-5', 'a lot', '12.345', ''])('refuses %j', (deposit) => {
      expect(messagesOf(createCarSchema, car({ deposit }))).toEqual({ deposit: [message] });
    });
  });

  describe('extras', () => {
    const seatRate = 'Child seat rate must be an amount above 0 cedi, with at most 2 decimals';

    it('takes a child seat at a rate in cedi, as a string or a number', () => {
      expect(
        parsed(createCarSchema, car({ extras: [{ kind: 'child-seat', dailyRate: '20' }] })).extras,
      ).toEqual([{ kind: 'child-seat', dailyRate: '20' }]);
      expect(parsed(updateCarSchema, { extras: [{ kind: 'child-seat', dailyRate: 20.5 }] })).toEqual({
        extras: [{ kind: 'child-seat', dailyRate: 20.5 }],
      });
      expect(parsed(updateCarSchema, { extras: [] })).toEqual({ extras: [] });
    });

    it.each([
      ['an unknown kind', [{ kind: 'roof-box', dailyRate: '20' }], { 'extras.0.kind': [M.extraUnknown] }],
      [
        'an extra offered twice',
        [
          { kind: 'child-seat', dailyRate: '20' },
          { kind: 'child-seat', dailyRate: '25' },
        ],
        { extras: [M.extraOfferedTwice] },
      ],
      ['a negative rate', [{ kind: 'child-seat', dailyRate: '-5' }], { 'extras.0.dailyRate': [seatRate] }],
      ['a rate of 0', [{ kind: 'child-seat', dailyRate: 0 }], { 'extras.0.dailyRate': [seatRate] }],
      [
        'a rate that is not a number',
        [{ kind: 'child-seat', dailyRate: 'twenty' }],
        { 'extras.0.dailyRate': [seatRate] },
      ],
      [
        'a rate with 3 decimals',
        [{ kind: 'child-seat', dailyRate: '20.005' }],
        { 'extras.0.dailyRate': [seatRate] },
      ],
      ['no rate', [{ kind: 'child-seat' }], { 'extras.0.dailyRate': [seatRate] }],
      ['extras that are not a list', 'child-seat', { extras: [M.extrasInvalid] }],
    ])('refuses %s', (_, extras, messages) => {
      expect(messagesOf(createCarSchema, car({ extras }))).toEqual(messages);
      expect(messagesOf(updateCarSchema, { extras })).toEqual(messages);
    });
  });

  describe('trip rules and discounts', () => {
    const rules = { minTripDays: 2, maxTripDays: 30, advanceNoticeDays: 1, bookAheadMonths: 6 };

    it('takes rules and discounts within their bounds', () => {
      const taken = parsed(
        createCarSchema,
        car({ tripRules: rules, discounts: { weeklyPercent: 10, monthlyPercent: 60 } }),
      );
      expect(taken.tripRules).toEqual(rules);
      expect(taken.discounts).toEqual({ weeklyPercent: 10, monthlyPercent: 60 });
    });

    it('refuses a discount of 61 % or a part of a percent', () => {
      expect(
        messagesOf(createCarSchema, car({ discounts: { weeklyPercent: 61, monthlyPercent: 0 } })),
      ).toEqual({
        'discounts.weeklyPercent': [M.weeklyDiscountOutOfRange],
      });
      expect(
        messagesOf(createCarSchema, car({ discounts: { weeklyPercent: 0, monthlyPercent: 2.5 } })),
      ).toEqual({
        'discounts.monthlyPercent': [M.monthlyDiscountOutOfRange],
      });
    });

    it('refuses a shortest trip above the longest, and each rule out of its bounds', () => {
      expect(messagesOf(createCarSchema, car({ tripRules: { ...rules, minTripDays: 31 } }))).toEqual({
        'tripRules.minTripDays': [M.minTripAboveMax],
      });
      expect(
        messagesOf(
          createCarSchema,
          car({ tripRules: { minTripDays: 0, maxTripDays: 91, advanceNoticeDays: 8, bookAheadMonths: 13 } }),
        ),
      ).toEqual({
        'tripRules.minTripDays': [M.minTripDaysOutOfRange],
        'tripRules.maxTripDays': [M.maxTripDaysOutOfRange],
        'tripRules.advanceNoticeDays': [M.advanceNoticeOutOfRange],
        'tripRules.bookAheadMonths': [M.bookAheadOutOfRange],
      });
    });
  });

  describe('renter requirements', () => {
    const asking = (minCompletedTrips: unknown, minRating: unknown) =>
      car({ renterRequirements: { minCompletedTrips, minRating } });

    it.each([
      [0, null],
      [50, null],
      [3, 1],
      [0, 4.5],
      [10, 5],
    ])('takes %s completed trips and a minimum rating of %s', (minCompletedTrips, minRating) => {
      expect(parsed(createCarSchema, asking(minCompletedTrips, minRating)).renterRequirements).toEqual({
        minCompletedTrips,
        minRating,
      });
    });

    it.each([-1, 51, 2.5, '3'])('refuses %s completed trips with a clear message', (minCompletedTrips) => {
      expect(messagesOf(createCarSchema, asking(minCompletedTrips, null))).toEqual({
        'renterRequirements.minCompletedTrips': [M.minCompletedTripsOutOfRange],
      });
    });

    it.each([0.5, 4.2, 5.5, '4'])('refuses a minimum rating of %s with a clear message', (minRating) => {
      expect(messagesOf(createCarSchema, asking(0, minRating))).toEqual({
        'renterRequirements.minRating': [M.minRatingInvalid],
      });
    });
  });

  it.each([
    ['make', M.makeRequired],
    ['model', M.modelRequired],
  ] as const)('requires the %s', (field, message) => {
    expect(messagesOf(createCarSchema, without(field))).toEqual({ [field]: [message] });
    expect(messagesOf(createCarSchema, car({ [field]: '' }))).toEqual({ [field]: [message] });
    expect(messagesOf(createCarSchema, car({ [field]: '   ' }))).toEqual({ [field]: [message] });
    expect(messagesOf(createCarSchema, car({ [field]: 'x'.repeat(51) }))).toEqual({
      [field]: [field === 'make' ? M.makeTooLong : M.modelTooLong],
    });
  });

  it('takes a year from 1900 to next year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-12-31T23:00:00Z'));
    const message = 'Year must be between 1900 and 2031';
    expect(parsed(createCarSchema, car({ year: 1900 })).year).toBe(1900);
    expect(parsed(createCarSchema, car({ year: 2031 })).year).toBe(2031);
    for (const year of [1899, 2032, 2019.5, '2019', Number.NaN, undefined]) {
      expect(messagesOf(createCarSchema, car({ year }))).toEqual({ year: [message] });
    }
    vi.setSystemTime(new Date('2031-06-01T12:00:00Z'));
    expect(parsed(createCarSchema, car({ year: 2032 })).year).toBe(2032);
  });

  it('requires a location from the list', () => {
    expect(messagesOf(createCarSchema, without('location'))).toEqual({ location: [M.locationRequired] });
    expect(messagesOf(createCarSchema, car({ location: '' }))).toEqual({ location: [M.locationRequired] });
    expect(messagesOf(createCarSchema, car({ location: 'Lagos' }))).toEqual({
      location: [M.locationUnknown],
    });
    expect(parsed(createCarSchema, car({ location: 'Cape Coast' })).location).toBe('Cape Coast');
  });

  it('requires a price in cedi above 0, as a decimal string or a number, and leaves it as given', () => {
    for (const pricePerDay of [undefined, null, '', '  ']) {
      expect(messagesOf(createCarSchema, car({ pricePerDay }))).toEqual({ pricePerDay: [M.priceRequired] });
    }
    for (const pricePerDay of ['0', 0, '-5', -5, 'abc', '250.505', true]) {
      expect(messagesOf(createCarSchema, car({ pricePerDay }))).toEqual({ pricePerDay: [M.priceInvalid] });
    }
    expect(parsed(createCarSchema, car({ pricePerDay: '250.50' })).pricePerDay).toBe('250.50');
    expect(parsed(createCarSchema, car({ pricePerDay: 250.5 })).pricePerDay).toBe(250.5);
  });

  it('takes 1 to 20 seats', () => {
    expect(parsed(createCarSchema, car({ seats: 1 })).seats).toBe(1);
    expect(parsed(createCarSchema, car({ seats: 20 })).seats).toBe(20);
    for (const seats of [0, 21, 4.5, undefined]) {
      expect(messagesOf(createCarSchema, car({ seats }))).toEqual({ seats: [M.seatsOutOfRange] });
    }
  });

  it('takes a transmission of Automatic or Manual, and a fuel type of Petrol, Diesel, Electric or Hybrid', () => {
    expect(parsed(createCarSchema, car({ transmission: 'Manual', fuelType: 'Hybrid' }))).toMatchObject({
      transmission: 'Manual',
      fuelType: 'Hybrid',
    });
    expect(messagesOf(createCarSchema, car({ transmission: 'CVT', fuelType: 'Gas' }))).toEqual({
      transmission: [M.transmissionInvalid],
      fuelType: [M.fuelTypeInvalid],
    });
  });

  it('limits the description', () => {
    expect(messagesOf(createCarSchema, car({ description: 'x'.repeat(2001) }))).toEqual({
      description: [M.descriptionTooLong],
    });
  });

  it('takes features as a list of trimmed, non-empty strings', () => {
    expect(parsed(createCarSchema, car({ features: [' AC ', 'GPS'] })).features).toEqual(['AC', 'GPS']);
    expect(messagesOf(createCarSchema, car({ features: ['AC', '  '] }))).toEqual({
      'features.1': [M.featureBlank],
    });
    expect(messagesOf(createCarSchema, car({ features: ['x'.repeat(51)] }))).toEqual({
      'features.0': [M.featureTooLong],
    });
    const many = Array.from({ length: 31 }, (_, i) => `Feature ${i}`);
    expect(messagesOf(createCarSchema, car({ features: many }))).toEqual({ features: [M.tooManyFeatures] });
  });

  it('refuses control characters in its text, keeping line breaks in the description', () => {
    const refused = (field: string) => [`${field} must not contain control characters`];
    expect(parsed(createCarSchema, car({ description: 'Clean.\n\tNo smoking.' })).description).toBe(
      'Clean.\n\tNo smoking.',
    );
    expect(
      messagesOf(
        createCarSchema,
        car({
          make: 'Toy\u0000ota',
          model: 'Corolla\tS',
          description: 'Clean\u001b[2J',
          features: ['AC\u0000'],
          images: ['/objects/a\u0000.jpg'],
          roadworthyDocument: 'papers/\u0000.pdf',
          driverName: 'Kofi\u0085',
        }),
      ),
    ).toEqual({
      make: refused('Make'),
      model: refused('Model'),
      description: refused('Description'),
      'features.0': refused('A feature'),
      'images.0': refused('An image path'),
      roadworthyDocument: refused('Roadworthy certificate'),
      driverName: refused('Driver name'),
    });
    expect(messagesOf(updateCarSchema, { make: 'Toy\u0000ota' })).toEqual({ make: refused('Make') });
    expect(messagesOf(rejectCarSchema, { notes: 'Blurry\u0000' })).toEqual({ notes: refused('Notes') });
    expect(messagesOf(approveCarSchema, { notes: 'Fine\u0000' })).toEqual({ notes: refused('Notes') });
  });

  it('takes at most 5 images', () => {
    const images = (n: number) => Array.from({ length: n }, (_, i) => `/objects/${i}.jpg`);
    expect(parsed(createCarSchema, car({ images: images(5) })).images).toHaveLength(5);
    expect(messagesOf(createCarSchema, car({ images: images(6) }))).toEqual({ images: [M.tooManyImages] });
    expect(messagesOf(createCarSchema, car({ images: [''] }))).toEqual({ 'images.0': [M.imageBlank] });
  });

  it.each([
    ['roadworthyDocument', M.roadworthyRequired],
    ['registrationDocument', M.registrationRequired],
    ['insuranceDocument', M.insuranceRequired],
  ] as const)('requires the %s', (field, message) => {
    expect(messagesOf(createCarSchema, without(field))).toEqual({ [field]: [message] });
    expect(messagesOf(createCarSchema, car({ [field]: ' ' }))).toEqual({ [field]: [message] });
  });

  describe('driver service', () => {
    it('accepts a complete driver offer', () => {
      expect(parsed(createCarSchema, car(driver))).toMatchObject({ ...driver, driverPhone: '+233241234567' });
    });

    it.each(['driverDailyRate', 'driverName', 'driverPhone', 'driverExperienceYears'])(
      'requires the %s when a driver is offered',
      (field) => {
        for (const blank of [undefined, null, ...(field === 'driverExperienceYears' ? [] : [''])]) {
          expect(messagesOf(createCarSchema, car({ ...driver, [field]: blank }))).toEqual({
            driverAvailable: [M.driverDetailsRequired],
          });
        }
      },
    );

    it('ignores blank driver fields when no driver is offered', () => {
      const blanks = { driverAvailable: false, driverDailyRate: '', driverName: '', driverPhone: '' };
      expect(parsed(createCarSchema, car(blanks))).toMatchObject(blanks);
    });

    it('takes a driver rate in cedi above 0', () => {
      for (const driverDailyRate of ['0', 'abc', -1]) {
        expect(messagesOf(createCarSchema, car({ ...driver, driverDailyRate }))).toEqual({
          driverDailyRate: [M.driverRateInvalid],
        });
      }
    });

    it('takes 0 to 50 years of experience', () => {
      expect(
        parsed(createCarSchema, car({ ...driver, driverExperienceYears: 0 })).driverExperienceYears,
      ).toBe(0);
      expect(
        parsed(createCarSchema, car({ ...driver, driverExperienceYears: 50 })).driverExperienceYears,
      ).toBe(50);
      for (const driverExperienceYears of [-1, 51, 2.5]) {
        expect(messagesOf(createCarSchema, car({ ...driver, driverExperienceYears }))).toEqual({
          driverExperienceYears: [M.driverExperienceOutOfRange],
        });
      }
    });

    it('checks the driver’s name length and phone number, keeping the number in E.164', () => {
      expect(messagesOf(createCarSchema, car({ ...driver, driverName: 'x'.repeat(101) }))).toEqual({
        driverName: [M.driverNameTooLong],
      });
      for (const driverPhone of ['call me', '12', '+233 24 123 4567x', '0111234567']) {
        expect(messagesOf(createCarSchema, car({ ...driver, driverPhone }))).toEqual({
          driverPhone: [M.driverPhoneInvalid],
        });
      }
      for (const driverPhone of ['+233 24 123 4567', '0241234567', '024-123-4567', '233241234567']) {
        expect(parsed(createCarSchema, car({ ...driver, driverPhone })).driverPhone).toBe('+233241234567');
      }
    });
  });
});

describe('updateCarSchema', () => {
  it('accepts any subset of the fields and leaves the rest out', () => {
    expect(parsed(updateCarSchema, {})).toEqual({});
    expect(parsed(updateCarSchema, { pricePerDay: '300', available: false })).toEqual({
      pricePerDay: '300',
      available: false,
    });
  });

  it('drops fields a host may not set', () => {
    expect(parsed(updateCarSchema, { verificationStatus: 'approved', ownerId: 'me', seats: 4 })).toEqual({
      seats: 4,
    });
  });

  it('validates the fields that are sent, with the same messages', () => {
    expect(
      messagesOf(updateCarSchema, {
        make: ' ',
        model: '',
        location: '',
        pricePerDay: '',
        year: 1800,
        insuranceDocument: '',
        images: Array.from({ length: 6 }, (_, i) => `/objects/${i}.jpg`),
      }),
    ).toEqual({
      make: [M.makeRequired],
      model: [M.modelRequired],
      location: [M.locationRequired],
      pricePerDay: [M.priceRequired],
      year: [expect.stringMatching(/^Year must be between 1900 and \d{4}$/)],
      insuranceDocument: [M.insuranceRequired],
      images: [M.tooManyImages],
    });
  });

  it('needs the driver’s details when the driver service is switched on', () => {
    expect(messagesOf(updateCarSchema, { driverAvailable: true })).toEqual({
      driverAvailable: [M.driverDetailsRequired],
    });
    expect(parsed(updateCarSchema, driver)).toEqual({ ...driver, driverPhone: '+233241234567' });
    expect(parsed(updateCarSchema, { driverAvailable: false })).toEqual({ driverAvailable: false });
  });
});

describe('regionPricingSchema', () => {
  it('takes one of the 16 regions and a surcharge in cedi', () => {
    expect(REGIONS).toHaveLength(16);
    expect(parsed(regionPricingSchema, { regionId: 'ashanti', surchargePerDay: '50' })).toEqual({
      regionId: 'ashanti',
      surchargePerDay: '50',
    });
    expect(parsed(regionPricingSchema, { regionId: 'bono-east', surchargePerDay: 12.5 }).regionId).toBe(
      'bono-east',
    );
  });

  it('requires both the region and the surcharge', () => {
    const required = [M.regionPricingRequired];
    expect(messagesOf(regionPricingSchema, {})).toEqual({ regionId: required, surchargePerDay: required });
    expect(messagesOf(regionPricingSchema, { regionId: '', surchargePerDay: '' })).toEqual({
      regionId: required,
      surchargePerDay: required,
    });
    expect(messagesOf(regionPricingSchema, { regionId: 'volta' })).toEqual({ surchargePerDay: required });
  });

  it('refuses an unknown region and a surcharge not above 0', () => {
    expect(messagesOf(regionPricingSchema, { regionId: 'lagos', surchargePerDay: '0' })).toEqual({
      regionId: [M.regionUnknown],
      surchargePerDay: [M.surchargeInvalid],
    });
  });
});

describe('admin review schemas', () => {
  it('requires notes to reject, trimmed', () => {
    expect(parsed(rejectCarSchema, { notes: ' Insurance expired ' })).toEqual({ notes: 'Insurance expired' });
    for (const input of [{}, { notes: '' }, { notes: '   ' }, { notes: null }]) {
      expect(messagesOf(rejectCarSchema, input)).toEqual({ notes: [M.rejectNotesRequired] });
    }
    expect(messagesOf(rejectCarSchema, { notes: 'x'.repeat(1001) })).toEqual({ notes: [M.notesTooLong] });
  });

  it('takes optional notes to approve', () => {
    expect(parsed(approveCarSchema, {})).toEqual({});
    expect(parsed(approveCarSchema, { notes: null })).toEqual({ notes: null });
    expect(parsed(approveCarSchema, { notes: ' Papers checked ' })).toEqual({ notes: 'Papers checked' });
    expect(messagesOf(approveCarSchema, { notes: 'x'.repeat(1001) })).toEqual({ notes: [M.notesTooLong] });
  });
});

describe('splitFeatures', () => {
  it('splits the comma-separated form input, trims each feature and drops blanks', () => {
    expect(splitFeatures(' Air conditioning,Bluetooth , ,GPS,')).toEqual([
      'Air conditioning',
      'Bluetooth',
      'GPS',
    ]);
    expect(splitFeatures('')).toEqual([]);
  });
});
