import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, PHONE } from './support/browser';
import { type RunningProduct, startProduct } from './support/server';

let product: RunningProduct & { dataDir: string };
let browser: Browser;
beforeAll(async () => {
  product = await startProduct();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe('a fresh start on embedded services', () => {
  it('serves the demo cars as JSON', async () => {
    const response = await fetch(`${product.url}/api/cars`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const cars = (await response.json()) as { make: string; location: string; images: string[] }[];
    expect(cars.length).toBeGreaterThanOrEqual(12);
    for (const city of ['Accra', 'Kumasi', 'Tamale']) expect(cars.map((c) => c.location)).toContain(city);
    const photo = await fetch(`${product.url}${cars[0]!.images[0]}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('shows the demo cars on /cars with their photos (%s)', async (_name, viewport) => {
    const page = await browser.newPage({ viewport });
    await page.goto(`${product.url}/cars`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Find Your Perfect Ride' }).isVisible())
      .toBe(true);
    await page.getByText(/\d+ cars available/).waitFor();
    const count = Number((await page.getByText(/\d+ cars available/).textContent())!.match(/\d+/)![0]);
    expect(count).toBeGreaterThanOrEqual(12);
    const hrefs = await page
      .locator('a[href^="/cars/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(count);
    const firstPhoto = page.locator('main img').first();
    await expect
      .poll(() =>
        firstPhoto.evaluate((img) => (img as { complete: boolean; naturalWidth: number }).naturalWidth > 0),
      )
      .toBe(true);

    await page.getByPlaceholder('Search by location (Accra, Kumasi...)').fill('tamale');
    await expect.poll(async () => page.locator('a[href^="/cars/"]').count()).toBeLessThan(count);
    // Each card shows its city beside the name; every card left must be in Tamale.
    const cards = await page.locator('main article').allTextContents();
    expect(cards.length).toBeGreaterThan(0);
    for (const text of cards) expect(text).toMatch(/Tamale/);
    await page.close();
  });

  it('has a landing page, How it works and a not-found page', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(product.url);
    await page.getByText('Ready to Hit the Road?').waitFor();
    await page.getByRole('link', { name: 'How It Works' }).first().click();
    await page.waitForURL(/\/how-it-works$/);
    await page.goto(`${product.url}/no-such-page`);
    await page
      .getByText(/not found/i)
      .first()
      .waitFor();
    await page.close();
  });

  it.each(['/my-cars', '/my-bookings'])(
    'sends a signed-out visitor of %s to /login once, and back after',
    async (path) => {
      const page = await browser.newPage({ viewport: PHONE });
      await page.goto(`${product.url}${path}`);
      await page.waitForURL(/\/login/);
      await page.waitForTimeout(500); // a redirect loop would keep changing the URL
      const url = new URL(page.url());
      expect(url.pathname).toBe('/login');
      expect(url.searchParams.get('redirect')).toBe(path);
      await page.close();
    },
  );

  it('keeps its data across a restart and does not seed twice', async () => {
    const before = ((await (await fetch(`${product.url}/api/cars`)).json()) as unknown[]).length;
    expect(await product.stop(true)).toBe(0);
    const dataDir = product.dataDir;
    product = await startProduct({ dataDir });
    const after = ((await (await fetch(`${product.url}/api/cars`)).json()) as unknown[]).length;
    expect(after).toBe(before);
    await product.stop();
    await rm(dataDir, { recursive: true, force: true });
    product = await startProduct();
  });
});

describe('bad configuration', () => {
  it('stops start-up with one line naming the variable', () => {
    const result = spawnSync(process.execPath, ['dist/server/main.js'], {
      env: { ...process.env, PORT: 'eighty', NODE_ENV: 'development' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'Configuration error: PORT must be a port number from 1 to 65535 (got "eighty")',
    );
  });
});
