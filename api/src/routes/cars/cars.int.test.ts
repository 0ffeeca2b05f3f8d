import { randomUUID } from 'node:crypto';
import { bookingStream, type CarDetails } from '@akwaaba/domain';
import { aNewEvent } from '@akwaaba/infra/eventstore/new-event.testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { startAppWithUsers } from '../../../../test/users';
import { book, carDetails, day, listCar } from '../bookings/bookings.test-support';
import { call, listCarAs } from './cars-test-support';

const { t, host, admin, stranger, renter } = await startAppWithUsers({
  host: { firstName: 'Kwame', lastName: 'Mensah' },
  admin: { admin: true },
  stranger: {},
  renter: {},
});

/** A renter's shown review of a car (one that does not rate the host is shown at once). */
const review = (carId: string, rating: number) =>
  t.store.appendToStream(bookingStream(randomUUID()), [
    aNewEvent('BookingReviewed', {
      bookingId: randomUUID(),
      carId,
      renterId: randomUUID(),
      rating,
      comment: 'Good',
      hostRating: null,
    }),
  ]);

const details = (overrides: Partial<CarDetails> = {}): CarDetails =>
  carDetails({
    pricePerDay: 25050,
    roadworthyDocument: 'car-papers/r.pdf',
    registrationDocument: 'car-papers/g.pdf',
    insuranceDocument: 'car-papers/i.pdf',
    ...overrides,
  });

/** A car listed by the product for `ownerId`, approved unless asked otherwise. */
const seedCar = (
  overrides: Partial<CarDetails> = {},
  options: { approve?: boolean; available?: boolean; ownerId?: string } = {},
) => listCar(t, { ...options, details: details(overrides) });

let cars: Record<string, string>;
beforeAll(async () => {
  // Prices straddle the spec's band edges: under 150, exactly 150 and 300, over 300.
  cars = {
    budget: (await seedCar({ pricePerDay: 14_999, location: 'Cape Coast', transmission: 'Manual' })).carId,
    mid150: (await seedCar({ pricePerDay: 15_000, location: 'Accra' })).carId,
    mid300: (await seedCar({ pricePerDay: 30_000, location: 'Tema', transmission: 'Manual' })).carId,
    luxury: (await seedCar({ pricePerDay: 30_001, location: 'Accra' })).carId,
    pending: (await seedCar({ location: 'Accra' }, { approve: false })).carId,
    unavailable: (await seedCar({ location: 'Accra' }, { available: false })).carId,
  };
  await t.settled();
});

const idsOf = async (query = '') => {
  const response = await call<{ id: string }[]>(t, 'GET', `/api/cars${query}`);
  expect(response.status).toBe(200);
  return response.body.map((car) => car.id);
};

