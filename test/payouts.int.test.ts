import { paidBooking, typesIn } from '@akwaaba/api/routes/bookings/bookings.test-support';
import { call, expectRefusal } from '@akwaaba/api/routes/cars/cars-test-support';
import { loadBooking } from '@akwaaba/application/bookings/booking-payments';
import {
  recordEarnings,
  runOnHostPayouts,
  sendDuePayouts,
  sendPayout,
} from '@akwaaba/application/payouts/host-payouts';
import {
  type BookingCommand,
  bookingDecider,
  bookingStream,
  DEFAULT_PAYOUT_DELAY_MINUTES,
  hostPayoutsStream,
  ledgerLines,
  PLATFORM_COMMISSION_PERCENT,
  PAYOUT_ACCOUNT_MESSAGES as PM,
  parseCedis,
  payoutReference,
  percentOf,
  systemActor,
  toCedisString,
} from '@akwaaba/domain';
import type { EarningsView, FinanceView } from '@akwaaba/domain/payouts/payouts.views';
import { recordHandover, recordReturn } from '@akwaaba/domain/trips/trip.testing';
import { handleCommand } from '@akwaaba/infra/commands/command-handler';
import { openPayments } from '@akwaaba/infra/payments/index';
import { SIMULATOR_FAILING_MOBILE_MONEY_NUMBER } from '@akwaaba/infra/payments/simulator/payment-simulator';
import { sweepPayouts } from '@akwaaba/workers/payouts/payout-sweep';
import { addHours } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { createTestUser, startAppWithUsers, type TestUser } from './users';

const { t, renter, admin } = await startAppWithUsers({ renter: {}, admin: { admin: true } });
const payments = await openPayments(t.app.deps);
const simulator = payments.simulator!;
const context = { actor: systemActor, correlationId: 'payouts-test', causationId: null };
const deps = {
  store: t.store,
  pool: t.db.pool,
  provider: payments.provider,
  payoutDelayMinutes: DEFAULT_PAYOUT_DELAY_MINUTES,
  logger: { warn() {}, info() {} },
};

const wallet = (number = '0551234987') => ({
  type: 'mobile_money',
  network: 'MTN',
  number,
  name: 'Ama Owusu',
});

async function decide(bookingId: string, command: BookingCommand) {
  await handleCommand(t.store, bookingDecider, bookingStream(bookingId), command, context);
}

/**
 * A booking of one of the host's cars, paid, handed over, returned and accepted: completed now,
 * its earnings payable a day later. `payableNow` records them payable already, as for a trip
 * completed yesterday: the API's routes run on the real clock.
 */
async function completedTrip(host: TestUser, options: { payableNow?: boolean; childSeat?: boolean } = {}) {
  const extras = options.childSeat ? [{ kind: 'child-seat' as const, dailyRate: 2_000 }] : [];
  const { bookingId } = await paidBooking(t, renter, { ownerId: host.userId, from: 0, days: 2, extras });
  const now = new Date();
  await decide(
    bookingId,
    recordHandover({ bookingId, actor: { userId: host.userId, role: 'user' }, odometerKm: 1000, time: now }),
  );
  await decide(
    bookingId,
    recordReturn({ bookingId, actor: { userId: renter.userId, role: 'user' }, odometerKm: 1100, time: now }),
  );
  await decide(bookingId, {
    type: 'AcceptReturn',
    bookingId,
    actor: { userId: host.userId, role: 'user' },
    now,
  });
  if (options.payableNow) {
    const booking = await loadBooking(t.store, bookingId);
    if (booking.status === 'none') throw new Error('no booking');
    const payableAt = addHours(now, -1);
    const { hostEarnings: amount } = ledgerLines({
      paid: booking.quote.total,
      serviceFee: booking.quote.serviceFee,
      refunded: 0,
    });
    await runOnHostPayouts(
      t.store,
      host.userId,
      { type: 'RecordEarning', hostId: host.userId, bookingId, carId: booking.carId, amount, payableAt },
      context,
    );
    return { bookingId, payableAt };
  }
  const recorded = await recordEarnings(deps, bookingId, context);
  if (!recorded) throw new Error('the completed booking earned nothing');
  return { bookingId, payableAt: recorded.payableAt };
}

const earningsOf = async (host: TestUser) =>
  (await call<EarningsView>(t, 'GET', '/api/earnings', { user: host })).body;

