import { parseCedis } from '@akwaaba/domain/money/money';
import { quoteBooking } from '@akwaaba/domain/pricing/quote';
import { addDays } from 'date-fns';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AxeRecord } from './quality/support/axe-record';
import { focusStop } from './quality/support/keyboard';
import { PageGuard } from './quality/support/page-guard';
import { DEMO, demoPassword, signedInContext } from './support/accounts';
import { SMALL_PHONE } from './support/browser';
import { expectTexts, ghanaDate } from './support/host-cars';
import { screenCedis } from './support/money';
import { productAndBrowser } from './support/product-and-browser';

/*
 * Prices where the decision is made, on a phone: a visitor says where and when on the landing
 * page and lands on the cars of that town free on those days, each card with the trip's total,
 * the figure the booking form shows for the car and the dates with its defaults (worked out
 * here with the domain's quote from the car's own figures); then sorts the list by price, by
 * keyboard, and sees the prices rise. Every card says its rating, or "New". axe-core checks
 * each new screen state.
 */

const { product, browser } = await productAndBrowser();
const guard = new PageGuard();
const record = AxeRecord.savedAfterAll('search');

/** A car as GET /api/cars answers it, as far as this test reads it. */
interface SearchedCar {
  id: string;
  location: string;
  pricePerDay: string;
  driverDailyRate: string | null;
  driverAvailable: boolean;
  discounts: { weeklyPercent: number; monthlyPercent: number };
  deposit: string;
  averageRating: number;
  reviewCount: number;
}

const searched = async (query: string) =>
  (await (await fetch(`${product.url}/api/cars?${query}&page=1&pageSize=24`)).json()) as SearchedCar[];

/** The booking form's total for the car and the days with its defaults: no delivery, driver or extras, the free plan. */
const formTotal = (car: SearchedCar, startDate: string, endDate: string) =>
  quoteBooking({
    pricePerDay: parseCedis(car.pricePerDay)!,
    surchargePerDay: 0,
    driverDailyRate: car.driverDailyRate === null ? null : parseCedis(car.driverDailyRate),
    includeDriver: false,
    driverAvailable: car.driverAvailable,
    discounts: car.discounts,
    startDate,
    endDate,
    deposit: parseCedis(car.deposit)!,
  }).total;

/** The result cards, each with the car id its link names. */
async function cardsOf(page: Page): Promise<{ id: string; card: Locator }[]> {
  const cards = page.locator('ul.card-list > li');
  await cards.first().waitFor();
  const found = [];
  for (const card of await cards.all()) {
    const href = (await card.getByRole('link').first().getAttribute('href')) ?? '';
    found.push({ id: /\/cars\/([0-9a-f-]{36})/.exec(href)![1]!, card });
  }
  return found;
}

const ratingText = (car: SearchedCar) =>
  car.reviewCount > 0 ? `${car.averageRating.toFixed(1)} (${car.reviewCount} reviews)` : 'New';

async function expectFocusedVisibly(page: Page, what: string) {
  const stop = await focusStop(page);
  expect(stop, what).toMatchObject({ visible: true, indicator: true });
}

describe('searching on a phone', () => {
  it('Where and the dates on the landing page lead to that town’s cars, each with the trip’s total and its rating', async () => {
    const context = guard.watch(await browser.newContext({ viewport: SMALL_PHONE }));
    const page = await context.newPage();
    const town = (await searched('sort=newest'))[0]!.location;
    // Three days, a fortnight from now: past every demo car's notice.
    const start = ghanaDate(addDays(new Date(), 14));
    const end = ghanaDate(addDays(new Date(), 17));

    await page.goto(`${product.url}/`);
    const form = page.getByRole('search', { name: 'Find a car' });
    const where = form.getByLabel('Where');
    await where.focus();
    await expectFocusedVisibly(page, 'Where');
    await page.keyboard.type(town);
    await form.getByLabel('Pick-up date').fill(start);
    await form.getByLabel('Return date').fill(end);
    await record.expectAccessible(page, 'landing search filled in', 'visitor', 'phone');
    // Enter in the Where field sends the form, as a phone's search key does.
    await where.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/cars' && url.searchParams.get('location') === town);
    expect(new URL(page.url()).searchParams.get('start')).toBe(start);
    expect(await page.getByRole('searchbox', { name: 'Location' }).inputValue()).toBe(town);

    const cars = await searched(`location=${encodeURIComponent(town)}&start=${start}&end=${end}`);
    expect(cars.length).toBeGreaterThan(0);
    await page.getByText(`${cars.length} cars available`).waitFor();
    const cards = await cardsOf(page);
    expect(cards.map((card) => card.id)).toEqual(cars.map((car) => car.id));
    for (const { id, card } of cards) {
      const car = cars.find((one) => one.id === id)!;
      await expectTexts(card, [
        `${screenCedis(formTotal(car, start, end))} total for 3 days`,
        ratingText(car),
        town,
      ]);
    }
    await record.expectAccessible(page, 'results with trip totals', 'visitor', 'phone');
    await context.close();
    expect(guard.problems).toEqual([]);
  });

  it('shows on a card the total the booking form shows for the car and the dates', async () => {
    const context = guard.watch(
      await signedInContext(browser, product, DEMO.renter, demoPassword(product), SMALL_PHONE),
    );
    const page = await context.newPage();
    const start = ghanaDate(addDays(new Date(), 20));
    const end = ghanaDate(addDays(new Date(), 22));
    await page.goto(`${product.url}/cars?start=${start}&end=${end}`);
    const { id, card } = (await cardsOf(page))[0]!;
    const total = /(₵[\d,.]+) total for 2 days/.exec((await card.textContent()) ?? '')?.[1];
    expect(total).toBeDefined();
    await card.getByRole('link').first().click();
    await page.waitForURL(`**/cars/${id}?**`);
    await page.getByRole('link', { name: 'Book Now' }).click();
    await page.getByRole('heading', { name: 'Complete Your Booking' }).waitFor();
    await expectTexts(page.getByRole('complementary', { name: 'Booking Summary' }), [`Total${total}`]);
    await context.close();
    expect(guard.problems).toEqual([]);
  });

  it('sorts by price by keyboard, low to high, and keeps the order in the URL', async () => {
    const context = guard.watch(await browser.newContext({ viewport: SMALL_PHONE }));
    const page = await context.newPage();
    await page.goto(`${product.url}/cars`);
    const sort = page.getByLabel('Sort by');
    expect(await sort.inputValue()).toBe('newest');
    await sort.focus();
    await expectFocusedVisibly(page, 'Sort by');
    await page.keyboard.press('ArrowDown');
    expect(await sort.inputValue()).toBe('price');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price');
    const cheapestFirst = await searched('sort=price');
    await expect
      .poll(async () => (await cardsOf(page)).map((card) => card.id), { timeout: 15_000 })
      .toEqual(cheapestFirst.map((car) => car.id));
    const prices = await page
      .locator('ul.card-list > li')
      .getByText(/^₵[\d,]+$/)
      .allTextContents();
    const amounts = prices.map((price) => Number(price.replace(/[₵,]/g, '')));
    expect(amounts.length).toBe(cheapestFirst.length);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    for (const { id, card } of await cardsOf(page))
      await expectTexts(card, [ratingText(cheapestFirst.find((car) => car.id === id)!)]);
    await record.expectAccessible(page, 'sorted by price', 'visitor', 'phone');

    // The order is part of the address: a reload keeps it.
    await page.reload();
    expect(await page.getByLabel('Sort by').inputValue()).toBe('price');
    await context.close();
    expect(guard.problems).toEqual([]);
  });
});