describe('GET /api/cars', () => {
  it('without parameters answers every approved, available car as the spec’s list, newest first', async () => {
    const response = await call<Record<string, unknown>[]>(t, 'GET', '/api/cars');
    expect(response.body.map((car) => car.id)).toEqual([cars.luxury, cars.mid300, cars.mid150, cars.budget]);
    expect(response.headers.get('x-total-count')).toBe('4');
    const car = response.body.find((c) => c.id === cars.mid150)!;
    expect(car).toMatchObject({
      make: 'Toyota',
      model: 'Corolla',
      year: 2019,
      location: 'Accra',
      pricePerDay: '150.00',
      features: ['Air conditioning'],
      seats: 5,
      transmission: 'Automatic',
      fuelType: 'Petrol',
      available: true,
      verificationStatus: 'approved',
      images: ['/objects/car-photos/a.jpg'],
      gallery: ['/objects/car-photos/a.jpg'],
      thumbnailUrl: null,
      driverAvailable: true,
      driverDailyRate: '150.00',
      driverName: 'Kofi Asante',
      driverExperienceYears: 12,
    });
    // Papers and the admin's notes are for the owner and admins only.
    expect(car).not.toHaveProperty('roadworthyDocument');
    expect(car).not.toHaveProperty('verificationNotes');
  });

  it.each([
    ['?price=budget', ['budget']],
    ['?price=mid', ['mid300', 'mid150']],
    ['?price=luxury', ['luxury']],
    ['?price=all', ['luxury', 'mid300', 'mid150', 'budget']],
    ['?transmission=manual', ['mid300', 'budget']],
    ['?transmission=Automatic', ['luxury', 'mid150']],
    ['?location=accra', ['luxury', 'mid150']],
    ['?location=%20COAST%20', ['budget']],
    ['?location=cra&price=mid&transmission=automatic', ['mid150']],
    ['?location=Lagos', []],
  ])('filters %s as the spec’s client filters do', async (query, expected) => {
    expect(await idsOf(query)).toEqual(expected.map((name) => cars[name]));
  });

  it('pages through the matches, with the total and a link to the next page', async () => {
    const first = await call<{ id: string }[]>(t, 'GET', '/api/cars?page=1&pageSize=3');
    expect(first.body.map((car) => car.id)).toEqual([cars.luxury, cars.mid300, cars.mid150]);
    expect(first.headers.get('x-total-count')).toBe('4');
    expect(first.headers.get('link')).toBe('</api/cars?page=2&pageSize=3>; rel="next"');
    const second = await call<{ id: string }[]>(t, 'GET', '/api/cars?page=2&pageSize=3');
    expect(second.body.map((car) => car.id)).toEqual([cars.budget]);
    expect(second.headers.get('link')).toBeNull();
    const beyond = await call<{ id: string }[]>(t, 'GET', '/api/cars?page=9&pageSize=3');
    expect(beyond.body).toEqual([]);
    expect(beyond.headers.get('x-total-count')).toBe('4');
  });

  it.each([
    ['?price=cheap', 'price must be one of: all, budget, mid, luxury'],
    ['?transmission=cvt', 'transmission must be one of: all, automatic, manual'],
    ['?page=0', 'page must be a whole number from 1 to 100000'],
    ['?pageSize=500', 'pageSize must be a whole number from 1 to 48'],
    [`?location=${'x'.repeat(101)}`, 'location must be at most 100 characters'],
    ['?location=Accra%00', 'location must not contain control characters'],
    ['?location=Ku%0Amasi', 'location must not contain control characters'],
    ['?sort=cheapest', 'sort must be one of: newest, price, rating'],
  ])('refuses %s with a clear message', async (query, message) => {
    const response = await call(t, 'GET', `/api/cars${query}`);
    expect(response).toMatchObject({ status: 400, body: { message } });
  });
});

describe('GET /api/cars: sort, rating and the trip’s total', () => {
  it('sorts by price per day, lowest first, and by rating, unrated cars last; newest first by default', async () => {
    expect(await idsOf('?sort=price')).toEqual([cars.budget, cars.mid150, cars.mid300, cars.luxury]);
    expect(await idsOf('?sort=newest')).toEqual(await idsOf());
    await review(cars.mid300!, 4);
    await review(cars.mid300!, 5);
    await review(cars.budget!, 5);
    await t.settled();
    expect(await idsOf('?sort=rating')).toEqual([cars.budget, cars.mid300, cars.luxury, cars.mid150]);
    const rated = await call<{ id: string; averageRating: number; reviewCount: number }[]>(
      t,
      'GET',
      '/api/cars',
    );
    expect(
      rated.body.map(({ id, averageRating, reviewCount }) => ({ id, averageRating, reviewCount })),
    ).toEqual([
      { id: cars.luxury, averageRating: 0, reviewCount: 0 },
      { id: cars.mid300, averageRating: 4.5, reviewCount: 2 },
      { id: cars.mid150, averageRating: 0, reviewCount: 0 },
      { id: cars.budget, averageRating: 5, reviewCount: 1 },
    ]);
  });

  it('gives each car the total a booking of the searched dates charges, and none without dates', async () => {
    const location = `Ho ${randomUUID().slice(0, 8)}`;
    // A weekly discount and a deposit: both in the total, as the booking form counts them.
    const { carId } = await seedCar({
      location,
      pricePerDay: 33_333,
      discounts: { weeklyPercent: 10, monthlyPercent: 20 },
      deposit: 50_000,
    });
    await t.settled();
    const search = async (query: string) =>
      (
        await call<{ id: string; tripTotal?: string }[]>(
          t,
          'GET',
          `/api/cars?location=${encodeURIComponent(location)}${query}`,
        )
      ).body;
    expect((await search(''))[0]).not.toHaveProperty('tripTotal');
    // 3 days: ₵999.99, the ₵50 service fee and the ₵500 deposit; 7 days: 10 % off the ₵2,333.31 first.
    for (const [start, end, discount, total] of [
      [day(3), day(6), undefined, '1549.99'],
      [day(10), day(17), '233.33', '2704.98'],
    ] as const) {
      const [found] = await search(`&start=${start}&end=${end}`);
      expect(found).toMatchObject({ id: carId, tripTotal: total });
      const booked = await book(t, renter, { carId, startDate: start, endDate: end, discount });
      expect(booked.totalPrice).toBe(total);
    }
  });
});

