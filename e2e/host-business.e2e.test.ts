import { toCedisString } from '@akwaaba/domain';
import { stayText } from '@akwaaba/domain/bookings/stay';
import { addDays, format, parse } from 'date-fns';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, demoPassword, newAccountContext, newEmail, signedInContext } from './support/accounts';
import { DESKTOP, PHONE } from './support/browser';
import { payByMobileMoney } from './support/checkout';
import { ghanaDate, hostCars, openCarForm, quoteForCar } from './support/host-cars';
import { addMobileMoneyPayoutAccount, completeTrip, untilPaidOut } from './support/host-payouts';
import { toast } from './support/listing-files';
import { checkoutCedis, screenCedis } from './support/money';
import { handOverAtAnyHour } from './support/paid-booking';
import { productAndBrowser } from './support/product-and-browser';

/*
 * The host's business, with two people in two browsers: the demo host on a desktop gives a car
 * a weekly discount and blocks three days on its calendar; a new renter on a phone searching
 * those days does not find the car, then books it for a week from today with the discount,
 * priced the same on the screen, on the server and at the payment simulator. The trip is
 * recorded through the API (the trip screens have their own test), and the host, who adds a
 * Mobile Money payout account on Earnings, sees the booking paid out. Hosts are paid at once
 * here (PAYOUT_DELAY_MINUTES=0), a day after the trip in production.
 */

const { product, browser } = await productAndBrowser({
  paymentsReturnHere: true,
  env: { PAYOUT_DELAY_MINUTES: '0' },
});

const RENTER = { email: newEmail('business-renter'), firstName: 'Yaw', lastName: 'Boateng' };
const today = new Date();
const day = (n: number) => addDays(today, n);

/** The day button of the host's calendar, moving to later months when needed. */
async function calendarDay(page: Page, date: Date) {
  const button = page.getByRole('button', { name: new RegExp(`^${format(date, 'EEEE d MMMM yyyy')}, `) });
  // The month shown first depends on the day of the month: look once the calendar is there.
  await page.getByRole('button', { name: 'Next month' }).waitFor();
  for (let tries = 0; tries < 3 && (await button.count()) === 0; tries++)
    await page.getByRole('button', { name: 'Next month' }).click();
  return button;
}

/** The car's id on the cards a Browse Cars page shows, once the list has loaded. */
async function listedCarIds(page: Page): Promise<string[]> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.locator('article').first().waitFor();
  const hrefs = await page
    .locator('article a[href^="/cars/"]')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => href.split('?')[0]!.split('/')[2]!))];
}

