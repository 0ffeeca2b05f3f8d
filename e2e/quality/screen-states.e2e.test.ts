import { addDays, format } from 'date-fns';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, demoPassword, emailedCode, newEmail, PASSWORD, signedInContext } from '../support/accounts';
import { DESKTOP, PHONE } from '../support/browser';
import { productAndBrowser } from '../support/product-and-browser';
import { PageGuard } from './support/page-guard';

/*
 * Each spec screen's loading, empty and error states in the built product: skeletons
 * while data is on its way, the spec's empty messages with their buttons working,
 * and a clear error with a working "Try again" when the server fails (the failure is
 * made up in the browser; the real server never answers 5xx).
 */

const { product, browser } = await productAndBrowser({ paymentsReturnHere: true });
let carId: string;
const guard = new PageGuard();

beforeAll(async () => {
  carId = ((await (await fetch(`${product.url}/api/cars`)).json()) as { id: string }[])[0]!.id;
});

async function contextAs(email: string | null, viewport = PHONE): Promise<BrowserContext> {
  const context = email
    ? await signedInContext(browser, product, email, demoPassword(product), viewport)
    : await browser.newContext({ viewport });
  return guard.watch(context);
}

/** A new, verified account with nothing yet: for the empty states. */
async function newcomer(viewport = PHONE): Promise<BrowserContext> {
  const context = guard.watch(await browser.newContext({ viewport }));
  const email = newEmail('newcomer');
  const post = (path: string, data: object) =>
    context.request.post(`${product.url}${path}`, { data, headers: { origin: product.url } });
  expect(
    (await post('/api/auth/signup', { email, password: PASSWORD, firstName: 'Efua', lastName: 'Sam' })).ok(),
  ).toBe(true);
  expect(
    (await post('/api/auth/verify-email', { email, code: await emailedCode(product, email) })).ok(),
  ).toBe(true);
  expect((await post('/api/auth/login', { email, password: PASSWORD })).ok()).toBe(true);
  return context;
}

/** Holds every answer from `path` until released, so the screen's loading state can be seen. */
async function holdAnswers(page: Page, path: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // Once released, the handler lets every answer through: nothing is left waiting on an unrouted request.
  await page.route(path, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

/** Answers `path` with a server failure (in the browser only) until the returned function is called. */
async function failAnswers(page: Page, path: RegExp) {
  await page.route(path, (route) => {
    guard.fake(route.request().url());
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"message":"Something went wrong on our side. Please try again."}',
    });
  });
  return () => page.unroute(path);
}