/** Waits until the host's earnings for the booking show `status` (the simulator's webhook settles it). */
async function payoutBecomes(host: TestUser, bookingId: string, status: string) {
  for (let i = 0; i < 100; i++) {
    await simulator.idle();
    await t.settled();
    const line = (await earningsOf(host)).bookings.find((b) => b.bookingId === bookingId);
    if (line?.payout.status === status) return line;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`payout of ${bookingId} never became ${status}`);
}

describe('a payout account', () => {
  it('is a Mobile Money wallet registered with the provider, shown without its whole number', async () => {
    const host = await createTestUser(t);
    expect((await call(t, 'GET', '/api/payout-account', { user: host })).body).toBeNull();
    const set = await call(t, 'PUT', '/api/payout-account', { user: host, body: wallet('055 123 4987') });
    expect(set).toMatchObject({ status: 200, body: { type: 'mobile_money', description: 'MTN ••• 4987' } });
    expect((await call(t, 'GET', '/api/payout-account', { user: host })).body).toMatchObject({
      description: 'MTN ••• 4987',
      name: 'Ama Owusu',
    });
  });

  it('refuses a number of the wrong length or network with the form’s message, appending nothing', async () => {
    const host = await createTestUser(t);
    const short = await expectRefusal(t, () =>
      call(t, 'PUT', '/api/payout-account', { user: host, body: wallet('055123498') }),
    );
    expect(short).toMatchObject({ status: 400, body: { message: PM.numberInvalid } });
    const telecel = await expectRefusal(t, () =>
      call(t, 'PUT', '/api/payout-account', { user: host, body: wallet('0201234567') }),
    );
    // A warning the host may confirm (number portability): the field that says so is confirmNetwork.
    expect(telecel).toMatchObject({
      status: 400,
      body: {
        message: PM.wrongNetwork('020', 'MTN'),
        fields: { number: PM.wrongNetwork('020', 'MTN'), confirmNetwork: PM.wrongNetwork('020', 'MTN') },
      },
    });
    const notANumber = await expectRefusal(t, () =>
      call(t, 'PUT', '/api/payout-account', {
        user: host,
        body: { ...wallet('call me'), confirmNetwork: true },
      }),
    );
    expect(notANumber).toMatchObject({ status: 400, body: { fields: { number: PM.numberInvalid } } });
    const bank = await expectRefusal(t, () =>
      call(t, 'PUT', '/api/payout-account', {
        user: host,
        body: { type: 'bank', bankCode: 'NOPE', accountNumber: '1234567890', name: 'Ama' },
      }),
    );
    expect(bank.status).toBe(400);
  });
});

describe('a Mobile Money number moved from another network', () => {
  it('is taken once the host confirms it, registered with the provider in its 10 digits', async () => {
    const host = await createTestUser(t);
    const set = await call(t, 'PUT', '/api/payout-account', {
      user: host,
      body: { ...wallet('+233 20 123 4567'), confirmNetwork: true },
    });
    expect(set).toMatchObject({ status: 200, body: { type: 'mobile_money', description: 'MTN ••• 4567' } });
    const { rows } = await t.db.pool.query<{ account_number: string }>(
      `select account_number from payment_simulator_recipients where type = 'mobile_money' and bank_code = 'MTN'`,
    );
    expect(rows.map((row) => row.account_number)).toContain('0201234567');
  });
});

