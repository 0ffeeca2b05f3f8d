import { addDays } from 'date-fns';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveAsDriver } from './support/accounts';
import { pickDay } from './support/booking-calendar';
import { DESKTOP, launchBrowser } from './support/browser';
import { type RoleProcess, type SharedServices, sharedServices, startRole } from './support/roles';

/*
 * The same build as three processes on embedded defaults: api (which starts and
 * owns embedded Postgres and S3), projections and workers (which share them).
 * A new renter signs up with the code the workers process e-mails (after a reactor
 * in the projections process scheduled it), then books a demo car in the browser,
 * pays by card in the payment simulator and finds the booking confirmed and paid:
 * every step crosses processes through the event store, the read models and the job queue.
 */

const PASSWORD = 'Kente-Cloth-2025';

let services: SharedServices;
let api: RoleProcess;
let projections: RoleProcess;
let workers: RoleProcess;
let browser: Browser;
let url: string;

beforeAll(async () => {
  services = await sharedServices();
  api = await startRole(services, 'api');
  projections = await startRole(services, 'projections');
  workers = await startRole(services, 'workers');
  url = api.url!;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  // The api process owns the embedded services: it stops last.
  for (const role of [workers, projections, api]) await role?.stop();
  await services?.remove();
});

async function waitForCode(to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${url}/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as {
          text: string;
        }[];
        code = mails.map((m) => /verification code is: (\d{6})/.exec(m.text)?.[1]).find(Boolean);
        return code !== undefined;
      },
      { timeout: 30_000, interval: 250, message: `No code for ${to} in the outbox.\n${problems()}` },
    )
    .toBe(true);
  return code!;
}

/** Warnings and errors the role processes logged, to explain a failure. */
function problems(): string {
  return [api, projections, workers]
    .map((role) => {
      const lines = role
        .output()
        .split('\n')
        .filter((line) => /"level":(40|50|60)/.test(line));
      return `${role.roles}:\n${lines.slice(0, 5).join('\n')}`;
    })
    .join('\n');
}

describe('api, projections and workers as three processes', () => {
  it('runs each role in its own process, and the API is ready with read models kept by another', async () => {
    expect(api.output()).toMatch(/Roles: api\b/);
    expect(projections.output()).toMatch(/running roles: projections/);
    expect(workers.output()).toMatch(/running roles: workers/);
    // Only the projections process runs projection runners.
    await expect
      .poll(() => projections.output().includes('projection runner active'), { timeout: 30_000 })
      .toBe(true);
    expect(api.output()).not.toContain('projection runner active');
    expect(workers.output()).not.toContain('projection runner active');
    await expect
      .poll(async () => (await fetch(`${url}/readyz`)).status, { timeout: 60_000, interval: 500 })
      .toBe(200);
  });

  it("answers the health check on every role's PORT, as the Dockerfile asks each container", async () => {
    for (const role of [api, projections, workers]) {
      const health = await fetch(`http://127.0.0.1:${role.port}/healthz`);
      expect(health.status, role.roles).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
    }
    // A process without the api role answers nothing else there.
    expect((await fetch(`http://127.0.0.1:${workers.port}/api/cars`)).status).toBe(404);
  });

  it('signs a renter up, books a demo car in the browser and pays for it: confirmed and paid', async () => {
    const email = `roles-${Date.now().toString(36)}@akwaaba.test`;
    const signup = await fetch(`${url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ email, password: PASSWORD, firstName: 'Esi', lastName: 'Ampofo' }),
    });
    expect(signup.status).toBe(201);
    const verify = await fetch(`${url}/api/auth/verify-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ email, code: await waitForCode(email) }),
    });
    expect(verify.status).toBeLessThan(300);

    const cars = (await (await fetch(`${url}/api/cars`)).json()) as {
      id: string;
      year: number;
      make: string;
      model: string;
    }[];
    const car = cars[0]!;
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((address) => !address.pathname.startsWith('/login'));
    // A renter pays once an admin has approved their licence and ID (the demo admin, here).
    await approveAsDriver(browser, { url, output: () => api.output() }, page.context());

    await page.goto(`${url}/cars/${car.id}`);
    await page.getByRole('link', { name: 'Book Now' }).click();
    await page.waitForURL(`**/book/${car.id}`);
    await page.getByRole('heading', { name: 'Complete Your Booking' }).waitFor();
    await pickDay(page, 'Start date', addDays(new Date(), 10));
    await pickDay(page, 'End date', addDays(new Date(), 12));
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();

    await page.waitForURL('**/simulator/checkout/**');
    await page.getByRole('button', { name: /^Pay GHS [\d,.]+ by card$/ }).click();
    await page.waitForURL('**/payment/callback?**');
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 20_000 });

    await page.goto(`${url}/my-bookings`);
    const booking = page.getByRole('article', { name: `${car.year} ${car.make} ${car.model}` });
    await booking.getByText('Confirmed', { exact: true }).waitFor();
    await booking.getByText('Paid', { exact: true }).waitFor();
    await page.close();
  });
});
