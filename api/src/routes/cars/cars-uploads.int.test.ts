import { CAR_MESSAGES as M } from '@akwaaba/domain';
import { describe, expect, it } from 'vitest';
import { startAppWithUsers } from '../../../../test/users';
import {
  call,
  carBody,
  headOf,
  listCarAs,
  PDF_BYTES,
  photoBytes,
  upload,
  uploadCarFiles,
} from './cars-test-support';

/*
 * Bad files never reach a listing: the upload endpoint refuses what is too large
 * or not the right kind of file, and car commands refuse any reference to a file
 * that is missing, someone else's, or uploaded for another purpose.
 */

const { t, host, other } = await startAppWithUsers({ host: {}, other: {} });
const files = await uploadCarFiles(t, host, 1);

async function sendBytes(purpose: string, bytes: Buffer, contentType: string) {
  const ticket = await call<{ uploadURL: string; objectPath: string }>(t, 'POST', '/api/objects/upload', {
    user: host,
    body: { purpose },
  });
  const response = await fetch(`${t.baseUrl}${ticket.body.uploadURL}`, {
    method: 'PUT',
    headers: { 'content-type': contentType, origin: t.baseUrl },
    body: bytes,
  });
  return { status: response.status, body: (await response.json()) as { message: string }, ...ticket.body };
}

/** POST /api/cars with these files must be refused with this message, appending nothing. */
async function expectListingRefused(body: Record<string, unknown>, message: string | RegExp) {
  const before = await headOf(t);
  const response = await call<{ message: string }>(t, 'POST', '/api/cars', { user: host, body });
  expect(response.status).toBe(400);
  expect(response.body.message).toMatch(message);
  expect(await headOf(t)).toBe(before);
}

describe('a bad photo or paper', () => {
  it('over 5 MB is refused at upload, and its path cannot be listed', async () => {
    const oversize = Buffer.concat([await photoBytes(), Buffer.alloc(5 * 1024 * 1024)]);
    const sent = await sendBytes('car-photo', oversize, 'image/jpeg');
    expect(sent.status).toBe(413);
    expect(sent.body.message).toBe('This file is too large. The maximum size is 5 MB.');
    await expectListingRefused(carBody({ ...files, images: [sent.objectPath] }), /was not found/);
  });

  it('that is text renamed to .jpg is refused by its real type', async () => {
    const sent = await sendBytes('car-photo', Buffer.from('just some text, honestly'), 'image/jpeg');
    expect(sent.status).toBe(400);
    expect(sent.body.message).toMatch(/^You can only upload: JPEG, PNG or WebP images/);
    await expectListingRefused(carBody({ ...files, images: [sent.objectPath] }), /was not found/);
  });

  it('that is a PDF sent as a photo is refused at upload', async () => {
    const sent = await sendBytes('car-photo', PDF_BYTES, 'image/jpeg');
    expect(sent.status).toBe(400);
    expect(sent.body.message).toMatch(/^You can only upload: JPEG, PNG or WebP images/);
  });

  it('that is a paper used as a photo is refused by the listing', async () => {
    await expectListingRefused(
      carBody({ ...files, images: [files.insuranceDocument] }),
      'This file was uploaded as a document, not a photo.',
    );
  });

  it('that is a photo used as a paper is refused by the listing', async () => {
    await expectListingRefused(
      carBody({ ...files, roadworthyDocument: files.images[0]! }),
      'This file was uploaded as a photo, not a document.',
    );
  });

  it('that another user uploaded is refused', async () => {
    const theirs = await upload(t, other, 'car-photo', await photoBytes('#f00'));
    await expectListingRefused(carBody({ ...files, images: [theirs] }), /belongs to someone else/);
    const theirPaper = await upload(t, other, 'car-paper', PDF_BYTES);
    await expectListingRefused(
      carBody({ ...files, registrationDocument: theirPaper }),
      /belongs to someone else/,
    );
  });

  it.each([
    '/objects/car-photos/00000000-0000-4000-8000-000000000000',
    '/objects/car-photos/../car-papers/x',
    'https://example.com/car.jpg',
  ])('at a path that does not exist (%s) is refused', async (path) => {
    await expectListingRefused(
      carBody({ ...files, images: [path] }),
      /was not found\. Upload the file again\./,
    );
  });

  it('as a sixth image is refused, on a new listing and on an edit', async () => {
    const six: string[] = [];
    for (let i = 0; i < 6; i++) six.push(await upload(t, host, 'car-photo', await photoBytes()));
    await expectListingRefused(carBody({ ...files, images: six }), M.tooManyImages);

    const carId = await listCarAs(t, host, {}, 5);
    const current = await call<{ images: string[] }>(t, 'GET', `/api/cars/${carId}`, { user: host });
    const before = await headOf(t);
    const edit = await call(t, 'PATCH', `/api/cars/${carId}`, {
      user: host,
      body: { images: [...current.body.images, six[5]] },
    });
    expect(edit).toMatchObject({ status: 400, body: { message: M.tooManyImages } });
    expect(await headOf(t)).toBe(before);
  });

  it('added to an existing car by an edit is checked like a new one', async () => {
    const carId = await listCarAs(t, host);
    const theirs = await upload(t, other, 'car-photo', await photoBytes('#00f'));
    const before = await headOf(t);
    const edit = await call<{ message: string }>(t, 'PATCH', `/api/cars/${carId}`, {
      user: host,
      body: { images: [theirs] },
    });
    expect(edit.status).toBe(400);
    expect(edit.body.message).toMatch(/belongs to someone else/);
    expect(await headOf(t)).toBe(before);
  });
});

it('a listing may name its photos by their upload URLs; they are stored as object paths', async () => {
  const ticket = await call<{ uploadURL: string; objectPath: string }>(t, 'POST', '/api/objects/upload', {
    user: host,
    body: { purpose: 'car-photo' },
  });
  await fetch(`${t.baseUrl}${ticket.body.uploadURL}`, {
    method: 'PUT',
    headers: { 'content-type': 'image/jpeg', origin: t.baseUrl },
    body: await photoBytes(),
  });
  const created = await call<{ images: string[] }>(t, 'POST', '/api/cars', {
    user: host,
    body: carBody({ ...files, images: [`${t.baseUrl}${ticket.body.uploadURL}`] }),
  });
  expect(created.status).toBe(201);
  expect(created.body.images).toEqual([ticket.body.objectPath]);
});
