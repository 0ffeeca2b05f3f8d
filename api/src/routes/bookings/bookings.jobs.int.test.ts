import { openPayments } from '@akwaaba/infra/payments/index';
import { describe, expect, it } from 'vitest';
import { startAppWithUsers } from '../../../../test/users';
import { book, day, get, listCar, startPayment, submitCheckout } from './bookings.test-support';

/** The reactor → pg-boss → worker path, with the real workers running. */
const { t, renter } = await startAppWithUsers({ renter: {} }, { workers: true });
const payments = await openPayments(t.app.deps);

const eventually = (check: () => Promise<unknown>) => expect.poll(check, { timeout: 20_000, interval: 250 });

describe('booking jobs', () => {
  it('expires an unpaid booking when its hold runs out, with no request involved', async () => {
    const { carId } = await listCar(t);
    const config = t.app.deps.config;
    const configured = config.bookingHoldMinutes;
    config.bookingHoldMinutes = 1 / 60;
    let bookingId: string;
    try {
      ({ id: bookingId } = await book(t, renter, { carId, startDate: day(9), endDate: day(11) }));
    } finally {
      config.bookingHoldMinutes = configured;
    }
    await eventually(async () => (await get(t, renter, `/api/bookings/${bookingId}`)).body.status).toBe(
      'expired',
    );
  });

  it('refunds a refused payment from the refund job', async () => {
    const { carId } = await listCar(t);
    const { id: bookingId } = await book(t, renter, { carId, startDate: day(9), endDate: day(11) });
    const { reference, accessCode } = await startPayment(t, renter, bookingId);
    await t.db.pool.query('update payment_simulator_transactions set amount = 4200 where reference = $1', [
      reference,
    ]);
    // The simulator's own webhook reports the wrong amount; nobody calls verify.
    await submitCheckout(t, accessCode, { method: 'mobile_money', provider: 'mtn', phone: '0551234987' });
    await eventually(async () =>
      (await payments.simulator!.refundsOf(reference)).map((r) => r.amount),
    ).toEqual([4200]);
    expect((await get(t, renter, `/api/bookings/${bookingId}`)).body).toMatchObject({ status: 'pending' });
  });
});
