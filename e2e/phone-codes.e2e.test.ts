import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AxeRecord } from './quality/support/axe-record';
import { newAccountContext, newEmail } from './support/accounts';
import { PHONE } from './support/browser';
import { productAndBrowser } from './support/product-and-browser';

/** Phone codes (issue 32, docs/adr/0041): a new renter verifies a number, then logs in with it by SMS code. */
const { product, browser } = await productAndBrowser();
const record = AxeRecord.savedAfterAll('phone-codes');

/** A fresh Ghanaian mobile number, as a person types it. */
const newMobile = () => {
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return { typed: `024 ${digits.slice(0, 3)} ${digits.slice(3)}`, e164: `+23324${digits}` };
};

/**
 * The newest code texted to `e164`, read from the development SMS page as a developer would
 * (after `skip` earlier texts to that number), once the SMS worker has sent it.
 */
async function codeFromDevSms(page: Page, e164: string, skip = 0): Promise<string> {
  const outbox = await page.context().newPage();
  try {
    let texts: string[] = [];
    await expect
      .poll(
        async () => {
          await outbox.goto(`${product.url}/dev/sms?to=${encodeURIComponent(e164)}`);
          texts = await outbox.locator('pre').allTextContents();
          return texts.length > skip;
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(true);
    return /^(\d{6}) is your Akwaaba Drive/.exec(texts[0]!)![1]!;
  } finally {
    await outbox.close();
  }
}

describe('a phone number as a way in', () => {
  it('a new renter on a phone verifies a number with the code from /dev/sms, logs out, and logs in again by SMS code', async () => {
    const context = await newAccountContext(
      browser,
      product,
      { email: newEmail('efua'), firstName: 'Efua', lastName: 'Sarpong' },
      PHONE,
      { approvedDriver: false },
    );
    const page = await context.newPage();
    const phone = newMobile();

    await page.goto(`${product.url}/profile`);
    const card = page.getByRole('region', { name: 'Phone verification' });
    await card.getByText('Not verified').waitFor();
    await card.getByLabel('Mobile number').fill(phone.typed);
    await card.getByRole('button', { name: 'Text Me a Code' }).click();
    await card.getByText(`Enter the 6-digit code we texted to ${phone.typed}.`).waitFor();
    await record.expectAccessible(page, 'Profile: phone code sent', 'new renter', 'phone');
    await card.getByLabel('Code from the text message').fill(await codeFromDevSms(page, phone.e164));
    await card.getByRole('button', { name: 'Verify Number' }).click();
    await card.getByText(`${phone.typed} is your verified number.`).waitFor();
    // The profile's number is the verified one.
    await expect.poll(() => page.getByLabel('Phone number').inputValue()).toBe(phone.typed);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.waitForURL(`${product.url}/`);

    await page.goto(`${product.url}/login?redirect=%2Fmy-bookings`);
    await page.getByRole('link', { name: 'Log in by SMS code' }).click();
    await page.waitForURL(/\/login\/phone/);
    await page.getByLabel('Mobile number').fill(phone.typed);
    await page.getByRole('button', { name: 'Text Me a Code' }).click();
    const code = page.getByLabel('Code from the text message');
    await code.waitFor();
    await record.expectAccessible(page, 'log in by SMS code: code sent', 'signed out', 'phone');
    await code.fill(await codeFromDevSms(page, phone.e164, 1));
    await page.getByRole('button', { name: 'Log In' }).click();
    // Signed in, on to where the login was heading.
    await page.waitForURL(/\/my-bookings$/);
    expect(await page.evaluate(async () => (await fetch('/api/auth/user')).status)).toBe(200);
    await context.close();
  });
});
