import { addDays, format } from 'date-fns';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AxeRecord } from './quality/support/axe-record';
import { DEMO, demoPassword, newAccountContext, newEmail, signedInContext } from './support/accounts';
import { bellCount } from './support/bell';
import { pickDay } from './support/booking-calendar';
import { DESKTOP, PHONE } from './support/browser';
import { openedDialog, pdf, toast } from './support/listing-files';
import { productAndBrowser } from './support/product-and-browser';

/*
 * A renter is approved by an admin before paying, in the built product with two people in two
 * browsers: a new renter on a phone sends their licence and Ghana Card from Profile, books a
 * demo car, which is held until the admin decides (at most a day) instead of a payment being
 * refused. The admin sees how long the renter waited and what they hold, and rejects the papers
 * with a note; the renter's bell tells them at once and leads to Profile, where they replace the
 * licence. The admin approves; the renter's open My Bookings offers the payment at once, and the
 * renter pays for the held booking.
 */

const { product, browser } = await productAndBrowser({ paymentsReturnHere: true });
const record = AxeRecord.savedAfterAll('drivers');

const RENTER = { email: newEmail('driver'), firstName: 'Yaw', lastName: 'Darko' };
const NAME = `${RENTER.firstName} ${RENTER.lastName}`;
const NOTE = 'The licence photo is blurred: please take it again in daylight.';

/** Uploads a PDF for one of the two papers on Profile, as the file picker does. */
async function uploadPaper(
  page: Page,
  paper: "Driver's license" | 'National ID (Ghana Card)',
  label: string,
) {
  const group = page.getByRole('group', { name: paper });
  const chooser = page.waitForEvent('filechooser');
  await group.getByRole('button', { name: /^(Upload|Replace) document$/ }).click();
  await (await chooser).setFiles({ name: `${label}.pdf`, mimeType: 'application/pdf', buffer: pdf(label) });
  await group.getByText(`New file ready: ${label}.pdf`).waitFor({ timeout: 20_000 });
}

/** The renter's card on the admin's Drivers tab, after a fresh load of the dashboard. */
async function driverCard(admin: Page) {
  await admin.goto(`${product.url}/admin`);
  await admin.getByRole('tab', { name: /^Drivers/ }).click();
  const card = admin.getByRole('article', { name: NAME });
  await card.waitFor();
  return card;
}

