import { describe, expect, it } from 'vitest';
import { startAppWithUsers } from '../../../../test/users';
import { book, day, listCar, pay } from './bookings.test-support';

/*
 * A paid booking as a calendar file (GET /api/bookings/{id}/calendar.ics): the stay's days as
 * one event from the pick-up to the return at the pick-up point, for its renter and its host only.
 */

const { t, host, renter, stranger } = await startAppWithUsers({
  host: { firstName: 'Kwame', lastName: 'Mensah' },
  renter: { firstName: 'Esi', lastName: 'Owusu' },
  stranger: {},
});

const pickupPoint = {
  area: 'East Legon, Accra',
  digitalAddress: 'GA-183-8164',
  directions: 'Opposite the Shell station, blue gate',
  position: { latitude: 5.6364, longitude: -0.1619 },
};

const calendarOf = async (bookingId: string, user: { cookie: string } | null) => {
  const response = await fetch(`${t.baseUrl}/api/bookings/${bookingId}/calendar.ics`, {
    headers: user ? { cookie: user.cookie } : {},
  });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
};

/** The file's lines, unfolded (RFC 5545 folds long lines with CRLF and a space). */
const linesOf = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('a booking’s calendar file', () => {
  it('comes once paid: from the pick-up time to the return time, at the pick-up point, named for each party', async () => {
    const { carId } = await listCar(t, { ownerId: host.userId, details: { pickupPoint } });
    const { id } = await book(t, renter, {
      carId,
      startDate: day(10),
      endDate: day(13),
      pickupTime: '09:30',
      returnTime: '17:00',
    });

    const unpaid = await calendarOf(id, renter);
    expect(unpaid.status).toBe(409);
    expect(JSON.parse(unpaid.text)).toMatchObject({
      message: 'A booking goes in a calendar once it is paid',
    });

    await pay(t, renter, id);
    const forRenter = await calendarOf(id, renter);
    expect(forRenter.status).toBe(200);
    expect(forRenter.type).toBe('text/calendar; charset=utf-8');
    const lines = linesOf(forRenter.text);
    const compact = (date: string) => date.replaceAll('-', '');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        `UID:${id}@akwaaba-drive`,
        // Ghana keeps GMT all year: the times are written in UTC.
        `DTSTART:${compact(day(10))}T093000Z`,
        `DTEND:${compact(day(13))}T170000Z`,
        'SUMMARY:Akwaaba Drive trip: 2019 Toyota Corolla',
        'LOCATION:GA-183-8164\\, East Legon\\, Accra',
        'GEO:5.6364;-0.1619',
        expect.stringMatching(new RegExp(`^URL;VALUE=URI:https?://[^/]+/trips/${id}$`)),
      ]),
    );
    const description = lines.find((line) => line.startsWith('DESCRIPTION:'))!;
    expect(description).toContain('Your host: Kwame Mensah');
    expect(description).toContain('Pick-up point: GA-183-8164\\, Opposite the Shell station\\, blue gate');

    const forHost = linesOf((await calendarOf(id, host)).text);
    expect(forHost).toContain('SUMMARY:Esi Owusu rents your 2019 Toyota Corolla');
    expect(forHost.find((line) => line.startsWith('DESCRIPTION:'))).toContain('Your renter: Esi Owusu');
  });

  it('is no one else’s: 404 to a stranger and for an id that is no booking, 401 signed out', async () => {
    const { carId } = await listCar(t, { ownerId: host.userId });
    const { id } = await book(t, renter, { carId, startDate: day(20), endDate: day(22) });
    await pay(t, renter, id);
    expect((await calendarOf(id, stranger)).status).toBe(404);
    expect((await calendarOf('not-a-booking', renter)).status).toBe(404);
    expect((await calendarOf(id, null)).status).toBe(401);
  });
});
