import { setTimeout as sleep } from 'node:timers/promises';
import { refundWhatIsOwed } from '@akwaaba/application/bookings/booking-refunds';
import {
  bookingStream,
  CAR_MESSAGES,
  BOOKING_MESSAGES as M,
  type ReturnTerms,
  type TripPhoto,
} from '@akwaaba/domain';
import { openPayments } from '@akwaaba/infra/payments/index';
import { describe, expect, it } from 'vitest';
import { startAppWithUsers } from '../../../../test/users';
import { call, carBody, uploadCarFiles } from '../cars/cars-test-support';
import {
  ALL_DAY,
  book,
  day,
  eventCount,
  get,
  listCar,
  pay,
  post,
  systemContext,
  tripPhotos,
  typesIn,
} from './bookings.test-support';

/** Protection plans and the refundable deposit (issue 30), over HTTP with the real workers. */
const { t, renter, host } = await startAppWithUsers(
  { renter: { firstName: 'Efua', lastName: 'Ansah' }, host: { firstName: 'Yaw', lastName: 'Boateng' } },
  { workers: true },
);
const payments = await openPayments(t.app.deps);
const eventually = (check: () => Promise<unknown>) => expect.poll(check, { timeout: 20_000, interval: 250 });

interface BookingAnswer {
  id: string;
  totalPrice: string;
  lines: { kind: string; label: string; quantity: number; unitAmount: string; amount: string }[];
  protectionPlan: { id: string; name: string; liabilityCap: string; covers: string[]; notCovered: string[] };
  deposit: { amount: string; status: string };
  settlement: unknown;
}

const reading = (photos: TripPhoto[], odometerKm: number) => ({
  odometerKm,
  fuelEighths: 6,
  photos,
  note: '',
});

describe('GET /api/protection-plans', () => {
  it('lists the plans with their daily fee, liability cap and what they cover, to anyone', async () => {
    const plans = await get<Record<string, unknown>[]>(t, null, '/api/protection-plans');
    expect(plans.status).toBe(200);
    expect(
      plans.body.map(({ id, name, dailyFee, liabilityCap }) => ({ id, name, dailyFee, liabilityCap })),
    ).toEqual([
      { id: 'minimum', name: 'Minimum', dailyFee: '0.00', liabilityCap: '10000.00' },
      { id: 'standard', name: 'Standard', dailyFee: '45.00', liabilityCap: '3000.00' },
      { id: 'premier', name: 'Premier', dailyFee: '90.00', liabilityCap: '500.00' },
    ]);
    for (const plan of plans.body) {
      expect(plan.covers).toEqual(expect.arrayContaining([expect.any(String)]));
      expect(plan.notCovered).toEqual(expect.arrayContaining([expect.any(String)]));
    }
  });
});

