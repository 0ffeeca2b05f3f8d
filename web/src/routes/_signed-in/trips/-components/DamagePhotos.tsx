import { useId, useRef } from 'react';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { type UploadedTripPhoto, useTripPhotoUpload } from './use-trip-photo-upload.ts';

/** Photos of the damage: up to `max`, each taken with the camera (or chosen), uploaded at once. */
export function DamagePhotos({
  photos,
  onChange,
  max,
  error,
  onUploading,
}: {
  photos: UploadedTripPhoto[];
  onChange: (photos: UploadedTripPhoto[]) => void;
  max: number;
  error?: string | undefined;
  onUploading: (uploading: boolean) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { upload, uploading, problem } = useTripPhotoUpload();

  async function add(files: File[]) {
    onUploading(true);
    const uploaded = await upload(files, {
      max,
      count: photos.length,
      keys: new Set(photos.map((photo) => photo.key)),
    });
    onUploading(false);
    if (uploaded.length > 0) onChange([...photos, ...uploaded]);
  }

  const message = problem ?? error;
  return (
    <fieldset className="grid gap-2" aria-describedby={message ? `${id}-error` : `${id}-hint`}>
      <legend className="text-sm font-medium">Photos of the damage</legend>
      <p id={`${id}-hint`} className="text-xs text-stone-600">
        Up to {max} photos, close up (JPEG, PNG or WebP, 5 MB each).
      </p>
      {photos.length > 0 && (
        <ul className="grid grid-cols-3 gap-2">
          {photos.map((photo, index) => (
            <li key={photo.path} className="relative">
              {photo.preview ? (
                <img
                  src={photo.preview}
                  alt={`Damage, ${index + 1} of ${photos.length}`}
                  className="aspect-[4/3] w-full rounded-md object-cover"
                />
              ) : (
                <p className="grid aspect-[4/3] place-items-center rounded-md bg-stone-100 text-xs">
                  Damage photo {index + 1}
                </p>
              )}
              <button
                type="button"
                onClick={() => onChange(photos.filter((other) => other !== photo))}
                aria-label={`Remove damage photo ${index + 1}`}
                className="absolute top-1 right-1 rounded-full bg-white/90 px-2 text-sm font-bold shadow hover:bg-white"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          void add(files);
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => input.current?.click()}
          disabled={uploading > 0 || photos.length >= max}
          className={buttonClasses('outline', 'sm')}
        >
          {uploading > 0 ? `Uploading ${uploading} photo(s)...` : 'Add damage photo'}
        </button>
        <span className="text-sm text-stone-600" aria-live="polite">
          {photos.length} of {max}
        </span>
      </div>
      {message && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {message}
        </p>
      )}
    </fieldset>
  );
}
