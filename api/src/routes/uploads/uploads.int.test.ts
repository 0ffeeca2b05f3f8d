import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { startAppWithUsers, type TestUser } from '../../../../test/users';
import { PDF_BYTES, photoBytes } from '../cars/cars-test-support';

const { t, host, other } = await startAppWithUsers({ host: {}, other: {} });
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

  it('stores a photo checked by its real type and serves it publicly', async () => {
    const { uploadURL, objectPath } = await ticket(host);
    expect(objectPath).toMatch(/^\/objects\/car-photos\/[0-9a-f-]{36}$/);
    const response = await put(uploadURL, png, 'image/jpeg');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ objectPath, contentType: 'image/png', size: png.length });
    const served = await fetch(`${t.baseUrl}${objectPath}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
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
