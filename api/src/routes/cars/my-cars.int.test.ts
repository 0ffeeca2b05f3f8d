import { extraRateInvalidMessage, CAR_MESSAGES as M } from '@akwaaba/domain';
import { describe, expect, it } from 'vitest';
import { startAppWithUsers } from '../../../../test/users';
import { call, carBody, headOf, listCarAs, photoBytes, upload, uploadCarFiles } from './cars-test-support';

const { t, host, admin } = await startAppWithUsers({
  host: { firstName: 'Ama', lastName: 'Owusu' },
  admin: { admin: true },
});

const seatRateMessage = extraRateInvalidMessage('Child seat');

const approve = (carId: string) =>
  call(t, 'PATCH', `/api/admin/cars/${carId}/approve`, { user: admin, body: {} });

describe('POST /api/cars', () => {
  it('lists a car pending verification, shown in My Cars on the very next request', async () => {
    const files = await uploadCarFiles(t, host, 2);
    const created = await call(t, 'POST', '/api/cars', {
      user: host,
      body: carBody(files, {
        pricePerDay: '250.50',
        driverAvailable: true,
        driverDailyRate: '150',
        driverName: 'Kofi Asante',
        driverPhone: '+233 24 400 0111',
        driverExperienceYears: 12,
      }),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      make: 'Toyota',
      pricePerDay: '250.50',
      verificationStatus: 'pending',
      available: true,
      images: files.images,
      roadworthyDocument: files.roadworthyDocument,
      driverDailyRate: '150.00',
      driverName: 'Kofi Asante',
      driverPhone: '+233244000111',
    });
    const mine = await call<{ id: string }[]>(t, 'GET', '/api/my-cars', { user: host });
    expect(mine.body.map((car) => car.id)).toContain(created.body.id);

    // Pending: not in the public list, and its detail is only for the owner and admins.
    const browse = await call<{ id: string }[]>(t, 'GET', '/api/cars');
    expect(browse.body.map((car) => car.id)).not.toContain(created.body.id);
    expect((await call(t, 'GET', `/api/cars/${created.body.id}`)).status).toBe(404);
    expect((await call(t, 'GET', `/api/cars/${created.body.id}`, { user: host })).status).toBe(200);
  });

  it.each([
    ['make', { make: '' }, M.makeRequired],
    ['model', { model: undefined }, M.modelRequired],
    ['location', { location: '' }, M.locationRequired],
    ['pricePerDay', { pricePerDay: '' }, M.priceRequired],
    ['seats', { seats: 21 }, M.seatsOutOfRange],
    ['roadworthyDocument', { roadworthyDocument: undefined }, M.roadworthyRequired],
    ['driverAvailable', { driverAvailable: true }, M.driverDetailsRequired],
    ['images', { images: ['a', 'b', 'c', 'd', 'e', 'f'] }, M.tooManyImages],
  ])(
    'refuses a missing or bad %s with the form’s message, appending nothing',
    async (field, change, message) => {
      const files = await uploadCarFiles(t, host, 0);
      const before = await headOf(t);
      const response = await call(t, 'POST', '/api/cars', { user: host, body: carBody(files, change) });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ message, fields: { [field]: message } });
      expect(await headOf(t)).toBe(before);
    },
  );
});

