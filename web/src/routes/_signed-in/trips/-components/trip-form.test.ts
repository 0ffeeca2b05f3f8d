import { TRIP_MESSAGES as M } from '@akwaaba/domain/trips/trip.rules';
import { describe, expect, it } from 'vitest';
import { checkRecord, emptyDraft, type RecordDraft, recordErrorsOf } from './trip-form.ts';

const path = (n: number) => `/objects/trip-photos/00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const FOUR_SIDES = { front: path(1), back: path(2), left: path(3), right: path(4) };
const draft = (overrides: Partial<RecordDraft> = {}): RecordDraft => ({
  ...emptyDraft(),
  odometer: '42000',
  fuel: '6',
  photos: FOUR_SIDES,
  ...overrides,
});

describe('the handover and return form’s checks', () => {
  it('names every missing value by its field, with the server’s messages', () => {
    expect(checkRecord(emptyDraft(), 'handover')).toEqual({
      errors: { odometerKm: M.odometerInvalid, fuelEighths: M.fuelInvalid, photos: M.missingAngle },
    });
  });

  it('takes whole kilometres only', () => {
    for (const odometer of ['12.5', '-3', 'abc', ' '])
      expect(checkRecord(draft({ odometer }), 'handover')).toEqual({
        errors: { odometerKm: M.odometerInvalid },
      });
  });

  it('asks for the front, the back and both sides even when four other photos are there', () => {
    const photos = { front: path(1), interior: path(2), dashboard: path(3), 'other-1': path(4) };
    expect(checkRecord(draft({ photos }), 'handover')).toEqual({ errors: { photos: M.missingAngle } });
  });

  it('answers the request body: photos by side in the form’s order, the note trimmed', () => {
    const photos = { ...FOUR_SIDES, 'other-2': path(6), dashboard: path(5) };
    expect(checkRecord(draft({ photos, note: '  Spare wheel in the boot ' }), 'handover')).toEqual({
      body: {
        odometerKm: 42000,
        fuelEighths: 6,
        photos: [
          { angle: 'front', path: path(1) },
          { angle: 'back', path: path(2) },
          { angle: 'left', path: path(3) },
          { angle: 'right', path: path(4) },
          { angle: 'dashboard', path: path(5) },
          { angle: 'other', path: path(6) },
        ],
        note: 'Spare wheel in the boot',
      },
    });
  });

  it('refuses a return odometer below the handover’s', () => {
    expect(checkRecord(draft({ odometer: '41999' }), 'return', 42000)).toEqual({
      errors: { odometerKm: M.odometerBelowHandover(42000) },
    });
    expect(checkRecord(draft({ odometer: '42000' }), 'return', 42000)).toHaveProperty('body');
  });

  it('sends damage only when reported, and then wants it described', () => {
    const noDamage = checkRecord(draft(), 'return', 1000);
    expect(noDamage).toHaveProperty('body');
    expect('body' in noDamage && 'damage' in noDamage.body).toBe(false);
    expect(checkRecord(draft({ damage: { description: '  ', photos: [] } }), 'return', 1000)).toEqual({
      errors: { damageDescription: M.damageDescriptionRequired },
    });
    expect(
      checkRecord(draft({ damage: { description: 'Dent in the door', photos: [path(9)] } }), 'return', 1000),
    ).toMatchObject({ body: { damage: { description: 'Dent in the door', photos: [path(9)] } } });
  });

  it('puts the server’s messages on the form’s fields, whichever name the server used', () => {
    expect(
      recordErrorsOf({
        'photos.2.path': M.photoPathInvalid,
        damageDescription: M.damageDescriptionRequired,
        'damage.photos': M.tooManyDamagePhotos,
        odometerKm: M.odometerBelowHandover(5),
        request: 'ignored',
      }),
    ).toEqual({
      photos: M.photoPathInvalid,
      damageDescription: M.damageDescriptionRequired,
      damagePhotos: M.tooManyDamagePhotos,
      odometerKm: M.odometerBelowHandover(5),
    });
  });
});
