import { useId } from 'react';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { FileButton } from '#app/components/ui/FileButton.tsx';
import { Icon } from '#app/components/ui/Icon.tsx';
import type { PhotoSlotSpec } from './trip-form.ts';
import { type UploadedTripPhoto, useTripPhotoUpload } from './use-trip-photo-upload.ts';

/**
 * One photo of the car at a handover or return: on a phone the button opens the back camera;
 * the photo uploads as soon as it is taken and shows in the slot. A required slot left empty
 * is marked when the form is sent.
 */
export function PhotoSlot({
  slot,
  photo,
  onChange,
  missing,
  onUploading,
}: {
  slot: PhotoSlotSpec;
  photo: UploadedTripPhoto | undefined;
  onChange: (photo: UploadedTripPhoto | null) => void;
  /** The form was sent without this required photo. */
  missing: boolean;
  onUploading: (slotId: string, uploading: boolean) => void;
}) {
  const id = useId();
  const { upload, uploading, problem } = useTripPhotoUpload();

  async function take(files: File[]) {
    onUploading(slot.id, true);
    const [uploaded] = await upload(files.slice(0, 1), { max: 1, count: 0, keys: new Set() });
    onUploading(slot.id, false);
    if (uploaded) onChange(uploaded);
  }

  const state = uploading
    ? 'Uploading...'
    : photo
      ? 'Photo added'
      : missing
        ? 'Required: take this photo'
        : slot.required
          ? 'Required'
          : 'Optional';
  return (
    <li
      className={`grid content-start gap-2 rounded-lg border p-2 ${missing && !photo ? 'border-red-600' : 'border-stone-200'}`}
    >
      <p id={`${id}-label`} className="text-sm font-semibold">
        {slot.label}
      </p>
      {photo?.preview ? (
        <img
          src={photo.preview}
          alt={`${slot.label}, as taken`}
          className="aspect-[4/3] w-full rounded-md object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="grid aspect-[4/3] w-full place-items-center rounded-md bg-stone-100 text-stone-400"
        >
          <Icon name="car" className="size-8" />
        </div>
      )}
      <p
        id={`${id}-state`}
        aria-live="polite"
        className={`text-xs ${missing && !photo ? 'text-red-700' : 'text-stone-600'}`}
      >
        {state}
      </p>
      <div className="flex flex-wrap gap-2">
        <FileButton
          input={{ accept: 'image/*', capture: 'environment' }}
          onFiles={(files) => void take(files)}
          disabled={uploading > 0}
          aria-label={`${slot.label}: ${photo ? 'Retake' : 'Take photo'}`}
          aria-describedby={`${id}-state`}
          className={buttonClasses(photo ? 'outline' : 'primary', 'sm', 'flex-1')}
        >
          {photo ? 'Retake' : 'Take photo'}
        </FileButton>
        {photo && !slot.required && (
          <button
            type="button"
            onClick={() => onChange(null)}
            aria-label={`${slot.label}: Remove`}
            className={buttonClasses('ghost', 'sm')}
          >
            Remove
          </button>
        )}
      </div>
      {problem && (
        <p role="alert" className="text-xs text-red-700">
          {problem}
        </p>
      )}
    </li>
  );
}
