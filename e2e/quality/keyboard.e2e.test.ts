import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, demoPassword, signedInContext } from '../support/accounts';
import { DESKTOP, PHONE } from '../support/browser';
import { productAndBrowser } from '../support/product-and-browser';
import { runAxe, summarize } from './support/axe';
import { AxeRecord } from './support/axe-record';
import { focusIsInside, focusStop, tabTo, tabWalkProblems } from './support/keyboard';
import { PageGuard } from './support/page-guard';

/*
 * Keyboard alone: every stop of a Tab walk shows where focus is, and the menu, the
 * drawer, the dialogs, the tab sets and the filter lists open, move, choose and close
 * by keys, giving focus back where it was. axe runs with each of them open.
 */

const { product, browser } = await productAndBrowser();
let carId: string;
const record = new AxeRecord('keyboard-widgets');
const guard = new PageGuard();

beforeAll(async () => {
  const cars = (await (await fetch(`${product.url}/api/cars`)).json()) as { id: string; images: string[] }[];
  carId = cars.find((car) => car.images.length > 1)!.id;
});
afterAll(async () => {
  await record.save();
});

async function pageAs(email: string | null, viewport: { width: number; height: number }): Promise<Page> {
  const context = email
    ? await signedInContext(browser, product, email, demoPassword(product), viewport)
    : await browser.newContext({ viewport });
  guard.watch(context);
  return context.newPage();
}

/** axe with a widget open: nothing serious or critical inside it either. */
async function expectNoBlockingViolations(
  page: Page,
  screen: string,
  viewport: 'phone' | 'desktop',
  as: string,
) {
  const { counts, blocking, rules } = summarize(await runAxe(page));
  record.add({ screen, viewport, as, counts, rules });
  expect.soft(blocking, screen).toEqual([]);
}

const focusedWhat = async (page: Page) => (await focusStop(page))?.what ?? '(nothing)';

