import * as v from 'valibot';
import { formObject, optionalNote, requiredText, withoutControlCharacters } from '../shared/form-schemas';
import { TRIP_PHOTO_ANGLES } from './trip.events';
import {
  TRIP_MESSAGES as M,
  MAX_DAMAGE_DESCRIPTION_LENGTH,
  MAX_DAMAGE_PHOTOS,
  MAX_FUEL_EIGHTHS,
  MAX_ODOMETER_KM,
  MAX_TRIP_NOTE_LENGTH,
  MAX_TRIP_PHOTOS,
} from './trip.rules';

/*
 * The trip's requests, for the forms and the API (and its OpenAPI document). The counts and
 * the required angles are the decider's to check, with the same messages; these schemas keep
 * each value's type and bound the size of a request.
 */

const wholeNumber = (max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(0, message), v.maxValue(max, message));

const objectPath = v.pipe(
  v.string(M.photoPathInvalid),
  v.maxLength(200, M.photoPathInvalid),
  withoutControlCharacters('A photo path'),
);

const note = optionalNote('Note', MAX_TRIP_NOTE_LENGTH, M.noteTooLong);

/** POST /api/bookings/{id}/check-in: what the party sees next to the car. */
export const tripReadingSchema = formObject({
  odometerKm: wholeNumber(MAX_ODOMETER_KM, M.odometerInvalid),
  fuelEighths: wholeNumber(MAX_FUEL_EIGHTHS, M.fuelInvalid),
  photos: v.pipe(
    v.array(
      v.object({ angle: v.picklist(TRIP_PHOTO_ANGLES, M.photoAngleInvalid), path: objectPath }),
      M.tooFewPhotos,
    ),
    v.maxLength(MAX_TRIP_PHOTOS, M.tooManyPhotos),
  ),
  note,
});

/** POST /api/bookings/{id}/check-out: the same, and damage found, if any. */
export const tripReturnSchema = formObject({
  ...tripReadingSchema.entries,
  damage: v.optional(
    v.object({
      description: v.pipe(
        v.string(M.damageDescriptionRequired),
        v.trim(),
        v.nonEmpty(M.damageDescriptionRequired),
        v.maxLength(MAX_DAMAGE_DESCRIPTION_LENGTH, M.damageDescriptionTooLong),
        withoutControlCharacters('Damage description', 'multi-line'),
      ),
      photos: v.optional(
        v.pipe(v.array(objectPath), v.maxLength(MAX_DAMAGE_PHOTOS, M.tooManyDamagePhotos)),
        [],
      ),
    }),
  ),
});

/** POST /api/bookings/{id}/trip-answer: the other party confirms a record, or disputes it saying why. */
export const tripAnswerSchema = formObject({
  stage: v.picklist(['handover', 'return'], 'stage must be handover or return'),
  answer: v.picklist(['confirm', 'dispute'], 'answer must be confirm or dispute'),
  note,
});

/** POST /api/admin/damage-cases/{id}/resolve: the note both parties see. */
export const resolveDamageCaseSchema = formObject({
  note: requiredText(
    M.resolutionNoteRequired,
    MAX_TRIP_NOTE_LENGTH,
    M.noteTooLong,
    withoutControlCharacters('Note', 'multi-line'),
  ),
});

export type TripReadingInput = v.InferInput<typeof tripReadingSchema>;
export type TripReturnInput = v.InferInput<typeof tripReturnSchema>;
export type TripAnswerInput = v.InferInput<typeof tripAnswerSchema>;
export type ResolveDamageCaseInput = v.InferInput<typeof resolveDamageCaseSchema>;
