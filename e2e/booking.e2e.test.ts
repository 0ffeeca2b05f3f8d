import { readFile } from 'node:fs/promises';
import { addDays, format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { AxeRecord } from './quality/support/axe-record';
import { DEMO, demoPassword, newAccountContext, newEmail, signedInContext } from './support/accounts';
import { pickDay } from './support/booking-calendar';
import { DESKTOP, SMALL_PHONE } from './support/browser';
import { payByMobileMoney } from './support/checkout';
import { expectTexts, ghanaDate, plainBookableCar, quoteForCar } from './support/host-cars';
import { checkoutCedis } from './support/money';
import { productAndBrowser } from './support/product-and-browser';

/*
 * A renter books a demo car with a driver and delivery to another region, pays with Mobile
 * Money in the built-in payment simulator, finds the booking confirmed and paid, then cancels
 * it more than 24 hours ahead and finds it refunded. A new renter on a phone who leaves the
 * payment page and books the same days again is offered to pay the booking that holds them.
 */

const DEMO_PASSWORD = 'Akwaaba-Demo-2025';
const HOST = 'kwame.host@akwaaba.test';
const RENTER = 'abena.renter@akwaaba.test';

const { product, browser } = await productAndBrowser({ paymentsReturnHere: true });
const record = AxeRecord.savedAfterAll('booking');

/** Signs the demo host in over the API and gives the demo Corolla a surcharge for Ashanti, as My Cars would. */
async function hostOffersDeliveryToAshanti(): Promise<string> {
  const login = await fetch(`${product.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: product.url },
    body: JSON.stringify({ email: HOST, password: DEMO_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const mine = (await (await fetch(`${product.url}/api/my-cars`, { headers: { cookie } })).json()) as {
    id: string;
    make: string;
    model: string;
    driverAvailable: boolean;
  }[];
  const corolla = mine.find((car) => car.make === 'Toyota' && car.model === 'Corolla' && car.driverAvailable);
  expect(corolla).toBeDefined();
  const pricing = await fetch(`${product.url}/api/cars/${corolla!.id}/region-pricing`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: product.url, cookie },
    body: JSON.stringify({ regionId: 'ashanti', surchargePerDay: '50' }),
  });
  expect(pricing.status).toBeLessThan(300);
  return corolla!.id;
}

describe('booking and paying for a car', () => {
  it('books with a driver and delivery, pays with Mobile Money, then cancels for a refund', async () => {
    const carId = await hostOffersDeliveryToAshanti();
    const page = await browser.newPage({ viewport: DESKTOP });

    // Log in as the demo renter.
    await page.goto(`${product.url}/login`);
    await page.getByLabel('Email').fill(RENTER);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    // From the car's page to the booking screen.
    await page.goto(`${product.url}/cars/${carId}`);
    await page.getByRole('link', { name: 'Book Now' }).click();
    await page.waitForURL(`**/book/${carId}`);
    await page.getByRole('heading', { name: 'Complete Your Booking' }).waitFor();

    // Five to eight days from now: well over 24 hours ahead, so cancelling is free.
    const start = addDays(new Date(), 5);
    const end = addDays(new Date(), 8);
    await pickDay(page, 'Start date', start);
    await pickDay(page, 'End date', end);
    const destination = page.getByLabel('Delivery Destination (Optional)');
    expect(await destination.locator('option').allTextContents()).toEqual([
      'Same region as car (No surcharge)',
      'Ashanti (+₵50/day)',
    ]);
    await destination.selectOption('ashanti');
    // Where in Ashanti: the renter's digital address and directions, for the host only.
    const point = page.getByRole('group', { name: 'Delivery point' });
    await point.getByLabel('Digital address').fill('ak 039 5028');
    await point.getByLabel('Directions').fill('Behind the Kejetia market, blue gate');
    await page.getByLabel('Include Professional Driver').check();
    await page.getByText('Kofi Asante').waitFor();

    // (₵280 + ₵50 + ₵150) × 3 days = ₵1,440; fee ₵72; total ₵1,512.
    const summary = page.getByRole('complementary', { name: 'Booking Summary' });
    for (const text of [
      '2019 Toyota Corolla',
      format(start, 'MMM d, yyyy'),
      format(end, 'MMM d, yyyy'),
      '₵280 × 3 days',
      '₵840',
      'Regional surcharge (Ashanti)',
      '₵150',
      'Driver service',
      '₵450',
      'Service fee (5%)',
      '₵72',
      '₵1,512',
      'Includes all fees',
    ])
      await expect.poll(() => summary.getByText(text, { exact: true }).count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Proceed to Payment' }).click();

    // The simulator's checkout page: pay with Mobile Money.
    await page.waitForURL('**/simulator/checkout/**');
    await page.getByRole('heading', { name: 'Pay GHS 1,512.00' }).waitFor();
    await page.getByLabel('Network').selectOption({ label: 'MTN' });
    await page.getByLabel('Mobile Money number').fill('055 123 4987');
    await page.getByRole('button', { name: 'Pay GHS 1,512.00 with Mobile Money' }).click();

    // Back on Akwaaba Drive: the payment is verified.
    await page.waitForURL('**/payment/callback?**');
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 20_000 });
    // The trip, told where it is decided: what was paid, where and when to meet, and the calendar.
    const trip = page.getByRole('article', { name: '2019 Toyota Corolla' });
    await trip.waitFor();
    for (const text of [
      'Paid₵1,512',
      'Pick-up point',
      `What happens next: on ${format(start, 'MMM d, yyyy')}`,
    ])
      await expect.poll(() => trip.textContent()).toContain(text);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      trip.getByRole('link', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`akwaaba-trip-${format(start, 'yyyy-MM-dd')}.ics`);
    const ics = await readFile(await download.path(), 'utf8');
    // From the pick-up to the return, at the times the booking took (the start of the host's
    // handover hours, none chosen), in UTC: Ghana keeps GMT.
    expect(ics).toContain(`DTSTART:${format(start, 'yyyyMMdd')}T080000Z`);
    expect(ics).toContain(`DTEND:${format(end, 'yyyyMMdd')}T080000Z`);
    await page.getByRole('link', { name: 'My Bookings' }).last().click();
    await page.waitForURL('**/my-bookings');

    const upcoming = page.getByRole('tab', { name: 'Upcoming (1)' });
    await upcoming.waitFor();
    const booking = page.getByRole('article', { name: '2019 Toyota Corolla' });
    await booking.getByText('Confirmed', { exact: true }).waitFor();
    await booking.getByText('Paid', { exact: true }).waitFor();

    // Cancel more than 24 hours ahead: a full refund.
    await booking.getByRole('button', { name: 'Cancel Booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await dialog.getByText(/full refund of ₵1,512/).waitFor();
    await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('tab', { name: 'Past (1)' }).click();
    const past = page.getByRole('article', { name: '2019 Toyota Corolla' });
    await past.getByText('Cancelled', { exact: true }).waitFor();
    await past.getByText('Refunded', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Upcoming (0)' }).click();
    await page.getByText('No upcoming bookings').waitFor();
    await page.close();
  });

  it('recognises the renter’s own hold on a phone: booking the same days again pays the booking that holds them', async () => {
    const host = await signedInContext(browser, product, DEMO.host, demoPassword(product), DESKTOP);
    const car = await plainBookableCar(host, product);
    await host.close();
    const renter = await newAccountContext(
      browser,
      product,
      { email: newEmail('holder'), firstName: 'Kofi', lastName: 'Boateng' },
      SMALL_PHONE,
    );
    const page = await renter.newPage();
    const today = new Date();
    const [startDate, endDate] = [ghanaDate(today), ghanaDate(addDays(today, 2))];
    const total = checkoutCedis(quoteForCar(car, { startDate, endDate }).total);
    const booking = `${product.url}/book/${car.id}?start=${startDate}&end=${endDate}`;

    // The renter books, reaches the payment page, and leaves it without paying.
    await page.goto(booking);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.waitForURL('**/simulator/checkout/**');
    await page.getByRole('heading', { name: `Pay ${total}` }).waitFor();

    // Back to book the same days: the form says they are already theirs, and offers to pay.
    await page.goto(booking);
    const notice = page.getByRole('status').filter({ hasText: 'You already hold these dates' });
    await notice.waitFor();
    await expectTexts(notice, [format(today, 'MMM d, yyyy'), format(addDays(today, 2), 'MMM d, yyyy')]);
    await record.expectAccessible(page, 'booking form, the renter holding the dates', 'renter', 'phone');
    const pay = page.getByRole('button', { name: 'Complete Payment' });
    await pay.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/simulator/checkout/**');
    await payByMobileMoney(page, total);

    // One booking, the one that held the days, now paid.
    const mine = (await (await renter.request.get(`${product.url}/api/my-bookings`)).json()) as {
      status: string;
      paymentStatus: string;
    }[];
    expect(mine).toMatchObject([{ status: 'confirmed', paymentStatus: 'paid' }]);
    await renter.close();
  });
});
