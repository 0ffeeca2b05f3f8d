import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, demoPassword, newEmail, signedInContext, signUpInBrowser } from '../support/accounts';
import { DESKTOP, PHONE } from '../support/browser';
import { addCarPhotos, fillCarDetails, openedDialog, toast, uploadCarPapers } from '../support/listing-files';
import { productAndBrowser } from '../support/product-and-browser';
import { PageGuard } from './support/page-guard';

/*
 * The product's golden paths, each on a phone (412×823) and on a desktop, in the built
 * product: a visitor browses, filters and opens a car; a renter goes from signup to a
 * confirmed, paid booking; a host goes from signup to an approved listing while an
 * admin clears the queue (approve, reject with notes, delete). No step may meet a
 * server error or an uncaught exception.
 */

const VIEWPORTS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

const { product, browser } = await productAndBrowser({ paymentsReturnHere: true });
let cars: { id: string; make: string; model: string; year: number; location: string }[];
const guard = new PageGuard();

beforeAll(async () => {
  cars = (await (await fetch(`${product.url}/api/cars`)).json()) as typeof cars;
});

const freshContext = async (viewport: { width: number; height: number }): Promise<BrowserContext> =>
  guard.watch(await browser.newContext({ viewport }));

describe.each(VIEWPORTS)('golden paths on a %s', (name, viewport) => {
  it('a visitor browses, filters by price, opens a car, and Book Now asks them to log in', async () => {
    const page = await (await freshContext(viewport)).newPage();
    await page.goto(product.url);
    await page.getByRole('link', { name: 'Browse Cars' }).first().click();
    await page.waitForURL(/\/cars$/);
    const count = page.getByText(/\d+ cars available/);
    await count.waitFor();
    const all = Number((await count.textContent())!.match(/\d+/)![0]);
    await page.getByLabel('Price range').selectOption('luxury');
    await expect.poll(async () => Number((await count.textContent())?.match(/\d+/)?.[0])).toBeLessThan(all);
    await page.waitForURL(/price=luxury/);
    const prices = await page
      .locator('main article')
      .getByText(/₵[\d,]+/)
      .allTextContents();
    for (const price of prices) expect(Number(price.replace(/[^\d]/g, ''))).toBeGreaterThan(300);

    const first = page.locator('main article h3 a').first();
    const title = (await first.textContent())!.trim();
    await first.click();
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByText('Free cancellation up to 24h before').waitFor();
    await page.getByRole('link', { name: 'Book Now' }).click();
    await page.waitForURL(/\/login/);
    await page.close();
  });

  it('a renter signs up, books a car with the default dates, pays, and finds it confirmed and paid', async () => {
    const page = await (await freshContext(viewport)).newPage();
    await signUpInBrowser(page, product, {
      email: newEmail(`renter-${name}`),
      firstName: 'Ama',
      lastName: 'Owusu',
    });
    // Signed in, the root shows the car list.
    await page.getByRole('heading', { name: 'Find Your Perfect Ride' }).waitFor();

    // Each viewport books a different car: the default dates (tomorrow, for two days) are the same.
    const car = cars[name === 'phone' ? 0 : 1]!;
    const carName = `${car.year} ${car.make} ${car.model}`;
    await page.goto(`${product.url}/cars/${car.id}`);
    await page.getByRole('link', { name: 'Book Now' }).click();
    await page.waitForURL(`**/book/${car.id}`);
    await page.getByRole('heading', { name: 'Complete Your Booking' }).waitFor();
    const summary = page.getByRole('complementary', { name: 'Booking Summary' });
    await summary.getByText(/× 2 days/).waitFor();
    await summary.getByText('Includes all fees').waitFor();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();

    await page.waitForURL('**/simulator/checkout/**');
    if (name === 'phone') {
      await page.getByRole('button', { name: /^Pay GHS [\d,.]+ by card$/ }).click();
    } else {
      await page.getByLabel('Network').selectOption({ label: 'MTN' });
      await page.getByLabel('Mobile Money number').fill('024 555 0199');
      await page.getByRole('button', { name: /^Pay GHS [\d,.]+ with Mobile Money$/ }).click();
    }
    await page.waitForURL('**/payment/callback?**');
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'My Bookings' }).last().click();
    await page.waitForURL('**/my-bookings');
    await page.getByRole('tab', { name: 'Upcoming (1)' }).waitFor();
    const booking = page.getByRole('article', { name: carName });
    await booking.getByText('Confirmed', { exact: true }).waitFor();
    await booking.getByText('Paid', { exact: true }).waitFor();
    await page.close();
  });
});

