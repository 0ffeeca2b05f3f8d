import { CAR_MESSAGES as M } from '@akwaaba/domain';
import { describe, expect, it } from 'vitest';
import { startAppWithUsers } from '../../../../test/users';
import { call, headOf, listCarAs } from './cars-test-support';

const { t, host, admin } = await startAppWithUsers({
  host: { firstName: 'Ama', lastName: 'Owusu' },
  admin: { admin: true, firstName: 'Abena', lastName: 'Admin' },
});

const pendingIds = async () =>
  (await call<{ id: string }[]>(t, 'GET', '/api/admin/pending-cars', { user: admin })).body.map((c) => c.id);

describe('the verification queue', () => {
  it('shows pending listings oldest first, with the host, the first photo and links to the papers', async () => {
    const first = await listCarAs(t, host, { make: 'Kia' });
    const second = await listCarAs(t, host, { make: 'Honda' });
    const ids = await pendingIds();
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    const queue = await call<Record<string, unknown>[]>(t, 'GET', '/api/admin/pending-cars', { user: admin });
    expect(queue.body.find((car) => car.id === first)).toMatchObject({
      make: 'Kia',
      pricePerDay: '250.00',
      transmission: 'Automatic',
      fuelType: 'Petrol',
      images: [expect.stringMatching(/^\/objects\/car-photos\//)],
      owner: { firstName: 'Ama', lastName: 'Owusu' },
      roadworthyCertificate: `/api/cars/${first}/documents/roadworthy`,
      documentLinks: {
        roadworthyDocument: `/api/cars/${first}/documents/roadworthy`,
        registrationDocument: `/api/cars/${first}/documents/registration`,
        insuranceDocument: `/api/cars/${first}/documents/insurance`,
      },
    });
  });
});

describe('verdicts', () => {
  it('approves with optional notes: the car goes live and leaves the queue', async () => {
    const carId = await listCarAs(t, host);
    const approved = await call(t, 'PATCH', `/api/admin/cars/${carId}/approve`, { user: admin, body: {} });
    expect(approved).toMatchObject({
      status: 200,
      body: { id: carId, verificationStatus: 'approved', verificationNotes: null },
    });
    expect(await pendingIds()).not.toContain(carId);
    const browse = await call<{ id: string }[]>(t, 'GET', '/api/cars');
    expect(browse.body.map((c) => c.id)).toContain(carId);
  });

  it('rejects with notes the host then sees in My Cars', async () => {
    const carId = await listCarAs(t, host);
    const rejected = await call(t, 'PATCH', `/api/admin/cars/${carId}/reject`, {
      user: admin,
      body: { notes: '  Insurance expired in March  ' },
    });
    expect(rejected.body).toMatchObject({
      verificationStatus: 'rejected',
      verificationNotes: 'Insurance expired in March',
    });
    const mine = await call<{ id: string; verificationNotes: string }[]>(t, 'GET', '/api/my-cars', {
      user: host,
    });
    expect(mine.body.find((car) => car.id === carId)?.verificationNotes).toBe('Insurance expired in March');
  });

  it.each([{}, { notes: '' }, { notes: '   ' }])(
    'refuses to reject without notes (%j), appending nothing',
    async (body) => {
      const carId = await listCarAs(t, host);
      const before = await headOf(t);
      const response = await call(t, 'PATCH', `/api/admin/cars/${carId}/reject`, { user: admin, body });
      expect(response).toMatchObject({
        status: 400,
        body: { message: M.rejectNotesRequired, fields: { notes: M.rejectNotesRequired } },
      });
      expect(await headOf(t)).toBe(before);
    },
  );

  it('refuses a verdict on a listing that is not pending, with 409', async () => {
    const carId = await listCarAs(t, host);
    await call(t, 'PATCH', `/api/admin/cars/${carId}/approve`, { user: admin, body: {} });
    const again = await call(t, 'PATCH', `/api/admin/cars/${carId}/reject`, {
      user: admin,
      body: { notes: 'Too late' },
    });
    expect(again).toMatchObject({ status: 409, body: { message: M.onlyPendingCanBeReviewed } });
  });

  it('answers 404 for a car that does not exist', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await call(t, 'PATCH', `/api/admin/cars/${id}/approve`, { user: admin, body: {} });
      expect(response).toMatchObject({ status: 404, body: { message: 'Car not found' } });
    }
  });

  it('deletes a listing in any state', async () => {
    const carId = await listCarAs(t, host);
    expect((await call(t, 'DELETE', `/api/admin/cars/${carId}`, { user: admin })).status).toBe(204);
    expect(await pendingIds()).not.toContain(carId);
    expect((await call(t, 'GET', `/api/cars/${carId}`, { user: host })).status).toBe(404);
  });
});

describe('the audit trail', () => {
  it('lists every step of a listing with who did it, as what, when and why', async () => {
    const carId = await listCarAs(t, host);
    await call(t, 'PATCH', `/api/admin/cars/${carId}/reject`, {
      user: admin,
      body: { notes: 'Blurry photo' },
    });
    await call(t, 'PATCH', `/api/cars/${carId}`, { user: host, body: { description: 'Sharper photos now' } });
    await call(t, 'PATCH', `/api/admin/cars/${carId}/approve`, {
      user: admin,
      body: { notes: 'Looks good' },
    });
    await call(t, 'DELETE', `/api/cars/${carId}`, { user: host });

    const history = await call<Record<string, unknown>[]>(t, 'GET', `/api/admin/cars/${carId}/history`, {
      user: admin,
    });
    expect(history.status).toBe(200);
    const steps = history.body.filter((step) => step.type !== 'CarPhotoVariantsMade');
    expect(steps).toMatchObject([
      {
        type: 'CarListed',
        summary: 'Listed and sent for verification',
        actor: { id: host.userId, role: 'user', name: 'Ama Owusu' },
      },
      {
        type: 'CarRejected',
        summary: 'Rejected',
        notes: 'Blurry photo',
        actor: { id: admin.userId, role: 'admin', name: 'Abena Admin' },
      },
      {
        type: 'CarUpdated',
        summary: 'Edited and sent back for verification',
        detail: 'Changed: description',
        actor: { name: 'Ama Owusu' },
      },
      {
        type: 'CarApproved',
        summary: 'Approved',
        notes: 'Looks good',
        actor: { role: 'admin', name: 'Abena Admin' },
      },
      { type: 'CarDeleted', summary: 'Deleted by the owner', actor: { name: 'Ama Owusu' } },
    ]);
    for (const step of steps) expect(Date.parse(step.at as string)).not.toBeNaN();
  });

  it('answers 404 for a car that never existed', async () => {
    const response = await call(t, 'GET', '/api/admin/cars/00000000-0000-4000-8000-000000000000/history', {
      user: admin,
    });
    expect(response).toMatchObject({ status: 404, body: { message: 'Car not found' } });
  });
});

describe('every listing', () => {
  it('lists live listings for the admin, filtered by status, with a total', async () => {
    const carId = await listCarAs(t, host);
    const pending = await call<{ id: string; verificationStatus: string }[]>(
      t,
      'GET',
      '/api/admin/cars?status=pending',
      { user: admin },
    );
    expect(pending.body.map((c) => c.id)).toContain(carId);
    expect(pending.body.every((c) => c.verificationStatus === 'pending')).toBe(true);
    expect(Number(pending.headers.get('x-total-count'))).toBe(pending.body.length);
    const bad = await call(t, 'GET', '/api/admin/cars?status=lost', { user: admin });
    expect(bad).toMatchObject({
      status: 400,
      body: { message: 'status must be one of: pending, approved, rejected' },
    });
  });
});