/** The common error state: an alert saying what could not load and what the server said, and a Try again that works. */
async function expectErrorThenRecovery(page: Page, url: string, api: RegExp, loaded: () => Promise<unknown>) {
  const restore = await failAnswers(page, api);
  await page.goto(url);
  const alert = page.getByRole('alert').filter({ hasText: /couldn't load/ });
  await alert.waitFor();
  expect(await alert.textContent()).toContain('Something went wrong on our side. Please try again.');
  await restore();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await loaded();
}

/** A car's screen at `path` (the car held back) shows skeletons, then `loaded` once the car comes. */
async function expectSkeletonsWhileTheCarLoads(page: Page, path: string, loaded: () => Promise<unknown>) {
  const release = await holdAnswers(page, /\/api\/cars\/[^/?]+$/);
  await page.goto(`${product.url}${path}`);
  await page.locator('main .animate-pulse').first().waitFor();
  release();
  await loaded();
}

/** A car's screen at `path` for a car that does not exist: "Car not found", and Browse Cars leads to /cars. */
async function expectCarNotFound(page: Page, path: string) {
  await page.goto(`${product.url}${path}`);
  await page.getByText('Car not found').waitFor();
  await page.getByRole('link', { name: 'Browse Cars' }).last().click();
  await page.waitForURL(/\/cars$/);
}

// A visitor's first page of /cars or a car comes rendered from the server, whole (ADR 0015); a
// signed-in renter's is rendered in the browser, with its loading and error states.
describe('Browse Cars (/cars)', () => {
  it('shows "Loading..." and six skeleton cards, then the count and the cards', async () => {
    const page = await (await contextAs(DEMO.renter)).newPage();
    const release = await holdAnswers(page, /\/api\/cars\?/);
    await page.goto(`${product.url}/cars`);
    await page.getByRole('status').filter({ hasText: 'Loading...' }).waitFor();
    expect(await page.locator('main ul[aria-hidden="true"] > li').count()).toBe(6);
    release();
    await page.getByText(/\d+ cars available/).waitFor();
    expect(await page.locator('main article').count()).toBeGreaterThan(0);
  });

  it('shows the empty state, and Clear Filters resets the search and both dropdowns', async () => {
    const page = await (await contextAs(null)).newPage();
    await page.goto(`${product.url}/cars?location=Atlantis&price=luxury&transmission=manual`);
    await page.getByText('No cars found matching your criteria').waitFor();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    // Not "0 cars available", which the empty state itself shows: the cleared search's cars.
    await page.getByText(/[1-9]\d* cars available/).waitFor();
    expect(await page.getByPlaceholder('Search by location (Accra, Kumasi...)').inputValue()).toBe('');
    expect(await page.getByLabel('Price range', { exact: false }).inputValue()).toBe('all');
    expect(await page.getByLabel(/transmission/i).inputValue()).toBe('all');
  });

  it('shows an error with a working Try again', async () => {
    const page = await (await contextAs(DEMO.renter, DESKTOP)).newPage();
    await expectErrorThenRecovery(page, `${product.url}/cars`, /\/api\/cars\?/, () =>
      page.getByText(/\d+ cars available/).waitFor(),
    );
  });
});

describe('Car detail and booking', () => {
  it('shows skeletons while the car loads, "Car not found" for a missing car, and an error with Try again', async () => {
    const page = await (await contextAs(DEMO.renter)).newPage();
    await expectSkeletonsWhileTheCarLoads(page, `/cars/${carId}`, () =>
      page.getByRole('link', { name: 'Back to Cars' }).waitFor(),
    );
    await expectCarNotFound(page, '/cars/no-such-car');

    await expectErrorThenRecovery(page, `${product.url}/cars/${carId}`, /\/api\/cars\/[^/?]+$/, () =>
      page.getByRole('link', { name: 'Back to Cars' }).waitFor(),
    );
  });

  it('booking: signed out goes to /login; skeletons while loading; "Car not found" with Browse Cars', async () => {
    const visitor = await (await contextAs(null)).newPage();
    await visitor.goto(`${product.url}/book/${carId}`);
    await visitor.waitForURL(/\/login/);

    const page = await (await contextAs(DEMO.renter)).newPage();
    await expectSkeletonsWhileTheCarLoads(page, `/book/${carId}`, () =>
      page.getByRole('heading', { name: 'Complete Your Booking' }).waitFor(),
    );
    await expectCarNotFound(page, '/book/no-such-car');
  });
});

describe('Signed-in screens', () => {
  it('the protected-page wrapper says "Loading..." while the sign-in status loads', async () => {
    const page = await (await contextAs(DEMO.renter)).newPage();
    const release = await holdAnswers(page, /\/api\/auth\/user$/);
    await page.goto(`${product.url}/my-bookings`);
    await page.getByText('Loading...').first().waitFor();
    release();
    await page.getByRole('tab', { name: /^Upcoming/ }).waitFor();
  });

  it('a newcomer sees the empty My Cars, My Bookings and their buttons working', async () => {
    const page = await (await newcomer()).newPage();
    await page.goto(`${product.url}/my-cars`);
    await page.getByText("You haven't listed any cars yet.").waitFor();
    await page.getByRole('button', { name: 'List Your First Car' }).click();
    await page.getByRole('dialog', { name: 'Add Car' }).getByRole('heading', { name: 'Add Car' }).waitFor();
    await page.keyboard.press('Escape');

    await page.goto(`${product.url}/my-bookings`);
    await page.getByRole('tab', { name: 'Upcoming (0)' }).waitFor();
    await page.getByText('No upcoming bookings').waitFor();
    await page.getByRole('tab', { name: 'Past (0)' }).click();
    await page.getByText('No past bookings').waitFor();
    await page.getByRole('tab', { name: 'Upcoming (0)' }).click();
    await page.getByRole('link', { name: 'Browse Cars' }).last().click();
    await page.waitForURL(/\/cars$/);
  });

  it('My Cars, My Bookings and the admin queue show an error with a working Try again', async () => {
    const host = await (await contextAs(DEMO.host, DESKTOP)).newPage();
    await expectErrorThenRecovery(host, `${product.url}/my-cars`, /\/api\/my-cars$/, () =>
      host.locator('main article').first().waitFor(),
    );
    const renter = await (await contextAs(DEMO.renter)).newPage();
    await expectErrorThenRecovery(renter, `${product.url}/my-bookings`, /\/api\/my-bookings$/, () =>
      renter.getByRole('tab', { name: /^Upcoming/ }).waitFor(),
    );
    const admin = await (await contextAs(DEMO.admin, DESKTOP)).newPage();
    await expectErrorThenRecovery(admin, `${product.url}/admin`, /\/api\/admin\/pending-cars$/, () =>
      admin.getByText('No pending car listings to review.').waitFor(),
    );
  });
});

describe('Payment result (/payment/callback)', () => {
  it('shows the verifying spinner, then "could not verify" for an unknown reference', async () => {
    const page = await (await contextAs(null)).newPage();
    const release = await holdAnswers(page, /\/api\/payments\/verify\//);
    await page.goto(`${product.url}/payment/callback?reference=AKW-not-a-payment`);
    await page.getByText('Verifying your payment...').waitFor();
    release();
    await page.getByText('Could not verify your payment. Please contact support.').waitFor();
    await page.getByRole('link', { name: 'View Bookings' }).waitFor();
    await page.getByRole('link', { name: 'Browse Cars' }).last().click();
    await page.waitForURL(/\/cars$/);
  });

  it('shows "Payment failed" after a declined payment, and Try Again goes back to the checkout', async () => {
    const context = await contextAs(DEMO.renter);
    const headers = { origin: product.url };
    const start = addDays(new Date(), 40);
    const booking = await context.request.post(`${product.url}/api/bookings`, {
      headers,
      data: {
        carId,
        startDate: format(start, 'yyyy-MM-dd'),
        endDate: format(addDays(start, 2), 'yyyy-MM-dd'),
      },
    });
    expect(booking.status(), await booking.text()).toBe(201);
    const payment = await context.request.post(`${product.url}/api/payments/initialize`, {
      headers,
      data: { bookingId: ((await booking.json()) as { id: string }).id },
    });
    const { authorization_url } = (await payment.json()) as { authorization_url: string };
    const page = await context.newPage();
    await page.goto(authorization_url);
    await page.getByRole('button', { name: 'Decline payment' }).click();
    await page.waitForURL('**/payment/callback?**');
    await page.getByText('Your payment could not be processed. Please try again.').waitFor();
    await page.getByRole('link', { name: 'View Bookings' }).waitFor();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.waitForURL('**/simulator/checkout/**');
  });
});

describe('Everywhere', () => {
  it('an unknown address shows the not-found page with a way home', async () => {
    const page = await (await contextAs(null)).newPage();
    await page.goto(`${product.url}/no/such/page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL(`${product.url}/`);
  });

  it('saw no server error and no uncaught exception', () => {
    expect(guard.problems).toEqual([]);
  });
});
