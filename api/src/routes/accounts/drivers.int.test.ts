import { driverNotApprovedMessage, USER_MESSAGES as M } from '@akwaaba/domain';
import { describe, expect, it } from 'vitest';
import { createTestUser, startAppWithUsers, type TestUser } from '../../../../test/users';
import { book, day, listCar, uploadFile } from '../bookings/bookings.test-support';
import { call, expectAdminOnly, expectRefusal, PDF_BYTES } from '../cars/cars-test-support';

// Esi and Kojo have no licence or ID on file yet: they submit theirs in these tests.
const { t, esi, kojo, admin, user } = await startAppWithUsers({
  esi: { firstName: 'Esi', lastName: 'Ampofo', approvedDriver: false },
  kojo: { firstName: 'Kojo', lastName: 'Antwi', approvedDriver: false },
  admin: { admin: true, firstName: 'Yaa', lastName: 'Asantewaa' },
  user: {},
});

const LICENCE_PDF = Buffer.concat([PDF_BYTES, Buffer.from('% licence\n')]);

/** Uploads a licence and an ID card and submits them with their numbers, as the Profile screen does. */
async function submitPapers(renter: TestUser, licence = LICENCE_PDF) {
  const licenceFile = await uploadFile(t, renter, 'identity-document', licence);
  const card = await uploadFile(t, renter, 'identity-document', PDF_BYTES);
  const answer = await call(t, 'PATCH', '/api/profile/verification', {
    user: renter,
    body: {
      driverLicenseNumber: 'DL-2024-001234',
      driverLicenseDocument: licenceFile.objectPath,
      nationalIdNumber: 'GHA-712345678-9',
      nationalIdDocument: card.objectPath,
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** Runs a request that must be refused, and proves it appended nothing to the event store. */
async function refused(request: () => Promise<{ status: number; body: unknown }>) {
  const answer = await expectRefusal(t, request);
  return { status: answer.status, message: (answer.body as { message?: string }).message };
}

const queue = async () =>
  (await call<{ id: string }[]>(t, 'GET', '/api/admin/pending-drivers', { user: admin })).body;
const pay = (renter: TestUser, bookingId: string) =>
  call(t, 'POST', '/api/payments/initialize', { user: renter, body: { bookingId } });
const heldBooking = async (renter: TestUser, from: number) => {
  const { carId } = await listCar(t);
  return (await book(t, renter, { carId, startDate: day(from), endDate: day(from + 2) })).id;
};

/** What the renter's bell says of the verdicts on their licence and ID. */
async function verdictsTold(renter: TestUser) {
  const bell = await call<{ notifications: { kind: string; text: string; link: string }[] }>(
    t,
    'GET',
    '/api/notifications',
    { user: renter },
  );
  return bell.body.notifications
    .filter((n) => n.kind.startsWith('driver-'))
    .map(({ text, link }) => ({ text, link }));
}

describe("a renter's licence and ID, reviewed by an admin", () => {
  it('waits in the queue; the admin opens the documents and approves; then the renter may pay', async () => {
    const bookingId = await heldBooking(esi, 10);
    expect(await refused(() => pay(esi, bookingId))).toEqual({
      status: 403,
      message: driverNotApprovedMessage('none'),
    });

    expect(await submitPapers(esi)).toMatchObject({ driverVerification: 'pending', identityVerified: false });
    expect(await refused(() => pay(esi, bookingId))).toEqual({
      status: 403,
      message:
        "Your driver's licence and ID are still being checked. You can pay once an admin has approved them.",
    });
    await submitPapers(kojo);

    // While her papers wait, a car Esi books is held until the admin decides, at most a day;
    // the hold she made before sending them lasts the usual 30 minutes.
    const holdOf = async (id: string) =>
      Date.parse(
        (await call<{ holdExpiresAt: string }>(t, 'GET', `/api/bookings/${id}`, { user: esi })).body
          .holdExpiresAt,
      ) - Date.now();
    const waiting = await heldBooking(esi, 30);
    expect(await holdOf(bookingId)).toBeLessThanOrEqual(30 * 60_000);
    expect(await holdOf(waiting)).toBeGreaterThan(23.9 * 3_600_000);
    expect(await holdOf(waiting)).toBeLessThanOrEqual(24 * 3_600_000);

    // Oldest first, with the names and a link per document.
    const pending = await queue();
    expect(pending.map((driver) => driver.id)).toEqual([esi.userId, kojo.userId]);
    expect(pending[0]).toEqual({
      id: esi.userId,
      firstName: 'Esi',
      lastName: 'Ampofo',
      email: esi.email,
      driverLicenseNumber: 'DL-2024-001234',
      nationalIdNumber: 'GHA-712345678-9',
      submittedAt: expect.any(String),
      // What she holds meanwhile, soonest to run out first.
      holds: [bookingId, waiting].map((id, i) => ({
        bookingId: id,
        car: '2019 Toyota Corolla',
        startDate: day(i === 0 ? 10 : 30),
        endDate: day(i === 0 ? 12 : 32),
        holdExpiresAt: expect.any(String),
      })),
      documentLinks: {
        driverLicense: `/api/admin/drivers/${esi.userId}/documents/driver-license`,
        nationalId: `/api/admin/drivers/${esi.userId}/documents/national-id`,
      },
    });

    // The admin opens the licence through a short-lived signed link.
    const link = await call(t, 'GET', `/api/admin/drivers/${esi.userId}/documents/driver-license`, {
      user: admin,
    });
    expect(link.status).toBe(302);
    const location = link.headers.get('location')!;
    expect(location).toMatch(/^\/api\/private-objects\/identity-documents\/.+\?expires=\d+&signature=/);
    const file = await fetch(`${t.baseUrl}${location}`);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(LICENCE_PDF);

    const approved = await call(t, 'POST', `/api/admin/drivers/${esi.userId}/approve`, { user: admin });
    expect(approved).toMatchObject({
      status: 200,
      body: { id: esi.userId, driverVerification: 'approved', driverVerificationNote: null },
    });
    expect((await queue()).map((driver) => driver.id)).toEqual([kojo.userId]);
    expect((await call(t, 'GET', '/api/auth/user', { user: esi })).body).toMatchObject({
      identityVerified: true,
      driverVerification: 'approved',
    });
    expect((await pay(esi, bookingId)).status).toBe(200);
    // She is told at once, with the way to pay.
    await t.settled();
    expect(await verdictsTold(esi)).toEqual([
      { text: 'Your licence and ID are approved: you can pay for the cars you hold', link: '/my-bookings' },
    ]);

    // Deciding twice is refused.
    expect(
      await refused(() => call(t, 'POST', `/api/admin/drivers/${esi.userId}/approve`, { user: admin })),
    ).toEqual({ status: 409, message: M.onlyPendingDriverCanBeReviewed });
  });

  it('sends the documents back to the queue when one changes after the approval', async () => {
    const renter = await createTestUser(t, { firstName: 'Abla', approvedDriver: false });
    await submitPapers(renter);
    await call(t, 'POST', `/api/admin/drivers/${renter.userId}/approve`, { user: admin });
    const newLicence = await uploadFile(t, renter, 'identity-document', PDF_BYTES);
    const changed = await call(t, 'PATCH', '/api/profile/verification', {
      user: renter,
      body: { driverLicenseDocument: newLicence.objectPath },
    });
    expect(changed.body).toMatchObject({ driverVerification: 'pending', identityVerified: false });
    expect((await queue()).map((driver) => driver.id)).toContain(renter.userId);
  });

  it('rejects with a note the renter sees; a note is required', async () => {
    await submitPapers(kojo);
    const rejectKojo = (body: unknown) =>
      call(t, 'POST', `/api/admin/drivers/${kojo.userId}/reject`, { user: admin, body });
    expect(await refused(() => rejectKojo({ note: '  ' }))).toEqual({
      status: 400,
      message: M.driverNoteRequired,
    });
    expect(await refused(() => rejectKojo({}))).toEqual({ status: 400, message: M.driverNoteRequired });

    expect(await rejectKojo({ note: 'The licence photo is blurred.' })).toMatchObject({
      status: 200,
      body: { driverVerification: 'rejected', driverVerificationNote: 'The licence photo is blurred.' },
    });
    expect((await call(t, 'GET', '/api/auth/user', { user: kojo })).body).toMatchObject({
      identityVerified: false,
      driverVerification: 'rejected',
      driverVerificationNote: 'The licence photo is blurred.',
    });
    await t.settled();
    expect(await verdictsTold(kojo)).toEqual([
      { text: 'Your licence and ID were not approved: see why and send them again', link: '/profile' },
    ]);
    const bookingId = await heldBooking(kojo, 20);
    expect(await refused(() => pay(kojo, bookingId))).toEqual({
      status: 403,
      message: driverNotApprovedMessage('rejected'),
    });
  });

  it("refuses an admin's verdict on their own documents, and an unknown account", async () => {
    await submitPapers(admin);
    expect(
      await refused(() => call(t, 'POST', `/api/admin/drivers/${admin.userId}/approve`, { user: admin })),
    ).toEqual({ status: 403, message: M.cannotReviewOwnDocuments });
    expect(
      await refused(() => call(t, 'POST', '/api/admin/drivers/not-an-id/approve', { user: admin })),
    ).toEqual({ status: 404, message: M.accountNotFound });
  });
});

describe('who may call the Drivers endpoints', () => {
  const endpoints = [
    ['GET', '/api/admin/pending-drivers', undefined],
    ['GET', '/api/admin/drivers/x/documents/national-id', undefined],
    ['POST', '/api/admin/drivers/x/approve', undefined],
    ['POST', '/api/admin/drivers/x/reject', { note: 'Not readable' }],
  ] as const;

  it.each(endpoints)('%s %s: 401 signed out, 403 for a user, head unchanged', (method, path, body) =>
    expectAdminOnly(t, { method, path: path.replace('/x/', `/${esi.userId}/`), body }, user, M.onlyAdmin),
  );

  it('answers an admin', async () => {
    expect((await call(t, 'GET', '/api/admin/pending-drivers', { user: admin })).status).toBe(200);
  });
});
