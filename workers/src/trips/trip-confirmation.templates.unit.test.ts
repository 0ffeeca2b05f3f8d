import { DEFAULT_PROTECTION_PLANS, protectionPlanTerms } from '@akwaaba/domain/bookings/protection-plans';
import { describe, expect, it } from 'vitest';
import { type TripConfirmationBooking, tripConfirmationEmail } from './trip-confirmation.templates';

const publicUrl = 'https://akwaaba.example';
const bookingId = 'b1c2d3e4-5f60-4718-9a2b-3c4d5e6f7081';
const eastLegon = {
  area: 'East Legon, Accra',
  digitalAddress: 'GA-183-8164',
  directions: 'Opposite the Shell station, blue gate',
  position: { latitude: 5.6364, longitude: -0.1619 },
  time: null,
};

/** Esi's paid booking of Kwame's Corolla, 10 to 17 December, as she reads it. */
const aBooking = (overrides: Partial<TripConfirmationBooking> = {}): TripConfirmationBooking => ({
  id: bookingId,
  car: { year: 2019, make: 'Toyota', model: 'Corolla', location: 'Accra', imageUrl: null },
  startDate: '2026-12-10',
  endDate: '2026-12-17',
  otherParty: {
    role: 'host',
    firstName: 'Kwame',
    lastName: 'Mensah',
    phoneNumber: '+233244123456',
    phoneVerified: true,
  },
  pickup: eastLegon,
  deliveryPoint: null,
  destinationRegionName: null,
  totalPrice: '1234.50',
  protectionPlan: protectionPlanTerms(DEFAULT_PROTECTION_PLANS[1]!),
  ...overrides,
});

const emailFor = (booking = aBooking(), firstName = 'Esi') =>
  tripConfirmationEmail({
    to: 'esi@example.com',
    firstName,
    booking,
    publicUrl,
    now: new Date('2026-12-01T09:30:00.000Z'),
  });

/**
 * A calendar file's lines, unfolded (RFC 5545 folds long lines with CRLF and a space), and its
 * one event's properties by name with their parameters ("DTSTART;VALUE=DATE"), text unescaped.
 */
function parseCalendar(ics: string) {
  const lines = ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  const begin = lines.indexOf('BEGIN:VEVENT');
  const end = lines.indexOf('END:VEVENT');
  const event = new Map(
    lines.slice(begin + 1, end).map((line) => {
      const colon = line.indexOf(':');
      const value = line
        .slice(colon + 1)
        .replace(/\\([,;\\])/g, '$1')
        .replace(/\\n/gi, '\n');
      return [line.slice(0, colon), value] as const;
    }),
  );
  return { lines, begin, end, event };
}

