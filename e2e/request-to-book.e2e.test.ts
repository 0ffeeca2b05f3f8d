import { readFile } from 'node:fs/promises';
import { addDays, format, parseISO } from 'date-fns';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AxeRecord } from './quality/support/axe-record';
import { PageGuard } from './quality/support/page-guard';
import { demoPassword, newAccountContext, newEmail, signedInContext } from './support/accounts';
import { pickDay } from './support/booking-calendar';
import { DESKTOP, PHONE } from './support/browser';
import { payByMobileMoney } from './support/checkout';
import { ghanaDate, type HostCar, hostCars } from './support/host-cars';
import { toast } from './support/listing-files';
import { checkoutCedis, screenCedis } from './support/money';
import { productAndBrowser } from './support/product-and-browser';

/*
 * Request to book from end to end (issue 31), with two people in two browsers. A new renter, on
 * a phone, asks for the demo host Ama's Civic in Kumasi, whose host approves each request: dates,
 * a pick-up and a return time, a message, "Send Request". Ama, on a desktop, reads the request on
 * My Cars and accepts it. The renter's My Bookings offers the payment as soon as she does; the
 * renter pays with Mobile Money at the payment simulator and lands on the trip card: the days
 * with their times, the amount paid to the pesewa, the host's tap-to-call phone and the exact
 * pick-up point. The card's calendar file is parsed here (RFC 5545): its place, its times in
 * Ghana (GMT) and the host's phone. axe-core checks each new screen state.
 */

const { product, browser } = await productAndBrowser({ paymentsReturnHere: true });
const guard = new PageGuard();
const record = AxeRecord.savedAfterAll('request-to-book');

const HOST = {
  email: 'ama.host@akwaaba.test',
  name: 'Ama Owusu',
  phone: '+233209876543',
  shown: '020 987 6543',
};
const RENTER = { email: newEmail('request-renter'), firstName: 'Yaw', lastName: 'Darko' };
const RENTER_NAME = `${RENTER.firstName} ${RENTER.lastName}`;
const CAR_NAME = '2019 Honda Civic';
const PICKUP = {
  area: 'Bantama, Kumasi',
  digitalAddress: 'AK-102-7788',
  directions: 'Close to the main gate of Komfo Anokye Hospital, cream wall',
};
const MESSAGE = 'Hello Ama, I am driving my mother to a funeral in Ejisu and back. Thank you!';
const [PICKUP_TIME, RETURN_TIME] = ['09:30', '17:00'];
// Ten to thirteen days from now (three days), well clear of any rule about notice.
const startDate = ghanaDate(addDays(new Date(), 10));
const endDate = ghanaDate(addDays(new Date(), 13));
// A price with pesewas, so the total is one to the pesewa: 3 × ₵262.50 = ₵787.50; the 5% fee
// ₵39.375 rounds half a pesewa up to ₵39.38; with the ₵1,000 deposit, ₵1,826.88.
const PRICE = '262.50';
const TOTAL = 3 * 26_250 + Math.round((3 * 26_250 * 5) / 100) + 100_000;

/** The text of the <dd> that follows the <dt> named `term` in `card`. */
const termOf = (card: Locator, term: string) =>
  card.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

/** An .ics file's properties (RFC 5545): lines unfolded, each as its name, parameters and unescaped value. */
function icsProperties(ics: string) {
  return ics
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/)
    .filter((line) => line.length > 0)
    .map((line) => {
      // The value starts at the first colon outside a quoted parameter value.
      let quoted = false;
      let colon = -1;
      for (let i = 0; i < line.length && colon < 0; i++) {
        if (line[i] === '"') quoted = !quoted;
        else if (line[i] === ':' && !quoted) colon = i;
      }
      const [name, ...params] = line.slice(0, colon).split(';');
      const value = line
        .slice(colon + 1)
        .replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
      return { name: name!.toUpperCase(), params, value };
    });
}

