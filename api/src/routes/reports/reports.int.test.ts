import { randomUUID } from 'node:crypto';
import { REPORT_MESSAGES as M } from '@akwaaba/domain/reports/report.messages';
import { reportsContract } from '@akwaaba/domain/reports/reports.contract';
import type { ReportView } from '@akwaaba/domain/reports/reports.views';
import { beforeAll, describe, expect, it } from 'vitest';
import { startAppWithUsers } from '../../../../test/users';
import { apiRateLimitsOf } from '../../plugins/rate-limit';
import { get, listCar, post } from '../bookings/bookings.test-support';
import { expectRefusal } from '../cars/cars-test-support';

const { t, renter, host, admin, other } = await startAppWithUsers({
  renter: { firstName: 'Esi', lastName: 'Quaye' },
  host: { firstName: 'Kwame', lastName: 'Owusu' },
  admin: { firstName: 'Abena', lastName: 'Admin', admin: true },
  other: { firstName: 'Kofi', lastName: 'Mensah' },
});

// One renter files every bad report of the rules below, more than a person would in ten minutes.
// The report limit has its own test (rate-limits.int.test.ts); here it is lifted.
const limits = apiRateLimitsOf(t.app);
const unlimited = [{ max: 100_000, windowMs: limits[reportsContract.file.id]!.perAccount[0]!.windowMs }];
limits[reportsContract.file.id] = {
  ...limits[reportsContract.file.id]!,
  perAccount: unlimited,
  perAddress: unlimited,
};

/** Runs a request that must be refused: a 4xx with a message, appending nothing. */
const refused = (request: () => Promise<{ status: number; body: Record<string, unknown> }>) =>
  expectRefusal(t, request);

let carId: string;
beforeAll(async () => {
  ({ carId } = await listCar(t, { ownerId: host.userId, details: { location: 'Accra' } }));
  await t.settled();
});

const onCar = () => ({ kind: 'car', id: carId });
const reports = async () => (await get<ReportView[]>(t, admin, '/api/admin/reports')).body;

