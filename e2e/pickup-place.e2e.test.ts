import { mapsLinkFor } from '@akwaaba/domain/cars/pickup-point';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AxeRecord } from './quality/support/axe-record';
import { focusStop } from './quality/support/keyboard';
import { PageGuard } from './quality/support/page-guard';
import { DEMO, demoPassword, newAccountContext, newEmail, signedInContext } from './support/accounts';
import { SMALL_PHONE } from './support/browser';
import { openCarForm } from './support/host-cars';
import { toast } from './support/listing-files';
import { paidBookingOfHost } from './support/paid-booking';
import { productAndBrowser } from './support/product-and-browser';

/*
 * The pick-up place from end to end (docs/adr/0035), with two people in two browsers: the demo
 * host, on a 1280×800 desktop, sets the pick-up point of a car a new renter has paid for, in
 * the car form and by keyboard (a malformed digital address is refused first, with the domain's
 * message on its field); the renter, on a 390×844 phone, finds the exact address, the directions
 * and an "Open in maps" link on the trip's page, while the car's public page shows only the area.
 * axe-core checks each new screen state.
 */

const { product, browser } = await productAndBrowser();
const guard = new PageGuard();
const record = AxeRecord.savedAfterAll('pickup-place');

const LAPTOP = { width: 1280, height: 800 };
const RENTER = { email: newEmail('pickup-renter'), firstName: 'Abena', lastName: 'Boateng' };
const POINT = {
  area: 'Dzorwulu, Accra',
  typedAddress: 'ga 064 2217',
  digitalAddress: 'GA-064-2217',
  directions: 'Behind the Dzorwulu Goil station, red gate',
  position: { latitude: 5.6102, longitude: -0.2035 },
};

/** Replaces what the focused box holds with `text`, as a keyboard user would. */
async function retype(page: Page, text: string) {
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

/** Tabs to the next box and checks it is the one labelled `label`, its focus visible. */
async function tabToField(page: Page, label: string) {
  await page.keyboard.press('Tab');
  const focusedLabel = await page.evaluate(() => {
    const doc = (globalThis as unknown as { document: { activeElement: { id: string } | null } }).document;
    const id = doc.activeElement?.id;
    const label = id
      ? (
          globalThis as unknown as { document: { querySelector(s: string): { textContent: string } | null } }
        ).document.querySelector(`label[for="${id}"]`)
      : null;
    return label?.textContent ?? null;
  });
  expect(focusedLabel).toBe(label);
  const stop = await focusStop(page);
  expect(stop?.visible && stop.indicator, `${label} shows its focus`).toBe(true);
}

describe('the pick-up place', () => {
  it('is set by the host by keyboard, shown whole to the renter who paid, and only as its area to anyone', async () => {
    const hostContext = guard.watch(
      await signedInContext(browser, product, DEMO.host, demoPassword(product), LAPTOP),
    );
    const renterContext = guard.watch(await newAccountContext(browser, product, RENTER, SMALL_PHONE));
    const paid = await paidBookingOfHost(product, hostContext, renterContext, { from: 40, days: 2 });
    await paid.page.close();

    // The host, in the car's form: the fieldset "Pick-up point", box after box by keyboard.
    const host = await hostContext.newPage();
    const form = await openCarForm(host, product, paid.carName);
    const fieldset = form.getByRole('group', { name: 'Pick-up point' });
    await fieldset.getByText('Anyone sees the area.').waitFor();
    await fieldset.getByLabel('Area').focus();
    await retype(host, POINT.area);
    await tabToField(host, 'Digital address');
    await retype(host, 'GA-64-2217');
    await tabToField(host, 'Directions');
    await retype(host, POINT.directions);
    await tabToField(host, 'Latitude (optional)');
    await retype(host, String(POINT.position.latitude));
    await tabToField(host, 'Longitude (optional)');
    await retype(host, String(POINT.position.longitude));
    await host.keyboard.press('Enter');
    await fieldset.getByText('Digital address must look like GA-183-8164 (GhanaPost GPS)').waitFor();
    await record.expectAccessible(host, 'car form refusing a malformed digital address', 'host', 'desktop');
    await fieldset.getByLabel('Digital address').focus();
    // Typed as people say it; kept upper case with dashes.
    await retype(host, POINT.typedAddress);
    await host.keyboard.press('Enter');
    await toast(host, 'Car updated').waitFor();
    const mine = (await (await hostContext.request.get(`${product.url}/api/my-cars`)).json()) as {
      id: string;
      pickupPoint: unknown;
    }[];
    expect(mine.find((car) => car.id === paid.carId)?.pickupPoint).toEqual({
      area: POINT.area,
      digitalAddress: POINT.digitalAddress,
      directions: POINT.directions,
      position: POINT.position,
    });
    await record.expectAccessible(host, 'my cars with pick-up points', 'host', 'desktop');

    // The renter, on a phone: the trip's page has the exact point and a link to the map.
    const renter = await renterContext.newPage();
    await renter.goto(`${product.url}/trips/${paid.bookingId}`);
    const pickup = renter.getByRole('region', { name: 'Pick-up point' });
    await pickup.getByText(POINT.digitalAddress).waitFor();
    await pickup.getByText(POINT.directions).waitFor();
    await pickup.getByText(POINT.area).waitFor();
    const maps = pickup.getByRole('link', { name: /^Open in maps/ });
    expect(await maps.getAttribute('href')).toBe(mapsLinkFor(POINT));
    expect(await maps.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=5.6102%2C-0.2035',
    );
    await record.expectAccessible(renter, 'paid trip with its pick-up point', 'renter', 'phone');

    // Anyone on the car's page: the area, and nothing of the exact point, in the page or its data.
    const visitor = await browser.newPage({ viewport: SMALL_PHONE });
    await visitor.goto(`${product.url}/cars/${paid.carId}`);
    await visitor.getByText(`Pick-up in ${POINT.area}.`, { exact: false }).waitFor();
    const html = await (await fetch(`${product.url}/cars/${paid.carId}`)).text();
    const answer = await (await fetch(`${product.url}/api/cars/${paid.carId}`)).text();
    for (const secret of [POINT.digitalAddress, POINT.directions, String(POINT.position.latitude)]) {
      expect(html).not.toContain(secret);
      expect(answer).not.toContain(secret);
      expect(await visitor.getByText(secret).count()).toBe(0);
    }
    expect(html).toContain(POINT.area);
    await record.expectAccessible(visitor, 'car page with its pick-up area', 'visitor', 'phone');

    await visitor.close();
    await hostContext.close();
    await renterContext.close();
    expect(guard.problems).toEqual([]);
  });
});
