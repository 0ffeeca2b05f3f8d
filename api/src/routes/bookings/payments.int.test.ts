import { expireUnpaidHold } from '@akwaaba/application/bookings/booking-lifecycle';
import { refundWhatIsOwed } from '@akwaaba/application/bookings/booking-refunds';
import { bookingStream, carCalendarStream, BOOKING_MESSAGES as M } from '@akwaaba/domain';
import { openPayments } from '@akwaaba/infra/payments/index';
import { signWebhook } from '@akwaaba/infra/payments/webhook-signature';
import { addMinutes } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { createTestUser, startAppWithUsers, type TestUser } from '../../../../test/users';
import {
  book,
  day,
  eventCount,
  get,
  listCar,
  post,
  startPayment,
  submitCheckout,
  systemContext,
  typesIn,
} from './bookings.test-support';
import { PAYMENT_MESSAGES } from './payments';

const { t, renter } = await startAppWithUsers({ renter: {} });
const payments = await openPayments(t.app.deps);
const simulator = payments.simulator!;

/** A pending booking of a fresh car by `booker`: 3 days, Greater Accra surcharge and driver, ₵1,417.50. */
async function pendingBooking(from = 10, booker: TestUser = renter) {
  const { carId } = await listCar(t, { surcharges: { 'greater-accra': 5_000 } });
  const booking = await book(t, booker, {
    carId,
    startDate: day(from),
    endDate: day(from + 3),
    destinationRegionId: 'greater-accra',
    interRegionalSurcharge: '150',
    deliveryPoint: { digitalAddress: 'GA-183-8164', directions: 'Opposite the Shell station, blue gate' },
    includeDriver: true,
    driverFee: '450',
  });
  return { carId, bookingId: booking.id };
}

const verify = (reference: string) => get(t, null, `/api/payments/verify/${reference}`);

