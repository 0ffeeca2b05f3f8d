import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { carDecider, carStream, systemActor } from '@akwaaba/domain';
import { handleCommand } from '@akwaaba/infra/commands/command-handler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppWithUsers } from '../../../../test/users';
import { listCar, systemContext } from '../bookings/bookings.test-support';

/** The web app's own index.html, served as built, with a manifest naming one route chunk. */
const webDir = await mkdtemp(path.join(tmpdir(), 'akwaaba-car-pages-'));
await mkdir(path.join(webDir, '.vite'));
await copyFile(path.resolve('web/index.html'), path.join(webDir, 'index.html'));
await writeFile(
  path.join(webDir, '.vite/manifest.json'),
  JSON.stringify({ 'index.html': { file: 'assets/index-1.js', isEntry: true } }),
);
afterAll(() => rm(webDir, { recursive: true, force: true }));

const { t } = await startAppWithUsers({}, { webDir });
const { publicUrl } = t.app.deps.config;

let approved: string;
let pending: string;
beforeAll(async () => {
  ({ carId: approved } = await listCar(t, {
    details: {
      make: 'Toyota',
      model: 'Corolla',
      year: 2020,
      location: 'Kumasi',
      pricePerDay: 35_050,
      description: 'Clean saloon, "AC" & Bluetooth </script><script>alert(1)</script>',
      images: ['/objects/car-photos/first.jpg', '/objects/car-photos/second.jpg'],
    },
  }));
  ({ carId: pending } = await listCar(t, { approve: false }));
  await t.settled();
});

const page = async (url: string) => {
  const response = await fetch(`${t.baseUrl}${url}`);
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
};
const metaContent = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1];
const carUrlsInSitemap = async () =>
  [...(await page('/sitemap.xml')).body.matchAll(/<loc>[^<]*\/cars\/([0-9a-f-]{36})<\/loc>/g)].map(
    (m) => m[1],
  );

describe('a car page as curl sees it', () => {
  it('names the car, its town and price per day, its first photo, and its Product and Offer in GHS', async () => {
    const { status, type, body } = await page(`/cars/${approved}`);
    expect(status).toBe(200);
    expect(type).toBe('text/html; charset=utf-8');
    expect(body).toContain('<title>2020 Toyota Corolla | Akwaaba Drive</title>');
    expect(body.match(/<title>/g)).toHaveLength(1);
    expect(body.match(/name="description"/g)).toHaveLength(1);
    expect(metaContent(body, 'property', 'og:title')).toBe('2020 Toyota Corolla in Kumasi');
    expect(metaContent(body, 'name', 'description')).toMatch(
      /^2020 Toyota Corolla in Kumasi, ₵351 per day\. /,
    );
    expect(metaContent(body, 'property', 'og:image')).toBe(`${publicUrl}/objects/car-photos/first.jpg`);
    expect(metaContent(body, 'property', 'og:url')).toBe(`${publicUrl}/cars/${approved}`);
    expect(body).toContain(`<link rel="canonical" href="${publicUrl}/cars/${approved}">`);
    // No photo preload of its own: one without the img's srcset and sizes would fetch a second copy.
    expect(body).not.toContain('rel="preload" as="image"');

    // The host's words stay text: no tag of theirs ends the structured data or opens a script.
    expect(body.match(/<script/g)).toHaveLength(2);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(body)![1]!);
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: '2020 Toyota Corolla',
      description: 'Clean saloon, "AC" & Bluetooth </script><script>alert(1)</script>',
      image: [`${publicUrl}/objects/car-photos/first.jpg`],
      offers: { '@type': 'Offer', price: '350.50', priceCurrency: 'GHS' },
    });
    expect(jsonLd).not.toHaveProperty('aggregateRating');
  });

  it('keeps a car not shown to everyone out of previews and search', async () => {
    for (const url of [`/cars/${pending}`, '/cars/not-a-car-id']) {
      const { status, body } = await page(url);
      expect(status).toBe(200);
      expect(body).toContain('<title>Car not found | Akwaaba Drive</title>');
      expect(body).toContain('<meta name="robots" content="noindex">');
      expect(body).not.toContain('og:');
    }
  });

  it('gives the browse and how-it-works pages their own title, description and canonical URL', async () => {
    const browse = await page('/cars?location=Kumasi');
    expect(browse.body).toContain('<title>Browse Cars | Akwaaba Drive</title>');
    expect(browse.body).toContain(`<link rel="canonical" href="${publicUrl}/cars">`);
    expect((await page('/how-it-works')).body).toContain('<title>How It Works | Akwaaba Drive</title>');
    // Pages behind a sign-in keep index.html's own head.
    expect((await page('/my-bookings')).body).not.toContain('rel="canonical"');
  });
});

describe('what search engines read', () => {
  it('lists exactly the approved cars in the sitemap, a car approved there at once', async () => {
    expect(await carUrlsInSitemap()).toEqual([approved]);
    await handleCommand(
      t.store,
      carDecider,
      carStream(pending),
      { type: 'ApproveCar', carId: pending, actor: systemActor, notes: 'Checked' },
      systemContext(),
    );
    await t.settled();
    expect((await carUrlsInSitemap()).sort()).toEqual([approved, pending].sort());
    const sitemap = await page('/sitemap.xml');
    expect(sitemap.type).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain(`<loc>${publicUrl}/</loc>`);
  });

  it('points crawlers at the sitemap and away from signed-in pages and the API', async () => {
    const robots = await page('/robots.txt');
    expect(robots.type).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain('Disallow: /my-bookings');
  });
});