describe('GET /api/cars/{id}', () => {
  it('answers the car with its host’s profile, reviews and rating', async () => {
    const { carId } = await seedCar({}, { ownerId: host.userId });
    await t.settled();
    const response = await call(t, 'GET', `/api/cars/${carId}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: carId,
      owner: { firstName: 'Kwame', lastName: 'Mensah', profileImageUrl: null, bio: null },
      reviews: [],
      reviewCount: 0,
      averageRating: 0,
    });
    expect(response.body).not.toHaveProperty('insuranceDocument');
  });

  it('shows a pending car to its owner and to admins, with papers and notes, and to nobody else', async () => {
    const { carId } = await seedCar({}, { approve: false, ownerId: host.userId });
    await t.settled();
    for (const viewer of [null, stranger]) {
      const response = await call(t, 'GET', `/api/cars/${carId}`, { user: viewer });
      expect(response).toMatchObject({ status: 404, body: { message: 'Car not found' } });
    }
    for (const viewer of [host, admin]) {
      const response = await call(t, 'GET', `/api/cars/${carId}`, { user: viewer });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        verificationStatus: 'pending',
        roadworthyDocument: 'car-papers/r.pdf',
        documentLinks: { roadworthyDocument: `/api/cars/${carId}/documents/roadworthy` },
      });
    }
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"])(
    'answers 404 "Car not found" for %s',
    async (id) => {
      const response = await call(t, 'GET', `/api/cars/${encodeURIComponent(id)}`);
      expect(response).toMatchObject({ status: 404, body: { message: 'Car not found' } });
    },
  );
});

describe('a car’s papers', () => {
  it('open for the owner and admins through a short-lived signed link, and for nobody else', async () => {
    const carId = await listCarAs(t, host);
    const path = `/api/cars/${carId}/documents/insurance`;
    expect((await call(t, 'GET', path)).status).toBe(401);
    expect(await call(t, 'GET', path, { user: stranger })).toMatchObject({
      status: 403,
      body: { message: 'Only the owner of this car and admins can see its papers.' },
    });
    for (const viewer of [host, admin]) {
      const redirect = await call(t, 'GET', path, { user: viewer });
      expect(redirect.status).toBe(302);
      const location = redirect.headers.get('location')!;
      expect(location).toMatch(/^\/api\/private-objects\/car-papers\/[0-9a-f-]{36}\?expires=\d+&signature=/);
      const paper = await fetch(`${t.baseUrl}${location}`);
      expect(paper.status).toBe(200);
      expect(paper.headers.get('content-type')).toBe('application/pdf');
    }
    // The paper itself is never served publicly.
    const objectPath = (
      await call<{ insuranceDocument: string }>(t, 'GET', `/api/cars/${carId}`, { user: host })
    ).body.insuranceDocument;
    expect((await fetch(`${t.baseUrl}${objectPath}`)).status).toBe(404);
  });
});

describe('errors', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const response = await call<{ message: string }>(t, 'GET', '/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body.message).toMatch(/No such endpoint/);
  });
});
