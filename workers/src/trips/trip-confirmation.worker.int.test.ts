import { randomUUID } from 'node:crypto';
import { book, day, listCar, pay } from '@akwaaba/api/routes/bookings/bookings.test-support';
import { call } from '@akwaaba/api/routes/cars/cars-test-support';
import { bookingStream, stayText, userDecider, userStream } from '@akwaaba/domain';
import { formatCedisExactly, parseCedis } from '@akwaaba/domain/money/money';
import { TRIP_CONFIRMATION_QUEUE, type TripConfirmationJob } from '@akwaaba/domain/trips/trips.jobs';
import { handleCommand } from '@akwaaba/infra/commands/command-handler';
import { devOutboxMailer } from '@akwaaba/infra/mail/dev-outbox';
import type { Mailer, MailMessage } from '@akwaaba/infra/mail/mail-port';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createTestUser, startAppWithUsers, type TestUser } from '../../../test/users';
import { sendTripConfirmation } from './trip-confirmation.worker';

/*
 * The renter's confirmation e-mail on the whole back end with no workers running: the
 * projection runner's reactor queues the job when the booking is paid, the test takes it from
 * pg-boss and runs it as the worker would, and reads the e-mail from the development outbox.
 */

const { t, host, renter } = await startAppWithUsers({
  host: { firstName: 'Kwame', lastName: 'Mensah' },
  renter: { firstName: 'Esi', lastName: 'Owusu' },
});
const publicUrl = 'https://akwaaba.example';
const outbox = devOutboxMailer(t.db.pool, pino({ level: 'silent' }));
/** Every message handed to the mailer, with its correlation id (the outbox keeps none). */
const handed: MailMessage[] = [];
const mailer: Mailer = {
  ...outbox,
  send(message, key) {
    handed.push(message);
    return outbox.send(message, key);
  },
};
const deps = { pool: t.db.pool, mailer, config: { publicUrl } };

expect(
  (await call(t, 'PATCH', '/api/profile', { user: host, body: { phoneNumber: '024 412 3456' } })).status,
).toBe(200);

const pickupPoint = {
  area: 'East Legon, Accra',
  digitalAddress: 'GA-183-8164',
  directions: 'Opposite the Shell station, blue gate',
  position: { latitude: 5.6364, longitude: -0.1619 },
};

/** A booking of a fresh car of Kwame's, 10 to 13 days ahead, paid by `by`. */
async function paidTrip(by: TestUser) {
  const { carId } = await listCar(t, { ownerId: host.userId, details: { pickupPoint } });
  const booking = await book(t, by, { carId, startDate: day(10), endDate: day(13) });
  await pay(t, by, booking.id);
  return booking;
}

/** The confirmation jobs the reactor queued for the booking, taken as a worker takes them. */
async function confirmationJobsFor(bookingId: string): Promise<TripConfirmationJob[]> {
  const found: TripConfirmationJob[] = [];
  await expect
    .poll(
      async () => {
        const jobs = await t.boss.fetch<TripConfirmationJob>(TRIP_CONFIRMATION_QUEUE, { batchSize: 100 });
        if (jobs.length > 0)
          await t.boss.complete(
            TRIP_CONFIRMATION_QUEUE,
            jobs.map((job) => job.id),
          );
        found.push(...jobs.map((job) => job.data).filter((job) => job.bookingId === bookingId));
        return found.length;
      },
      { timeout: 10_000, interval: 50 },
    )
    .toBeGreaterThan(0);
  return found;
}

interface OutboxMail {
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; url: string }[];
}

const outboxTo = async (user: TestUser) =>
  (await call<OutboxMail[]>(t, 'GET', `/api/dev/outbox?to=${encodeURIComponent(user.email)}`)).body;

/** A calendar file's lines, unfolded (RFC 5545 folds long lines with CRLF and a space). */
const linesOf = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

describe("the renter's trip confirmation e-mail", () => {
  it('is sent once per payment, however often its job runs, with the trip and its calendar file', async () => {
    const booking = await paidTrip(renter);
    const jobs = await confirmationJobsFor(booking.id);
    expect(jobs).toHaveLength(1);
    const job = jobs[0]!;
    const confirmed = (await t.store.readStream(bookingStream(booking.id))).find(
      (event) => event.type === 'BookingConfirmed',
    )!;
    expect(job).toMatchObject({ eventId: confirmed.id, correlationId: confirmed.metadata.correlationId });

    expect(await sendTripConfirmation(deps, job)).toBe('sent');
    expect(await sendTripConfirmation(deps, job)).toBe('already-sent');

    const mails = await outboxTo(renter);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const stay = stayText({ startDate: day(10), endDate: day(13) });
    expect(mail!.subject).toBe(`Your trip is booked: 2019 Toyota Corolla, ${stay}`);
    expect(mail!.text).toMatch(/^Hello Esi,/);
    expect(mail!.text).toContain(`Paid: ${formatCedisExactly(parseCedis(booking.totalPrice)!)}`);
    expect(mail!.text).toContain('Pick-up point: GA-183-8164, East Legon, Accra');
    expect(mail!.text).toContain('Your host: Kwame Mensah, 024 412 3456');
    expect(mail!.text).toContain(`${publicUrl}/trips/${booking.id}`);
    expect(mail!.text).toContain(`${publicUrl}/messages/${booking.id}`);
    expect(handed.filter((sent) => sent.to === renter.email).map((sent) => sent.correlationId)).toEqual([
      job.correlationId,
      job.correlationId,
    ]);

    expect(mail!.attachments).toHaveLength(1);
    const [file] = mail!.attachments;
    expect(file).toMatchObject({
      filename: `akwaaba-trip-${booking.id.slice(0, 8)}.ics`,
      contentType: 'text/calendar; charset=utf-8',
    });
    const lines = linesOf(await (await fetch(`${t.baseUrl}${file!.url}`)).text());
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        `UID:${booking.id}@akwaaba-drive`,
        // The host's handover hours start at 08:00: the times a booking takes when it names none.
        `DTSTART:${day(10).replaceAll('-', '')}T080000Z`,
        `DTEND:${day(13).replaceAll('-', '')}T080000Z`,
        'LOCATION:GA-183-8164\\, East Legon\\, Accra',
        'END:VCALENDAR',
      ]),
    );
  });

  it('is sent to nobody once the renter closed their account: their address is erased', async () => {
    const closing = await createTestUser(t, { firstName: 'Abena' });
    const booking = await paidTrip(closing);
    const [job] = await confirmationJobsFor(booking.id);
    await handleCommand(
      t.store,
      userDecider,
      userStream(closing.userId),
      {
        type: 'CloseAccount',
        userId: closing.userId,
        actor: { userId: closing.userId, role: 'user' },
        now: new Date().toISOString(),
        passwordMatches: true,
        commitments: { openBookings: 0, moneyOwed: 0 },
      },
      { actor: { userId: closing.userId, role: 'user' }, correlationId: randomUUID(), causationId: null },
    );
    await t.settled();

    expect(await sendTripConfirmation(deps, job!)).toBe('nothing-to-send');
    expect(await outboxTo(closing)).toEqual([]);
  });

  it('waits for the read models to show the payment, and fails for a retry when they do not', async () => {
    const booking = await paidTrip(await createTestUser(t, { firstName: 'Yaw' }));
    const [job] = await confirmationJobsFor(booking.id);
    const ahead = { ...job!, position: '999999999999:999999999999' };
    await expect(sendTripConfirmation(deps, ahead, new Date(), 50)).rejects.toThrow(
      `The read models do not show booking ${booking.id}'s payment yet`,
    );
  });
});