/** Lists a car through the Add Car dialog, with two photos and the three papers, as a host would. */
async function listCar(page: Page, car: { make: string; model: string; year: string; location: string }) {
  const empty = page.getByRole('button', { name: 'List Your First Car' });
  await page.getByRole('button', { name: 'Add Car' }).or(empty).first().click();
  const dialog = await openedDialog(page, 'Add Car');
  await dialog.getByLabel('Make').fill(car.make);
  await fillCarDetails(dialog, {
    ...car,
    pricePerDay: '220',
    seats: '5',
    transmission: 'Automatic',
    description: 'Well kept, serviced every 5,000 km.',
    features: 'Air conditioning, Bluetooth',
  });
  await addCarPhotos(page, dialog, [
    { name: 'front.jpg', colour: '#14532d' },
    { name: 'back.jpg', colour: '#1e3a8a' },
  ]);
  await uploadCarPapers(page, dialog);
  await dialog.getByRole('button', { name: 'List Car' }).click();
  await toast(page, 'Car listed').waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

/** A new host, signed up in the browser on `viewport`, on their My Cars page. */
async function newHostOnMyCars(
  viewport: { width: number; height: number },
  host: { emailPrefix: string; firstName: string; lastName: string },
): Promise<Page> {
  const page = await (await freshContext(viewport)).newPage();
  const { emailPrefix, firstName, lastName } = host;
  await signUpInBrowser(page, product, { email: newEmail(emailPrefix), firstName, lastName });
  await page.goto(`${product.url}/my-cars`);
  return page;
}

/** The demo admin, signed in on `viewport`, on the admin dashboard. */
async function adminOnDashboard(viewport: { width: number; height: number }): Promise<Page> {
  const admin = await (
    await guard.watch(await signedInContext(browser, product, DEMO.admin, demoPassword(product), viewport))
  ).newPage();
  await admin.goto(`${product.url}/admin`);
  return admin;
}

describe('a host lists, an admin moderates', () => {
  it('host on a phone lists two cars; admin on a desktop approves one and rejects the other with notes', async () => {
    const host = await newHostOnMyCars(PHONE, {
      emailPrefix: 'host-phone',
      firstName: 'Kojo',
      lastName: 'Antwi',
    });
    await listCar(host, { make: 'Kia', model: 'Picanto', year: '2020', location: 'Ho' });
    await listCar(host, { make: 'Honda', model: 'Fit', year: '2018', location: 'Wa' });
    await host.getByText('Pending Verification').nth(1).waitFor();

    const admin = await adminOnDashboard(DESKTOP);
    await admin.getByRole('button', { name: 'Approve 2020 Kia Picanto' }).click();
    const approve = await openedDialog(admin, 'Approve listing');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await toast(admin, 'Listing approved').waitFor();

    await admin.getByRole('button', { name: 'Reject 2018 Honda Fit' }).click();
    const reject = await openedDialog(admin, 'Reject listing');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await reject.getByText('Please give the reason for rejecting this listing').waitFor();
    await reject.getByLabel('Review notes (required)').fill('The registration scan is cut off.');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await toast(admin, 'Listing rejected').waitFor();
    await admin.getByText('No pending car listings to review.').waitFor();

    await host.reload();
    const kia = host.getByRole('article').filter({ hasText: '2020 Kia Picanto' });
    await kia.getByText('Verified').waitFor();
    const honda = host.getByRole('article').filter({ hasText: '2018 Honda Fit' });
    await honda.getByText('Rejected').waitFor();
    await honda.getByText('The registration scan is cut off.').waitFor();

    const visitor = await (await freshContext(PHONE)).newPage();
    await visitor.goto(`${product.url}/cars?location=ho`);
    await visitor.getByRole('link', { name: '2020 Kia Picanto' }).waitFor();
  });

  it('host on a desktop lists a car; admin on a phone deletes it after confirming', async () => {
    const host = await newHostOnMyCars(DESKTOP, {
      emailPrefix: 'host-desktop',
      firstName: 'Adjoa',
      lastName: 'Boateng',
    });
    await listCar(host, { make: 'Nissan', model: 'Almera', year: '2017', location: 'Sunyani' });

    const admin = await adminOnDashboard(PHONE);
    await admin.getByRole('button', { name: 'Delete listing 2017 Nissan Almera' }).click();
    const confirm = await openedDialog(admin, 'Delete listing?');
    await confirm.getByRole('button', { name: 'Delete Listing' }).click();
    await toast(admin, 'Listing deleted').waitFor();
    await admin.getByText('No pending car listings to review.').waitFor();

    await host.reload();
    await host.getByText("You haven't listed any cars yet.").waitFor();
  });

  it('met no server error and no uncaught exception on any path', () => {
    expect(guard.problems).toEqual([]);
  });
});
