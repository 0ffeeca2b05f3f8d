import { contactWindowClosesAt } from '@akwaaba/domain';
import { findBookingDetailFor } from '@akwaaba/projections';
import { describe, expect, it } from 'vitest';
import { startAppWithUsers, type TestUser } from '../../../../test/users';
import { call } from '../cars/cars-test-support';
import { tripPhotoUrl } from '../trips/trips';
import { book, day, get, listCar, pay, post } from './bookings.test-support';

/*
 * Issue 31: the renter and the host of a booking see each other's phone in GET
 * /api/bookings/{id} from payment until a week after the trip, and not otherwise, whatever the
 * host chose for their cars' pages.
 */

const { t, host, renter, stranger } = await startAppWithUsers({
  host: { firstName: 'Kwame', lastName: 'Mensah' },
  renter: { firstName: 'Efua', lastName: 'Owusu' },
  stranger: {},
});
// Typed as people write them, answered in E.164 (ADR 0034).
const HOST_PHONE = '+233244123456';
const RENTER_PHONE = '+233209876543';

async function setProfile(user: TestUser, changes: Record<string, unknown>) {
  expect((await call(t, 'PATCH', '/api/profile', { user, body: changes })).status).toBe(200);
}
// The host keeps their number for renters who paid: the booking shows it all the same.
await setProfile(host, { phoneNumber: '024 412 3456', phoneSharing: 'after-payment' });
await setProfile(renter, { phoneNumber: '+233 20 987 6543' });

const otherPartyIn = async (user: TestUser, bookingId: string) => {
  const answer = await get<{ otherParty: unknown }>(t, user, `/api/bookings/${bookingId}`);
  expect(answer.status).toBe(200);
  return answer.body.otherParty;
};

/** A booking of a fresh car of the host's, `from` days ahead for 2 days, not yet paid. */
async function unpaidBooking(from: number) {
  const { carId } = await listCar(t, { ownerId: host.userId });
  await t.settled();
  const booking = await book(t, renter, { carId, startDate: day(from), endDate: day(from + 2) });
  return booking.id;
}

describe("the parties' phones on a booking", () => {
  it('are hidden while the booking is unpaid', async () => {
    const bookingId = await unpaidBooking(10);
    // Each knows who the other is from the start; the numbers wait for the payment.
    expect(await otherPartyIn(renter, bookingId)).toEqual({
      role: 'host',
      firstName: 'Kwame',
      lastName: 'Mensah',
      phoneNumber: null,
      // Neither proved their number with an SMS code (phone.int.test.ts shows one who did).
      phoneVerified: false,
    });
    expect(await otherPartyIn(host, bookingId)).toEqual({
      role: 'renter',
      firstName: 'Efua',
      lastName: 'Owusu',
      phoneNumber: null,
      phoneVerified: false,
    });
    expect((await get(t, stranger, `/api/bookings/${bookingId}`)).status).toBe(404);
  });

  it('show from payment: the renter sees the host’s, the host the renter’s, in every answer on the booking', async () => {
    const bookingId = await unpaidBooking(20);
    await pay(t, renter, bookingId);
    await t.settled();
    expect(await otherPartyIn(renter, bookingId)).toMatchObject({ role: 'host', phoneNumber: HOST_PHONE });
    expect(await otherPartyIn(host, bookingId)).toMatchObject({ role: 'renter', phoneNumber: RENTER_PHONE });
    // Still only to the two of them, and not on the car's page while the host keeps it for payment.
    expect((await get(t, stranger, `/api/bookings/${bookingId}`)).status).toBe(404);

    // A command's answer on the booking replaces the booking's page: it carries the number too.
    const cancelled = await post<{ status: string; otherParty: unknown }>(
      t,
      renter,
      `/api/bookings/${bookingId}/cancel`,
      {},
    );
    expect(cancelled.status).toBe(200);
    // Cancelled and refunded: no trip to arrange, so no number any more.
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      otherParty: { role: 'host', phoneNumber: null },
    });
    await t.settled();
    expect(await otherPartyIn(host, bookingId)).toMatchObject({ role: 'renter', phoneNumber: null });
  });

  it('hide again a week after the trip (on a clock the test sets)', async () => {
    const bookingId = await unpaidBooking(30);
    await pay(t, renter, bookingId);
    await t.settled();
    const photoUrl = tripPhotoUrl(t.app);
    const endDate = day(32);
    const closes = contactWindowClosesAt(endDate);
    // The last day of the week after the return day, in Ghana: 7 days after it, up to midnight.
    expect(closes.toISOString()).toBe(`${day(40)}T00:00:00.000Z`);
    const seenAt = async (user: TestUser, now: Date) =>
      (await findBookingDetailFor(t.db.pool, bookingId, user.userId, photoUrl, now))?.otherParty;

    const lastMoment = new Date(closes.getTime() - 1);
    expect(await seenAt(renter, lastMoment)).toMatchObject({ role: 'host', phoneNumber: HOST_PHONE });
    expect(await seenAt(host, lastMoment)).toMatchObject({ role: 'renter', phoneNumber: RENTER_PHONE });
    expect(await seenAt(renter, closes)).toMatchObject({ role: 'host', phoneNumber: null });
    expect(await seenAt(host, closes)).toMatchObject({ role: 'renter', phoneNumber: null });
    expect(
      await findBookingDetailFor(t.db.pool, bookingId, stranger.userId, photoUrl, lastMoment),
    ).toBeNull();
  });
});
