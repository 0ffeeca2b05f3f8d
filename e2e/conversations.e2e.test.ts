import { addDays, format } from 'date-fns';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, demoPassword, newAccountContext, newEmail, signedInContext } from './support/accounts';
import { bellCount } from './support/bell';
import { DESKTOP, PHONE } from './support/browser';
import { chooseFiles, photo } from './support/listing-files';
import { productAndBrowser } from './support/product-and-browser';

/*
 * A booking's conversation with two people in two browsers: a new renter on a phone writes to
 * the demo host with a photo; the host's open Messages page on a desktop shows it within a
 * second, without a reload, and the bell's count goes up; the host opens it, the count goes
 * back down, and the renter's page shows it read.
 */

const { product, browser } = await productAndBrowser();

const RENTER = { email: newEmail('conversation-renter'), firstName: 'Adwoa', lastName: 'Asante' };
const day = (n: number) => format(addDays(new Date(), n), 'yyyy-MM-dd');

describe("a booking's conversation", () => {
  it('carries the renter’s message and photo to the host’s open page live; opening it clears the count and the renter sees it read', async () => {
    const hostContext = await signedInContext(browser, product, DEMO.host, demoPassword(product), DESKTOP);
    const renterContext = await newAccountContext(browser, product, RENTER, PHONE);

    // The renter books one of the demo host's cars (unpaid: the conversation opens with the booking).
    const cars = (await (await hostContext.request.get(`${product.url}/api/my-cars`)).json()) as {
      id: string;
      available: boolean;
      verificationStatus: string;
    }[];
    const car = cars.find((c) => c.available && c.verificationStatus === 'approved');
    expect(car, 'an approved demo car').toBeDefined();
    const booked = await renterContext.request.post(`${product.url}/api/bookings`, {
      data: { carId: car!.id, startDate: day(40), endDate: day(42) },
      headers: { origin: product.url },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const { id: bookingId } = (await booked.json()) as { id: string };

    // The host has Messages open.
    const host = await hostContext.newPage();
    await host.goto(`${product.url}/messages`);
    await host.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    await host.getByRole('link', { name: /^Notifications/ }).waitFor();
    await expect.poll(() => bellCount(host)).toBeGreaterThan(0); // the booking request
    const unreadBefore = await bellCount(host);
    // A mark on each page's window: a reload would lose it.
    const mark = (page: Page) => page.evaluate(() => Object.assign(globalThis, { stillTheSamePage: true }));
    const sameDocument = (page: Page) =>
      page.evaluate(() => (globalThis as { stillTheSamePage?: boolean }).stillTheSamePage === true);
    await mark(host);

    // The renter writes from the booking's conversation, with a photo.
    const renter = await renterContext.newPage();
    await renter.goto(`${product.url}/messages/${bookingId}`);
    await renter.getByRole('heading', { level: 1 }).waitFor();
    await mark(renter);
    const text = 'Hello! I land at Kotoka at 10:00 <b>Can we meet at the car park?</b>';
    await renter.getByLabel('Message').fill(text);
    await chooseFiles(renter, 'Attach photo', [
      { name: 'where-i-will-be.jpg', mimeType: 'image/jpeg', buffer: await photo('#1d4ed8') },
    ]);
    await renter.getByRole('img', { name: 'Attached: where-i-will-be.jpg' }).waitFor();
    await renter.getByRole('button', { name: 'Send' }).click();
    const sentList = renter.getByRole('list', { name: 'Messages' });
    await sentList.getByText(text, { exact: true }).waitFor();
    const sentAt = Date.now();

    // Within a second, without a reload, the host's page shows it and the bell counts it.
    const row = host.getByRole('link', { name: new RegExp(`${RENTER.firstName} ${RENTER.lastName}`) });
    await row.getByText(/Can we meet at the car park/).waitFor({ timeout: 5_000 });
    const shownIn = Date.now() - sentAt;
    expect(shownIn, `shown after ${shownIn} ms`).toBeLessThan(1_000);
    await expect.poll(() => bellCount(host), { timeout: 2_000 }).toBe(unreadBefore + 1);
    expect(await sameDocument(host)).toBe(true);

    // The host opens it: the message as text (the tags shown, not obeyed), its photo, and the count back down.
    await row.click();
    await host.waitForURL(`**/messages/${bookingId}`);
    const received = host.getByRole('list', { name: 'Messages' });
    await received.getByText(text, { exact: true }).waitFor();
    expect(await received.locator('b').count()).toBe(0);
    // Its photo, opened large, loads through its signed link.
    await received.getByRole('button', { name: /^Open the photo from/ }).click();
    const large = host.getByRole('dialog').getByRole('img');
    await large.waitFor();
    await expect
      .poll(() => large.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);
    await host.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => bellCount(host), { timeout: 5_000 }).toBe(unreadBefore);

    // The renter, still on the same page, sees it read.
    await sentList.getByText('Read', { exact: true }).waitFor({ timeout: 5_000 });
    expect(await sameDocument(renter)).toBe(true);
    console.log(
      `A message reached the host's open page ${shownIn} ms after the renter's page showed it sent`,
    );

    await hostContext.close();
    await renterContext.close();
  });
});
