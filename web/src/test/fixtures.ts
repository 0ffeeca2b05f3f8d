import { amaAsCurrentUser } from '@akwaaba/domain/accounts/user.testing';
import { DEFAULT_TRIP_RULES, NO_DISCOUNTS } from '@akwaaba/domain/cars/trip-rules';
import { vi } from 'vitest';
import type { User } from '#app/api/auth.ts';
import type { Car, CarDetail } from '#app/api/cars.ts';
import { fixture } from './fixture.ts';

/** A listed car as GET /api/cars returns it; override what a test cares about. */
export function aCar(overrides: Partial<Car> = {}): Car {
  return {
    id: 'car-1',
    ownerId: 'owner-1',
    make: 'Toyota',
    model: 'Corolla',
    year: 2020,
    location: 'Accra',
    pricePerDay: '250.00',
    description: 'Clean and reliable.',
    features: ['Air conditioning', 'Bluetooth'],
    seats: 5,
    transmission: 'Automatic',
    fuelType: 'Petrol',
    available: true,
    verificationStatus: 'approved',
    images: ['/objects/car-photos/corolla.jpg'],
    thumbnailUrl: null,
    // Until the photo worker made large copies, the gallery is the photos themselves.
    gallery: overrides.images ?? ['/objects/car-photos/corolla.jpg'],
    driverAvailable: false,
    driverDailyRate: null,
    driverName: null,
    driverExperienceYears: null,
    extras: [],
    tripRules: DEFAULT_TRIP_RULES,
    discounts: NO_DISCOUNTS,
    deposit: '0.00',
    // Nothing charged at the return, as for a car listed before return terms.
    includedKmPerDay: null,
    extraKmFee: '0.00',
    fuelEighthFee: '0.00',
    lateHourFee: '0.00',
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

/** One car as GET /api/cars/{id} answers it: no host shown, no review, a host without trips. */
export function aCarDetail(overrides: Partial<CarDetail> = {}): CarDetail {
  return {
    ...aCar(overrides),
    owner: null,
    hostReputation: { averageRating: null, reviewCount: 0, tripCount: 0 },
    reviews: [],
    averageRating: 0,
    reviewCount: 0,
    ...overrides,
  };
}

/** Ama, signed in as GET /api/auth/user answers; override what a test cares about. */
export const aUser = fixture<User>(amaAsCurrentUser);

export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers every fetch with `response`; the mock records the calls. */
export function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
