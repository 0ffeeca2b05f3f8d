import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { startAppWithUsers, type TestUser } from '../../../../test/users';
import { paidBooking } from '../bookings/bookings.test-support';
import { PDF_BYTES, photoBytes } from '../cars/cars-test-support';
import { hugePng } from './uploads.test-support';

const { t, host, other, renter } = await startAppWithUsers({ host: {}, other: {}, renter: {} });
const jpeg = await photoBytes();
const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#fc0' } })
  .png()
  .toBuffer();
const pdf = PDF_BYTES;

async function ticket(user: TestUser, purpose?: string) {
  const response = await fetch(`${t.baseUrl}/api/objects/upload`, {
    method: 'POST',
    headers: { ...user.headers, 'content-type': 'application/json' },
    body: JSON.stringify(purpose ? { purpose } : {}),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { uploadURL: string; objectPath: string };
}

const put = (uploadURL: string, body: Buffer, contentType = 'application/octet-stream') =>
  fetch(`${t.baseUrl}${uploadURL}`, {
    method: 'PUT',
    headers: { 'content-type': contentType, origin: t.baseUrl },
    body,
  });

/** A GET of a public folder's file as `user` (anonymous without one). */
const fetchAs = (user: TestUser | null, path: string) =>
  fetch(`${t.baseUrl}${path}`, { headers: user ? { cookie: user.cookie } : {} });

const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;

async function upload(user: TestUser, body: Buffer, purpose?: string) {
  const { uploadURL, objectPath } = await ticket(user, purpose);
  const response = await put(uploadURL, body, 'image/jpeg');
  expect(response.status).toBe(200);
  return objectPath;
}

const carImages = (user: TestUser, imageURLs: string[]) =>
  fetch(`${t.baseUrl}/api/car-images`, {
    method: 'PUT',
    headers: { ...user.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ imageURLs }),
  });

describe('uploading a file', () => {
  it('needs a signed-in user', async () => {
    const response = await fetch(`${t.baseUrl}/api/objects/upload`, {
      method: 'POST',
      headers: { origin: t.baseUrl },
    });
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 401,
      body: { message: 'You need to log in first.' },
    });
  });

  it('stores a photo checked by its real type, and shows it to its uploader until something shows it', async () => {
    const { uploadURL, objectPath } = await ticket(host);
    expect(objectPath).toMatch(/^\/objects\/car-photos\/[0-9a-f-]{36}$/);
    const response = await put(uploadURL, png, 'image/jpeg');
    expect(response.status).toBe(200);
    const stored = (await response.json()) as { size: number };
    expect(stored).toEqual({ objectPath, contentType: 'image/png', size: expect.any(Number) });
    const served = await fetch(`${t.baseUrl}${objectPath}`, { headers: { cookie: host.cookie } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.length).toBe(stored.size);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });
  });

  it('refuses a file over 5 MB', async () => {
    const { uploadURL } = await ticket(host);
    const response = await put(uploadURL, Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024)]));
    expect(response.status).toBe(413);
    expect(await messageOf(response)).toBe('This file is too large. The maximum size is 5 MB.');
  });

  it('refuses a renamed non-image as a photo, and a PDF as a photo', async () => {
    for (const body of [Buffer.from('just some text pretending to be a photo'), pdf]) {
      const { uploadURL } = await ticket(host);
      const response = await put(uploadURL, body, 'image/jpeg');
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toMatch(/^You can only upload: JPEG, PNG or WebP images/);
    }
  });

  it('refuses an empty file, a bad token and a second PUT', async () => {
    const first = await ticket(host);
    expect((await put(first.uploadURL, Buffer.alloc(0))).status).toBe(400);
    const forged = first.uploadURL.replace(/token=.*/, 'token=not-the-token');
    expect((await put(forged, jpeg)).status).toBe(404);
    expect((await put(first.uploadURL, jpeg)).status).toBe(200);
    const again = await put(first.uploadURL, jpeg);
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toMatch(/already uploaded/);
  });
});

