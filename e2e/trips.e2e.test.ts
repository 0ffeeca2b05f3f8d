import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AxeRecord } from './quality/support/axe-record';
import { tabWalkProblems } from './quality/support/keyboard';
import { PageGuard } from './quality/support/page-guard';
import { DEMO, demoPassword, newAccountContext, newEmail, signedInContext } from './support/accounts';
import { PHONE } from './support/browser';
import { photo, toast } from './support/listing-files';
import { paidBookingFromToday } from './support/paid-booking';
import { productAndBrowser } from './support/product-and-browser';

/*
 * A trip on a phone, from the car changing hands to both reviews, in the built product with two
 * people in two browsers: the demo host and a new renter. The renter books one of the host's
 * cars from today (the handover opens 12 hours before the start date) and pays in the payment
 * simulator. The host records the handover with a photo of each side, the renter confirms it,
 * the renter records the return with a damage report, the admin resolves the case on
 * /admin/trips, and both review: each review shows to the other only once both are written.
 * axe-core checks the trip page and /admin/trips on the way, in the states they reach.
 */

const { product, browser } = await productAndBrowser({ paymentsReturnHere: true });
const guard = new PageGuard();
const record = AxeRecord.savedAfterAll('trips');

const RENTER = { email: newEmail('trip-renter'), firstName: 'Efua', lastName: 'Asante' };

/** Takes the photo of one side of the car with the "camera" (a file chooser in a headless browser). */
async function takePhoto(page: Page, slot: string, colour: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: `${slot}: Take photo` }).click();
  await (await chooser).setFiles({
    name: `${slot}.jpg`,
    mimeType: 'image/jpeg',
    buffer: await photo(colour),
  });
  await page.getByRole('button', { name: `${slot}: Retake` }).waitFor({ timeout: 20_000 });
}

async function photographFourSides(page: Page) {
  for (const [slot, colour] of [
    ['Front', '#b91c1c'],
    ['Back', '#1d4ed8'],
    ['Left side', '#15803d'],
    ['Right side', '#a16207'],
  ] as const)
    await takePhoto(page, slot, colour);
}

/** The timeline's step with this name (Handover, Return...). */
const step = (page: Page, name: string) =>
  page.locator('li', { has: page.getByRole('heading', { level: 3, name: new RegExp(`^${name}`) }) });