describe('renters approved by an admin before paying', () => {
  let renter: BrowserContext;
  let admin: BrowserContext;

  it('holds a car while the papers wait, shows the rejection note, and pays once approved', async () => {
    renter = await newAccountContext(browser, product, RENTER, PHONE, { approvedDriver: false });
    admin = await signedInContext(browser, product, DEMO.admin, demoPassword(product), DESKTOP);
    const page = await renter.newPage();

    // Profile: both numbers and both papers, saved: an admin will check them.
    await page.goto(`${product.url}/profile`);
    const idCard = page.getByRole('region', { name: 'ID Verification' });
    await idCard.getByText('Not verified yet').waitFor();
    await page.getByLabel("Driver's license number").fill('DL-2025-004411');
    await uploadPaper(page, "Driver's license", 'licence');
    // The Ghana Card number in its printed form: another is refused in the form's words.
    await uploadPaper(page, 'National ID (Ghana Card)', 'ghana-card');
    const ghanaCard = page.getByLabel('Ghana Card number');
    await ghanaCard.fill('GHA-71234567-9');
    await page.getByRole('button', { name: 'Save ID Details' }).click();
    await idCard.getByText('Ghana Card number must look like GHA-123456789-0').waitFor();
    await ghanaCard.fill('gha 712345678 9');
    await page.getByRole('button', { name: 'Save ID Details' }).click();
    await toast(page, 'ID details saved').waitFor();
    await expect.poll(() => ghanaCard.inputValue()).toBe('GHA-712345678-9');
    await idCard.getByText('Pending review').waitFor();

    // Booking: told before paying that the car is held until the admin decides; the button says
    // so and starts no payment (the server would refuse it), and My Bookings says until when.
    const [car] = (await (await renter.request.get(`${product.url}/api/cars`)).json()) as {
      id: string;
      make: string;
      model: string;
      year: number;
    }[];
    await page.goto(`${product.url}/book/${car!.id}`);
    const notice = page.getByRole('region', { name: 'Your licence and ID must be approved before you pay' });
    await notice
      .getByText('Hold this car now: we keep it for you until they decide, for up to 24 hours', {
        exact: false,
      })
      .waitFor();
    await pickDay(page, 'Start date', addDays(new Date(), 20));
    await pickDay(page, 'End date', addDays(new Date(), 22));
    expect(await page.getByRole('button', { name: 'Proceed to Payment' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Hold the Car' }).click();
    await toast(page, 'Car held for you').waitFor();
    await page.waitForURL('**/my-bookings');
    const booking = page.getByRole('article', { name: `${car!.year} ${car!.make} ${car!.model}` });
    const heldUntil = booking.getByText(/while an admin checks your licence and ID/);
    await heldUntil.waitFor();
    // Held for a day, so the day is named with the time.
    expect(await heldUntil.textContent()).toMatch(
      new RegExp(`held until ${format(addDays(new Date(), 1), 'EEE d MMM')}, \\d{2}:\\d{2} while`),
    );
    expect(await booking.getByRole('button', { name: 'Complete Payment' }).count()).toBe(0);
    await record.expectAccessible(page, 'a car held while the papers wait', 'renter', 'phone');

    // The admin sees how long the renter has waited and what they hold, and rejects with a note.
    const adminPage = await admin.newPage();
    const card = await driverCard(adminPage);
    await card.getByText(/^waiting \d+ (second|minute)s?$/).waitFor();
    await card.getByText(`${car!.year} ${car!.make} ${car!.model}, `, { exact: false }).waitFor();
    await record.expectAccessible(adminPage, 'a driver waiting, with the car they hold', 'admin', 'desktop');
    const unread = await bellCount(page);
    await card.getByRole('button', { name: `Reject ${NAME}` }).click();
    const reject = await openedDialog(adminPage, 'Reject driver');
    await reject.getByLabel('Note to the renter (required)').fill(NOTE);
    await reject.getByRole('button', { name: 'Reject' }).click();
    await toast(adminPage, 'Driver rejected').waitFor();

    // The renter's open page is told at once by the bell, which leads to Profile.
    await expect.poll(() => bellCount(page), { timeout: 5_000 }).toBe(unread + 1);
    await page.getByRole('link', { name: /^Notifications/ }).click();
    await page
      .getByRole('link', { name: /Your licence and ID were not approved: see why and send them again/ })
      .click();
    await page.waitForURL('**/profile');

    // The renter reads the note on Profile, replaces the licence and sends it again.
    await page.goto(`${product.url}/profile`);
    await idCard.getByText('Not verified', { exact: true }).waitFor();
    await idCard.getByRole('note').getByText(`“${NOTE}”`).waitFor();
    await uploadPaper(page, "Driver's license", 'licence-daylight');
    await page.getByRole('button', { name: 'Save ID Details' }).click();
    await idCard.getByText('Pending review').waitFor();

    // The admin approves; the renter's open My Bookings offers the payment at once, without a
    // reload, and the bell says so; the renter pays for the held booking.
    await page.goto(`${product.url}/my-bookings`);
    await heldUntil.waitFor();
    await (await driverCard(adminPage)).getByRole('button', { name: `Approve ${NAME}` }).click();
    await toast(adminPage, 'Driver approved').waitFor();
    await adminPage.getByRole('article', { name: NAME }).waitFor({ state: 'detached' });
    await booking.getByRole('button', { name: 'Complete Payment' }).waitFor({ timeout: 5_000 });
    await expect.poll(() => bellCount(page), { timeout: 5_000 }).toBeGreaterThan(0);

    await page.goto(`${product.url}/profile`);
    await idCard.getByText('Verified', { exact: true }).waitFor();
    await page.goto(`${product.url}/my-bookings`);
    await page.getByRole('button', { name: 'Complete Payment' }).click();
    await page.waitForURL('**/simulator/checkout/**');
    await page.getByRole('button', { name: /^Pay GHS [\d,.]+ by card$/ }).click();
    await page.waitForURL('**/payment/callback?**');
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 20_000 });
    await page.close();
    await adminPage.close();
  });
});
