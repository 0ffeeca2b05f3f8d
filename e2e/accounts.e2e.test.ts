import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AxeRecord } from './quality/support/axe-record';
import { DEMO, demoPassword, newAccountContext, signedInContext, untilEmailed } from './support/accounts';
import { DESKTOP, PHONE } from './support/browser';
import { productAndBrowser } from './support/product-and-browser';

const { product, browser } = await productAndBrowser();
const record = AxeRecord.savedAfterAll('accounts');

const PASSWORD = 'Kente-Loom-42';
let counter = 0;
const newEmail = (label: string) => `${label}-${Date.now().toString(36)}-${++counter}@akwaaba.test`;

/** Reads the development outbox the way a developer would, waiting for the worker to send. */
const waitForMail = (to: string, subject: RegExp) =>
  untilEmailed(product, to, (mail) => subject.test(mail.subject), `an e-mail like ${subject}`);

const toastWith = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByText(text, { exact: false })
    .first();

async function fillSignup(page: Page, email: string) {
  await page.goto(`${product.url}/signup`);
  await page.getByLabel('First name').fill('Akosua');
  await page.getByLabel('Last name').fill('Darko');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL(/\/verify-email\?email=/);
}

describe('accounts in the browser', () => {
  it('signs up, verifies with the e-mailed code (which signs in), edits the profile with a photo, logs out', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const email = newEmail('akosua');
    await fillSignup(page, email);
    await expect.poll(() => page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);

    const code = /verification code is: (\d{6})/.exec(
      (await waitForMail(email, /verification code/)).text,
    )![1]!;
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify Email' }).click();
    // Signed in by the code, on to the home page: no second log in.
    await page.waitForURL(`${product.url}/`);
    await toastWith(page, 'Welcome to Akwaaba Drive, Akosua!').waitFor();
    await page.getByRole('heading', { name: 'Find Your Perfect Ride' }).waitFor();

    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    await expect.poll(() => menu.textContent()).toContain('Akosua Darko');
    await expect.poll(() => menu.getByRole('menuitem').allTextContents()).not.toContain('Admin Dashboard');
    await page.getByRole('menuitem', { name: 'My Profile' }).click();
    await page.waitForURL(/\/profile$/);

    await page.getByLabel('Phone number').fill('024 555 0101');
    await page.getByLabel('Bio').fill('Teacher in Cape Coast; I rent for weekend trips.');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await toastWith(page, 'Your changes are saved').waitFor();

    const photo = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#006b3f' } })
      .jpeg()
      .toBuffer();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload photo' }).click();
    await (await chooser).setFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
    await toastWith(page, 'Your new profile photo is saved').waitFor();
    const avatar = page.locator('main img[src^="/objects/profile-photos/"]');
    await expect
      .poll(() => avatar.evaluate((img) => (img as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);

    await page.reload();
    await expect
      .poll(() => page.getByLabel('Bio').inputValue())
      .toBe('Teacher in Cape Coast; I rent for weekend trips.');
    await expect.poll(() => page.getByLabel('Phone number').inputValue()).toBe('024 555 0101');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.waitForURL(`${product.url}/`);
    await page.getByRole('link', { name: 'Log In' }).waitFor();
    expect(await page.evaluate(async () => (await fetch('/api/auth/user')).status)).toBe(401);
    await page.close();
  });

  it('signs up from a page that needs an account and comes back to it signed in (phone)', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const email = newEmail('kojo');
    await page.goto(`${product.url}/my-bookings`);
    await page.waitForURL(/\/login\?redirect=%2Fmy-bookings/);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(/\/signup\?redirect=%2Fmy-bookings/);
    await page.getByLabel('First name').fill('Kojo');
    await page.getByLabel('Last name').fill('Asante');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(/\/verify-email\?email=.*redirect=%2Fmy-bookings/);
    const code = /verification code is: (\d{6})/.exec(
      (await waitForMail(email, /verification code/)).text,
    )![1]!;
    await page.getByLabel('Verification code').fill(code);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${product.url}/my-bookings`);
    await page.getByRole('heading', { name: 'My Bookings' }).waitFor();
    await toastWith(page, 'Welcome to Akwaaba Drive, Kojo!').waitFor();
    await page.close();
  });

  it('sends a login with an unverified address to /verify-email (phone)', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const email = newEmail('unverified');
    await fillSignup(page, email);
    await page.goto(`${product.url}/login`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`${product.url}/verify-email?email=${encodeURIComponent(email)}`);
    await toastWith(page, 'Please verify your email before logging in.').waitFor();
    await page.close();
  });

  it('tells a suspended account why it cannot log in and how to reach support, by keyboard (phone)', async () => {
    const person = { email: newEmail('suspended'), firstName: 'Kofi', lastName: 'Asare' };
    const account = await newAccountContext(browser, product, person, PHONE, { approvedDriver: false });
    const { id } = (await (await account.request.get(`${product.url}/api/auth/user`)).json()) as {
      id: string;
    };
    const admin = await signedInContext(browser, product, DEMO.admin, demoPassword(product), DESKTOP);
    const suspended = await admin.request.post(`${product.url}/api/admin/users/${id}/suspend`, {
      data: { reason: 'Fake listings reported by renters.' },
      headers: { origin: product.url },
    });
    expect(suspended.status()).toBe(200);
    await admin.close();
    await account.close();

    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${product.url}/login`);
    await page.getByLabel('Email', { exact: true }).fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.keyboard.press('Enter');
    const notice = page.getByRole('alert').filter({ hasText: 'This account is suspended' });
    await notice.waitFor();
    // Support's mailbox is at the product's own host, as the e-mails' sender is.
    const mailbox = `support@${new URL(product.url).hostname}`;
    const support = notice.getByRole('link', { name: mailbox });
    expect(await support.getAttribute('href')).toBe(
      `mailto:${mailbox}?subject=${encodeURIComponent(`Suspended account: ${person.email}`)}`,
    );
    // Reached by keyboard from the form it stands in.
    await page.getByLabel('Email', { exact: true }).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await page.locator(':focus').getAttribute('href')).toBe(await support.getAttribute('href'));
    await record.expectAccessible(page, 'log in refused: account suspended', 'suspended user', 'phone');
    await page.close();
  });

  it('goes on to /verify-email for an address that has an account, whose owner reads how to log in (phone)', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const owner = 'kwame.host@akwaaba.test';
    await fillSignup(page, owner);
    await toastWith(page, 'Check your email').waitFor();
    await toastWith(page, 'If you already have an account, the email tells you how to log in').waitFor();
    const mail = await waitForMail(owner, /You already have an Akwaaba Drive account/);
    expect(mail.text).toContain('no new account was made');
    const login = /(http\S+\/login\?email=\S+)/.exec(mail.text)![1]!;
    await page.goto(login.replace(/^https?:\/\/[^/]+/, product.url));
    await expect.poll(() => page.getByLabel('Email', { exact: true }).inputValue()).toBe(owner);
    await page.close();
  });

  it('resets a forgotten password through the e-mailed link, then goes to login after 3 s', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${product.url}/forgot-password`);
    await page.getByLabel('Email', { exact: true }).fill('abena.renter@akwaaba.test');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('If an account uses that email address').waitFor();
    const link = /(http\S+\/reset-password\?token=\S+)/.exec(
      (await waitForMail('abena.renter@akwaaba.test', /Reset your/)).text,
    )![1]!;
    const response = await page.goto(link.replace(/^https?:\/\/[^/]+/, product.url));
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    await page.getByLabel('New password', { exact: true }).fill('Harmattan-Breeze-7');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Harmattan-Breeze-7');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Your password has been reset').waitFor();
    await page.waitForURL(/\/login$/, { timeout: 6000 });
    await page.close();
  });

  it('prints the demo accounts at start-up; the demo admin sees Admin Dashboard', async () => {
    expect(product.output()).toMatch(/Demo accounts \(password for each: (\S+)\)/);
    const password = /password for each: (\S+)\)/.exec(product.output())![1]!;
    expect(product.output()).toContain('admin@akwaaba.test');
    expect(product.output()).toContain('kwame.host@akwaaba.test');
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${product.url}/profile`);
    await page.waitForURL(/\/login\?redirect=%2Fprofile$/);
    await page.getByLabel('Email', { exact: true }).fill('admin@akwaaba.test');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(/\/profile$/);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Admin Dashboard' }).waitFor();
    await page.close();
  });
});