describe('booking with a protection plan and a deposit', () => {
  it('charges the plan per day and the deposit as lines beside the host’s, and keeps the plan’s terms', async () => {
    const { carId } = await listCar(t, { ownerId: host.userId, details: { deposit: 200_000 } });
    const booked = await book(t, renter, {
      carId,
      startDate: day(40),
      endDate: day(43),
      protectionPlan: 'standard',
    });
    // ₵250 × 3 = ₵750, fee 5 % = ₵37.50; Standard ₵45 × 3 = ₵135; deposit ₵2,000: ₵2,922.50.
    const booking = booked as unknown as BookingAnswer;
    expect(booking.lines).toEqual([
      { kind: 'rental', label: 'Daily price', quantity: 3, unitAmount: '250.00', amount: '750.00' },
      { kind: 'service-fee', label: 'Service fee (5%)', quantity: 1, unitAmount: '37.50', amount: '37.50' },
      {
        kind: 'protection',
        label: 'Standard protection',
        quantity: 3,
        unitAmount: '45.00',
        amount: '135.00',
      },
      { kind: 'deposit', label: 'Refundable deposit', quantity: 1, unitAmount: '2000.00', amount: '2000.00' },
    ]);
    expect(booking.totalPrice).toBe('2922.50');
    expect(booking.protectionPlan).toMatchObject({
      id: 'standard',
      name: 'Standard',
      liabilityCap: '3000.00',
    });
    expect(booking.deposit).toEqual({ amount: '2000.00', status: 'unpaid' });
    const [created] = await t.store.readStream(bookingStream(booking.id));
    expect(created!.data).toMatchObject({
      protectionPlan: { id: 'standard', fee: { kind: 'fixed', dailyAmount: 4_500 }, liabilityCap: 300_000 },
    });
  });

  it('gives a request without a plan the Minimum plan, with no fee', async () => {
    const { carId } = await listCar(t);
    const booking = (await book(t, renter, {
      carId,
      startDate: day(50),
      endDate: day(52),
    })) as unknown as BookingAnswer;
    expect(booking.lines.map((line) => line.kind)).toEqual(['rental', 'service-fee']);
    expect(booking.protectionPlan).toMatchObject({ id: 'minimum', liabilityCap: '10000.00' });
    expect(booking.deposit).toEqual({ amount: '0.00', status: 'none' });
  });

  it('refuses a plan that is not offered, appending nothing', async () => {
    const { carId } = await listCar(t);
    for (const protectionPlan of ['platinum', 'Standard', 7]) {
      const before = await eventCount(t);
      const refused = await post(t, renter, '/api/bookings', {
        carId,
        startDate: day(60),
        endDate: day(62),
        protectionPlan,
      });
      expect(refused).toMatchObject({
        status: 400,
        body: { fields: { protectionPlan: M.protectionPlanUnknown } },
      });
      expect(await eventCount(t)).toBe(before);
    }
  });
});

describe('a car’s deposit', () => {
  it('is set by the host within ₵0 to ₵10,000, and shown on the car', async () => {
    const files = await uploadCarFiles(t, host);
    const listed = await call<{ id: string; deposit: string }>(t, 'POST', '/api/cars', {
      user: host,
      body: carBody(files, { deposit: '1500' }),
    });
    expect(listed.status, JSON.stringify(listed.body)).toBe(201);
    expect(listed.body.deposit).toBe('1500.00');
    for (const deposit of ['10000.01', '-1', 'plenty']) {
      const before = await eventCount(t);
      const refused = await call(t, 'POST', '/api/cars', { user: host, body: carBody(files, { deposit }) });
      expect(refused).toMatchObject({
        status: 400,
        body: { fields: { deposit: CAR_MESSAGES.depositOutOfRange } },
      });
      const changed = await call(t, 'PATCH', `/api/cars/${listed.body.id}`, {
        user: host,
        body: { deposit },
      });
      expect(changed.status).toBe(400);
      expect(await eventCount(t)).toBe(before);
    }
  });
});

