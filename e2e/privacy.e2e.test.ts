import { readFile } from 'node:fs/promises';
import { parseCedis } from '@akwaaba/domain/money/money';
import pg from 'pg';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { everyTableText, wholeLogText } from '../test/support/kept-text';
import {
  DEMO,
  demoPassword,
  newAccountContext,
  newEmail,
  PASSWORD,
  signedInContext,
} from './support/accounts';
import { DESKTOP, PHONE } from './support/browser';
import { completeTrip } from './support/host-payouts';
import { screenCedis } from './support/money';
import { paidBookingFromToday } from './support/paid-booking';
import { productAndBrowser } from './support/product-and-browser';

// Payments return to this product, and a trip's earnings are payable at once (a day later in
// production), so a closed account's paid trip reaches the finance page.
const { product, browser } = await productAndBrowser({
  paymentsReturnHere: true,
  env: { PAYOUT_DELAY_MINUTES: '0' },
});

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

interface LedgerLine {
  paid: string;
  serviceFee: string;
  commission: string;
  hostEarnings: string;
  refunded: string;
  protectionFee: string;
  depositHeld: string;
}
interface EarningsAnswer {
  totals: Record<string, string>;
  bookings: (LedgerLine & { bookingId: string; car: { name: string } })[];
}
interface ProjectionOps {
  name: string;
  rebuildable: boolean;
  rebuild: { running: boolean } | null;
  lastRebuild: { status: 'switched' | 'failed' } | null;
}
interface FinanceAnswer {
  totals: Record<'due' | 'sending' | 'paid' | 'failed', { count: number; amount: string }>;
  payouts: { bookingId: string; status: string }[];
}

const pesewas = (cedis: string) => parseCedis(cedis)!;
const payoutsWord = (count: number) => (count === 1 ? '1 payout' : `${count} payouts`);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Rebuilds every read model from the log as the ops page does, and waits until each has switched. */
async function rebuildEveryReadModel(admin: BrowserContext) {
  const projections = await api<ProjectionOps[]>(admin, 'GET', '/api/admin/ops/projections');
  const readModels = projections.filter((projection) => projection.rebuildable).map(({ name }) => name);
  expect(readModels.length).toBeGreaterThan(5);
  for (const name of readModels) await api(admin, 'POST', `/api/admin/ops/projections/${name}/rebuild`);
  await expect
    .poll(
      async () =>
        (await api<ProjectionOps[]>(admin, 'GET', '/api/admin/ops/projections'))
          .filter((projection) => readModels.includes(projection.name))
          .filter(
            (projection) => projection.rebuild?.running || projection.lastRebuild?.status !== 'switched',
          )
          .map(({ name }) => name),
      { timeout: 60_000, interval: 500 },
    )
    .toEqual([]);
}

