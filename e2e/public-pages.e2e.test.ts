import type { ConsoleMessage, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, demoPassword, signedInContext } from './support/accounts';
import { DESKTOP, PHONE, visitBeforeItsCodeRuns } from './support/browser';
import { productAndBrowser } from './support/product-and-browser';

/**
 * The public pages as the server renders them (issue 16): what a link preview, a search
 * engine or `curl` reads, and a browser that shows the page before its code runs, then
 * takes it over without a second fetch and without a hydration warning.
 */
const { product, browser } = await productAndBrowser();

interface DemoCar {
  id: string;
  make: string;
  model: string;
  year: number;
  location: string;
  pricePerDay: string;
  gallery: string[];
  thumbnailUrl: string | null;
}
const cars = (await (await fetch(`${product.url}/api/cars`)).json()) as { id: string }[];
const carOf = async (id: string) => (await (await fetch(`${product.url}/api/cars/${id}`)).json()) as DemoCar;
const car = await carOf(cars[0]!.id);
const html = async (path: string, headers: Record<string, string> = {}) =>
  (await fetch(`${product.url}${path}`, { headers })).text();
const rootOf = (page: string) => /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(page)?.[1] ?? '';

describe('a car page as curl sees it', () => {
  it('holds the car itself: title, town, price per day, its photo, link previews and structured data', async () => {
    const page = await html(`/cars/${car.id}`);
    const root = rootOf(page);
    expect(root).toContain(`${car.year} ${car.make} ${car.model}`);
    expect(root).toContain(car.location);
    expect(root).toContain(`₵${Math.round(Number(car.pricePerDay))}`);
    expect(root).toContain(`<img src="${car.gallery[0]}"`);
    expect(page).toMatch(new RegExp(`<meta property="og:image" content="http[^"]+${car.gallery[0]}">`));
    expect(page).toMatch(
      /<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"Product"/,
    );
    // The page's data travels with it, and its code is asked for after the page has loaded.
    expect(page).toContain('<script type="application/json" id="akwaaba-server-state">');
    expect(page).toContain('<script src="/hydrate-after-load.js" defer data-entry="/assets/');
    expect(page).not.toMatch(/<script type="module"/);
    // Kept compressed: a phone on mobile data gets brotli.
    const compressed = await fetch(`${product.url}/cars/${car.id}`, { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(rootOf(await compressed.text())).toContain(`${car.year} ${car.make} ${car.model}`);
  });

  it.each(['/cars', '/cars/{id}'])(
    'on %s, preloads the first photo with the same copies and sizes as its img, and no other photo',
    async (path) => {
      // The photo worker makes the copies once the product has started.
      await expect
        .poll(
          async () =>
            ((await (await fetch(`${product.url}/api/cars`)).json()) as DemoCar[]).every(
              (one) => one.thumbnailUrl,
            ),
          { timeout: 90_000 },
        )
        .toBe(true);
      const root = rootOf(await html(path.replace('{id}', car.id)));
      const attribute = (tag: string, name: string) => new RegExp(` ${name}="([^"]*)"`, 'i').exec(tag)?.[1];
      const preloads = root.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
      const first = /<img [^>]*>/.exec(root)![0];
      expect(preloads).toHaveLength(1);
      expect(attribute(first, 'fetchPriority')).toBe('high');
      expect(attribute(first, 'srcSet')).toMatch(
        /^\/objects\/car-photos\/variants\/\S+-w480\.webp 480w, \S+-w1200\.webp 1200w$/,
      );
      expect(attribute(preloads[0]!, 'imageSrcSet')).toBe(attribute(first, 'srcSet'));
      expect(attribute(preloads[0]!, 'imageSizes')).toBe(attribute(first, 'sizes'));
      expect(attribute(preloads[0]!, 'fetchPriority')).toBe('high');
      // The other cards' photos wait until they are laid out near the screen.
      for (const other of root.match(/<img [^>]*>/g)!.slice(1))
        expect(attribute(other, 'loading')).toBe('lazy');
    },
  );

  it('renders the browse page with the cars its filters find, and the landing and how-it-works pages', async () => {
    const browse = rootOf(await html('/cars?location=tamale'));
    expect(browse).toContain('Find Your Perfect Ride');
    expect(browse).toMatch(/\d+ cars available/);
    expect(browse).toContain('Tamale');
    expect(browse).not.toContain('Accra</');
    expect(rootOf(await html('/'))).toContain('Rent cars directly from trusted owners');
    expect(rootOf(await html('/how-it-works'))).toContain('Your safety comes first');
  });

  it('leaves signed-in visitors, other pages and unknown cars to the browser', async () => {
    const context = await signedInContext(browser, product, DEMO.renter, demoPassword(product), PHONE);
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    await context.close();
    expect(rootOf(await html(`/cars/${car.id}`, { cookie }))).toBe('');
    expect(rootOf(await html('/login'))).toBe('');
    expect(rootOf(await html('/cars/00000000-0000-4000-8000-000000000000'))).toBe('');
  });

  it("shows a host's new price to the next visitor at once", async () => {
    const context = await signedInContext(browser, product, DEMO.host, demoPassword(product), DESKTOP);
    const mine = (await (await context.request.get(`${product.url}/api/my-cars`)).json()) as { id: string }[];
    // Not the car the other tests read: their price is the demo's.
    const id = mine.find((one) => one.id !== car.id)!.id;
    expect(rootOf(await html(`/cars/${id}`))).toContain('₵');
    const changed = await context.request.patch(`${product.url}/api/cars/${id}`, {
      data: { pricePerDay: '987' },
      headers: { origin: product.url },
    });
    expect(changed.status()).toBe(200);
    await context.close();
    expect(rootOf(await html(`/cars/${id}`))).toContain('₵987');
  });
});

/** What a visit asks the API for, and what the console says, from the first byte on. */
function watch(page: Page) {
  const apiCalls: string[] = [];
  const messages: string[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`page error: ${error.message}`));
  return { apiCalls, messages };
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('a visitor on a %s', (_name, viewport) => {
  it.each(['/', '/cars', '/cars?location=kumasi&transmission=automatic', '/how-it-works', '/cars/{id}'])(
    'sees %s taken over by the web app without a fetch, a warning or an error',
    async (path) => {
      const page = await browser.newPage({ viewport });
      const { apiCalls, messages } = watch(page);
      await page.goto(`${product.url}${path.replace('{id}', car.id)}`);
      expect(await page.locator('html').getAttribute('data-interactive')).toBe('');
      expect(await page.locator('h1').count()).toBe(1);
      expect(apiCalls).toEqual([]);
      expect(messages).toEqual([]);
      await page.close();
    },
  );

  it('uses the car page once taken over: the gallery turns and a link moves within the app', async () => {
    const page = await browser.newPage({ viewport });
    const { messages } = watch(page);
    await page.goto(`${product.url}/cars/${car.id}`);
    const photo = page.getByRole('img', { name: `${car.year} ${car.make} ${car.model} (1 of` });
    await expect.poll(() => photo.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Next photo' }).click();
    await expect
      .poll(() => page.getByRole('img', { name: `${car.year} ${car.make} ${car.model} (2 of` }).isVisible())
      .toBe(true);
    // Client-side navigation from a server-rendered page, as from any other.
    await page.getByRole('link', { name: 'Browse Cars' }).first().click();
    await expect.poll(() => page.getByText(/\d+ cars available/).isVisible()).toBe(true);
    expect(messages).toEqual([]);
    await page.close();
  });
});

describe('a car page on a phone', () => {
  it('keeps the price and Book Now on screen while the page scrolls, and at its end before the footer', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${product.url}/cars/${car.id}`);
    const bar = page.getByRole('complementary', { name: 'Booking' });
    const bookNow = bar.getByRole('link', { name: 'Book Now' });
    const onScreen = async () => {
      const box = (await bookNow.boundingBox())!;
      return box.y >= 0 && box.y + box.height <= PHONE.height;
    };
    expect(await bar.textContent()).toContain(`₵${Math.round(Number(car.pricePerDay))} per day`);
    expect(await onScreen()).toBe(true);
    await page.mouse.wheel(0, 600);
    await expect.poll(onScreen).toBe(true);
    // At the very end the bar rests above the footer instead of covering it.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const barBox = (await bar.boundingBox())!;
    const footerBox = (await page.getByRole('contentinfo').boundingBox())!;
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(footerBox.y + 1);
    await bookNow.click();
    await page.waitForURL(/\/login\?redirect=/);
    await page.close();
  });
});

/** What the offline test reads of the page (these files are type-checked without the DOM's types). */
declare const navigator: {
  serviceWorker: { ready: Promise<unknown>; controller: object | null };
};
declare const caches: { open(name: string): Promise<{ keys(): Promise<{ url: string }[]> }> };

describe('a second visit without a connection', () => {
  it('opens pages seen before with an offline banner, and a form says it needs a connection', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const { messages } = watch(page);
    await page.goto(`${product.url}/cars/${car.id}`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The worker keeps the first page and its files once it runs, and each page opened after.
    await page.getByRole('link', { name: 'Back to Cars' }).click();
    await page.getByText(/\d+ cars available/).waitFor();
    await page.goto(`${product.url}/login`);
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await caches.open('akwaaba-pages-v1')).keys()).map((key) => key.url),
        ),
      )
      .toEqual(
        expect.arrayContaining([
          expect.stringContaining(`/cars/${car.id}`),
          expect.stringMatching(/\/cars$/),
        ]),
      );

    await context.setOffline(true);
    await page.goto(`${product.url}/cars/${car.id}`);
    await page.getByRole('heading', { name: `${car.year} ${car.make} ${car.model}` }).waitFor();
    await page.getByText('You are offline.').waitFor();
    await page.goto(`${product.url}/cars`);
    await page.getByText(/\d+ cars available/).waitFor();

    await page.goto(`${product.url}/login`);
    await page.getByLabel('Email').fill(DEMO.renter);
    await page.getByLabel('Password', { exact: true }).fill('any-password-at-all');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByText('Could not reach Akwaaba Drive. Check your connection and try again.').waitFor();

    await context.setOffline(false);
    await expect.poll(() => page.getByText('You are offline.').count()).toBe(0);
    // Requests fail while offline (and /login asks who is signed in: a 401), but nothing breaks.
    expect(messages.filter((message) => /page error|React error|hydrat/i.test(message))).toEqual([]);
    await context.close();
  });
});

describe('a second visit with a connection', () => {
  it('opens a page seen before from the phone at once, then shows the price as it is now; signed in, the page comes from the network', async () => {
    const host = await signedInContext(browser, product, DEMO.host, demoPassword(product), DESKTOP);
    const mine = (await (await host.request.get(`${product.url}/api/my-cars`)).json()) as { id: string }[];
    const id = mine.find((one) => one.id !== car.id)!.id;
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const { messages } = watch(page);
    await page.goto(`${product.url}/cars/${id}`);
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await caches.open('akwaaba-pages-v1')).keys()).map((key) => key.url),
        ),
      )
      .toContainEqual(expect.stringContaining(`/cars/${id}`));

    const changed = await host.request.patch(`${product.url}/api/cars/${id}`, {
      data: { pricePerDay: '876' },
      headers: { origin: product.url },
    });
    expect(changed.status()).toBe(200);
    await page.goto(`${product.url}/cars/${id}`);
    // The kept page, marked so the web app asks for the car again once it has taken it over.
    expect(await page.locator('html').getAttribute('data-kept')).toBe('');
    await page.getByText('₵876').first().waitFor();
    expect(messages.filter((message) => /page error|React error|hydrat/i.test(message))).toEqual([]);

    const signedIn = await context.request.post(`${product.url}/api/auth/login`, {
      data: { email: DEMO.renter, password: demoPassword(product) },
      headers: { origin: product.url },
    });
    expect(signedIn.ok()).toBe(true);
    await page.goto(`${product.url}/cars/${id}`);
    await page.locator('html[data-interactive]').waitFor();
    expect(await page.locator('html').getAttribute('data-kept')).toBeNull();
    await context.close();
    await host.close();
  });
});

describe('typing before the page comes to life', () => {
  it('on a phone with a 6× slower CPU, keeps the town and transmission chosen before the code ran, and applies them', async () => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const { messages } = watch(page);
    // The page's code is held back until the visitor has typed: the typing surely comes first.
    let releaseCode = () => {};
    const typed = new Promise<void>((resolve) => {
      releaseCode = resolve;
    });
    await page.route('**/hydrate-after-load.js', async (route) => {
      await typed;
      await route.continue();
    });
    await visitBeforeItsCodeRuns(page, `${product.url}/cars`);
    const search = page.getByRole('searchbox', { name: 'Location' });
    await search.pressSequentially('Kumasi');
    await page.getByLabel('Transmission').selectOption('automatic');
    expect(await page.locator('html').getAttribute('data-interactive')).toBeNull();
    releaseCode();

    await page.locator('html[data-interactive]').waitFor({ timeout: 60_000 });
    const inKumasi = (await (
      await fetch(`${product.url}/api/cars?location=Kumasi&transmission=automatic`)
    ).json()) as {
      location: string;
    }[];
    expect(inKumasi.length).toBeGreaterThan(0);
    // Both reach the address, the town after typing's short pause: each may land on its own.
    await expect
      .poll(
        () => {
          const search = new URL(page.url()).searchParams;
          return [search.get('location'), search.get('transmission')];
        },
        { timeout: 30_000 },
      )
      .toEqual(['Kumasi', 'automatic']);
    await page.getByText(`${inKumasi.length} cars available`).waitFor();
    expect(await search.inputValue()).toBe('Kumasi');
    expect(await page.getByLabel('Transmission').inputValue()).toBe('automatic');
    const towns = await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('article') })
      .allInnerTexts();
    expect(towns.length).toBe(inKumasi.length);
    for (const card of towns) expect(card).toMatch(/Kumasi/);
    expect(messages.filter((message) => /page error|React error|hydrat/i.test(message))).toEqual([]);
    await context.close();
  });
});

describe('a visitor who is simply not signed in', () => {
  it.each(['/login', '/signup', '/cars'])(
    'opens %s with a quiet console and without asking who is signed in',
    async (path) => {
      const page = await browser.newPage({ viewport: DESKTOP });
      const { apiCalls, messages } = watch(page);
      await page.goto(`${product.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(apiCalls.filter((url) => url.includes('/api/auth/user'))).toEqual([]);
      expect(messages).toEqual([]);
      await page.close();
    },
  );
});
