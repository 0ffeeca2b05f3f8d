import type { QuoteRequest } from '@akwaaba/domain';
import { parseCedis } from '@akwaaba/domain/money/money';
import { plainQuote } from '@akwaaba/domain/pricing/quote.testing';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openedDialog } from './listing-files';

/** A host's car as GET /api/my-cars answers it, as far as the browser tests read it. */
export interface HostCar {
  id: string;
  year: number;
  make: string;
  model: string;
  pricePerDay: string;
  available: boolean;
  verificationStatus: string;
  driverAvailable: boolean;
  tripRules: { minTripDays: number; advanceNoticeDays: number };
  discounts: { weeklyPercent: number; monthlyPercent: number };
  extras: { kind: string; dailyRate: string }[];
}

/** The cars of the host signed in on `context`. */
export async function hostCars(context: BrowserContext, product: { url: string }): Promise<HostCar[]> {
  return (await (await context.request.get(`${product.url}/api/my-cars`)).json()) as HostCar[];
}

/**
 * One of the host's cars a renter may book from today for two days, with no extra, no driver
 * and so no driver's fields in its booking form: a plain car each priced test starts from.
 */
export async function plainBookableCar(context: BrowserContext, product: { url: string }): Promise<HostCar> {
  const car = (await hostCars(context, product)).find(
    (c) =>
      c.available &&
      c.verificationStatus === 'approved' &&
      c.extras.length === 0 &&
      !c.driverAvailable &&
      c.tripRules.advanceNoticeDays === 0 &&
      c.tripRules.minTripDays <= 2,
  );
  if (!car) throw new Error('no approved demo car without a driver is bookable from today');
  return car;
}

/** The host opens the Edit Car dialog of a plain bookable car (plainBookableCar) on a new page. */
export async function editPlainBookableCar(hostContext: BrowserContext, product: { url: string }) {
  const car = await plainBookableCar(hostContext, product);
  const name = `${car.year} ${car.make} ${car.model}`;
  const host = await hostContext.newPage();
  return { car, name, host, form: await openCarForm(host, product, name) };
}

/** Waits until the element's text holds every piece, as one line of a list of lines reads: "Child seat₵35". */
export async function expectTexts(element: Locator, texts: string[]) {
  for (const text of texts)
    await expect.poll(async () => (await element.textContent()) ?? '', { message: text }).toContain(text);
}

/** A day as the booking API and the searches take it, "2026-11-28": Ghana keeps GMT all year. */
export const ghanaDate = (date: Date) => date.toISOString().slice(0, 10);

/** The host opens My Cars and the Edit Car dialog of the car named `name` ("2019 Toyota Corolla"). */
export async function openCarForm(host: Page, product: { url: string }, name: string): Promise<Locator> {
  await host.goto(`${product.url}/my-cars`);
  await host
    .getByRole('button', { name: `Edit ${name}` })
    .first()
    .click();
  return openedDialog(host, 'Edit Car');
}

/**
 * What the server charges for the car over a stay, worked out with the domain's quote from the
 * car's price and discounts, without delivery or driver unless `request` says otherwise.
 */
export const quoteForCar = (
  car: HostCar,
  request: Pick<QuoteRequest, 'startDate' | 'endDate'> & Partial<QuoteRequest>,
) => plainQuote({ pricePerDay: parseCedis(car.pricePerDay)!, discounts: car.discounts, ...request });