describe('earnings and payouts', () => {
  it('pays a completed trip’s earnings a day later, by transfer, once; the ledger adds up', async () => {
    const host = await createTestUser(t);
    await call(t, 'PUT', '/api/payout-account', { user: host, body: wallet() });
    const { bookingId, payableAt } = await completedTrip(host);

    const earningsBefore = await earningsOf(host);
    const before = earningsBefore.bookings.find((b) => b.bookingId === bookingId)!;
    expect(before.payout.status).toBe('upcoming');
    // Over less than a day ago: Upcoming, not yet Earned.
    expect(earningsBefore.totals).toMatchObject({ earned: '0.00', upcoming: before.hostEarnings });
    const cedis = (text: string) => Math.round(Number(text) * 100);
    expect(
      cedis(before.hostEarnings) +
        cedis(before.commission) +
        cedis(before.serviceFee) +
        cedis(before.refunded),
    ).toBe(cedis(before.paid));

    // Not before it is payable; then the job and the sweep at once send one transfer.
    expect(
      (await sendPayout(deps, { hostId: host.userId, bookingId }, context, { now: addHours(payableAt, -1) }))
        .outcome,
    ).toBe('nothing-to-do');
    const now = addHours(payableAt, 1);
    await Promise.all([
      sendPayout(deps, { hostId: host.userId, bookingId }, context, { now }),
      sweepPayouts(deps, context, now),
      sendPayout(deps, { hostId: host.userId, bookingId }, context, { now }),
    ]);
    const paid = await payoutBecomes(host, bookingId, 'paid');
    expect(paid.payout.amount).toBe(paid.hostEarnings);

    // The webhook again, five times, and the sweep: still one transfer, settled once.
    const [transfer, ...more] = await simulator.transfersTo((await recipientOf(host))!);
    expect(more).toEqual([]);
    expect(transfer).toMatchObject({
      reference: payoutReference(bookingId, 1),
      status: 'success',
      amount: cedis(paid.hostEarnings),
    });
    const webhook = await signedTransferWebhook('transfer.success', transfer!);
    for (let i = 0; i < 5; i++) expect((await postWebhook(webhook)).status).toBe(200);
    await sweepPayouts(deps, context, addHours(now, 1));
    const types = await typesIn(t, hostPayoutsStream(host.userId));
    expect(types.filter((type) => type === 'PayoutTransferStarted')).toHaveLength(1);
    expect(types.filter((type) => type === 'PayoutTransferSucceeded')).toHaveLength(1);

    const earnings = await earningsOf(host);
    expect(earnings.totals.paidOut).toBe(paid.hostEarnings);
    expect(earnings.totals.earned).toBe(paid.hostEarnings);
    expect(earnings.byCar).toHaveLength(1);
    const csv = await fetch(`${t.baseUrl}/api/earnings.csv`, { headers: { cookie: host.cookie } });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const rows = (await csv.text()).trim().split('\r\n');
    expect(rows[0]).toBe(
      'Booking,Car,Start date,End date,Booking status,Paid (GHS),Service fee (GHS),Commission (GHS),Refunded (GHS),Trip charges (GHS),Your earnings (GHS),Payout,Paid out on',
    );
    expect(rows[1]).toContain(`${bookingId},`);
    expect(rows[1]).toContain(`,${paid.hostEarnings},paid,`);
  });

  it('pays the host the trip’s charges the deposit covered, whole and uncommissioned, with the earnings; the row adds up', async () => {
    const host = await createTestUser(t);
    // A ₵1,000 deposit; 50 km a day at ₵2 beyond, ₵100 an eighth of fuel.
    const car = {
      deposit: 100_000,
      includedKmPerDay: 50,
      extraKmFee: 200,
      fuelEighthFee: 10_000,
      lateHourFee: 0,
    };
    const { bookingId } = await paidBooking(t, renter, { ownerId: host.userId, from: 0, days: 2, car });
    const now = new Date();
    const host_ = { userId: host.userId, role: 'user' as const };
    const renter_ = { userId: renter.userId, role: 'user' as const };
    await decide(
      bookingId,
      recordHandover({ bookingId, actor: host_, odometerKm: 1000, fuelEighths: 8, time: now }),
    );
    // 180 km (80 beyond the 100 included) and 3/8 less: ₵160 + ₵300.
    await decide(
      bookingId,
      recordReturn({ bookingId, actor: renter_, odometerKm: 1180, fuelEighths: 5, time: now }),
    );
    await t.settled();
    const before = (await earningsOf(host)).bookings.find((b) => b.bookingId === bookingId)!;
    // Before the trip completes, the charges are the deposit held, not the host's.
    expect(before).toMatchObject({ charges: '0.00', depositHeld: '1000.00' });
    await decide(bookingId, { type: 'AcceptReturn', bookingId, actor: host_, now });
    await recordEarnings(deps, bookingId, context);
    await t.settled();
    const row = (await earningsOf(host)).bookings.find((b) => b.bookingId === bookingId)!;
    const tripEarnings = parseCedis(before.hostEarnings)!;
    expect(row).toMatchObject({ charges: '460.00', depositHeld: '540.00' });
    expect(parseCedis(row.hostEarnings)).toBe(tripEarnings + 46_000);
    expect(row.commission).toBe(before.commission);
    const sum = (
      ['hostEarnings', 'commission', 'serviceFee', 'protectionFee', 'refunded', 'depositHeld'] as const
    )
      .map((line) => parseCedis(row[line])!)
      .reduce((a, b) => a + b, 0);
    expect(sum).toBe(parseCedis(row.paid));
    // What the host is paid out is the whole of it.
    const { rows } = await t.db.pool.query<{ amount: number }>(
      'select amount from host_earnings where booking_id = $1',
      [bookingId],
    );
    expect(rows[0]?.amount).toBe(tripEarnings + 46_000);
  });

  it('pays the host a child seat like the driver: in the subtotal the commission is taken on; the row adds up', async () => {
    const host = await createTestUser(t);
    const { bookingId } = await completedTrip(host, { childSeat: true });
    const row = (await earningsOf(host)).bookings.find((b) => b.bookingId === bookingId)!;
    // (₵250 + ₵20) × 2 = ₵540 subtotal; fee ₵27; paid ₵567; the host earns ₵540 less the commission.
    const commission = percentOf(54_000, PLATFORM_COMMISSION_PERCENT);
    expect(row).toMatchObject({
      paid: '567.00',
      serviceFee: '27.00',
      commission: toCedisString(commission),
      hostEarnings: toCedisString(54_000 - commission),
      refunded: '0.00',
    });
    const cedis = (text: string) => Math.round(Number(text) * 100);
    expect(
      cedis(row.hostEarnings) + cedis(row.commission) + cedis(row.serviceFee) + cedis(row.refunded),
    ).toBe(cedis(row.paid));
  });

  it('returns a failed transfer to due, retried with backoff; the admin sees it and retries it to a new account', async () => {
    const host = await createTestUser(t);
    await call(t, 'PUT', '/api/payout-account', {
      user: host,
      body: wallet(SIMULATOR_FAILING_MOBILE_MONEY_NUMBER),
    });
    const { bookingId } = await completedTrip(host, { payableNow: true });
    await sendPayout(deps, { hostId: host.userId, bookingId }, context);
    const failed = await payoutBecomes(host, bookingId, 'due');
    expect(failed.payout).toMatchObject({
      failureReason: expect.any(String),
      nextAttemptAt: expect.any(String),
    });

    const finance = await call<FinanceView>(t, 'GET', '/api/admin/payouts?status=failed', { user: admin });
    expect(finance.body.payouts.map((p) => p.bookingId)).toContain(bookingId);
    expect(finance.body.totals.failed.count).toBeGreaterThanOrEqual(1);
    const notAdmin = await expectRefusal(t, () =>
      call(t, 'POST', `/api/admin/payouts/${bookingId}/retry`, { user: host }),
    );
    expect(notAdmin.status).toBe(403);

    // The host fixes their account; the admin's retry does not wait for the backoff.
    await call(t, 'PUT', '/api/payout-account', { user: host, body: wallet('0241234567') });
    await t.settled();
    const retried = await call(t, 'POST', `/api/admin/payouts/${bookingId}/retry`, { user: admin });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    await payoutBecomes(host, bookingId, 'paid');
    const types = await typesIn(t, hostPayoutsStream(host.userId));
    expect(types.filter((type) => type === 'PayoutTransferStarted')).toHaveLength(2);
    expect(types.filter((type) => type === 'PayoutTransferSucceeded')).toHaveLength(1);
    const again = await expectRefusal(t, () =>
      call(t, 'POST', `/api/admin/payouts/${bookingId}/retry`, { user: admin }),
    );
    expect(again.status).toBe(409);
  });

  it('waits for a host without an account, and pays as soon as they add one (the job the account sends)', async () => {
    const host = await createTestUser(t);
    const { bookingId, payableAt } = await completedTrip(host);
    const now = addHours(payableAt, 1);
    await t.settled();
    await sweepPayouts(deps, context, now);
    expect(await typesIn(t, hostPayoutsStream(host.userId))).toEqual(['PayoutEarningRecorded']);
    await call(t, 'PUT', '/api/payout-account', { user: host, body: wallet('0591234567') });
    expect(await sendDuePayouts(deps, host.userId, context, now)).toBe(1);
    expect(await sendDuePayouts(deps, host.userId, context, now)).toBe(0);
    await payoutBecomes(host, bookingId, 'paid');
  });
});

async function recipientOf(host: TestUser) {
  const { rows } = await t.db.pool.query<{ recipient_code: string }>(
    'select recipient_code from payout_accounts where host_id = $1',
    [host.userId],
  );
  return rows[0]?.recipient_code;
}

/** The simulator's own signed webhook body for a transfer, as its settlement sent it. */
async function signedTransferWebhook(
  event: string,
  transfer: { reference: string; transferCode: string; amount: number },
) {
  const { signWebhook } = await import('@akwaaba/infra/payments/webhook-signature');
  const rawBody = JSON.stringify({
    event,
    data: {
      reference: transfer.reference,
      transfer_code: transfer.transferCode,
      amount: transfer.amount,
      currency: 'GHS',
      status: 'success',
    },
  });
  return { rawBody, signature: signWebhook(rawBody, simulator.webhookKey) };
}

const postWebhook = ({ rawBody, signature }: { rawBody: string; signature: string }) =>
  fetch(`${t.baseUrl}/api/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
    body: rawBody,
  });
