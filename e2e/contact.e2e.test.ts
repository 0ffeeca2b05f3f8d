import { randomUUID } from 'node:crypto';
import { ALL_OPERATIONS } from '@akwaaba/domain/contracts';
import { phoneNumberShown } from '@akwaaba/domain/shared/phone-display';
import { PostgresEventStore } from '@akwaaba/infra/eventstore/postgres/postgres-event-store';
import pg from 'pg';
import type { ConsoleMessage, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, demoUserId } from '../server/seed/demo-accounts';
import { DEMO_CARS } from '../server/seed/demo-cars';
import { stableId } from '../server/seed/repeatable-seed';
import { DEMO, demoPassword, newAccountContext, newEmail, signedInContext } from './support/accounts';
import { DESKTOP, PHONE, SMALL_PHONE } from './support/browser';
import { toast } from './support/listing-files';
import { productAndBrowser } from './support/product-and-browser';

/*
 * Issue 31, "Contact, kept from scrapers": no phone number of the demo data (hosts', drivers',
 * the renter's) in any answer to a caller who is not signed in, nor in any page the server
 * renders (its HTML, link previews, structured data and the data it hands the browser); a
 * signed-in renter on a phone still gets the host's number to call.
 */
const { product, browser } = await productAndBrowser();

/** Every demo number, found however it is written: "+233 24 412 3456", "0244123456", "244-123-456". */
const DEMO_NUMBERS = [
  ...DEMO_ACCOUNTS.flatMap((account) => (account.phoneNumber ? [account.phoneNumber] : [])),
  ...DEMO_CARS.flatMap((car) => (car.driver ? [car.driver.phone] : [])),
];
const numberPattern = (number: string) =>
  new RegExp(
    number
      .replace(/^\+233/, '')
      .split('')
      .join('[\\s.()-]*'),
  );
const PATTERNS = [...new Set(DEMO_NUMBERS)].map(numberPattern);
const numbersIn = (text: string) => PATTERNS.filter((pattern) => pattern.test(text)).map(String);

const carIds = DEMO_CARS.map((car) => stableId(`car:${car.key}`));
const kwamesCorolla = stableId('car:corolla-accra');
const kwame = DEMO_ACCOUNTS.find((account) => account.email === DEMO.host)!;

/** The URLs of one public GET of the contracts, with the demo's real ids in its path. */
function urlsOf(path: string): string[] {
  const withIds = path.includes(':id') ? carIds.map((id) => path.replace(':id', id)) : [path];
  return withIds.map((url) =>
    url.replace(':reference', 'no-such-reference').replace('*', 'car-photos/no-such-photo.jpg'),
  );
}

describe('what anyone may read', () => {
  it('has the demo numbers to look for: every host, the renter and each driver', () => {
    expect(DEMO_NUMBERS.length).toBeGreaterThanOrEqual(7);
    // A number the product stores is found as people write it.
    expect(numbersIn('Call +233 24 412 3456')).toHaveLength(1);
    expect(numbersIn('024-412-3456')).toHaveLength(1);
  });

  it('holds no phone number in any answer of a public GET of the contracts', async () => {
    // The development outboxes (/api/dev/...) are left out: they answer 404 in production, and in
    // development they show what the product sent, phones in trip e-mails and SMS recipients included.
    const publicReads = ALL_OPERATIONS.filter(
      (op) => op.method === 'GET' && op.access === undefined && !op.path.startsWith('/api/dev/'),
    );
    expect(publicReads.map((op) => op.id)).toEqual(expect.arrayContaining(['cars.list', 'cars.detail']));
    const urls = [
      ...publicReads.flatMap((op) => urlsOf(op.path)),
      // The browse list as the pages ask for it, filtered and paged.
      '/api/cars?page=1&pageSize=48',
      '/api/cars?location=accra&transmission=automatic',
    ];
    const found: string[] = [];
    for (const url of urls) {
      const response = await fetch(`${product.url}${url}`, { redirect: 'manual' });
      expect(response.status, url).toBeLessThan(500);
      for (const number of numbersIn(await response.text())) found.push(`${url}: ${number}`);
    }
    expect(urls.length).toBeGreaterThan(carIds.length * 3);
    expect(found).toEqual([]);
  });

  it('holds no phone number in any page the server renders, nor in what search engines read', async () => {
    const pages = [
      '/',
      '/cars',
      '/cars?location=kumasi',
      '/how-it-works',
      '/sitemap.xml',
      '/robots.txt',
      ...carIds.map((id) => `/cars/${id}`),
    ];
    const found: string[] = [];
    for (const path of pages) {
      const response = await fetch(`${product.url}${path}`);
      expect(response.status, path).toBe(200);
      const page = await response.text();
      for (const number of numbersIn(page)) found.push(`${path}: ${number}`);
    }
    expect(found).toEqual([]);
    // The car page is rendered whole, with its data for the browser: only the numbers are left out.
    const carPage = await (await fetch(`${product.url}/cars/${kwamesCorolla}`)).text();
    expect(carPage).toContain('Meet Your Host');
    expect(carPage).toContain('Sign in to see the host&#x27;s number');
    expect(carPage).toContain('<script type="application/json" id="akwaaba-server-state">');
  });
});

