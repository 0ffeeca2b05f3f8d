import { get, paidBooking, typesIn } from '@akwaaba/api/routes/bookings/bookings.test-support';
import {
  type BookingCommand,
  bookingDecider,
  bookingStream,
  ghanaInstant,
  startOfGhanaDay,
  systemActor,
} from '@akwaaba/domain';
import type { BookingView } from '@akwaaba/domain/bookings/booking.views';
import { recordHandover, recordReturn } from '@akwaaba/domain/trips/trip.testing';
import { handleAsItsActor } from '@akwaaba/projections/runner/test-support/people';
import { composeTripReminders } from '@akwaaba/workers/trips/trip-reminder.worker';
import { sweepTrips } from '@akwaaba/workers/trips/trip-sweep';
import { addDays, addHours, addMinutes } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { startAppWithUsers } from './users';

/*
 * The trip's clock: the every-minute sweep over the trips read model, each change decided on
 * the booking's stream. Handover and return are recorded here through the decider directly
 * (their photos are the API's concern, tested in api/src/routes/trips/trips.int.test.ts).
 */

const { t, renter, host, admin } = await startAppWithUsers({
  renter: { firstName: 'Esi', lastName: 'Quaye' },
  host: { firstName: 'Kofi', lastName: 'Mensah' },
  admin: { admin: true },
});
const context = { actor: systemActor, correlationId: 'trip-sweep-test', causationId: null };
const deps = { store: t.store, pool: t.db.pool, logger: { error: () => {} } };

const decide = (bookingId: string, command: BookingCommand) =>
  handleAsItsActor(t.store, bookingDecider, bookingStream(bookingId), command);

const asUser = ({ userId }: { userId: string }) => ({ userId, role: 'user' as const });

const tripOf = async (bookingId: string, user = renter) =>
  (await get<BookingView>(t, user, `/api/bookings/${bookingId}`)).body;

describe('the trip sweep', () => {
  it('flags a paid booking nobody handed over a day after its start, once; the admin lists it', async () => {
    const { bookingId, startDate } = await paidTrip(0);
    const late = addMinutes(addHours(startOfGhanaDay(startDate), 24), 1);
    await t.settled();
    expect(await sweepTrips(deps, context, addHours(late, -2))).toMatchObject({ noShows: 0 });
    expect(await sweepTrips(deps, context, late)).toMatchObject({ noShows: 1 });
    await t.settled();
    expect(await sweepTrips(deps, context, late)).toMatchObject({ noShows: 0 });
    expect((await tripOf(bookingId)).trip).toMatchObject({ state: 'awaiting_handover', noShow: true });
    const noShows = await get<{ bookingId: string }[]>(t, admin, '/api/admin/no-shows');
    expect(noShows.body.map((row) => row.bookingId)).toContain(bookingId);
    expect((await tripOf(bookingId)).status).toBe('confirmed');
  });

  it('records the handover reminder a day before the pick-up time, once, and e-mails both parties', async () => {
    const { bookingId, startDate } = await paidTrip(1);
    // Picked up at 08:00, the start of the car's handover hours (none chosen).
    const dayBefore = addHours(ghanaInstant(startDate, '08:00'), -24);
    const reminders = async () =>
      (await typesIn(t, bookingStream(bookingId))).filter((type) => type === 'BookingReminderDue');
    await t.settled();
    await sweepTrips(deps, context, addMinutes(dayBefore, -1));
    expect(await reminders()).toHaveLength(0);
    const first = await sweepTrips(deps, context, dayBefore);
    expect(first.reminders).toBeGreaterThanOrEqual(1);
    await t.settled();
    await sweepTrips(deps, context, addMinutes(dayBefore, 1));
    expect(await reminders()).toHaveLength(1);
    const [due] = (await t.store.readStream(bookingStream(bookingId))).filter(
      (event) => event.type === 'BookingReminderDue',
    );
    const emails = await composeTripReminders(
      { store: t.store, config: t.app.deps.config },
      { bookingId, kind: 'handover-tomorrow', eventId: due!.id, correlationId: 'trip-sweep-test' },
    );
    expect(emails.map((email) => email.userId).sort()).toEqual([renter.userId, host.userId].sort());
    expect(emails[0]!.message.subject).toMatch(/^Handover tomorrow: /);
    expect(emails[0]!.message.text).toContain(`/trips/${bookingId}`);
    // At the pick-up time the booking took (the start of the host's handover hours, none chosen).
    expect(emails[0]!.message.text).toMatch(/starts tomorrow, .* at 08:00\./);
  });

  it('completes a trip a day after an undisputed return, then shows a lone review after 14 days', async () => {
    const { bookingId } = await paidTrip(0);
    const now = new Date();
    const reading = { bookingId, time: now };
    await decide(bookingId, recordHandover({ ...reading, actor: asUser(host), odometerKm: 1000 }));
    await decide(
      bookingId,
      recordReturn({ ...reading, actor: asUser(renter), odometerKm: 1120, fuelEighths: 5 }),
    );
    await t.settled();
    expect(await sweepTrips(deps, context, addHours(now, 23))).toMatchObject({ completed: 0 });
    expect(await sweepTrips(deps, context, addHours(now, 25))).toMatchObject({ completed: 1 });
    await t.settled();
    const done = await tripOf(bookingId);
    expect(done).toMatchObject({ status: 'completed', trip: { state: 'completed' } });
    expect(done.trip?.return).toMatchObject({ distanceKm: 120, fuelChangeEighths: -3 });

    await decide(bookingId, {
      type: 'LeaveReview',
      bookingId,
      actor: asUser(renter),
      rating: 4,
      hostRating: 5,
      comment: 'Good',
      now: addHours(now, 26),
    });
    await t.settled();
    expect((await tripOf(bookingId, host)).trip?.reviews).toMatchObject({ byRenter: null, revealed: false });
    expect(await sweepTrips(deps, context, addDays(now, 10))).toMatchObject({ reviewsRevealed: 0 });
    expect(await sweepTrips(deps, context, addDays(now, 16))).toMatchObject({ reviewsRevealed: 1 });
    await t.settled();
    expect((await tripOf(bookingId, host)).trip?.reviews).toMatchObject({
      byRenter: { rating: 4, hostRating: 5, comment: 'Good' },
      revealed: true,
    });
  });
});

/** A paid booking of the host's car, starting `from` days ahead. */
async function paidTrip(from: number) {
  const paid = await paidBooking(t, renter, { ownerId: host.userId, from });
  const booking = await tripOf(paid.bookingId);
  return { bookingId: paid.bookingId, startDate: booking.startDate };
}
