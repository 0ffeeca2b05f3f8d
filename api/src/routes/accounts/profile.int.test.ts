import { describe, expect, it } from 'vitest';
import { startAppWithUsers, type TestUser } from '../../../../test/users';
import { PDF_BYTES, photoBytes } from '../cars/cars-test-support';
import { call, eventCount } from './auth-test-support';

// Accounts with no licence or ID on file yet: they submit theirs here.
const { t, ama, kofi } = await startAppWithUsers({
  ama: { firstName: 'Ama', lastName: 'Mensah', approvedDriver: false },
  kofi: { firstName: 'Kofi', lastName: 'Asante', approvedDriver: false },
});
const jpeg = await photoBytes();
const pdf = PDF_BYTES;

/** Uploads a file the way the SPA does: ask for an upload URL, PUT the bytes there. */
async function upload(user: TestUser, purpose: string, body: Buffer, contentType: string) {
  const ticket = await call<{ uploadURL: string; objectPath: string }>(t, 'POST', '/api/objects/upload', {
    body: { purpose },
    cookie: user.cookie,
  });
  expect(ticket.status).toBe(200);
  const put = await fetch(`${t.baseUrl}${ticket.body.uploadURL}`, {
    method: 'PUT',
    headers: { 'content-type': contentType, origin: t.baseUrl },
    body,
  });
  expect(put.status).toBe(200);
  return ticket.body.objectPath;
}

const patch = (user: TestUser | null, path: string, body: unknown) =>
  call<Record<string, unknown>>(t, 'PATCH', path, { body, cookie: user?.cookie });

describe('PATCH /api/profile', () => {
  it('edits the profile and answers the user; a blank optional field clears it', async () => {
    const answer = await patch(ama, '/api/profile', {
      firstName: ' Ama ',
      lastName: 'Owusu',
      phoneNumber: '024 123 4567',
      bio: 'Teacher in Kumasi.',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      firstName: 'Ama',
      lastName: 'Owusu',
      phoneNumber: '+233241234567',
      bio: 'Teacher in Kumasi.',
    });
    expect((await call(t, 'GET', '/api/auth/user', { cookie: ama.cookie })).body).toMatchObject({
      lastName: 'Owusu',
    });
    expect((await patch(ama, '/api/profile', { bio: '  ' })).body).toMatchObject({
      bio: null,
      lastName: 'Owusu',
    });
  });

  it('keeps a phone number in E.164 however it is written', async () => {
    for (const written of ['+233 24 412 3456', '0244 123 456', '233244123456']) {
      const answer = await patch(ama, '/api/profile', { phoneNumber: written });
      expect(answer).toMatchObject({ status: 200, body: { phoneNumber: '+233244123456' } });
    }
    expect((await call(t, 'GET', '/api/auth/user', { cookie: ama.cookie })).body).toMatchObject({
      phoneNumber: '+233244123456',
    });
  });

  it('refuses what is not a phone number with the field named and an example, appending nothing', async () => {
    for (const phoneNumber of ['call me', '12345', '024 412 3456 7', '0111234567']) {
      const before = await eventCount(t);
      expect(await patch(ama, '/api/profile', { phoneNumber })).toMatchObject({
        status: 400,
        body: { fields: { phoneNumber: 'Please enter a valid phone number, like 024 412 3456' } },
      });
      expect(await eventCount(t)).toBe(before);
    }
  });

  it("takes the caller's own uploaded profile photo, which anyone may then see", async () => {
    const photo = await upload(ama, 'profile-photo', jpeg, 'image/jpeg');
    const answer = await patch(ama, '/api/profile', { profileImageUrl: photo });
    expect(answer).toMatchObject({ status: 200, body: { profileImageUrl: photo } });
    const served = await fetch(`${t.baseUrl}${photo}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it.each([
    ['a file someone else uploaded', async () => upload(kofi, 'profile-photo', jpeg, 'image/jpeg')],
    [
      'a file uploaded as an identity document',
      async () => upload(ama, 'identity-document', jpeg, 'image/jpeg'),
    ],
    [
      'a path that was never uploaded',
      async () => '/objects/profile-photos/00000000-0000-4000-8000-000000000000',
    ],
    ['an outside address', async () => 'https://example.com/me.jpg'],
  ])('refuses %s as the profile photo, appending nothing', async (_name, reference) => {
    const profileImageUrl = await reference();
    const before = await eventCount(t);
    const answer = await patch(ama, '/api/profile', { profileImageUrl });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      message: expect.any(String),
      fields: { profileImageUrl: expect.any(String) },
    });
    expect(await eventCount(t)).toBe(before);
  });
});

describe('PATCH /api/profile/verification', () => {
  it('records numbers and private documents; a complete set waits for an admin, not yet Verified', async () => {
    const licence = await upload(ama, 'identity-document', pdf, 'application/pdf');
    const first = await patch(ama, '/api/profile/verification', {
      driverLicenseNumber: 'GHA-123456',
      driverLicenseDocument: licence,
    });
    expect(first).toMatchObject({
      status: 200,
      body: {
        driverLicenseNumber: 'GHA-123456',
        driverLicenseDocument: licence,
        identityVerified: false,
        driverVerification: 'none',
      },
    });
    const card = await upload(ama, 'identity-document', jpeg, 'image/jpeg');
    const second = await patch(ama, '/api/profile/verification', {
      nationalIdNumber: 'GHA-000111222-3',
      nationalIdDocument: card,
    });
    expect(second.body).toMatchObject({
      driverLicenseDocument: licence,
      nationalIdDocument: card,
      identityVerified: false,
      driverVerification: 'pending',
      driverVerificationNote: null,
    });

    // Private: not served publicly, only through a short-lived link for their owner.
    expect((await fetch(`${t.baseUrl}${licence}`)).status).toBe(404);
    const link = await call(t, 'GET', '/api/profile/documents/driver-license', { cookie: ama.cookie });
    expect(link.status).toBe(302);
    const location = link.headers.get('location')!;
    expect(location).toMatch(/^\/api\/private-objects\/identity-documents\/.+\?expires=\d+&signature=/);
    const file = await fetch(`${t.baseUrl}${location}`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(pdf);
    expect(
      (await call(t, 'GET', '/api/profile/documents/driver-license', { cookie: kofi.cookie })).status,
    ).toBe(404);
    expect((await call(t, 'GET', '/api/profile/documents/driver-license')).status).toBe(401);
  });

  it("refuses someone else's document and a profile photo as a document", async () => {
    const theirs = await upload(kofi, 'identity-document', pdf, 'application/pdf');
    const photo = await upload(ama, 'profile-photo', jpeg, 'image/jpeg');
    for (const nationalIdDocument of [theirs, photo]) {
      const answer = await patch(ama, '/api/profile/verification', { nationalIdDocument });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ fields: { nationalIdDocument: expect.any(String) } });
    }
  });

  it('refuses a licence number with symbols', async () => {
    expect(
      await patch(ama, '/api/profile/verification', { driverLicenseNumber: 'GHA<script>' }),
    ).toMatchObject({
      status: 400,
      body: { fields: { driverLicenseNumber: expect.stringContaining("Driver's license number") } },
    });
  });
});