describe('a visible focus on every Tab stop', () => {
  const walks = [
    ['/', null, DESKTOP],
    ['/cars', null, PHONE],
    [`/cars/{id}`, null, DESKTOP],
    ['/login', null, PHONE],
    ['/my-cars', DEMO.host, DESKTOP],
    ['/my-bookings', DEMO.renter, PHONE],
    ['/profile', DEMO.renter, DESKTOP],
    ['/admin', DEMO.admin, DESKTOP],
  ] as const;
  it.each(walks)('%s (%s)', async (path, email, viewport) => {
    const page = await pageAs(email, viewport);
    await page.goto(`${product.url}${path.replace('{id}', carId)}`);
    await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
    const { stops, problems } = await tabWalkProblems(page);
    expect(stops).toBeGreaterThan(3);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('widgets by keyboard alone', () => {
  it('the account menu opens, moves, closes with Escape and returns focus, then opens a page', async () => {
    const page = await pageAs(DEMO.host, DESKTOP);
    await page.goto(`${product.url}/cars`);
    await page.getByRole('button', { name: /^Account menu/ }).waitFor();
    await tabTo(page, (what) => what.includes('Account menu'));
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await expectNoBlockingViolations(page, 'account menu (open)', 'desktop', 'host');
    const active = () => menu.locator('[data-focus]').textContent();
    const first = await active();
    await page.keyboard.press('ArrowDown');
    expect(await active()).not.toBe(first);
    // The active item looks different from the others: a keyboard user sees where they are.
    const backgrounds = await menu.getByRole('menuitem').evaluateAll((items) => {
      const { getComputedStyle } = globalThis as unknown as {
        getComputedStyle(element: unknown): { backgroundColor: string };
      };
      return items.map((item) => getComputedStyle(item).backgroundColor);
    });
    expect(new Set(backgrounds).size).toBeGreaterThan(1);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await focusedWhat(page)).toContain('Account menu');

    await page.keyboard.press('ArrowDown');
    await menu.waitFor();
    while (((await active()) ?? '') !== 'My Bookings') await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/my-bookings$/);
    await page.close();
  });

  it('the phone drawer opens, keeps focus inside, closes with Escape and returns focus', async () => {
    const page = await pageAs(DEMO.host, PHONE);
    await page.goto(`${product.url}/how-it-works`);
    await tabTo(page, (what) => what.includes('Open menu'));
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('heading', { name: 'Menu' }).waitFor();
    await expectNoBlockingViolations(page, 'phone drawer (open)', 'phone', 'host');
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await focusIsInside(drawer)).toBe(true);
      expect((await focusStop(page))?.indicator).toBe(true);
    }
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await focusedWhat(page)).toContain('Open menu');
    await page.close();
  });

  it('the Add Car dialog opens from the keyboard, is checked by axe, and Escape gives focus back', async () => {
    const page = await pageAs(DEMO.host, DESKTOP);
    await page.goto(`${product.url}/my-cars`);
    await page.getByRole('button', { name: 'Add Car' }).waitFor();
    await tabTo(page, (what) => what.includes('"Add Car"'));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Car' });
    await dialog.getByRole('heading', { name: 'Add Car' }).waitFor();
    expect(await focusIsInside(dialog)).toBe(true);
    await expectNoBlockingViolations(page, 'Add Car dialog (open)', 'desktop', 'host');
    // Every field of the form on the way: each stop visible, with its focus ring, still inside the dialog.
    const problems: string[] = [];
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      const stop = await focusStop(page);
      if (!stop || !(await focusIsInside(dialog))) problems.push(`focus left the dialog at Tab ${i + 1}`);
      else if (!stop.visible) problems.push(`${stop.what}: focused but not visible`);
      else if (!stop.indicator) problems.push(`${stop.what}: no visible focus indicator`);
    }
    expect(problems).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focusedWhat(page)).toContain('Add Car');
    await page.close();
  });

  it('tab sets move with the arrow keys (My Bookings on a phone, the admin dashboard on a desktop)', async () => {
    for (const [email, viewport, path, second] of [
      [DEMO.renter, PHONE, '/my-bookings', /^Past/],
      [DEMO.admin, DESKTOP, '/admin', /^All listings/],
    ] as const) {
      const page = await pageAs(email, viewport);
      await page.goto(`${product.url}${path}`);
      const tabs = page.getByRole('tab');
      await tabs.first().waitFor();
      await tabTo(page, (what) => what.includes('role=tab'));
      await page.keyboard.press('ArrowRight');
      const next = page.getByRole('tab', { name: second });
      await expect.poll(() => next.getAttribute('aria-selected')).toBe('true');
      expect((await focusStop(page))?.indicator).toBe(true);
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => tabs.first().getAttribute('aria-selected')).toBe('true');
      await page.close();
    }
  });

  it('the Browse Cars filter lists choose by arrow keys, and the gallery steps by Enter', async () => {
    const page = await pageAs(null, PHONE);
    await page.goto(`${product.url}/cars`);
    await page.getByText(/\d+ cars available/).waitFor();
    const before = await page.getByText(/\d+ cars available/).textContent();
    const transmission = page.getByLabel(/transmission/i);
    await transmission.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => transmission.inputValue()).not.toBe('all');
    await expect.poll(() => page.getByText(/\d+ cars available/).textContent()).not.toBe(before);

    await page.goto(`${product.url}/cars/${carId}`);
    const photo = page.locator('section[aria-roledescription="carousel"] img').first();
    await photo.waitFor();
    await tabTo(page, (what) => what.includes('Next photo'));
    await page.keyboard.press('Enter');
    await expect.poll(() => photo.getAttribute('alt')).toMatch(/\(2 of \d+\)/);
    await page.close();
  });

  it('saw no server error and no uncaught exception', () => {
    expect(guard.problems).toEqual([]);
  });
});
