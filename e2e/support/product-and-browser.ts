import type { Browser } from 'playwright-core';
import { afterAll } from 'vitest';
import { freePort } from '../../test/free-port';
import { launchBrowser } from './browser';
import { startProduct } from './server';

/**
 * The built product and a Chromium for one test file, started at its top level
 * (`const { product, browser } = await productAndBrowser()`) and closed after its last test.
 * With `paymentsReturnHere`, PUBLIC_URL is the address the browser uses, since the payment
 * provider sends the browser back there.
 */
export async function productAndBrowser(
  options: { env?: Record<string, string>; paymentsReturnHere?: boolean } = {},
) {
  const env = { ...options.env };
  if (options.paymentsReturnHere) {
    const port = await freePort();
    Object.assign(env, { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
  }
  const product = await startProduct({ env });
  afterAll(() => product.stop());
  const browser: Browser = await launchBrowser();
  // Hooks after the tests run last-registered first: the browser closes before the product stops.
  afterAll(() => browser.close());
  return { product, browser };
}