describe('POST /api/reports', () => {
  it('answers 401 signed out, appending nothing', async () => {
    expect(
      await refused(() => post(t, null, '/api/reports', { subject: onCar(), reason: 'unsafe car' })),
    ).toEqual({ status: 401, body: { message: 'You need to log in first.' } });
  });

  it.each([
    ['no reason', { subject: { kind: 'car', id: 'x' } }, 400, M.reasonRequired],
    ['a reason off the list', { subject: { kind: 'car', id: 'x' }, reason: 'boring' }, 400, M.reasonRequired],
    ['no subject', { reason: 'unsafe car' }, 400, M.subjectInvalid],
    [
      'a subject of another kind',
      { subject: { kind: 'booking', id: 'x' }, reason: 'unsafe car' },
      400,
      M.subjectInvalid,
    ],
    [
      '"other" without details',
      { subject: { kind: 'car', id: 'x' }, reason: 'other', details: '  ' },
      400,
      M.detailsRequired,
    ],
    [
      'details over 1,000 characters',
      { subject: { kind: 'car', id: 'x' }, reason: 'unsafe car', details: 'x'.repeat(1001) },
      400,
      M.detailsTooLong,
    ],
    [
      'a car that does not exist',
      { subject: { kind: 'car', id: randomUUID() }, reason: 'unsafe car' },
      404,
      M.carNotFound,
    ],
    ['a malformed car id', { subject: { kind: 'car', id: 'x' }, reason: 'unsafe car' }, 404, M.carNotFound],
    [
      'a user who does not exist',
      { subject: { kind: 'user', id: randomUUID() }, reason: 'fraud or scam' },
      404,
      M.userNotFound,
    ],
  ])('refuses %s with a message', async (_case, body, status, message) => {
    const answer = await refused(() => post(t, renter, '/api/reports', body));
    expect(answer.status).toBe(status);
    expect(answer.body.message).toBe(message);
  });

  it('refuses a report on oneself or on one’s own car', async () => {
    const self = await refused(() =>
      post(t, renter, '/api/reports', {
        subject: { kind: 'user', id: renter.userId },
        reason: 'other',
        details: 'Me',
      }),
    );
    expect(self).toEqual({ status: 400, body: expect.objectContaining({ message: M.cannotReportYourself }) });
    const ownCar = await refused(() =>
      post(t, host, '/api/reports', { subject: onCar(), reason: 'unsafe car' }),
    );
    expect(ownCar).toEqual({ status: 400, body: expect.objectContaining({ message: M.cannotReportOwnCar }) });
  });

  it('files a report once: the same report again, even at the same moment, is a 409', async () => {
    const body = {
      subject: onCar(),
      reason: 'fake listing',
      details: 'The photos are from a dealer’s website.',
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(t, other, '/api/reports', body)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(answers.find((answer) => answer.status === 201)!.body).toEqual({
      id: expect.any(String),
      status: 'open',
    });
    const again = await refused(() => post(t, other, '/api/reports', { ...body, reason: 'unsafe car' }));
    expect(again).toEqual({ status: 409, body: { message: M.alreadyReported } });
  });
});

describe('the admins’ Reports queue', () => {
  it('answers 401 signed out and 403 to a user who is not an admin, appending nothing', async () => {
    expect((await get(t, null, '/api/admin/reports')).status).toBe(401);
    expect((await get(t, renter, '/api/admin/reports')).status).toBe(403);
    const id = randomUUID();
    expect(
      (await refused(() => post(t, null, `/api/admin/reports/${id}/resolve`, { note: 'Done' }))).status,
    ).toBe(401);
    expect(
      (await refused(() => post(t, renter, `/api/admin/reports/${id}/resolve`, { note: 'Done' }))).status,
    ).toBe(403);
  });

  it('shows a report with its context, and the admin resolves it once, with a note', async () => {
    const filed = await post(t, renter, '/api/reports', {
      subject: { kind: 'user', id: host.userId },
      reason: 'harassment or abuse',
      details: 'Called me five times at night.',
    });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    const carReport = await post(t, renter, '/api/reports', {
      subject: onCar(),
      reason: 'wrong information',
    });
    expect(carReport.status, JSON.stringify(carReport.body)).toBe(201);
    const id = filed.body.id as string;

    const queue = await reports();
    const onHost = queue.find((report) => report.id === id);
    expect(onHost).toEqual({
      id,
      status: 'open',
      subject: { kind: 'user', id: host.userId },
      car: null,
      user: { name: 'Kwame Owusu', email: host.email },
      reporter: { id: renter.userId, name: 'Esi Quaye' },
      reason: 'harassment or abuse',
      details: 'Called me five times at night.',
      filedAt: expect.any(String),
      resolution: null,
    });
    expect(queue.find((report) => report.id === carReport.body.id)).toMatchObject({
      subject: { kind: 'car', id: carId },
      car: {
        year: expect.any(Number),
        make: expect.any(String),
        model: expect.any(String),
        location: 'Accra',
        owner: { id: host.userId, name: 'Kwame Owusu' },
        status: 'approved',
      },
      reporter: { name: 'Esi Quaye' },
      reason: 'wrong information',
      details: '',
    });

    // A blank note, an unknown report: refused, nothing appended.
    expect(await refused(() => post(t, admin, `/api/admin/reports/${id}/resolve`, { note: ' ' }))).toEqual({
      status: 400,
      body: expect.objectContaining({ message: M.noteRequired }),
    });
    for (const unknown of [randomUUID(), 'x'])
      expect(
        await refused(() => post(t, admin, `/api/admin/reports/${unknown}/resolve`, { note: 'Done' })),
      ).toEqual({ status: 404, body: { message: M.reportNotFound } });

    const resolved = await post(t, admin, `/api/admin/reports/${id}/resolve`, { note: 'Warned the host.' });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    expect(resolved.body).toMatchObject({
      id,
      status: 'resolved',
      resolution: {
        note: 'Warned the host.',
        by: { id: admin.userId, name: 'Abena Admin' },
        at: expect.any(String),
      },
    });
    expect(
      await refused(() => post(t, admin, `/api/admin/reports/${id}/resolve`, { note: 'Again' })),
    ).toEqual({
      status: 409,
      body: { message: M.alreadyResolved },
    });

    // Open reports come first, oldest first; the resolved one after them.
    const after = await reports();
    const open = after.filter((report) => report.status === 'open');
    expect(after.slice(0, open.length)).toEqual(open);
    expect(open.map((report) => report.filedAt)).toEqual(open.map((report) => report.filedAt).sort());
    expect(after.find((report) => report.id === id)!.status).toBe('resolved');

    // Resolved, the same person may report the same user again.
    const reopened = await post(t, renter, '/api/reports', {
      subject: { kind: 'user', id: host.userId },
      reason: 'fraud or scam',
    });
    expect(reopened).toEqual({ status: 201, body: { id, status: 'open' } });
  });
});