describe('PATCH /api/cars/{id}: the edit rule (docs/adr/0003)', () => {
  it('keeps an approved car approved when the price changes', async () => {
    const carId = await listCarAs(t, host);
    await approve(carId);
    const edited = await call(t, 'PATCH', `/api/cars/${carId}`, { user: host, body: { pricePerDay: '300' } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ pricePerDay: '300.00', verificationStatus: 'approved' });
  });

  it('sends an approved car back to pending when a paper changes', async () => {
    const carId = await listCarAs(t, host);
    await approve(carId);
    const newPaper = await upload(t, host, 'car-paper', Buffer.from('%PDF-1.4\n%%EOF\n'));
    const edited = await call(t, 'PATCH', `/api/cars/${carId}`, {
      user: host,
      body: { insuranceDocument: newPaper },
    });
    expect(edited.body).toMatchObject({ verificationStatus: 'pending', insuranceDocument: newPaper });
    const browse = await call<{ id: string }[]>(t, 'GET', '/api/cars');
    expect(browse.body.map((car) => car.id)).not.toContain(carId);
  });

  it('resubmits a rejected car on any edit, clearing the admin’s note', async () => {
    const carId = await listCarAs(t, host);
    await call(t, 'PATCH', `/api/admin/cars/${carId}/reject`, {
      user: admin,
      body: { notes: 'Photo is blurry' },
    });
    const mine = await call<{ id: string; verificationNotes: string }[]>(t, 'GET', '/api/my-cars', {
      user: host,
    });
    expect(mine.body.find((car) => car.id === carId)).toMatchObject({ verificationNotes: 'Photo is blurry' });
    const edited = await call(t, 'PATCH', `/api/cars/${carId}`, {
      user: host,
      body: { description: 'New photos soon' },
    });
    expect(edited.body).toMatchObject({ verificationStatus: 'pending', verificationNotes: null });
  });

  it('lets the host send the papers back unchanged, and add a photo they uploaded', async () => {
    const files = await uploadCarFiles(t, host, 1);
    const created = await call<{ id: string }>(t, 'POST', '/api/cars', { user: host, body: carBody(files) });
    const extra = await upload(t, host, 'car-photo', await photoBytes('#123'));
    const edited = await call(t, 'PATCH', `/api/cars/${created.body.id}`, {
      user: host,
      body: { ...files, images: [...files.images, extra], available: false },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ images: [...files.images, extra], available: false });
  });

  it('refuses the driver service without its details, naming the rule', async () => {
    const carId = await listCarAs(t, host);
    const before = await headOf(t);
    const edited = await call(t, 'PATCH', `/api/cars/${carId}`, {
      user: host,
      body: { driverAvailable: true },
    });
    expect(edited.status).toBe(400);
    expect(edited.body).toMatchObject({ message: M.driverDetailsRequired });
    expect(await headOf(t)).toBe(before);
  });

  it('keeps the driver’s number in E.164, and refuses one that is not a phone number, appending nothing', async () => {
    const carId = await listCarAs(t, host);
    const edited = await call(t, 'PATCH', `/api/cars/${carId}`, {
      user: host,
      body: { driverPhone: '0244 123 456' },
    });
    expect(edited).toMatchObject({ status: 200, body: { driverPhone: '+233244123456' } });
    const before = await headOf(t);
    const refused = await call(t, 'PATCH', `/api/cars/${carId}`, {
      user: host,
      body: { driverPhone: 'ask at the desk' },
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { fields: { driverPhone: M.driverPhoneInvalid } },
    });
    expect(M.driverPhoneInvalid).toContain('like 024 412 3456');
    expect(await headOf(t)).toBe(before);
  });

  it('keeps a car’s extras through create, update and GET, rates in cedi', async () => {
    const files = await uploadCarFiles(t, host, 0);
    const created = await call<{ id: string; extras: unknown }>(t, 'POST', '/api/cars', {
      user: host,
      body: carBody(files, { extras: [{ kind: 'child-seat', dailyRate: '20' }] }),
    });
    expect(created.status).toBe(201);
    expect(created.body.extras).toEqual([{ kind: 'child-seat', dailyRate: '20.00' }]);
    const carId = created.body.id;
    const read = async () =>
      (await call<{ extras: unknown }>(t, 'GET', `/api/cars/${carId}`, { user: host })).body.extras;
    expect(await read()).toEqual([{ kind: 'child-seat', dailyRate: '20.00' }]);

    const raised = await call(t, 'PATCH', `/api/cars/${carId}`, {
      user: host,
      body: { extras: [{ kind: 'child-seat', dailyRate: 25.5 }] },
    });
    expect(raised.body).toMatchObject({ extras: [{ kind: 'child-seat', dailyRate: '25.50' }] });
    expect(await read()).toEqual([{ kind: 'child-seat', dailyRate: '25.50' }]);
    // An edit that leaves the extras out keeps them; an empty list takes them away.
    await call(t, 'PATCH', `/api/cars/${carId}`, { user: host, body: { description: 'Clean' } });
    expect(await read()).toEqual([{ kind: 'child-seat', dailyRate: '25.50' }]);
    await call(t, 'PATCH', `/api/cars/${carId}`, { user: host, body: { extras: [] } });
    expect(await read()).toEqual([]);
    // A car listed without extras offers none.
    const plain = await call<{ extras: unknown }>(t, 'POST', '/api/cars', {
      user: host,
      body: carBody(files),
    });
    expect(plain.body.extras).toEqual([]);
  });

  it.each([
    ['an unknown kind', [{ kind: 'roof-box', dailyRate: '20' }], 'extras.0.kind', M.extraUnknown],
    [
      'an extra offered twice',
      [
        { kind: 'child-seat', dailyRate: '20' },
        { kind: 'child-seat', dailyRate: '30' },
      ],
      'extras',
      M.extraOfferedTwice,
    ],
    ['a negative rate', [{ kind: 'child-seat', dailyRate: '-20' }], 'extras.0.dailyRate', seatRateMessage],
    [
      'a rate that is not a number',
      [{ kind: 'child-seat', dailyRate: 'free' }],
      'extras.0.dailyRate',
      seatRateMessage,
    ],
  ])(
    'refuses %s with a message, on create and on update, appending nothing',
    async (_, extras, field, message) => {
      const carId = await listCarAs(t, host);
      const files = await uploadCarFiles(t, host, 0);
      const before = await headOf(t);
      const created = await call(t, 'POST', '/api/cars', { user: host, body: carBody(files, { extras }) });
      expect(created).toMatchObject({ status: 400, body: { message, fields: { [field]: message } } });
      const edited = await call(t, 'PATCH', `/api/cars/${carId}`, { user: host, body: { extras } });
      expect(edited).toMatchObject({ status: 400, body: { message, fields: { [field]: message } } });
      expect(await headOf(t)).toBe(before);
    },
  );

  it('answers 404 for a car that does not exist', async () => {
    const response = await call(t, 'PATCH', '/api/cars/00000000-0000-4000-8000-000000000000', {
      user: host,
      body: { pricePerDay: '100' },
    });
    expect(response).toMatchObject({ status: 404, body: { message: 'Car not found' } });
  });
});

