import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { photo, toast } from './listing-files';

/**
 * Records a paid booking's trip over the API, as the trip page does: the host's handover and
 * the renter's return, each with their own photos, and the host accepting the return. The trip
 * is then completed, and its host's earnings payable (at once under PAYOUT_DELAY_MINUTES=0).
 */
export async function completeTrip(
  product: { url: string },
  host: BrowserContext,
  renter: BrowserContext,
  bookingId: string,
) {
  const headers = { origin: product.url };
  const photosOf = async (context: BrowserContext) =>
    Promise.all(
      (['front', 'back', 'left', 'right'] as const).map(async (angle, n) => {
        const ticket = await context.request.post(`${product.url}/api/objects/upload`, {
          data: { purpose: 'trip-photo' },
          headers,
        });
        expect(ticket.status(), await ticket.text()).toBe(200);
        const { uploadURL, objectPath } = (await ticket.json()) as { uploadURL: string; objectPath: string };
        const sent = await context.request.put(`${product.url}${uploadURL}`, {
          data: await photo(['#b91c1c', '#1d4ed8', '#15803d', '#a16207'][n]!),
          headers: { ...headers, 'content-type': 'image/jpeg' },
        });
        expect(sent.status(), await sent.text()).toBe(200);
        return { angle, path: objectPath };
      }),
    );
  const post = async (context: BrowserContext, path: string, data: object) => {
    const answer = await context.request.post(`${product.url}/api/bookings/${bookingId}/${path}`, {
      data,
      headers,
    });
    expect(answer.status(), `${path}: ${await answer.text()}`).toBeLessThan(300);
  };
  await post(host, 'check-in', { odometerKm: 42000, fuelEighths: 8, photos: await photosOf(host), note: '' });
  await post(renter, 'check-out', {
    odometerKm: 42600,
    fuelEighths: 6,
    photos: await photosOf(renter),
    note: '',
  });
  await post(host, 'accept-return', {});
}

/** On Earnings, the host adds an MTN Mobile Money account to be paid to, as a host would. */
export async function addMobileMoneyPayoutAccount(host: Page, product: { url: string }) {
  await host.goto(`${product.url}/earnings`);
  await host.getByRole('heading', { level: 1, name: 'Earnings' }).waitFor();
  await host.getByRole('radio', { name: 'Mobile Money' }).check();
  await host.getByLabel('Network').selectOption({ label: 'MTN' });
  await host.getByLabel('Name on the account').fill('Kwame Mensah');
  // A Telecel number under MTN is named as said aloud: "an MTN number".
  await host.getByLabel('Mobile Money number').fill('020 123 4567');
  await host.getByRole('button', { name: 'Save payout account' }).click();
  await host
    .getByText('020 is not an MTN number. Please check the number or choose its network.')
    .first()
    .waitFor();
  await host.getByLabel('Mobile Money number').fill('054 123 4567');
  await host.getByRole('button', { name: 'Save payout account' }).click();
  await toast(host, 'Payout account saved').waitFor();
  await host.getByText('MTN ••• 4567').first().waitFor();
}

/**
 * Reloads Earnings until the booking's card (found again after each load) says its payout
 * arrived: the payout sweep runs every minute, so this may take one.
 */
export async function untilPaidOut(host: Page, card: () => Locator) {
  await expect
    .poll(
      async () => {
        await host.reload();
        await host.getByRole('heading', { level: 1, name: 'Earnings' }).waitFor();
        return card().getByText('Paid', { exact: true }).count();
      },
      { timeout: 60_000, interval: 2000 },
    )
    .toBeGreaterThan(0);
}
