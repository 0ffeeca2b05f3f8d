import type { TripSide, TripStage } from '@akwaaba/domain/trips/trip.events';
import { MAX_FUEL_EIGHTHS } from '@akwaaba/domain/trips/trip.rules';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { apiProblemOf } from '#app/api/api-error.ts';
import { useRecordHandover, useRecordReturn } from '#app/api/trips.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { Field, inputClasses, TextAreaField, TextField } from '#app/components/ui/Field.tsx';
import { SubmitButton } from '#app/components/ui/SubmitButton.tsx';
import { fuelName, km } from '#app/trips/trip-labels.ts';
import { DamagePhotos } from './DamagePhotos.tsx';
import { PhotoSlot } from './PhotoSlot.tsx';
import {
  checkRecord,
  MAX_DAMAGE_PHOTOS,
  PHOTO_SLOTS,
  type RecordField,
  recordErrorsOf,
} from './trip-form.ts';
import type { UploadedTripPhoto } from './use-trip-photo-upload.ts';

const FUEL_LEVELS = Array.from({ length: MAX_FUEL_EIGHTHS + 1 }, (_, eighths) => eighths);

/**
 * The handover or return as the person next to the car records it on their phone: the odometer
 * (a number pad), the fuel level, a photo of each side (more if they like), a note, and at the
 * return any damage found. Checked as the server checks it; the server's messages show by their
 * fields and in a toast.
 */
