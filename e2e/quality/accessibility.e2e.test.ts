import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, demoPassword, signedInContext } from '../support/accounts';
import { DESKTOP, PHONE } from '../support/browser';
import { productAndBrowser } from '../support/product-and-browser';
import { runAxe, summarize } from './support/axe';
import { AxeRecord } from './support/axe-record';
import { PageGuard, trackQuiet } from './support/page-guard';
import { builtScreens, fillPattern } from './support/spa-routes';

/*
 * axe-core on every screen of the built SPA, on a phone and a desktop, signed out and
 * signed in (the demo host for every screen, the demo admin for the admin screens):
 * no serious or critical violation anywhere. The screens come from the build itself,
 * so a new one is checked as soon as it exists.
 */

/** Query strings that put a screen in its usual state (a callback with a reference, a link with a token). */
const SEARCH: Record<string, string> = {
  '/payment/callback': '?reference=AKW-not-a-real-payment',
  '/reset-password': '?token=not-a-real-token',
  '/verify-email': '?email=abena.renter%40akwaaba.test',
};
/** Screens that are not a route file: unknown URLs and filtered lists. */
const EXTRA_SCREENS = ['/no-such-page', '/cars?price=luxury&transmission=automatic'];

const VIEWPORTS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;
const IDENTITIES = [
  { as: 'signed out', email: null, screens: () => true },
  { as: 'host', email: DEMO.host, screens: () => true },
  { as: 'admin', email: DEMO.admin, screens: (screen: string) => screen.startsWith('/admin') },
] as const;

const { product, browser } = await productAndBrowser();
let screens: string[];
const record = new AxeRecord('every-screen');
const guard = new PageGuard();

beforeAll(async () => {
  const cars = (await (await fetch(`${product.url}/api/cars`)).json()) as { id: string; ownerId: string }[];
  const hostId = await userIdOf(DEMO.host);
  // A car the host does not own, so "Book Now" and the booking screen show as for any renter.
  const carId = cars.find((car) => car.ownerId !== hostId)!.id;
  screens = [
    ...builtScreens().map((pattern) => fillPattern(pattern, { id: carId }) + (SEARCH[pattern] ?? '')),
    ...EXTRA_SCREENS,
  ];
});
afterAll(async () => {
  await record.save();
});

async function userIdOf(email: string): Promise<string> {
  const context = await signedInContext(browser, product, email, demoPassword(product), DESKTOP);
  const user = (await (await context.request.get(`${product.url}/api/auth/user`)).json()) as { id: string };
  await context.close();
  return user.id;
}

/** The product must survive every screen: if it died, say so with what it printed last. */
async function expectProductAlive() {
  const alive = await fetch(`${product.url}/healthz`).then(
    (response) => response.ok,
    () => false,
  );
  if (!alive)
    throw new Error(`The product stopped answering. Its last output:\n${product.output().slice(-4000)}`);
}

/** Waits until the screen has its data: network quiet, no skeletons, the account menu's code loaded. */
async function settle(page: Page, quiet: () => Promise<void>, signedIn: boolean) {
  await page.waitForLoadState('load');
  // Some screens keep asking (the payment result polls): quiet or not, check it after a few seconds.
  await quiet();
  await page
    .locator('main .animate-pulse')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => {});
  if (signedIn)
    await page
      .getByRole('button', { name: /^Account menu/ })
      .waitFor({ timeout: 10_000 })
      .catch(() => {});
}

describe('axe-core on every screen', () => {
  it('finds the screens of the build', () => {
    // The spec's route table has 15 screens; the build may have more, never fewer.
    expect(screens.length).toBeGreaterThanOrEqual(15 + EXTRA_SCREENS.length);
  });

  for (const [viewportName, viewport] of VIEWPORTS) {
    for (const identity of IDENTITIES) {
      it(`has no serious or critical violation (${viewportName}, ${identity.as})`, async () => {
        const context: BrowserContext = identity.email
          ? await signedInContext(browser, product, identity.email, demoPassword(product), viewport)
          : await browser.newContext({ viewport });
        guard.watch(context);
        const page = await context.newPage();
        const quiet = trackQuiet(page);
        const blocking: string[] = [];
        for (const screen of screens.filter((s) => identity.screens(s))) {
          await page.goto(`${product.url}${screen}`);
          await settle(page, quiet, identity.email !== null);
          const { counts, blocking: found, rules } = summarize(await runAxe(page));
          record.add({ screen, viewport: viewportName, as: identity.as, counts, rules });
          blocking.push(...found.map((line) => `${screen} (now ${new URL(page.url()).pathname}): ${line}`));
        }
        await context.close();
        await expectProductAlive();
        expect(blocking).toEqual([]);
        expect(guard.problems).toEqual([]);
      });
    }
  }
});
