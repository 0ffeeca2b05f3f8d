import type { HostDashboardView } from '@akwaaba/domain/host-dashboard/host-dashboard.contract';
import type { EarningsView } from '@akwaaba/domain/payouts/payouts.views';
import { describe, expect, it } from 'vitest';
import { createTestUser, startAppWithUsers, type TestUser } from '../../../../test/users';
import { paidBooking } from '../bookings/bookings.test-support';
import { call } from '../cars/cars-test-support';

const { t, renter } = await startAppWithUsers({ renter: {} });

const dashboardOf = async (user: TestUser | null) => {
  await t.settled();
  return call<HostDashboardView>(t, 'GET', '/api/host-dashboard', { user });
};

describe("a host's dashboard", () => {
  it('shows the host their trips needing them first, then trips to come with what they earn, then their cars', async () => {
    const host = await createTestUser(t);
    const today = await paidBooking(t, renter, { ownerId: host.userId, from: 0 });
    const later = await paidBooking(t, renter, { ownerId: host.userId, from: 10, days: 3 });

    const { status, body } = await dashboardOf(host);
    expect(status).toBe(200);
    // Starting today, the handover is the host's to record.
    expect(body.needsAction.map((trip) => [trip.id, trip.trip?.actions.checkIn])).toEqual([
      [today.bookingId, true],
    ]);
    expect(body.upcoming.map((trip) => trip.id)).toEqual([later.bookingId]);
    // What the host earns is Earnings' figure for that booking.
    const earnings = (await call<EarningsView>(t, 'GET', '/api/earnings', { user: host })).body;
    const line = earnings.bookings.find((b) => b.bookingId === later.bookingId)!;
    expect(body.upcoming[0]!.youEarn).toBe(line.hostEarnings);
    expect(Number(body.upcoming[0]!.youEarn)).toBeGreaterThan(0);
    // And the host's booking rows under My Cars say the same.
    const rows = await call<{ id: string; youEarn: string | null }[]>(t, 'GET', '/api/host-bookings', {
      user: host,
    });
    expect(rows.body.find((row) => row.id === later.bookingId)?.youEarn).toBe(line.hostEarnings);
    expect(body.cars.map((car) => car.id).sort()).toEqual([today.carId, later.carId].sort());
    expect(body.payoutAccountNeeded).toBe(true);
    // The header leads a host with cars here, and others to List Your Car.
    const hostAsUser = await call<{ hasCars: boolean }>(t, 'GET', '/api/auth/user', { user: host });
    expect(hostAsUser.body.hasCars).toBe(true);
    const renterAsUser = await call<{ hasCars: boolean }>(t, 'GET', '/api/auth/user', { user: renter });
    expect(renterAsUser.body.hasCars).toBe(false);
  });

  it('stops asking for a payout account once the host has set one', async () => {
    const host = await createTestUser(t);
    await paidBooking(t, renter, { ownerId: host.userId, from: 5 });
    expect((await dashboardOf(host)).body.payoutAccountNeeded).toBe(true);
    const set = await call(t, 'PUT', '/api/payout-account', {
      user: host,
      body: { type: 'mobile_money', network: 'MTN', number: '0551234987', name: 'Ama Owusu' },
    });
    expect(set.status).toBe(200);
    expect((await dashboardOf(host)).body.payoutAccountNeeded).toBe(false);
  });

  it("shows only the signed-in host's own trips and cars", async () => {
    const host = await createTestUser(t);
    await paidBooking(t, renter, { ownerId: host.userId, from: 4 });
    const other = await createTestUser(t);
    expect((await dashboardOf(other)).body).toEqual({
      needsAction: [],
      upcoming: [],
      cars: [],
      payoutAccountNeeded: false,
    });
    // The renter of the host's booking is no host of it.
    const renters = (await dashboardOf(renter)).body;
    expect([...renters.needsAction, ...renters.upcoming]).toEqual([]);
  });

  it('answers 401 to someone signed out', async () => {
    const answer = await dashboardOf(null);
    expect(answer.status).toBe(401);
  });
});