export function RecordForm({
  bookingId,
  stage,
  viewer,
  handoverKm,
  onDone,
  onCancel,
}: {
  bookingId: string;
  stage: TripStage;
  viewer: TripSide;
  /** The handover's odometer reading, which the return's may not be below. */
  handoverKm: number | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const recordHandover = useRecordHandover();
  const recordReturn = useRecordReturn();
  const pending = recordHandover.isPending || recordReturn.isPending;
  const [odometer, setOdometer] = useState('');
  const [fuel, setFuel] = useState('');
  const [photos, setPhotos] = useState<Record<string, UploadedTripPhoto>>({});
  const [note, setNote] = useState('');
  const [reportingDamage, setReportingDamage] = useState(false);
  const [damageDescription, setDamageDescription] = useState('');
  const [damagePhotos, setDamagePhotos] = useState<UploadedTripPhoto[]>([]);
  const [uploadingSlots, setUploadingSlots] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<Partial<Record<RecordField, string>>>({});
  const [sent, setSent] = useState(false);
  const what = stage === 'handover' ? 'handover' : 'return';
  /** A field changed: its message (from the last attempt or the server) no longer applies. */
  const changed = (field: RecordField) =>
    setErrors((current) => {
      const { [field]: _gone, ...rest } = current;
      return rest;
    });
  /** A typed field's value, error and change (which drops the field's message). */
  const bind = (field: RecordField, value: string, set: (value: string) => void) => ({
    value,
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      set(event.target.value);
      changed(field);
    },
  });
  const other = viewer === 'host' ? 'renter' : 'host';

  useEffect(() => heading.current?.focus(), []);

  const setUploading = (slotId: string, uploading: boolean) =>
    setUploadingSlots((slots) => {
      const next = new Set(slots);
      if (uploading) next.add(slotId);
      else next.delete(slotId);
      return next;
    });

  const draft = () => ({
    odometer,
    fuel,
    photos: Object.fromEntries(Object.entries(photos).map(([slot, photo]) => [slot, photo.path])),
    note,
    damage: reportingDamage
      ? { description: damageDescription, photos: damagePhotos.map((photo) => photo.path) }
      : null,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSent(true);
    const checked =
      stage === 'handover' ? checkRecord(draft(), 'handover') : checkRecord(draft(), 'return', handoverKm);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    try {
      const record = stage === 'handover' ? recordHandover : recordReturn;
      await record.mutateAsync({ bookingId, input: checked.body });
      toast({
        title: stage === 'handover' ? 'Handover recorded' : 'Return recorded',
        description: `The ${other} is asked to confirm it.`,
      });
      onDone();
    } catch (failure) {
      const problem = apiProblemOf(failure);
      setErrors(recordErrorsOf(problem.fields));
      toast({ title: `Could not save the ${what}`, description: problem.message, variant: 'destructive' });
    }
  }

  const problems = Object.values(errors).filter(Boolean).length;
  const uploading = uploadingSlots.size > 0;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-xl border-2 border-brand-700 bg-white p-4"
    >
      <h4 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-lg font-bold">
        Record the {what}
      </h4>
      <p className="text-sm text-stone-700">
        Stand next to the car: read the odometer and the fuel gauge, and photograph each side.
      </p>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5">
        <TextField
          label="Odometer (km)"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          enterKeyHint="next"
          hint={
            handoverKm !== null
              ? `At the handover: ${km(handoverKm)}`
              : 'Whole kilometres, as the dashboard shows.'
          }
          {...bind('odometerKm', odometer, setOdometer)}
        />
        <Field label="Fuel level" error={errors.fuelEighths} hint="In eighths of a tank, as the gauge shows.">
          <select
            value={fuel}
            onChange={(event) => {
              setFuel(event.target.value);
              changed('fuelEighths');
            }}
            className={inputClasses}
          >
            <option value="">Choose the fuel level</option>
            {FUEL_LEVELS.map((eighths) => (
              <option key={eighths} value={eighths}>
                {fuelName(eighths)}
              </option>
            ))}
          </select>
        </Field>
        <fieldset
          className="grid gap-2"
          aria-describedby={errors.photos ? `${id}-photos-error` : `${id}-photos-hint`}
        >
          <legend className="text-sm font-medium">Photos of the car</legend>
          <p id={`${id}-photos-hint`} className="text-xs text-stone-600">
            Front, back and both sides are required; add up to 4 more if you like.
          </p>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {PHOTO_SLOTS.map((slot) => (
              <PhotoSlot
                key={slot.id}
                slot={slot}
                photo={photos[slot.id]}
                missing={sent && slot.required && !photos[slot.id]}
                onUploading={setUploading}
                onChange={(photo) => {
                  changed('photos');
                  setPhotos((taken) => {
                    const { [slot.id]: _replaced, ...rest } = taken;
                    return photo ? { ...rest, [slot.id]: photo } : rest;
                  });
                }}
              />
            ))}
          </ul>
          {errors.photos && (
            <p id={`${id}-photos-error`} role="alert" className="text-sm text-red-700">
              {errors.photos}
            </p>
          )}
        </fieldset>
        <TextAreaField
          label="Note (optional)"
          rows={3}
          hint="Anything the photos do not show: a warning light, a missing spare wheel..."
          {...bind('note', note, setNote)}
        />
        {stage === 'return' && (
          <div className="grid gap-3 rounded-lg bg-red-50 p-3">
            <label className="flex items-start gap-2 font-medium text-red-900">
              <input
                type="checkbox"
                checked={reportingDamage}
                onChange={(event) => setReportingDamage(event.target.checked)}
                className="mt-0.5 size-5"
              />
              Report damage
            </label>
            {reportingDamage && (
              <>
                <TextAreaField
                  label="What is damaged?"
                  rows={3}
                  hint="An admin looks at the report with both sets of photos."
                  {...bind('damageDescription', damageDescription, setDamageDescription)}
                />
                <DamagePhotos
                  photos={damagePhotos}
                  onChange={(taken) => {
                    setDamagePhotos(taken);
                    changed('damagePhotos');
                  }}
                  max={MAX_DAMAGE_PHOTOS}
                  error={errors.damagePhotos}
                  onUploading={(busy) => setUploading('damage', busy)}
                />
              </>
            )}
          </div>
        )}
        <p role="status" aria-live="polite" className="text-sm text-stone-700">
          {uploading ? 'Uploading photos...' : ''}
        </p>
        {problems > 0 && (
          <p role="alert" className="text-sm font-medium text-red-700">
            Check the {problems === 1 ? 'field' : `${problems} fields`} marked above.
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <SubmitButton pending={pending} pendingLabel="Saving..." disabled={uploading} layout="start">
            Save {what}
          </SubmitButton>
          <button type="button" onClick={onCancel} className={buttonClasses('outline')}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
