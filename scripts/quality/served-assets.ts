import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';

/** What every hashed asset must be served with: a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** server/compress-assets.mjs leaves smaller files as they are: compressing them gains nothing. */
const COMPRESSED_FROM_BYTES = 1024;

export interface AssetFigures {
  assets: number;
  compressed: number;
  /** Photos checked on the pages, and how many were WebP variants with width and height. */
  photos: number;
  photosOk: number;
}

/**
 * Checks how the built product serves its files: every hashed asset with a year of
 * immutable caching, and brotli (or gzip for a client without it) for every text
 * asset big enough to be worth it; index.html never cached.
 */
export async function checkServedAssets(baseUrl: string, webDir: string) {
  const problems: string[] = [];
  const index = await fetch(`${baseUrl}/`);
  if (index.headers.get('cache-control') !== 'no-cache')
    problems.push(`index.html: cache-control is "${index.headers.get('cache-control')}", expected no-cache`);

  const files = (await readdir(path.join(webDir, 'assets'))).filter((name) => /\.(js|css|svg)$/.test(name));
  let compressed = 0;
  for (const name of files) {
    for (const [accept, expected] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await fetch(`${baseUrl}/assets/${name}`, { headers: { 'accept-encoding': accept } });
      const body = Buffer.from(await response.arrayBuffer());
      const where = `/assets/${name} (accept-encoding: ${accept})`;
      if (response.status !== 200) problems.push(`${where}: status ${response.status}`);
      if (response.headers.get('cache-control') !== IMMUTABLE)
        problems.push(`${where}: cache-control is "${response.headers.get('cache-control')}"`);
      const encoding = response.headers.get('content-encoding');
      // fetch decodes the body, so its length is the file's own size.
      if (body.length >= COMPRESSED_FROM_BYTES && encoding !== expected)
        problems.push(`${where}: content-encoding is ${encoding ?? 'none'}, expected ${expected}`);
      if (encoding === expected && expected === 'br') compressed++;
    }
  }
  return { problems, assets: files.length, compressed };
}

/**
 * On each page, every car photo must be one of the WebP copies the photo workers make, with
 * width and height set so the layout does not jump when it arrives; a `srcset` names copies
 * by their own widths and comes with `sizes`. A phone fetches one copy of the page's first
 * photo: a preload that disagreed with its img would fetch both.
 */
export async function checkPhotos(browser: Browser, urls: string[]) {
  const problems: string[] = [];
  let photos = 0;
  let photosOk = 0;
  for (const url of urls) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    const fetched = new Set<string>();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/objects/car-photos/')) fetched.add(path);
    });
    try {
      await page.goto(url);
      await page.locator('main img[src*="/car-photos/"]').first().waitFor({ timeout: 30_000 });
      const images = await page.locator('main img[src*="/car-photos/"]').evaluateAll(
        // Runs in the page: its elements, seen through the one method used (no DOM types here).
        (nodes: { getAttribute(name: string): string | null }[]) =>
          nodes.map((img) => ({
            src: img.getAttribute('src') ?? '',
            srcset: img.getAttribute('srcset'),
            sizes: img.getAttribute('sizes'),
            width: img.getAttribute('width'),
            height: img.getAttribute('height'),
          })),
      );
      for (const image of images) {
        photos++;
        const candidates = (image.srcset ?? '').split(',').filter(Boolean);
        const wrong = [
          ...(VARIANT.test(image.src) ? [] : ['not a WebP variant']),
          ...(image.width && image.height ? [] : ['no width/height']),
          ...candidates.flatMap((candidate) => {
            const [copy, width] = candidate.trim().split(/\s+/);
            return VARIANT.exec(copy ?? '')?.[1] && width === `${VARIANT.exec(copy!)![1]}w`
              ? []
              : [`srcset names "${candidate.trim()}"`];
          }),
          ...(candidates.length > 0 && !image.sizes ? ['srcset without sizes'] : []),
        ];
        if (wrong.length) problems.push(`${url}: ${image.src}: ${wrong.join(', ')}`);
        else photosOk++;
      }
      const first = images[0]!;
      const firstCopies = [
        first.src,
        ...(first.srcset ?? '').split(',').map((c) => c.trim().split(/\s+/)[0]),
      ];
      const firstFetched = [...fetched].filter((path) => firstCopies.includes(path));
      if (firstFetched.length !== 1)
        problems.push(
          `${url}: the first photo was fetched as ${firstFetched.length} copies (${firstFetched.join(', ')})`,
        );
    } finally {
      await page.close();
    }
  }
  return { problems, photos, photosOk };
}

/** A photo worker's WebP copy, with its width. */
const VARIANT = /\/variants\/[^/]+-w(\d+)\.webp$/;