describe('a request to book, from a phone to the trip card', () => {
  it('is sent on a phone, accepted on a desktop, paid, and lands on the trip with its place, times, phone and .ics', async () => {
    // Ama, on her desktop, prices the Civic with pesewas (setting a price keeps it approved).
    const hostContext = guard.watch(
      await signedInContext(browser, product, HOST.email, demoPassword(product), DESKTOP),
    );
    const civic = (await hostCars(hostContext, product)).find(
      (car: HostCar) => `${car.year} ${car.make} ${car.model}` === CAR_NAME,
    );
    expect(civic).toBeDefined();
    const carId = civic!.id;
    const priced = await hostContext.request.patch(`${product.url}/api/cars/${carId}`, {
      data: { pricePerDay: PRICE },
      headers: { origin: product.url },
    });
    expect(priced.status(), await priced.text()).toBe(200);
    const publicCar = async () =>
      (await (await fetch(`${product.url}/api/cars/${carId}`)).json()) as {
        pricePerDay: string;
        deposit: string;
        instantBook: boolean;
        verificationStatus: string;
      };
    await expect.poll(async () => (await publicCar()).pricePerDay).toBe(PRICE);
    expect(await publicCar()).toMatchObject({
      deposit: '1000.00',
      instantBook: false,
      verificationStatus: 'approved',
    });

    // The renter, on a phone: the car's page says the host approves each request.
    const renterContext = guard.watch(await newAccountContext(browser, product, RENTER, PHONE));
    const renter = await renterContext.newPage();
    await renter.goto(`${product.url}/cars/${carId}`);
    await renter.getByText('The host approves each request', { exact: false }).waitFor();
    await renter.getByRole('link', { name: 'Book Now' }).click();
    await renter.waitForURL(`**/book/${carId}**`);
    await pickDay(renter, 'Start date', parseISO(startDate));
    await pickDay(renter, 'End date', parseISO(endDate));
    await renter.getByLabel('Pick-up time', { exact: true }).selectOption(PICKUP_TIME);
    await renter.getByLabel('Return time', { exact: true }).selectOption(RETURN_TIME);
    await renter.getByLabel('Your message', { exact: true }).fill(MESSAGE);
    await expect
      .poll(() => renter.getByText('Total for 3 days').locator('..').textContent())
      .toContain(screenCedis(TOTAL));
    await record.expectAccessible(renter, 'request to book with times and a message', 'renter', 'phone');
    await renter.getByRole('button', { name: 'Send Request' }).click();
    await toast(renter, 'Request sent').waitFor();
    // Ama is texted at once, at any hour: a request to answer cannot wait (docs/adr/0042).
    const texted = Date.now();
    await expect
      .poll(
        async () =>
          (
            (await (
              await fetch(`${product.url}/api/dev/sms?to=${encodeURIComponent(HOST.phone)}`)
            ).json()) as {
              text: string;
            }[]
          ).map((sms) => sms.text),
        { timeout: 30_000, interval: 250 },
      )
      .toContainEqual(
        expect.stringMatching(
          /^Akwaaba Drive: Yaw asks to book your .*Civic.* Accept or decline within 12 hours: http/,
        ),
      );
    console.log(`request-to-book: Ama's SMS in the outbox ${Date.now() - texted} ms after "Request sent"`);
    await renter.waitForURL('**/my-bookings');
    // A request waiting for its host is upcoming.
    await renter.getByRole('tab', { name: 'Upcoming (1)', selected: true }).waitFor();
    const booking = renter.getByRole('article', { name: CAR_NAME });
    await booking.getByText('Requested', { exact: true }).waitFor();
    await booking.getByText('Request sent. The host answers by', { exact: false }).waitFor();

    // Ama, on her desktop: the request, its times and the message; she accepts.
    const host = await hostContext.newPage();
    await host.goto(`${product.url}/my-cars`);
    const row = host.getByRole('listitem').filter({ hasText: `${RENTER_NAME} asks to book. Answer by` });
    await row.getByText(MESSAGE).waitFor();
    const day = (date: string) => format(parseISO(date), 'MMM d');
    const stay = `${day(startDate)}, ${PICKUP_TIME} – ${day(endDate)}, ${RETURN_TIME}`;
    await row.getByText(stay, { exact: false }).waitFor();
    await record.expectAccessible(host, 'a request to answer', 'host', 'desktop');
    await row.getByRole('button', { name: `Accept ${RENTER_NAME}’s request` }).click();
    await toast(host, 'Request accepted').waitFor();
    await row.getByRole('button', { name: `Accept ${RENTER_NAME}’s request` }).waitFor({ state: 'detached' });

    // The renter's My Bookings, left open, offers the payment as soon as the host accepts.
    const accepted = Date.now();
    await booking.getByText('The host accepted your request.', { exact: false }).waitFor();
    console.log(
      `request-to-book: the renter's open page showed the acceptance ${Date.now() - accepted} ms after it`,
    );
    await booking.getByRole('button', { name: 'Complete Payment' }).click();
    await renter.waitForURL('**/simulator/checkout/**');
    await payByMobileMoney(renter, checkoutCedis(TOTAL));

    // The trip card: the days with their times, what was paid, the host's phone, where to meet.
    const trip = renter.getByRole('article', { name: CAR_NAME });
    await trip.getByText(stay, { exact: true }).waitFor();
    await expect.poll(() => termOf(trip, 'Paid').textContent()).toBe(screenCedis(TOTAL));
    expect(await termOf(trip, 'Protection').textContent()).toBe('Minimum');
    // Ama's number is verified (the demo data verifies it as she would, docs/adr/0041).
    expect(await termOf(trip, 'Your host').textContent()).toBe(`${HOST.name} Phone verified · ${HOST.shown}`);
    const call = trip.getByRole('link', { name: HOST.shown });
    expect(await call.getAttribute('href')).toBe(`tel:${HOST.phone}`);
    const point = termOf(trip, 'Pick-up point');
    expect(await point.textContent()).toBe(`${PICKUP.digitalAddress}, ${PICKUP.area}${PICKUP.directions}`);
    await point.getByText(PICKUP.directions, { exact: true }).waitFor();
    await trip
      .getByText(
        `on ${format(parseISO(startDate), 'MMM d, yyyy')} at ${PICKUP_TIME}, meet Ama at the pick-up point`,
        { exact: false },
      )
      .waitFor();
    await record.expectAccessible(renter, 'trip card of an accepted request, paid', 'renter', 'phone');

    // What the booking keeps, as its renter reads it.
    const calendar = trip.getByRole('link', { name: 'Add to calendar' });
    const bookingId = /\/api\/bookings\/([^/]+)\/calendar\.ics$/.exec(
      (await calendar.getAttribute('href')) ?? '',
    )?.[1];
    expect(bookingId).toBeDefined();
    const detail = (await (
      await renterContext.request.get(`${product.url}/api/bookings/${bookingId}`)
    ).json()) as {
      status: string;
      paymentStatus: string;
      startDate: string;
      endDate: string;
      pickupTime: string;
      returnTime: string;
      totalPrice: string;
    };
    expect(detail).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      startDate,
      endDate,
      pickupTime: PICKUP_TIME,
      returnTime: RETURN_TIME,
      totalPrice: '1826.88',
    });

    // Add to calendar: the file, parsed, is one event at the pick-up point from pick-up to return.
    const [download] = await Promise.all([renter.waitForEvent('download'), calendar.click()]);
    const ics = icsProperties(await readFile((await download.path())!, 'utf8'));
    const events = ics.filter((p) => p.name === 'BEGIN' && p.value === 'VEVENT');
    expect(events).toHaveLength(1);
    const one = (name: string) => {
      const found = ics.filter((p) => p.name === name);
      expect(found, name).toHaveLength(1);
      return found[0]!;
    };
    const stamp = (date: string, time: string) => `${date.replaceAll('-', '')}T${time.replace(':', '')}00Z`;
    // Ghana keeps GMT all year: 09:30 in Kumasi is 09:30Z.
    expect(one('DTSTART')).toMatchObject({ params: [], value: stamp(startDate, PICKUP_TIME) });
    expect(one('DTEND')).toMatchObject({ params: [], value: stamp(endDate, RETURN_TIME) });
    expect(one('LOCATION').value).toBe(`${PICKUP.digitalAddress}, ${PICKUP.area}`);
    expect(one('SUMMARY').value).toBe(`Akwaaba Drive trip: ${CAR_NAME}`);
    const description = one('DESCRIPTION').value.split('\n');
    expect(description).toContain(`Your host: ${HOST.name}, ${HOST.shown}`);
    expect(description).toContain(
      `Pick-up point: ${PICKUP.digitalAddress}, ${PICKUP.directions} (${PICKUP.area})`,
    );
    expect(one('UID').value).toBe(`${bookingId}@akwaaba-drive`);

    await hostContext.close();
    await renterContext.close();
    expect(guard.problems).toEqual([]);
  });
});