describe('a trip, on a phone', () => {
  it('hands over, returns with damage, resolves the case and reveals both reviews only once both are written', async () => {
    const password = demoPassword(product);
    const hostContext = guard.watch(await signedInContext(browser, product, DEMO.host, password, PHONE));
    const renterContext = guard.watch(await newAccountContext(browser, product, RENTER, PHONE));
    const {
      page: renter,
      bookingId,
      carName,
    } = await paidBookingFromToday(product, hostContext, renterContext);

    // The renter finds the trip on My Bookings, waiting for its handover.
    await renter.goto(`${product.url}/my-bookings`);
    const card = renter.getByRole('article', { name: carName });
    await card.getByText('Awaiting handover').waitFor();
    await card.getByRole('link', { name: 'Open trip' }).click();
    await renter.waitForURL(`**/trips/${bookingId}`);
    await renter.getByRole('heading', { level: 1, name: `Trip: ${carName}` }).waitFor();
    await renter.getByRole('button', { name: 'Record handover' }).waitFor();
    await record.expectAccessible(renter, 'awaiting handover', 'renter', 'phone');

    // The host finds it under the bookings of their cars, and records the handover next to the car.
    const host = await hostContext.newPage();
    await host.goto(`${product.url}/my-cars`);
    const row = host.getByRole('listitem').filter({ hasText: `${RENTER.firstName} ${RENTER.lastName}` });
    await row.getByText('No reviews yet · 0 trips').waitFor();
    await row.getByRole('link', { name: 'Open trip' }).click();
    await host.waitForURL(`**/trips/${bookingId}`);
    await host.getByRole('button', { name: 'Record handover' }).click();
    const handoverForm = host.getByRole('region', { name: 'Record the handover' });
    await host.getByRole('button', { name: 'Save handover' }).click();
    await handoverForm.getByText('Add a photo of the front, the back and both sides of the car.').waitFor();
    await host.getByLabel('Odometer (km)').fill('42000');
    await host.getByLabel('Fuel level').selectOption({ label: 'Full' });
    await photographFourSides(host);
    await takePhoto(host, 'Dashboard', '#111827');
    await host.getByLabel('Note (optional)').fill('Small scratch on the back bumper already.');
    await record.expectAccessible(host, 'handover form filled in', 'host', 'phone');
    // By keyboard: every stop of the form and the page around it shows where focus is.
    await host.getByLabel('Odometer (km)').focus();
    expect((await tabWalkProblems(host)).problems).toEqual([]);
    await host.getByRole('button', { name: 'Save handover' }).click();
    await toast(host, 'Handover recorded').waitFor();
    await step(host, 'Handover').getByText('Recorded by you').waitFor();
    // One side's record alone does not start the trip: it waits for the renter, by name.
    await step(host, 'Handover')
      .getByText(`Waiting for ${RENTER.firstName} to confirm or dispute it.`)
      .waitFor();
    await host.getByRole('main').getByText('Handover to confirm', { exact: true }).first().waitFor();
    expect(await host.getByRole('button', { name: 'Confirm the handover' }).count()).toBe(0);

    // The renter's open page shows it at once (nothing to refresh), with its photos; they open
    // one and confirm it. The page names the host, and reporting them is by name.
    expect(await renter.getByRole('button', { name: 'Check for updates' }).count()).toBe(0);
    const handover = step(renter, 'Handover');
    await handover.getByText('Recorded by the host').waitFor();
    await handover.getByText('42,000 km').waitFor();
    const booking = renter.getByRole('region', { name: 'Booking' });
    expect(await booking.getByRole('term').allTextContents()).toContain('Your host');
    await booking.getByText('Kwame Mensah', { exact: true }).waitFor();
    await booking.getByRole('button', { name: 'Report Kwame' }).waitFor();
    expect(await handover.getByRole('button', { name: /^Open the handover photo: / }).count()).toBe(5);
    await handover.getByRole('button', { name: 'Open the handover photo: Front' }).click();
    const large = renter.getByRole('dialog', { name: 'Front, handover' });
    const image = large.getByRole('img', { name: 'Front, handover' });
    await expect
      .poll(() => image.evaluate((img) => (img as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);
    await record.expectAccessible(renter, 'handover photo opened', 'renter', 'phone');
    await large.getByRole('button', { name: 'Close' }).click();
    await renter.getByRole('button', { name: 'Confirm the handover' }).click();
    await toast(renter, 'You confirmed the handover').waitFor();
    await handover.getByText('✓ Confirmed by you').waitFor();
    await renter.getByRole('main').getByText('Trip in progress', { exact: true }).first().waitFor();

    // The renter brings the car back with a dent, and reports it with the return.
    await renter.getByRole('button', { name: 'Record return' }).click();
    await renter.getByLabel('Odometer (km)').fill('41990');
    await renter.getByLabel('Fuel level').selectOption({ label: '6/8' });
    await photographFourSides(renter);
    await renter.getByLabel('Report damage').check();
    await renter.getByLabel('What is damaged?').fill('Dent in the left rear door.');
    const damageChooser = renter.waitForEvent('filechooser');
    await renter.getByRole('button', { name: 'Add damage photo' }).click();
    await (await damageChooser).setFiles({
      name: 'dent.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo('#7c2d12'),
    });
    await renter.getByText('1 of 8').waitFor({ timeout: 20_000 });
    await renter.getByRole('button', { name: 'Save return' }).click();
    // Below the handover's reading: refused in the form, with the server's words.
    await renter.getByText('The odometer cannot read less than at the handover (42,000 km).').waitFor();
    await renter.getByLabel('Odometer (km)').fill('42180');
    await record.expectAccessible(renter, 'return form with damage', 'renter', 'phone');
    await renter.getByRole('button', { name: 'Save return' }).click();
    await toast(renter, 'Return recorded').waitFor();
    const returned = step(renter, 'Return');
    await returned.getByText('180 km', { exact: true }).waitFor();
    await returned.getByText('−2/8').waitFor();
    await returned.getByText('Damage reported by you').waitFor();
    await returned.getByText('An admin is looking at the report.').waitFor();

    // The host sees the return and the damage report; the trip waits for the admin.
    await host.reload();
    const hostReturn = step(host, 'Return');
    await hostReturn.getByText('Damage reported by the renter').waitFor();
    await hostReturn.getByText('Dent in the left rear door.', { exact: false }).waitFor();
    expect(await host.getByRole('button', { name: 'Accept return' }).count()).toBe(0);
    await host
      .getByRole('region', { name: 'Booking' })
      .getByText(`${RENTER.firstName} ${RENTER.lastName}`)
      .waitFor();
    await host.getByRole('button', { name: 'Dispute the return' }).click();
    await host.getByLabel('What is wrong with the return record?').fill('The tank was at 4/8, not 6/8.');
    await host.getByRole('button', { name: 'Send dispute' }).click();
    await toast(host, 'You disputed the return').waitFor();

    // The admin compares both sets of photos, reads the history, and resolves the case.
    const adminContext = guard.watch(await signedInContext(browser, product, DEMO.admin, password, PHONE));
    const admin = await adminContext.newPage();
    await admin.goto(`${product.url}/admin`);
    await admin.getByRole('link', { name: 'Damage cases and no-shows →' }).click();
    await admin.waitForURL('**/admin/trips');
    const damageCase = admin.getByRole('article', { name: carName });
    await damageCase.getByText('“Dent in the left rear door.”').waitFor();
    // What the host said when disputing the return, in their words.
    await damageCase
      .getByRole('region', { name: 'Disputed records' })
      .getByText('“The tank was at 4/8, not 6/8.”', { exact: false })
      .waitFor();
    const sideBySide = damageCase.getByRole('region', { name: 'Photos at the handover and the return' });
    for (const side of ['Front', 'Back', 'Left side', 'Right side']) {
      await sideBySide
        .getByRole('button', { name: `Open the handover photo: ${side} at the handover` })
        .waitFor();
      await sideBySide
        .getByRole('button', { name: `Open the return photo: ${side} at the return` })
        .waitFor();
    }
    await damageCase.getByRole('button', { name: 'Open the damage photo: Damage photo 1' }).waitFor();
    for (const event of ['Handover recorded', 'Record confirmed', 'Return recorded', 'Record disputed'])
      await damageCase.getByText(event, { exact: true }).first().waitFor();
    await record.expectAccessible(admin, 'an open damage case', 'admin', 'phone');
    await damageCase.getByRole('button', { name: `Resolve the damage case of ${carName}` }).click();
    const resolve = admin.getByRole('dialog', { name: 'Resolve the damage case' });
    await resolve.getByLabel('Note for both parties (required)').fill('The renter pays for the dent repair.');
    await resolve.getByRole('button', { name: 'Resolve case' }).click();
    await toast(admin, 'Damage case resolved').waitFor();
    await damageCase.getByText('“The renter pays for the dent repair.”', { exact: false }).waitFor();

    // The trip is completed: the renter reviews the car and the host, and the host cannot see it yet.
    await renter.reload();
    await step(renter, 'Completed')
      .getByText(/^Completed on /)
      .waitFor();
    await step(renter, 'Return')
      .getByText('“The renter pays for the dent repair.”', { exact: false })
      .waitFor();
    const renterReviews = renter.getByRole('region', { name: 'Reviews' });
    await renterReviews
      .getByText('Your review is hidden from the other party until they write theirs or 14 days pass')
      .waitFor();
    await renterReviews
      .getByRole('group', { name: 'The car' })
      .locator('label', { hasText: '4 stars' })
      .click();
    await renterReviews
      .getByRole('group', { name: 'The host' })
      .locator('label', { hasText: '5 stars' })
      .click();
    await renterReviews.getByLabel('Comment').fill('Clean car and a kind host.');
    await record.expectAccessible(renter, 'review form', 'renter', 'phone');
    await renterReviews.getByRole('button', { name: 'Submit review' }).click();
    await toast(renter, 'Thank you for your review').waitFor();
    await renterReviews
      .getByRole('article', { name: 'Your review' })
      .getByText('“Clean car and a kind host.”')
      .waitFor();
    await renterReviews.getByText('You will see the host’s review once they write theirs').waitFor();

    await host.reload();
    const hostReviews = host.getByRole('region', { name: 'Reviews' });
    await hostReviews.getByRole('button', { name: 'Submit review' }).waitFor();
    expect(await host.getByText('Clean car and a kind host.', { exact: false }).count()).toBe(0);
    // Not only hidden on screen: the host's answer does not carry it.
    const seenByHost = await hostContext.request.get(`${product.url}/api/bookings/${bookingId}`);
    expect(await seenByHost.text()).not.toContain('Clean car and a kind host.');
    await hostReviews
      .getByRole('group', { name: 'The renter' })
      .locator('label', { hasText: '5 stars' })
      .click();
    await hostReviews.getByLabel('Comment').fill('Careful driver, returned on time.');
    await hostReviews.getByRole('button', { name: 'Submit review' }).click();
    await toast(host, 'Thank you for your review').waitFor();
    // Both are written: each now sees the other's.
    const renterReview = hostReviews.getByRole('article', { name: 'The renter’s review' });
    await renterReview.getByText('“Clean car and a kind host.”').waitFor();
    await renterReview.getByRole('img', { name: 'Rated 4 out of 5' }).waitFor();
    await record.expectAccessible(host, 'both reviews shown', 'host', 'phone');

    await renter.reload();
    await renterReviews
      .getByRole('article', { name: 'The host’s review of you' })
      .getByText('“Careful driver, returned on time.”')
      .waitFor();

    // The host's list of bookings shows the renter's new record.
    await host.goto(`${product.url}/my-cars`);
    await expect
      .poll(
        async () => {
          await host.reload();
          return row.textContent();
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toContain('Rated 5.0 of 5 (1 review) · 1 trip');

    await Promise.all([hostContext.close(), renterContext.close(), adminContext.close()]);
    expect(guard.problems).toEqual([]);
  });
});
