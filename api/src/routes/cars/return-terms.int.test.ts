import { CAR_MESSAGES } from '@akwaaba/domain';
import { describe, expect, it } from 'vitest';
import { startAppWithUsers } from '../../../../test/users';
import { eventCount } from '../bookings/bookings.test-support';
import { call, carBody, uploadCarFiles } from './cars-test-support';

/** A car's return terms (issue 30): what the renter pays at the return, set by the host, shown to anyone. */
const { t, host, renter } = await startAppWithUsers({
  host: { firstName: 'Yaw', lastName: 'Boateng' },
  renter: { firstName: 'Efua', lastName: 'Ansah' },
});

interface TermsAnswer {
  id: string;
  includedKmPerDay: number | null;
  extraKmFee: string;
  fuelEighthFee: string;
  lateHourFee: string;
}

const TERMS = { includedKmPerDay: 300, extraKmFee: '2', fuelEighthFee: '120.50', lateHourFee: '60' };

describe('a car’s return terms', () => {
  it('are set by the host when listing, changed by an edit, and shown on the car to anyone', async () => {
    const files = await uploadCarFiles(t, host);
    const listed = await call<TermsAnswer>(t, 'POST', '/api/cars', {
      user: host,
      body: carBody(files, TERMS),
    });
    expect(listed.status, JSON.stringify(listed.body)).toBe(201);
    expect(listed.body).toMatchObject({
      includedKmPerDay: 300,
      extraKmFee: '2.00',
      fuelEighthFee: '120.50',
      lateHourFee: '60.00',
    });
    const unlimited = await call<TermsAnswer>(t, 'PATCH', `/api/cars/${listed.body.id}`, {
      user: host,
      body: { includedKmPerDay: null, lateHourFee: 0 },
    });
    expect(unlimited.status, JSON.stringify(unlimited.body)).toBe(200);
    expect(unlimited.body).toMatchObject({ includedKmPerDay: null, extraKmFee: '2.00', lateHourFee: '0.00' });
    const mine = await call<TermsAnswer>(t, 'GET', `/api/cars/${listed.body.id}`, { user: host });
    expect(mine.body).toMatchObject({ includedKmPerDay: null, fuelEighthFee: '120.50' });
  });

  it('are none for a listing that leaves them out, as for cars listed before them', async () => {
    const files = await uploadCarFiles(t, host);
    const listed = await call<TermsAnswer>(t, 'POST', '/api/cars', { user: host, body: carBody(files) });
    expect(listed.status).toBe(201);
    expect(listed.body).toMatchObject({
      includedKmPerDay: null,
      extraKmFee: '0.00',
      fuelEighthFee: '0.00',
      lateHourFee: '0.00',
    });
  });

  it.each([
    ['includedKmPerDay', 49, CAR_MESSAGES.includedKmOutOfRange],
    ['includedKmPerDay', 2001, CAR_MESSAGES.includedKmOutOfRange],
    ['includedKmPerDay', 250.5, CAR_MESSAGES.includedKmOutOfRange],
    ['includedKmPerDay', '250', CAR_MESSAGES.includedKmOutOfRange],
    ['extraKmFee', '20.01', CAR_MESSAGES.extraKmFeeOutOfRange],
    ['extraKmFee', '-1', CAR_MESSAGES.extraKmFeeOutOfRange],
    ['fuelEighthFee', 'a lot', CAR_MESSAGES.fuelEighthFeeOutOfRange],
    ['fuelEighthFee', '500.01', CAR_MESSAGES.fuelEighthFeeOutOfRange],
    ['lateHourFee', '1.234', CAR_MESSAGES.lateHourFeeOutOfRange],
  ])(
    'refuses %s of %j with its message, listing or editing, appending nothing',
    async (field, value, message) => {
      const files = await uploadCarFiles(t, host);
      const listed = await call<TermsAnswer>(t, 'POST', '/api/cars', {
        user: host,
        body: carBody(files, TERMS),
      });
      const before = await eventCount(t);
      const refused = await call(t, 'POST', '/api/cars', {
        user: host,
        body: carBody(files, { ...TERMS, [field]: value }),
      });
      expect(refused).toMatchObject({ status: 400, body: { fields: { [field]: message } } });
      const edited = await call(t, 'PATCH', `/api/cars/${listed.body.id}`, {
        user: host,
        body: { [field]: value },
      });
      expect(edited).toMatchObject({ status: 400, body: { fields: { [field]: message } } });
      expect(await eventCount(t)).toBe(before);
    },
  );

  it('are changed by the car’s host only', async () => {
    const files = await uploadCarFiles(t, host);
    const listed = await call<TermsAnswer>(t, 'POST', '/api/cars', {
      user: host,
      body: carBody(files, TERMS),
    });
    const before = await eventCount(t);
    const stranger = await call(t, 'PATCH', `/api/cars/${listed.body.id}`, {
      user: renter,
      body: { fuelEighthFee: '0' },
    });
    expect(stranger.status).toBe(403);
    expect(await eventCount(t)).toBe(before);
  });
});