describe('an image', () => {
  it('that is cut short is refused: it is decoded whole before it is stored', async () => {
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    const { uploadURL, objectPath } = await ticket(host);
    const response = await put(uploadURL, truncated, 'image/jpeg');
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(
      'This image is damaged or incomplete and cannot be opened. Choose the file again.',
    );
    expect(await t.storage.stat(objectPath.replace('/objects/', ''))).toBeNull();
  });

  it('of 16,000 × 16,000 pixels is refused from its header, without being decoded', async () => {
    const tooMany =
      'This image has too many pixels: at most 50 megapixels (8000 × 6000). Choose a smaller image.';
    // The whole image (a few kilobytes of PNG for 256 megapixels), and one whose pixel data
    // stops after a few rows: a decode would find it damaged, so its answer shows none ran.
    for (const png of [hugePng(16_000, 16_000), hugePng(16_000, 16_000, { rows: 10 })]) {
      const { uploadURL } = await ticket(host);
      const response = await put(uploadURL, png, 'image/png');
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe(tooMany);
    }
  });
});

describe('who may upload what', () => {
  it('trip photos: only a renter or host of a confirmed booking', async () => {
    const refused = await fetch(`${t.baseUrl}/api/objects/upload`, {
      method: 'POST',
      headers: { ...renter.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ purpose: 'trip-photo' }),
    });
    expect(refused.status).toBe(403);
    expect(await messageOf(refused)).toBe(
      'Trip photos can only be uploaded for a trip of yours: a confirmed booking you rent or host.',
    );
    await paidBooking(t, renter, { ownerId: host.userId, from: 3 });
    await upload(renter, jpeg, 'trip-photo');
    await upload(host, jpeg, 'trip-photo');
  });

  it('a car photo nobody attached: a renter cannot publish an image through it, only its uploader sees it', async () => {
    const photo = await upload(renter, jpeg, 'car-photo');
    expect((await fetchAs(null, photo)).status).toBe(404);
    expect((await fetchAs(other, photo)).status).toBe(404);
    expect((await fetchAs(renter, photo)).status).toBe(200);
  });

  it('a public photo is served to everyone, cached for good, once something shows it', async () => {
    const photo = await upload(other, jpeg, 'profile-photo');
    expect((await fetchAs(null, photo)).status).toBe(404);
    const saved = await fetch(`${t.baseUrl}/api/profile`, {
      method: 'PATCH',
      headers: { ...other.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ profileImageUrl: photo }),
    });
    expect(saved.status).toBe(200);
    await t.settled();
    const served = await fetchAs(null, photo);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('private papers', () => {
  it('are never served publicly, only through a short-lived signed link', async () => {
    const objectPath = await upload(host, pdf, 'car-paper');
    expect(objectPath).toMatch(/^\/objects\/car-papers\//);
    expect((await fetch(`${t.baseUrl}${objectPath}`)).status).toBe(404);

    const link = t.app.uploads.signedLink(objectPath, 60);
    const served = await fetch(`${t.baseUrl}${link}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('cache-control')).toBe('private, no-store');

    const tampered = link.replace(/signature=./, 'signature=A');
    expect((await fetch(`${t.baseUrl}${tampered}`)).status).toBe(404);
    const expired = t.app.uploads.signedLink(objectPath, 60, Date.now() - 120_000);
    expect((await fetch(`${t.baseUrl}${expired}`)).status).toBe(404);
  });
});

describe('PUT /api/car-images', () => {
  it('turns the uploader’s own photos into object paths', async () => {
    const a = await upload(host, jpeg);
    const { uploadURL } = await ticket(host);
    expect((await put(uploadURL, png)).status).toBe(200);
    const response = await carImages(host, [a, `${t.baseUrl}${uploadURL}`]);
    expect(response.status).toBe(200);
    const { objectPaths } = (await response.json()) as { objectPaths: string[] };
    expect(objectPaths[0]).toBe(a);
    expect(objectPaths[1]).toMatch(/^\/objects\/car-photos\//);
  });

  it("refuses another user's photo, a path that does not exist, a paper as a photo and a sixth image", async () => {
    const theirs = await upload(other, jpeg);
    const mine = await upload(host, jpeg);
    const paper = await upload(host, pdf, 'car-paper');
    const cases: [string[], RegExp][] = [
      [[theirs], /belongs to someone else/],
      [['/objects/car-photos/00000000-0000-4000-8000-000000000000'], /was not found/],
      [['/etc/passwd'], /was not found/],
      [[paper], /uploaded as a document, not a photo/],
      [[mine, mine, mine, mine, mine, mine], /You can only upload 5 file\(s\)/],
    ];
    for (const [imageURLs, message] of cases) {
      const response = await carImages(host, imageURLs);
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toMatch(message);
    }
  });
});