function webhook(rawBody: string, signature?: string) {
  return fetch(`${t.baseUrl}/api/payments/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'x-paystack-signature': signature } : {}),
    },
    body: rawBody,
  });
}

describe('paying through the simulator’s checkout page', () => {
  it('pays by Mobile Money, returns to the callback URL and confirms the booking', async () => {
    const { bookingId, carId } = await pendingBooking();
    const { authorizationUrl, reference, accessCode } = await startPayment(t, renter, bookingId);
    expect(authorizationUrl).toBe(`${t.app.deps.config.publicUrl}/simulator/checkout/${accessCode}`);
    expect(reference).toMatch(new RegExp(`^AKW-${bookingId}-[0-9a-f]{16}$`));

    const page = await fetch(`${t.baseUrl}/simulator/checkout/${accessCode}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const text of [
      'Pay GHS 1,417.50',
      'Pay with card',
      'Pay with Mobile Money',
      'MTN',
      'Telecel',
      'AirtelTigo',
      'Decline payment',
    ])
      expect(html).toContain(text);
    // The booking's lines above the amount, to the pesewa, and the total they add up to.
    const summary = html.slice(html.indexOf('<dl class="card lines"'), html.indexOf('</dl>'));
    expect([...summary.matchAll(/<dt>([^<]*)<\/dt><dd>([^<]*)<\/dd>/g)].map((m) => [m[1], m[2]])).toEqual([
      ['Daily price (3 days × GHS 250.00)', 'GHS 750.00'],
      ['Regional surcharge (3 days × GHS 50.00)', 'GHS 150.00'],
      ['Driver service (3 days × GHS 150.00)', 'GHS 450.00'],
      ['Service fee (5%)', 'GHS 67.50'],
      ['Total', 'GHS 1,417.50'],
    ]);
    expect((await fetch(`${t.baseUrl}/simulator/checkout.css`)).headers.get('content-type')).toMatch(
      /text\/css/,
    );

    const badPhone = await submitCheckout(t, accessCode, {
      method: 'mobile_money',
      provider: 'mtn',
      phone: '12345',
    });
    expect(badPhone.status).toBe(400);
    expect(badPhone.html).toContain('Enter a Ghana mobile number');

    const paid = await submitCheckout(t, accessCode, {
      method: 'mobile_money',
      provider: 'mtn',
      phone: '055 123 4987',
    });
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(
      `${t.app.deps.config.publicUrl}/payment/callback?trxref=${reference}&reference=${reference}`,
    );

    const verified = await verify(reference);
    expect(verified).toEqual({
      status: 200,
      body: {
        success: true,
        message: 'Payment confirmed. Your booking is confirmed.',
        reference,
        bookingId,
        outcome: 'confirmed',
      },
    });
    const mine = await get<{ id: string; status: string; paymentStatus: string }[]>(
      t,
      renter,
      '/api/my-bookings',
    );
    expect(mine.body.find((b) => b.id === bookingId)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
    });
    expect(await typesIn(t, carCalendarStream(carId))).toEqual([
      'CalendarDatesHeld',
      'CalendarDatesConfirmed',
    ]);

    // Paying the same checkout again is not possible; the page says it is complete.
    const again = await fetch(`${t.baseUrl}/simulator/checkout/${accessCode}`);
    expect(await again.text()).toContain('This payment is complete');
  });

  it('pays by card', async () => {
    const { bookingId } = await pendingBooking();
    const { reference, accessCode } = await startPayment(t, renter, bookingId);
    const card = (cardNumber: string) => ({ method: 'card', cardNumber, expiry: '12/30', cvv: '408' });
    const wrongCard = await submitCheckout(t, accessCode, card('4084 0840 8408 4082'));
    expect(wrongCard.status).toBe(400);
    const paid = await submitCheckout(t, accessCode, card('4084 0840 8408 4081'));
    expect(paid.status).toBe(303);
    expect((await verify(reference)).body).toMatchObject({ success: true });
  });

  it('lists a child seat among the lines and charges their total, to the pesewa', async () => {
    // ₵250 + ₵20.50 a day for 2 days = ₵541, fee ₵27.05, total ₵568.05.
    const { carId } = await listCar(t, { details: { extras: [{ kind: 'child-seat', dailyRate: 2_050 }] } });
    const { id: bookingId } = await book(t, renter, {
      carId,
      startDate: day(20),
      endDate: day(22),
      extras: ['child-seat'],
    });
    const { reference, accessCode } = await startPayment(t, renter, bookingId);
    const html = await (await fetch(`${t.baseUrl}/simulator/checkout/${accessCode}`)).text();
    for (const text of ['Child seat (2 days × GHS 20.50)', 'GHS 41.00', 'GHS 27.05', 'Pay GHS 568.05'])
      expect(html).toContain(text);
    const paid = await submitCheckout(t, accessCode, {
      method: 'card',
      cardNumber: '4084 0840 8408 4081',
      expiry: '12/30',
      cvv: '408',
    });
    expect(paid.status).toBe(303);
    expect((await verify(reference)).body).toMatchObject({ success: true });
    expect((await simulator.checkout(accessCode))?.amount).toBe(56_805);
    const answered = await get<{ totalPrice: string; lines: { kind: string; amount: string }[] }>(
      t,
      renter,
      `/api/bookings/${bookingId}`,
    );
    expect(answered.body.totalPrice).toBe('568.05');
    expect(answered.body.lines.map((line) => [line.kind, line.amount])).toEqual([
      ['rental', '500.00'],
      ['child-seat', '41.00'],
      ['service-fee', '27.05'],
    ]);
  });

  it('leaves a declined payment’s booking pending until its hold expires', async () => {
    const { bookingId, carId } = await pendingBooking();
    const { reference, accessCode } = await startPayment(t, renter, bookingId);
    const declined = await submitCheckout(t, accessCode, { method: 'decline' });
    expect(declined.status).toBe(303);
    expect((await verify(reference)).body).toMatchObject({
      success: false,
      outcome: 'not_paid',
      message: 'The payment was not completed. Declined by the customer.',
    });
    expect(await typesIn(t, bookingStream(bookingId))).toEqual([
      'BookingCreated',
      'BookingPaymentInitialized',
    ]);
    expect((await get(t, renter, `/api/bookings/${bookingId}`)).body).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
    });

    const { provider } = payments;
    const later = addMinutes(new Date(), 31);
    expect(
      await expireUnpaidHold({ store: t.store, provider }, { carId, bookingId }, systemContext(), later),
    ).toBe('expired');
    await t.settled();
    expect((await get(t, renter, `/api/bookings/${bookingId}`)).body).toMatchObject({ status: 'expired' });
    // Too late now: a new payment for the expired booking is refused.
    expect(await post(t, renter, '/api/payments/initialize', { bookingId })).toEqual({
      status: 409,
      body: { message: M.bookingExpired },
    });
  });
});

describe('POST /api/payments/initialize refuses, appending nothing', () => {
  it('for a stranger, an unknown booking, a paid booking, and when signed out', async () => {
    const { bookingId } = await pendingBooking();
    const stranger = await createTestUser(t);
    const before = await eventCount(t);
    expect((await post(t, null, '/api/payments/initialize', { bookingId })).status).toBe(401);
    expect(await post(t, stranger, '/api/payments/initialize', { bookingId })).toEqual({
      status: 403,
      body: { message: M.onlyRenter },
    });
    expect(
      await post(t, renter, '/api/payments/initialize', {
        bookingId: '00000000-0000-4000-8000-000000000000',
      }),
    ).toEqual({
      status: 404,
      body: { message: M.bookingNotFound },
    });
    expect(await post(t, renter, '/api/payments/initialize', {})).toMatchObject({
      status: 400,
      body: { message: M.bookingIdRequired },
    });
    expect(await eventCount(t)).toBe(before);
  });
});