describe("the renter's trip confirmation e-mail", () => {
  it('names the car and the days in the subject', () => {
    expect(emailFor().subject).toBe('Your trip is booked: 2019 Toyota Corolla, Dec 10 – Dec 17');
  });

  it('tells the trip: the amount paid to the pesewa, the plan, the pick-up point, the host and their phone', () => {
    const { text } = emailFor();
    expect(text).toMatch(/^Hello Esi,/);
    expect(text).toContain(
      [
        'Car: 2019 Toyota Corolla',
        'Dates: Dec 10 – Dec 17 (pick-up on the first day, return on the last)',
        'Pick-up point: GA-183-8164, East Legon, Accra',
        'Directions: Opposite the Shell station, blue gate',
        'Open in maps: https://www.google.com/maps/search/?api=1&query=5.6364%2C-0.1619',
        'Your host: Kwame Mensah, 024 412 3456',
        'Paid: ₵1,234.50',
        'Protection: Standard',
      ].join('\n'),
    );
    expect(text).toContain('What happens next: On Dec 10, 2026, meet Kwame at the pick-up point.');
    expect(text).toContain(`Your trip: ${publicUrl}/trips/${bookingId}`);
    expect(text).toContain(`Message Kwame: ${publicUrl}/messages/${bookingId}`);
  });

  it('links the trip, the conversation, the map and the phone in the HTML, escaping what people typed', () => {
    const booking = aBooking({
      otherParty: {
        role: 'host',
        firstName: '<b>Kwame</b>',
        lastName: 'Mensah',
        phoneNumber: '+233244123456',
        phoneVerified: true,
      },
    });
    const { html } = emailFor(booking, '<i>Esi</i>');
    expect(html).toContain(`href="${publicUrl}/trips/${bookingId}"`);
    expect(html).toContain(`href="${publicUrl}/messages/${bookingId}"`);
    expect(html).toContain('href="https://www.google.com/maps/search/?api=1&amp;query=5.6364%2C-0.1619"');
    expect(html).toContain('<a href="tel:+233244123456">024 412 3456</a>');
    expect(html).toContain('<strong>Paid:</strong> ₵1,234.50');
    expect(html).toContain('Hello &lt;i&gt;Esi&lt;/i&gt;');
    expect(html).toContain('&lt;b&gt;Kwame&lt;/b&gt; Mensah');
    expect(html).not.toMatch(/<b>|<i>/);
  });

  it('attaches the trip as a calendar file: the stay all day at the pick-up point', () => {
    const [file, ...others] = emailFor().attachments ?? [];
    expect(others).toEqual([]);
    expect(file).toMatchObject({
      filename: 'akwaaba-trip-b1c2d3e4.ics',
      contentType: 'text/calendar; charset=utf-8',
    });
    const { lines, begin, end, event } = parseCalendar(String(file!.content));
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(begin).toBeGreaterThan(0);
    expect(end).toBeGreaterThan(begin);
    expect(event.get('UID')).toBe(`${bookingId}@akwaaba-drive`);
    expect(event.get('DTSTART;VALUE=DATE')).toBe('20261210');
    // An all-day event ends the day after its last: the return day is in it.
    expect(event.get('DTEND;VALUE=DATE')).toBe('20261218');
    expect(event.get('LOCATION')).toBe('GA-183-8164, East Legon, Accra');
    expect(event.get('GEO')).toBe('5.6364;-0.1619');
    expect(event.get('SUMMARY')).toBe('Akwaaba Drive trip: 2019 Toyota Corolla');
    expect(event.get('DESCRIPTION')).toContain('Your host: Kwame Mensah, 024 412 3456');
    expect(event.get('URL;VALUE=URI')).toBe(`${publicUrl}/trips/${bookingId}`);
  });

  it('names the delivery point instead of a pick-up point for a delivery', () => {
    const { text } = emailFor(
      aBooking({
        deliveryPoint: { digitalAddress: 'AK-039-5028', directions: 'Behind the Adum post office' },
        destinationRegionName: 'Ashanti',
      }),
    );
    expect(text).toContain('Delivered to: AK-039-5028, Ashanti\nDirections: Behind the Adum post office');
    expect(text).not.toContain('Pick-up point:');
    expect(text).toContain('On Dec 10, 2026, Kwame brings the car to your delivery point.');
  });

  it('gives the area alone while the car has no pick-up point, a map only with a position, and no phone the host keeps', () => {
    const noPoint = emailFor(
      aBooking({
        pickup: null,
        otherParty: {
          role: 'host',
          firstName: 'Kwame',
          lastName: 'Mensah',
          phoneNumber: null,
          phoneVerified: false,
        },
      }),
    );
    expect(noPoint.text).toContain('Pick-up: Accra (your host will tell you where exactly)');
    expect(noPoint.text).toContain('Your host: Kwame Mensah\n');
    expect(noPoint.html).not.toContain('tel:');
    const noPosition = emailFor(aBooking({ pickup: { ...eastLegon, position: null } }));
    expect(noPosition.text).toContain('Pick-up point: GA-183-8164, East Legon, Accra');
    expect(noPosition.text).not.toContain('Open in maps');
  });
});