describe('DELETE /api/cars/{id}', () => {
  it('removes the listing from My Cars and from the public list', async () => {
    const carId = await listCarAs(t, host);
    await approve(carId);
    expect((await call(t, 'DELETE', `/api/cars/${carId}`, { user: host })).status).toBe(204);
    const mine = await call<{ id: string }[]>(t, 'GET', '/api/my-cars', { user: host });
    expect(mine.body.map((car) => car.id)).not.toContain(carId);
    expect((await call(t, 'GET', `/api/cars/${carId}`)).status).toBe(404);
    expect((await call(t, 'DELETE', `/api/cars/${carId}`, { user: host })).status).toBe(404);
  });
});

describe('region pricing', () => {
  it('sets, changes, lists and removes a surcharge per region', async () => {
    const carId = await listCarAs(t, host);
    const set = await call(t, 'POST', `/api/cars/${carId}/region-pricing`, {
      user: host,
      body: { regionId: 'ashanti', surchargePerDay: '50' },
    });
    expect(set.status).toBe(201);
    expect(set.body).toEqual({
      id: 'ashanti',
      regionId: 'ashanti',
      surchargePerDay: '50.00',
      region: { id: 'ashanti', name: 'Ashanti' },
    });
    await call(t, 'POST', `/api/cars/${carId}/region-pricing`, {
      user: host,
      body: { regionId: 'ashanti', surchargePerDay: '60.5' },
    });
    const listed = await call(t, 'GET', `/api/cars/${carId}/region-pricing`, { user: host });
    expect(listed.body).toEqual([expect.objectContaining({ regionId: 'ashanti', surchargePerDay: '60.50' })]);
    expect(
      (await call(t, 'DELETE', `/api/cars/${carId}/region-pricing/ashanti`, { user: host })).status,
    ).toBe(204);
    expect((await call(t, 'GET', `/api/cars/${carId}/region-pricing`, { user: host })).body).toEqual([]);
  });

  it.each([
    [{ regionId: '', surchargePerDay: '50' }, M.regionPricingRequired],
    [{ regionId: 'ashanti' }, M.regionPricingRequired],
    [{ regionId: 'lagos', surchargePerDay: '50' }, M.regionUnknown],
    [{ regionId: 'ashanti', surchargePerDay: '-5' }, M.surchargeInvalid],
  ])('refuses %j with "%s"', async (body, message) => {
    const carId = await listCarAs(t, host);
    const response = await call(t, 'POST', `/api/cars/${carId}/region-pricing`, { user: host, body });
    expect(response).toMatchObject({ status: 400, body: { message } });
  });

  it('answers 404 when removing a region without a surcharge', async () => {
    const carId = await listCarAs(t, host);
    const response = await call(t, 'DELETE', `/api/cars/${carId}/region-pricing/volta`, { user: host });
    expect(response).toMatchObject({ status: 404, body: { message: M.regionPricingNotFound } });
  });

  it('lists Ghana’s 16 regions', async () => {
    const regions = await call<{ id: string; name: string }[]>(t, 'GET', '/api/regions');
    expect(regions.body).toHaveLength(16);
    expect(regions.body).toContainEqual({ id: 'greater-accra', name: 'Greater Accra' });
  });
});
