import type { TripPhotoAngle, TripStage } from '@akwaaba/domain/trips/trip.events';
import { TRIP_MESSAGES as M, MAX_DAMAGE_PHOTOS } from '@akwaaba/domain/trips/trip.rules';
import {
  type TripReadingInput,
  type TripReturnInput,
  tripReadingSchema,
  tripReturnSchema,
} from '@akwaaba/domain/trips/trip.schemas';
import * as v from 'valibot';
import { ANGLE_LABELS } from '#app/trips/trip-labels.ts';

/** One photo slot of the record form: which part of the car it shows, and whether it is required. */
export interface PhotoSlotSpec {
  id: string;
  angle: TripPhotoAngle;
  label: string;
  required: boolean;
}

/** Front, back and both sides (required), then up to four more: interior, dashboard and two others. */
export const PHOTO_SLOTS: PhotoSlotSpec[] = [
  ...(['front', 'back', 'left', 'right'] as const).map((angle) => ({
    id: angle,
    angle,
    label: ANGLE_LABELS[angle],
    required: true,
  })),
  { id: 'interior', angle: 'interior', label: ANGLE_LABELS.interior, required: false },
  { id: 'dashboard', angle: 'dashboard', label: ANGLE_LABELS.dashboard, required: false },
  { id: 'other-1', angle: 'other', label: 'Other photo 1', required: false },
  { id: 'other-2', angle: 'other', label: 'Other photo 2', required: false },
];

export { MAX_DAMAGE_PHOTOS };

/** What the person next to the car has entered so far, as the form holds it. */
export interface RecordDraft {
  /** As typed: whole kilometres. */
  odometer: string;
  /** '' until chosen, else 0 to 8 eighths. */
  fuel: string;
  /** Object paths of the uploaded photos, by slot id. */
  photos: Record<string, string>;
  note: string;
  /** Damage found at the return, when the person reports some. */
  damage: { description: string; photos: string[] } | null;
}

export const emptyDraft = (): RecordDraft => ({ odometer: '', fuel: '', photos: {}, note: '', damage: null });

/** The form's fields that messages attach to. */
export type RecordField =
  | 'odometerKm'
  | 'fuelEighths'
  | 'photos'
  | 'note'
  | 'damageDescription'
  | 'damagePhotos';

/**
 * The form field a message names, whether it comes from the schema (a dotted path such as
 * `photos.2.path` or `damage.description`) or from the server's decider (`damageDescription`).
 */
export function recordFieldOf(key: string): RecordField | null {
  if (key === 'odometerKm' || key === 'fuelEighths' || key === 'note') return key;
  if (key === 'photos' || key.startsWith('photos.')) return 'photos';
  if (key === 'damageDescription' || key === 'damage.description' || key === 'damage')
    return 'damageDescription';
  if (key.startsWith('damage.photos')) return 'damagePhotos';
  return null;
}

/** The server's (or the schema's) messages by field, the first one for each field. */
export function recordErrorsOf(fields: Record<string, string>): Partial<Record<RecordField, string>> {
  const errors: Partial<Record<RecordField, string>> = {};
  for (const [key, message] of Object.entries(fields)) {
    const field = recordFieldOf(key);
    if (field) errors[field] ??= message;
  }
  return errors;
}

/** A typed number as the schema checks it: '' and words are no number at all. */
const numberOf = (text: string) => (/^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : Number.NaN);

type Checked<Body> = { body: Body } | { errors: Partial<Record<RecordField, string>> };

/**
 * Checks the draft as the server will (the domain's schema, the four required sides, an odometer
 * not below the handover's) and answers the request body, or the messages by field.
 */
export function checkRecord(draft: RecordDraft, stage: 'handover'): Checked<TripReadingInput>;
export function checkRecord(
  draft: RecordDraft,
  stage: 'return',
  handoverKm: number | null,
): Checked<TripReturnInput>;
export function checkRecord(
  draft: RecordDraft,
  stage: TripStage,
  handoverKm: number | null = null,
): Checked<TripReadingInput | TripReturnInput> {
  const photos = PHOTO_SLOTS.flatMap((slot) => {
    const path = draft.photos[slot.id];
    return path ? [{ angle: slot.angle, path }] : [];
  });
  const body = {
    odometerKm: numberOf(draft.odometer),
    fuelEighths: draft.fuel === '' ? Number.NaN : Number(draft.fuel),
    photos,
    note: draft.note,
    ...(stage === 'return' && draft.damage ? { damage: draft.damage } : {}),
  };
  const result = v.safeParse(stage === 'handover' ? tripReadingSchema : tripReturnSchema, body);
  const fields: Record<string, string> = {};
  if (!result.success)
    for (const issue of result.issues) fields[v.getDotPath(issue) ?? 'request'] ??= issue.message;
  const errors = recordErrorsOf(fields);
  if (PHOTO_SLOTS.some((slot) => slot.required && !draft.photos[slot.id])) errors.photos ??= M.missingAngle;
  if (
    stage === 'return' &&
    !errors.odometerKm &&
    handoverKm !== null &&
    Number.isInteger(body.odometerKm) &&
    body.odometerKm < handoverKm
  )
    errors.odometerKm = M.odometerBelowHandover(handoverKm);
  if (Object.keys(errors).length > 0 || !result.success) return { errors };
  return { body: result.output };
}