describe('a person’s data on a phone', () => {
  it('downloads their data, then deletes their account: "Deleted user" to others, never signed in again, and nothing kept holds them, rebuilt or not', async () => {
    const person = { email: newEmail('dzifa'), firstName: 'Dzifa', lastName: 'Agbenyega' };
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
      firstName: 'Dzifa',
      // Kept in E.164, however it was typed (ADR 0034).
      phoneNumber: '+233245550199',
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

    // Nothing the product keeps holds them: not the log as stored, not any table of any read
    // model, and not after every read model is built again from the log.
    const personal = [person.email, 'Dzifa', 'Agbenyega', '5550199', question];
    const pool = new pg.Pool({ connectionString: product.databaseUrl, max: 2 });
    try {
      const expectNoneOfThem = async () => {
        const [log, tables] = await Promise.all([wholeLogText(pool), everyTableText(pool)]);
        // The search sees the product's data: the demo cars in the log, the demo host in the tables.
        expect(log).toContain('Toyota');
        expect(tables).toContain(DEMO.host);
        for (const text of personal) {
          expect(log, 'the log').not.toContain(text);
          expect(tables, 'the tables').not.toContain(text);
        }
      };
      await expectNoneOfThem();
      const admin = await signedInContext(browser, product, DEMO.admin, demoPassword(product), DESKTOP);
      await rebuildEveryReadModel(admin);
      await admin.close();
      await expectNoneOfThem();
    } finally {
      await pool.end();
    }
    await hostPage.reload();
    await hostPage.getByText('This message was deleted with its sender’s account.').waitFor();
    await Promise.all([renter.close(), host.close()]);
  });

  it('keeps a closed account’s paid trip in the host’s earnings and on the finance page, to the pesewa', async () => {
    const person = { email: newEmail('yaw'), firstName: 'Yaw', lastName: 'Boakye' };
    const renter = await newAccountContext(browser, product, person, PHONE);
    const host = await signedInContext(browser, product, DEMO.host, demoPassword(product), DESKTOP);
    const admin = await signedInContext(browser, product, DEMO.admin, demoPassword(product), DESKTOP);
    const { bookingId } = await paidBookingFromToday(product, host, renter);
    await completeTrip(product, host, renter, bookingId);

    // The trip's payout is due at once (the demo host has no payout account yet, so it waits there).
    const financeRow = async () =>
      (await api<FinanceAnswer>(admin, 'GET', '/api/admin/payouts')).payouts.find(
        (p) => p.bookingId === bookingId,
      );
    await expect
      .poll(async () => (await financeRow())?.status, { timeout: 20_000, interval: 500 })
      .toBe('due');
    const earningsBefore = await api<EarningsAnswer>(host, 'GET', '/api/earnings');
    const financeBefore = await api<FinanceAnswer>(admin, 'GET', '/api/admin/payouts');
    const lineBefore = earningsBefore.bookings.find((line) => line.bookingId === bookingId)!;
    // The booking's money balances: what the renter paid is the host's, the product's or given back.
    expect(pesewas(lineBefore.paid)).toBe(
      ['serviceFee', 'commission', 'hostEarnings', 'refunded', 'protectionFee', 'depositHeld']
        .map((part) => pesewas(lineBefore[part as keyof LedgerLine] as string))
        .reduce((sum, amount) => sum + amount, 0),
    );

    // Closing waits for the deposit, if any, to be refunded: until then the booking is open.
    await expect
      .poll(
        async () =>
          (
            await renter.request.fetch(`${product.url}/api/profile`, {
              method: 'DELETE',
              data: { password: PASSWORD },
              headers: { origin: product.url },
            })
          ).status(),
        { timeout: 30_000, interval: 1000 },
      )
      .toBeLessThan(300);

    // The same figures after, for the host and on the finance page, to the pesewa.
    await expect
      .poll(async () => (await api<EarningsAnswer>(host, 'GET', '/api/earnings')).totals, { timeout: 10_000 })
      .toEqual(earningsBefore.totals);
    const earningsAfter = await api<EarningsAnswer>(host, 'GET', '/api/earnings');
    expect(earningsAfter.bookings.find((line) => line.bookingId === bookingId)).toEqual(lineBefore);
    expect((await api<FinanceAnswer>(admin, 'GET', '/api/admin/payouts')).totals).toEqual(
      financeBefore.totals,
    );

    // And on the pages: the host's Earnings card for the trip, and the finance page's Due total.
    const earningsPage = await host.newPage();
    await earningsPage.goto(`${product.url}/earnings`);
    const card = earningsPage.getByRole('article', {
      name: new RegExp(`^${escapeRegExp(lineBefore.car.name)},`),
    });
    await card
      .getByText(`Your earnings ${screenCedis(pesewas(lineBefore.hostEarnings))}`)
      .first()
      .waitFor();
    const financePage = await admin.newPage();
    await financePage.goto(`${product.url}/admin/finance`);
    const due = financePage.getByRole('term').filter({ hasText: /^Due$/ }).locator('xpath=..');
    await due.getByText(payoutsWord(financeBefore.totals.due.count)).waitFor();
    await Promise.all([renter.close(), host.close(), admin.close()]);
  });
});