describe('POST /api/payments/webhook', () => {
  it('refuses an unsigned or wrongly signed webhook with 401, appending nothing', async () => {
    const { bookingId } = await pendingBooking();
    const { reference, accessCode } = await startPayment(t, renter, bookingId);
    const completed = await simulator.complete(accessCode, {
      method: 'mobile_money',
      provider: 'vod',
      phone: '0201234567',
    });
    const { rawBody } = completed!.webhook!;
    const before = await eventCount(t);
    for (const response of [
      await webhook(rawBody),
      await webhook(rawBody, signWebhook(rawBody, 'sk_test_somebody_else')),
      await webhook(rawBody, 'not-a-signature'),
      await webhook(rawBody.replace('"success"', '"success" '), signWebhook(rawBody, simulator.webhookKey)),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: PAYMENT_MESSAGES.badSignature });
    }
    expect(await eventCount(t)).toBe(before);
    expect((await verify(reference)).body).toMatchObject({ success: true });
  });

  it('confirms once when the same success arrives five times at once with the callback’s verification', async () => {
    const { bookingId, carId } = await pendingBooking();
    const { reference, accessCode } = await startPayment(t, renter, bookingId);
    const completed = await simulator.complete(accessCode, {
      method: 'mobile_money',
      provider: 'mtn',
      phone: '0551234987',
    });
    const { rawBody, signature } = completed!.webhook!;
    const responses = await Promise.all([
      ...Array.from({ length: 5 }, () => webhook(rawBody, signature)),
      fetch(`${t.baseUrl}/api/payments/verify/${reference}`),
    ]);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await responses[5]!.json()).toMatchObject({ success: true });
    expect(await typesIn(t, bookingStream(bookingId))).toEqual([
      'BookingCreated',
      'BookingPaymentInitialized',
      'BookingConfirmed',
    ]);
    expect(await typesIn(t, carCalendarStream(carId))).toEqual([
      'CalendarDatesHeld',
      'CalendarDatesConfirmed',
    ]);
  });

  it('acknowledges events it does not act on', async () => {
    const rawBody = JSON.stringify({ event: 'transfer.success', data: { reference: 'x' } });
    const before = await eventCount(t);
    const response = await webhook(rawBody, signWebhook(rawBody, simulator.webhookKey));
    expect(response.status).toBe(200);
    expect(await eventCount(t)).toBe(before);
  });
});

describe('a payment the booking cannot take is refused and refunded', () => {
  it('refuses a tampered amount, keeps the booking pending, and pays the money back', async () => {
    const { bookingId } = await pendingBooking();
    const { reference, accessCode } = await startPayment(t, renter, bookingId);
    // The provider reports ₵1 paid for this reference, not the booking's ₵1,417.50.
    await t.db.pool.query('update payment_simulator_transactions set amount = 100 where reference = $1', [
      reference,
    ]);
    await simulator.complete(accessCode, { method: 'card', last4: '4081' });
    expect((await verify(reference)).body).toMatchObject({
      success: false,
      outcome: 'refused',
      message:
        'The amount paid, GHS 1.00, does not match the booking total of GHS 1417.50. The payment will be refunded.',
    });
    expect((await get(t, renter, `/api/bookings/${bookingId}`)).body).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
    });

    const { provider } = payments;
    expect(
      (await refundWhatIsOwed({ store: t.store, pool: t.db.pool, provider }, bookingId, systemContext()))
        .recorded,
    ).toBe(1);
    expect((await simulator.refundsOf(reference)).map((r) => r.amount)).toEqual([100]);
    expect(await typesIn(t, bookingStream(bookingId))).toEqual([
      'BookingCreated',
      'BookingPaymentInitialized',
      'BookingPaymentRefused',
      'BookingRefusedPaymentReturned',
    ]);
    // Nothing more is owed: a second run pays nothing.
    expect(
      (await refundWhatIsOwed({ store: t.store, pool: t.db.pool, provider }, bookingId, systemContext()))
        .recorded,
    ).toBe(0);
  });

  it('refuses a payment that completes after the hold expired and the dates were freed', async () => {
    // Another renter: the tests above leave 3 of `renter`'s bookings unpaid, as many as one may hold.
    const late = await createTestUser(t);
    const { bookingId, carId } = await pendingBooking(10, late);
    const { reference, accessCode } = await startPayment(t, late, bookingId);
    const { provider } = payments;
    expect(
      await expireUnpaidHold(
        { store: t.store, provider },
        { carId, bookingId },
        systemContext(),
        addMinutes(new Date(), 31),
      ),
    ).toBe('expired');
    await submitCheckout(t, accessCode, { method: 'mobile_money', provider: 'atl', phone: '0271234567' });
    expect((await verify(reference)).body).toMatchObject({ success: false, outcome: 'refused' });
    expect(await typesIn(t, bookingStream(bookingId))).toContain('BookingPaymentRefused');
    expect(await typesIn(t, bookingStream(bookingId))).not.toContain('BookingConfirmed');
  });

  it('answers 404 for a reference that is not ours', async () => {
    expect(await verify('AKW-nothing')).toEqual({
      status: 404,
      body: { message: 'We could not find this payment.' },
    });
  });
});
