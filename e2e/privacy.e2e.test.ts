import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DEMO,
  demoPassword,
  newAccountContext,
  newEmail,
  PASSWORD,
  signedInContext,
} from './support/accounts';
import { PHONE } from './support/browser';
import { productAndBrowser } from './support/product-and-browser';

const { product, browser } = await productAndBrowser();

const toastWith = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByText(text, { exact: false })
    .first();

/** A JSON call from a signed-in context, as the SPA makes it. */
async function api<Answer>(context: BrowserContext, method: string, path: string, data?: object) {
  const response = await context.request.fetch(`${product.url}${path}`, {
    method,
    ...(data ? { data } : {}),
    headers: { origin: product.url },
  });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as Answer;
}

describe('a person’s data on a phone', () => {
  it('downloads their data, then deletes their account: they show as "Deleted user" and cannot sign in', async () => {
    const person = { email: newEmail('efua'), firstName: 'Efua', lastName: 'Sarpong' };
    const renter = await newAccountContext(browser, product, person, PHONE, { approvedDriver: false });
    const host = await signedInContext(browser, product, DEMO.host, demoPassword(product), PHONE);
    const [car] = await api<{ id: string }[]>(host, 'GET', '/api/my-cars');
    const question = 'Can I collect the car near Osu Castle on Friday?';
    const { conversationId } = await api<{ conversationId: string }>(
      renter,
      'POST',
      `/api/cars/${car!.id}/questions`,
      { text: question },
    );

    const page = await renter.newPage();
    await page.goto(`${product.url}/profile`);
    await page.getByLabel('Phone number').fill('024 555 0199');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await toastWith(page, 'Your changes are saved').waitFor();

    // The export: one JSON file with what the product holds of them.
    const yourData = page.getByRole('region', { name: 'Your data' });
    const downloading = page.waitForEvent('download');
    await yourData.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^akwaaba-drive-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(exported.profile).toMatchObject({
      email: person.email,
      firstName: 'Efua',
      phoneNumber: '024 555 0199',
    });
    expect(JSON.stringify(exported.conversations)).toContain(question);
    await toastWith(page, 'Your data is ready').waitFor();

    // Deleting: a dialog, reached and confirmed with the keyboard.
    const deleteCard = page.getByRole('region', { name: 'Delete account' });
    await deleteCard.getByRole('button', { name: 'Delete account' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('heading', { name: 'Delete your account?' }).waitFor();
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${product.url}/`);
    await toastWith(page, 'Account deleted').waitFor();
    expect(await page.evaluate(async () => (await fetch('/api/auth/user')).status)).toBe(401);

    // Never in again.
    await page.goto(`${product.url}/login`);
    await page.getByLabel('Email', { exact: true }).fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await toastWith(page, 'Invalid email or password').waitFor();

    // The host still has the conversation, from "Deleted user", the text erased.
    const hostPage = await host.newPage();
    await hostPage.goto(`${product.url}/messages/${conversationId}`);
    await hostPage.getByText('This message was deleted with its sender’s account.').waitFor();
    await expect.poll(() => hostPage.getByText('Deleted user').count()).toBeGreaterThan(0);
    expect(await hostPage.content()).not.toContain(question);
    await Promise.all([renter.close(), host.close()]);
  });
});