describe("the host's business", () => {
  it('blocks days and discounts a week; a renter searching those days misses the car, books a week at the discounted price, and the host is paid', async () => {
    const hostContext = await signedInContext(browser, product, DEMO.host, demoPassword(product), DESKTOP);
    const renterContext = await newAccountContext(browser, product, RENTER, PHONE);
    const cars = await hostCars(hostContext, product);
    const car = cars.find((c) => c.available && c.verificationStatus === 'approved' && !c.driverAvailable);
    expect(car, 'an approved demo car without a driver').toBeDefined();
    const name = `${car!.year} ${car!.make} ${car!.model}`;

    // The host: a 10 % weekly discount on the listing...
    const host = await hostContext.newPage();
    const form = await openCarForm(host, product, name);
    // The driver's phone says how to write it, as the payout form does.
    await form.getByLabel('Offer a professional driver').check();
    await form.getByText('10 digits, like 024 412 3456').waitFor();
    await form.getByLabel('Offer a professional driver').uncheck();
    await form.getByLabel('Weekly discount (%)').fill('10');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await toast(host, 'Car updated').waitFor();
    await handOverAtAnyHour(product, hostContext, car!.id);

    // ... and three days blocked on its calendar, 20 to 22 days from now.
    await host
      .getByRole('link', { name: `Calendar of ${name}` })
      .first()
      .click();
    await host.waitForURL(`**/my-cars/${car!.id}/calendar`);
    await (await calendarDay(host, day(20))).click();
    await (await calendarDay(host, day(22))).click();
    await host.getByRole('button', { name: 'Block these days' }).click();
    await toast(host, 'Days blocked').waitFor();
    await expect
      .poll(async () => (await calendarDay(host, day(21))).getAttribute('aria-label'))
      .toMatch(/blocked$/);

    // The renter, on a phone, searching the blocked days, does not find the car...
    const renter = await renterContext.newPage();
    const search = (from: number, to: number) =>
      `${product.url}/cars?start=${ghanaDate(day(from))}&end=${ghanaDate(day(to))}`;
    await renter.goto(search(20, 23));
    expect(await listedCarIds(renter)).not.toContain(car!.id);
    // ... and finds it for a week from today, with its discount.
    await renter.goto(search(0, 7));
    expect(await listedCarIds(renter)).toContain(car!.id);
    const card = renter.locator('article', { has: renter.locator(`a[href^="/cars/${car!.id}"]`) });
    await card.getByText('Weekly discount').first().waitFor();
    await card.locator(`a[href^="/cars/${car!.id}"]`).first().click();
    await renter.waitForURL(`**/cars/${car!.id}?**`);
    await renter.getByRole('link', { name: 'Book Now' }).click();
    await renter.waitForURL(`**/book/${car!.id}?**`);
    await renter.getByRole('heading', { name: 'Complete Your Booking' }).waitFor();

    // The booking screen starts with the searched week and shows the discount.
    const quote = quoteForCar(car!, {
      discounts: { weeklyPercent: 10, monthlyPercent: 0 },
      startDate: ghanaDate(day(0)),
      endDate: ghanaDate(day(7)),
    });
    expect(quote).toMatchObject({ days: 7, discountPercent: 10 });
    const summary = renter.getByRole('complementary', { name: 'Booking Summary' });
    for (const text of [
      'Weekly discount (10%)',
      `−${screenCedis(quote.discountAmount)}`,
      // To the pesewa, as the payment asks for it.
      screenCedis(quote.total),
    ])
      await expect
        .poll(() => summary.getByText(text, { exact: true }).count(), { message: text })
        .toBeGreaterThan(0);

    await renter.getByRole('button', { name: 'Proceed to Payment' }).click();
    // The simulator charges the server's total, to the pesewa.
    await renter.waitForURL('**/simulator/checkout/**');
    const charged = checkoutCedis(quote.total);
    await renter.getByRole('heading', { name: `Pay ${charged}` }).waitFor();
    await payByMobileMoney(renter, charged);

    const bookings = (await (await renterContext.request.get(`${product.url}/api/my-bookings`)).json()) as {
      id: string;
      carId: string;
      totalPrice: string;
      discount: string;
      status: string;
    }[];
    const booking = bookings.find((b) => b.carId === car!.id);
    expect(booking).toMatchObject({
      status: 'confirmed',
      totalPrice: toCedisString(quote.total),
      discount: toCedisString(quote.discountAmount),
    });

    // The same days on both sides: the renter's booking and the host's calendar run from the
    // pick-up day to the return day, which the calendar marks as such (the host's e-mails name
    // them alike: test/notification-email.int.test.ts).
    const stay = stayText({ startDate: ghanaDate(day(0)), endDate: ghanaDate(day(7)) });
    await renter.goto(`${product.url}/my-bookings`);
    await renter
      .getByText(`${format(day(0), 'MMM d, yyyy')} – ${format(day(7), 'MMM d, yyyy')}`)
      .first()
      .waitFor();
    await host.goto(`${product.url}/my-cars/${car!.id}/calendar`);
    await host.getByText(stay, { exact: true }).first().waitFor();
    // The calendar opens on the weeks ahead: no day shown is more than a week gone.
    const shownDays = await host
      .getByRole('button', { name: /^\w+day \d{1,2} \w+ \d{4}, / })
      .evaluateAll((buttons) => buttons.map((b) => (b.getAttribute('aria-label') ?? '').split(',')[0]!));
    const firstShown = parse(shownDays[0]!, 'EEEE d MMMM yyyy', today);
    expect(firstShown.getTime()).toBeGreaterThan(addDays(today, -8).getTime());
    expect(await (await calendarDay(host, day(7))).getAttribute('aria-label')).toBe(
      `${format(day(7), 'EEEE d MMMM yyyy')}, free, return day of ${RENTER.firstName} ${RENTER.lastName}'s booking`,
    );
    // The booked range leads to its trip.
    await host
      .getByRole('link', { name: `Open the trip of ${stay}` })
      .first()
      .click();
    await host.waitForURL(`**/trips/${booking!.id}`);

    // The trip happens; the host adds where to be paid, and sees the booking paid out.
    await completeTrip(product, hostContext, renterContext, booking!.id);
    await addMobileMoneyPayoutAccount(host, product);
    // Earnings say what the commission is taken on, the driver's fee included.
    await host
      .getByText(
        "We keep 15% of each booking's price, the driver's fee and delivery included, as our commission",
        {
          exact: false,
        },
      )
      .waitFor();

    // The booking's card on Earnings is named by its car and dates: "<car>, Nov 26, 2026 – Dec 3, 2026".
    await untilPaidOut(host, () =>
      host.getByRole('article', {
        name: `${name}, ${format(day(0), 'MMM d, yyyy')} – ${format(day(7), 'MMM d, yyyy')}`,
      }),
    );
  });
});
