import { pino } from 'pino';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { PhotoDeps } from './private-photo-variants';

/** A 2000 × 1500 phone photo that says where it was taken. */
export const photoWithGps = (background: string) =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 41/1 0/1' } })
    .toBuffer();

/** A private photo fetched through its signed link as `cookie`'s user: its type, width and EXIF. */
export async function fetchedImage(baseUrl: string, cookie: string, link: string) {
  const response = await fetch(`${baseUrl}${link}`, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`GET ${link} answered ${response.status}`);
  const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return { type: response.headers.get('content-type'), width: meta.width, exif: meta.exif };
}

/** Checks what a private photo's links show `cookie`'s user: a 480 px thumbnail and a 1200 px copy, WebP, without EXIF. */
export async function expectPrivateCopies(
  baseUrl: string,
  cookie: string,
  links: { thumbnail: string; large: string },
) {
  const copy = (width: number) => ({ type: 'image/webp', width, exif: undefined });
  expect(await fetchedImage(baseUrl, cookie, links.thumbnail)).toEqual(copy(480));
  expect(await fetchedImage(baseUrl, cookie, links.large)).toEqual(copy(1200));
}

/** A test app's store and storage with a silent logger: what a photo job run again by hand needs. */
export const photoDepsOf = (app: Pick<PhotoDeps, 'store' | 'storage'>): PhotoDeps => ({
  store: app.store,
  storage: app.storage,
  logger: pino({ level: 'silent' }),
});
