import { addDays } from 'date-fns';
import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { ghanaDate } from './host-cars';

/** Handover hours round the clock: the booking form then proposes a pick-up at 00:00. */
const ALL_DAY = { from: '00:00', until: '23:30' };

/**
 * The host hands the car over at any hour, so a booking from today picked up at 00:00 can be
 * handed over whenever the test runs (the handover opens at the pick-up time).
 */
export async function handOverAtAnyHour(product: { url: string }, host: BrowserContext, carId: string) {
  const changed = await host.request.patch(`${product.url}/api/cars/${carId}`, {
    headers: { origin: product.url },
    data: { handoverHours: ALL_DAY },
  });
  expect(changed.status(), await changed.text()).toBe(200);
}

/**
 * A booking of one of the host's cars from today to the day after tomorrow, made by the renter
 * and paid by card at the payment simulator; its page is left on the payment's success screen.
 * The host first hands the car over at any hour and the renter picks it up at 00:00, so the
 * handover is open whenever the test runs (it opens at the pick-up time).
 */
export async function paidBookingFromToday(
  product: { url: string },
  host: BrowserContext,
  renter: BrowserContext,
) {
  return paidBookingOfHost(product, host, renter, { from: 0, days: 2 });
}

/**
 * The same, `from` days after today for `days` days, on the first of the host's cars free then
 * (skipping `notOn`, a car's id).
 */
export async function paidBookingOfHost(
  product: { url: string },
  host: BrowserContext,
  renter: BrowserContext,
  { from, days, notOn }: { from: number; days: number; notOn?: string },
) {
  const headers = { origin: product.url };
  const cars = (await (await host.request.get(`${product.url}/api/my-cars`)).json()) as {
    id: string;
    year: number;
    make: string;
    model: string;
    available: boolean;
    verificationStatus: string;
  }[];
  const today = new Date();
  for (const car of cars.filter(
    (c) => c.available && c.verificationStatus === 'approved' && c.id !== notOn,
  )) {
    if (from === 0) await handOverAtAnyHour(product, host, car.id);
    const created = await renter.request.post(`${product.url}/api/bookings`, {
      headers,
      data: {
        carId: car.id,
        startDate: ghanaDate(addDays(today, from)),
        endDate: ghanaDate(addDays(today, from + days)),
        ...(from === 0 ? { pickupTime: ALL_DAY.from } : {}),
      },
    });
    if (created.status() !== 201) continue;
    const { id } = (await created.json()) as { id: string };
    const payment = await renter.request.post(`${product.url}/api/payments/initialize`, {
      headers,
      data: { bookingId: id },
    });
    expect(payment.status(), await payment.text()).toBe(200);
    const { authorization_url } = (await payment.json()) as { authorization_url: string };
    const page = await renter.newPage();
    await page.goto(authorization_url);
    await page.getByRole('button', { name: /^Pay GHS [\d,.]+ by card$/ }).click();
    await page.waitForURL('**/payment/callback?**');
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 20_000 });
    return { page, bookingId: id, carId: car.id, carName: `${car.year} ${car.make} ${car.model}` };
  }
  throw new Error(`None of the demo host’s cars could be booked ${from} days from today`);
}