/** The console's warnings and errors from the first byte on (a hydration mismatch is one). */
function consoleOf(page: Page) {
  const messages: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  return messages;
}

describe("the host's number on a phone", () => {
  it('is a link to sign in for a visitor, taken over by the web app without a warning', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const messages = consoleOf(page);
    await page.goto(`${product.url}/cars/${kwamesCorolla}`);
    expect(await page.locator('html').getAttribute('data-interactive')).toBe('');
    const host = page.getByRole('region', { name: 'Meet Your Host' });
    const signIn = host.getByRole('link', { name: "Sign in to see the host's number" });
    expect(await signIn.getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent(`/cars/${kwamesCorolla}`)}`,
    );
    expect(await host.getByRole('link', { name: /^Call/ }).count()).toBe(0);
    expect(messages).toEqual([]);
    await signIn.click();
    await page.waitForURL(/\/login\?redirect=/);
    await page.close();
  });

  it('is a tap-to-call link for a signed-in renter, with the driver’s on the booking form', async () => {
    const context = await signedInContext(browser, product, DEMO.renter, demoPassword(product), PHONE);
    const page = await context.newPage();
    await page.goto(`${product.url}/cars/${kwamesCorolla}`);
    const host = page.getByRole('region', { name: 'Meet Your Host' });
    // Shown the Ghanaian way, dialled in E.164 (ADR 0034).
    const call = host.getByRole('link', { name: `Call ${phoneNumberShown(kwame.phoneNumber!)}` });
    await call.waitFor();
    expect(await call.getAttribute('href')).toBe(`tel:${kwame.phoneNumber}`);
    expect(await host.getByRole('link', { name: "Sign in to see the host's number" }).count()).toBe(0);

    await page.getByRole('link', { name: 'Book Now' }).click();
    await page.waitForURL(/\/book\//);
    const driverCall = page.getByRole('link', { name: '024 400 0111' });
    await driverCall.waitFor();
    expect(await driverCall.getAttribute('href')).toBe('tel:+233244000111');
    await context.close();
  });

  it('waits for payment once the host chooses so on their profile', async () => {
    const hostContext = await signedInContext(browser, product, DEMO.host, demoPassword(product), DESKTOP);
    const profile = await hostContext.newPage();
    await profile.goto(`${product.url}/profile`);
    await profile
      .getByLabel('Who sees your number on your cars')
      .selectOption({ label: 'Only renters who have paid for a booking' });
    await profile.getByRole('button', { name: 'Save Profile' }).click();
    await profile.getByText('Your changes are saved').first().waitFor();
    await hostContext.close();

    const context = await signedInContext(browser, product, DEMO.renter, demoPassword(product), PHONE);
    const page = await context.newPage();
    await page.goto(`${product.url}/cars/${kwamesCorolla}`);
    const host = page.getByRole('region', { name: 'Meet Your Host' });
    await host.getByText('The host shares their number once your booking is paid.').waitFor();
    expect(await host.getByRole('link', { name: /^Call/ }).count()).toBe(0);
    await context.close();
  });
});

describe('one phone format (ADR 0034)', () => {
  it('keeps a profile number typed with the country code, and shows it the Ghanaian way (small phone)', async () => {
    const context = await newAccountContext(
      browser,
      product,
      { email: newEmail('phone'), firstName: 'Adwoa', lastName: 'Boateng' },
      SMALL_PHONE,
      { approvedDriver: false },
    );
    const page = await context.newPage();
    await page.goto(`${product.url}/profile`);
    const phone = page.getByLabel('Phone number');
    await phone.fill('call me');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText('Please enter a valid phone number, like 024 412 3456').first().waitFor();
    await phone.fill('+233 24 412 3456');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await toast(page, 'Profile saved').waitFor();
    expect(await phone.inputValue()).toBe('024 412 3456');
    const saved = await context.request.get(`${product.url}/api/auth/user`);
    expect(await saved.json()).toMatchObject({ phoneNumber: '+233244123456' });
    await page.reload();
    await page.getByLabel('Phone number').waitFor();
    expect(await page.getByLabel('Phone number').inputValue()).toBe('024 412 3456');
    await context.close();
  });

  it('takes a Mobile Money number moved from another network once the host confirms it (desktop)', async () => {
    const context = await newAccountContext(
      browser,
      product,
      { email: newEmail('ported'), firstName: 'Yaw', lastName: 'Darko' },
      DESKTOP,
      { approvedDriver: false },
    );
    const host = await context.newPage();
    await host.goto(`${product.url}/earnings`);
    await host.getByRole('heading', { level: 1, name: 'Earnings' }).waitFor();
    await host.getByRole('radio', { name: 'Mobile Money' }).check();
    await host.getByLabel('Network').selectOption({ label: 'MTN' });
    await host.getByLabel('Mobile Money number').fill('020 123 4567');
    await host.getByLabel('Name on the account').fill('Yaw Darko');
    await host.getByRole('button', { name: 'Save payout account' }).click();
    await host
      .getByRole('alert')
      .filter({ hasText: '020 is not an MTN number. Please check the number or choose its network.' })
      .waitFor();
    await host
      .getByRole('checkbox', { name: 'This number is on MTN (it was moved from another network)' })
      .check();
    await host.getByRole('button', { name: 'Save payout account' }).click();
    await toast(host, 'Payout account saved').waitFor();
    await host.getByText('MTN ••• 4567').first().waitFor();
    await context.close();
  });
});

describe('numbers recorded before one format (ADR 0034)', () => {
  it('show the Ghanaian way and dial in E.164 for a renter on a phone', async () => {
    // The events as the product recorded them before: the host's and the driver's numbers as typed.
    const pool = new pg.Pool({ connectionString: product.databaseUrl, max: 2 });
    const store = PostgresEventStore.create(pool);
    const recorded = (type: string, data: Record<string, unknown>) => ({
      id: randomUUID(),
      type,
      data,
      metadata: {
        actorId: demoUserId(DEMO.host),
        actorRole: 'host',
        correlationId: randomUUID(),
        causationId: null,
        timestamp: new Date().toISOString(),
      },
    });
    try {
      await store.appendToStream(`recorded-before-e164-${randomUUID()}`, [
        recorded('UserProfileUpdated', {
          userId: demoUserId(DEMO.host),
          changes: { phoneNumber: '0277 000 123', phoneSharing: 'signed-in' },
        }),
        recorded('CarUpdated', {
          carId: kwamesCorolla,
          changes: { driverPhone: '+233 24 400 0222' },
          sentBackToPending: false,
        }),
      ]);
    } finally {
      await store.close();
      await pool.end();
    }

    const context = await signedInContext(browser, product, DEMO.renter, demoPassword(product), PHONE);
    await expect
      .poll(async () =>
        (await context.request.get(`${product.url}/api/cars/${kwamesCorolla}/contact`)).json(),
      )
      .toEqual({ phoneSharing: 'signed-in', hostPhoneNumber: '+233277000123', driverPhone: '+233244000222' });
    const page = await context.newPage();
    await page.goto(`${product.url}/cars/${kwamesCorolla}`);
    const call = page
      .getByRole('region', { name: 'Meet Your Host' })
      .getByRole('link', { name: 'Call 027 700 0123' });
    await call.waitFor();
    expect(await call.getAttribute('href')).toBe('tel:+233277000123');
    await page.getByRole('link', { name: 'Book Now' }).click();
    await page.waitForURL(/\/book\//);
    const driverCall = page.getByRole('link', { name: '024 400 0222' });
    await driverCall.waitFor();
    expect(await driverCall.getAttribute('href')).toBe('tel:+233244000222');
    await context.close();
  });
});