describe('the deposit after the return', () => {
  async function returnedTrip(damage: boolean, returnTerms: Partial<ReturnTerms> = {}, fuelBack = 6) {
    const { carId } = await listCar(t, {
      ownerId: host.userId,
      details: { deposit: 150_000, handoverHours: ALL_DAY, ...returnTerms },
    });
    const { id: bookingId } = await book(t, renter, {
      carId,
      startDate: day(0),
      endDate: day(2),
      pickupTime: ALL_DAY.from,
    });
    const reference = await pay(t, renter, bookingId);
    const handover = await post(
      t,
      host,
      `/api/bookings/${bookingId}/check-in`,
      reading(await tripPhotos(t, host), 50_000),
    );
    expect(handover.status, JSON.stringify(handover.body)).toBe(201);
    const [damagePhoto] = await tripPhotos(t, renter, ['other']);
    const returned = await post(t, renter, `/api/bookings/${bookingId}/check-out`, {
      ...reading(await tripPhotos(t, renter), 50_180),
      fuelEighths: fuelBack,
      ...(damage ? { damage: { description: 'A dent in the boot lid', photos: [damagePhoto!.path] } } : {}),
    });
    expect(returned.status, JSON.stringify(returned.body)).toBe(201);
    return { bookingId, reference };
  }

  const depositOf = async (bookingId: string) =>
    (await get<BookingAnswer>(t, renter, `/api/bookings/${bookingId}`)).body.deposit;

  /**
   * The refund job (from the reactor), two more runs at once and a sweep's run later race for the
   * deposit's refund: the simulator sees `amount` refunded once.
   */
  async function refundedOnceDespiteRaces(bookingId: string, reference: string, amount: number) {
    const deps = { store: t.store, pool: t.db.pool, provider: payments.provider };
    await Promise.all([
      refundWhatIsOwed(deps, bookingId, systemContext()),
      refundWhatIsOwed(deps, bookingId, systemContext()),
    ]);
    await eventually(async () =>
      (await payments.simulator!.refundsOf(reference)).map((r) => r.amount),
    ).toEqual([amount]);
    await eventually(() => depositOf(bookingId)).toEqual({ amount: '1500.00', status: 'refunded' });
    await refundWhatIsOwed(deps, bookingId, systemContext());
    await sleep(1_500);
    expect((await payments.simulator!.refundsOf(reference)).map((r) => r.amount)).toEqual([amount]);
  }

  it('is refunded in full, exactly once, when the car is back with no damage reported', async () => {
    const { bookingId, reference } = await returnedTrip(false);
    await refundedOnceDespiteRaces(bookingId, reference, 150_000);
    expect(
      (await typesIn(t, bookingStream(bookingId))).filter((type) => type === 'BookingDepositRefunded'),
    ).toHaveLength(1);
  });

  it('pays the charges from the record first, and the rest comes back exactly once', async () => {
    // 180 km in two days against 50 a day (80 beyond at ₵2), and 3/8 of a tank less at ₵150.
    const terms = { includedKmPerDay: 50, extraKmFee: 200, fuelEighthFee: 15_000, lateHourFee: 5_000 };
    const { bookingId, reference } = await returnedTrip(false, terms, 3);
    const settlement = async () =>
      (await get<BookingAnswer>(t, host, `/api/bookings/${bookingId}`)).body.settlement;
    expect(await settlement()).toEqual({
      charges: [
        {
          kind: 'extra-km',
          label: 'Extra kilometres',
          amount: '160.00',
          status: 'due',
          explanation: '80 km beyond the kilometres included × ₵2',
        },
        {
          kind: 'fuel',
          label: 'Fuel',
          amount: '450.00',
          status: 'due',
          explanation: '3/8 of a tank missing × ₵150 an eighth',
        },
      ],
      depositRefund: '890.00',
      balanceDue: '0.00',
    });
    await refundedOnceDespiteRaces(bookingId, reference, 89_000);
  });

  it('is kept whole when the charges take all of it, and what they come to beyond it is owed', async () => {
    const terms = { includedKmPerDay: 50, extraKmFee: 2_000, fuelEighthFee: 50_000, lateHourFee: 0 };
    const { bookingId, reference } = await returnedTrip(false, terms, 3);
    // 80 km at ₵20 (₵1,600) and 3/8 at ₵500 (₵1,500): ₵3,100 against a ₵1,500 deposit.
    expect((await get<BookingAnswer>(t, renter, `/api/bookings/${bookingId}`)).body.settlement).toMatchObject(
      {
        depositRefund: '0.00',
        balanceDue: '1600.00',
      },
    );
    await refundWhatIsOwed(
      { store: t.store, pool: t.db.pool, provider: payments.provider },
      bookingId,
      systemContext(),
    );
    await sleep(1_500);
    expect(await payments.simulator!.refundsOf(reference)).toEqual([]);
    expect(await depositOf(bookingId)).toEqual({ amount: '1500.00', status: 'held-for-charges' });
  });

  it('stays held when damage was reported', async () => {
    const { bookingId, reference } = await returnedTrip(true);
    await refundWhatIsOwed(
      { store: t.store, pool: t.db.pool, provider: payments.provider },
      bookingId,
      systemContext(),
    );
    await sleep(1_500);
    expect(await payments.simulator!.refundsOf(reference)).toEqual([]);
    expect(await depositOf(bookingId)).toEqual({ amount: '1500.00', status: 'held-for-damage' });
  });
});
