import { type QuoteRequest, quoteBooking } from '@akwaaba/domain';
import { parseCedis } from '@akwaaba/domain/money/money';
import type { BrowserContext, Locator, Page } from 'playwright-core';
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
) =>
  quoteBooking({
    pricePerDay: parseCedis(car.pricePerDay)!,
    surchargePerDay: 0,
    driverDailyRate: null,
    includeDriver: false,
    driverAvailable: false,
    discounts: car.discounts,
    ...request,
  });
