import { useId, useRef, useState } from 'react';
import { apiProblemOf } from '#app/api/api-error.ts';
import { carImagePaths, uploadFile } from '#app/api/uploads.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { checkFiles, fileKey, PHOTO_TYPES } from './file-checks.ts';

interface PhotoUploaderProps {
  /** Object paths of the car's photos, in order; the first is the card picture. */
  value: string[];
  onChange: (paths: string[]) => void;
  max: number;
  error?: string | undefined;
}

/** The car's photos: add up to `max` images (uploaded at once), remove any. */
export function PhotoUploader({ value, onChange, max, error }: PhotoUploaderProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const seen = useRef(new Set<string>());
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(0);

  async function add(chosen: File[]) {
    setProblem(null);
    const checked = checkFiles(
      chosen,
      { maxFiles: max, types: PHOTO_TYPES },
      { count: value.length, keys: seen.current },
    );
    if ('error' in checked) return setProblem(checked.error);
    setUploading(checked.files.length);
    try {
      const uploaded = await Promise.all(checked.files.map((file) => uploadFile(file, 'car-photo')));
      const paths = await carImagePaths(uploaded);
      for (const file of checked.files) seen.current.add(fileKey(file));
      onChange([...value, ...paths]);
    } catch (failure) {
      setProblem(apiProblemOf(failure).message);
    } finally {
      setUploading(0);
    }
  }

  const message = problem ?? error;
  return (
    <fieldset className="grid gap-2" aria-describedby={message ? `${id}-error` : `${id}-hint`}>
      <legend className="text-sm font-medium">Photos</legend>
      <p id={`${id}-hint`} className="text-sm text-stone-600">
        Up to {max} photos (JPEG, PNG or WebP, 5 MB each). The first one is shown on the car's card.
      </p>
      {value.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {value.map((path, index) => (
            <li key={path} className="relative">
              <img
                src={path}
                alt={`Car, ${index + 1} of ${value.length}`}
                className="aspect-[4/3] w-full rounded-md object-cover"
              />
              <button
                type="button"
                onClick={() => onChange(value.filter((other) => other !== path))}
                aria-label={`Remove photo ${index + 1}`}
                className="absolute top-1 right-1 rounded-full bg-white/90 px-2 text-sm font-bold shadow hover:bg-white"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id={`${id}-input`}
          type="file"
          multiple
          accept={Object.keys(PHOTO_TYPES).join(',')}
          className="sr-only"
          // The visible button opens this picker; the input itself stays out of the tab order.
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void add(files);
          }}
        />
        <button
          type="button"
          onClick={() => input.current?.click()}
          disabled={uploading > 0 || value.length >= max}
          className={buttonClasses('outline', 'sm')}
        >
          {uploading > 0 ? `Uploading ${uploading} photo(s)...` : 'Add photos'}
        </button>
        <span className="text-sm text-stone-600" aria-live="polite">
          {value.length} of {max}
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
