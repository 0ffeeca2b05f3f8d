import {
  book,
  day,
  get,
  listCar,
  paidBooking,
  post,
  startPayment,
  systemContext,
  typesIn,
} from '@akwaaba/api/routes/bookings/bookings.test-support';
import { bookingStream, BOOKING_MESSAGES as M } from '@akwaaba/domain';
import { openPayments } from '@akwaaba/infra/payments/index';
import { sweepBookings } from '@akwaaba/workers/bookings/booking-sweep';
import { addDays, addHours, addMinutes, min } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';
import { createTestUser, startAppWithUsers } from './users';

const { t, renter } = await startAppWithUsers({ renter: { firstName: 'Esi', lastName: 'Quaye' } });
const payments = await openPayments(t.app.deps);

const silent = { warn: () => {}, error: () => {} };

describe('cancelling a confirmed booking', () => {
  it('more than 24 h ahead: refunded in full through the payment provider, and the dates freed', async () => {
    // 2 days at ₵250 and the 5 % service fee: ₵525 paid.
    const { carId, bookingId, reference } = await paidBooking(t, renter, { from: 10 });
    expect((await get(t, renter, `/api/bookings/${bookingId}`)).body).toMatchObject({
      canCancel: true,
      cancellationIsFree: true,
      freeCancellationUntil: `${day(9)}T00:00:00.000Z`,
      freeCancellationGrace: false,
    });
    const cancelled = await post(t, renter, `/api/bookings/${bookingId}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundAmount: '525.00',
      canCancel: false,
    });
    expect((await payments.simulator!.refundsOf(reference)).map((r) => r.amount)).toEqual([52_500]);
    expect((await get(t, null, `/api/cars/${carId}/availability`)).body).toEqual({ carId, taken: [] });
    // Cancelling again changes nothing and pays nothing more.
    expect((await post(t, renter, `/api/bookings/${bookingId}/cancel`, {})).status).toBe(200);
    expect(await payments.simulator!.refundsOf(reference)).toHaveLength(1);
    expect(await typesIn(t, bookingStream(bookingId))).toEqual([
      'BookingCreated',
      'BookingPaymentInitialized',
      'BookingConfirmed',
      'BookingCancelled',
      'BookingRefunded',
    ]);
  });

  it('made for tomorrow: refunded in full within the hour after booking, which the booking shows', async () => {
    const { bookingId, reference } = await paidBooking(t, renter, { from: 1 });
    const [created] = await t.store.readStream(bookingStream(bookingId));
    const { createdAt } = created!.data as { createdAt: string };
    // An hour after booking, or 00:00 tomorrow in Ghana if that comes first.
    const hourEnds = min([addHours(new Date(createdAt), 1), new Date(`${day(1)}T00:00:00.000Z`)]);
    expect((await get(t, renter, `/api/bookings/${bookingId}`)).body).toMatchObject({
      canCancel: true,
      cancellationIsFree: true,
      freeCancellationUntil: hourEnds.toISOString(),
      freeCancellationGrace: true,
    });
    const cancelled = await post(t, renter, `/api/bookings/${bookingId}/cancel`, {});
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundAmount: '525.00',
    });
    expect((await payments.simulator!.refundsOf(reference)).map((r) => r.amount)).toEqual([52_500]);
  });

  it('less than 24 h ahead and over an hour after booking: only after confirming there is no refund', async () => {
    const { bookingId, reference } = await paidBooking(t, renter, { from: 2 });
    // Noon tomorrow in Ghana: the 24-hour window closed at midnight, the hour after booking before.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    try {
      vi.setSystemTime(new Date(`${day(1)}T12:00:00.000Z`));
      expect((await get(t, renter, `/api/bookings/${bookingId}`)).body).toMatchObject({
        canCancel: true,
        cancellationIsFree: false,
      });
      expect(await post(t, renter, `/api/bookings/${bookingId}/cancel`, {})).toEqual({
        status: 409,
        body: { message: M.lateCancellationNotRefunded },
      });
      const cancelled = await post(t, renter, `/api/bookings/${bookingId}/cancel`, { acceptNoRefund: true });
      expect(cancelled.body).toMatchObject({
        status: 'cancelled',
        paymentStatus: 'paid',
        refundAmount: '0.00',
      });
    } finally {
      vi.useRealTimers();
    }
    expect(await payments.simulator!.refundsOf(reference)).toEqual([]);
  });

  it('only by the renter, and only a confirmed booking', async () => {
    const { bookingId } = await paidBooking(t, renter, { from: 12 });
    const stranger = await createTestUser(t);
    expect(await post(t, stranger, `/api/bookings/${bookingId}/cancel`, {})).toEqual({
      status: 403,
      body: { message: M.onlyRenter },
    });
    const { carId } = await listCar(t);
    const pending = await book(t, renter, { carId, startDate: day(5), endDate: day(6) });
    expect(await post(t, renter, `/api/bookings/${pending.id}/cancel`, {})).toEqual({
      status: 409,
      body: { message: M.onlyConfirmedCancel },
    });
    expect((await post(t, null, `/api/bookings/${bookingId}/cancel`, {})).status).toBe(401);
  });
});

describe('the every-minute sweep', () => {
  it('confirms a payment nobody reported and expires a hold that ran out', async () => {
    // Paid in the simulator, but the browser never came back and the webhook was lost.
    const { carId: paidCar } = await listCar(t);
    const unreported = await book(t, renter, { carId: paidCar, startDate: day(8), endDate: day(9) });
    const { accessCode } = await startPayment(t, renter, unreported.id);
    await payments.simulator!.complete(accessCode, { method: 'card', last4: '4081' });
    // Never paid.
    const { carId: idleCar } = await listCar(t);
    const abandoned = await book(t, renter, { carId: idleCar, startDate: day(8), endDate: day(9) });
    await t.settled();

    const deps = { store: t.store, pool: t.db.pool, provider: payments.provider, logger: silent };
    const soon = await sweepBookings(deps, systemContext(), addMinutes(new Date(), 2));
    expect(soon).toMatchObject({ expired: 0 });
    await t.settled();
    expect((await get(t, renter, `/api/bookings/${unreported.id}`)).body).toMatchObject({
      status: 'confirmed',
    });

    const later = await sweepBookings(deps, systemContext(), addDays(new Date(), 4));
    expect(later.expired).toBeGreaterThanOrEqual(1);
    await t.settled();
    expect((await get(t, renter, `/api/bookings/${abandoned.id}`)).body).toMatchObject({ status: 'expired' });
  });
});
