import { type ReactNode, useId } from 'react';
import { buttonClasses } from './button-classes.ts';
import { FileButton, type FileButtonProps } from './FileButton.tsx';

interface PhotoListFieldProps {
  legend: string;
  hint: ReactNode;
  /** The photos so far, each with its key and how it shows (the image, or a stand-in). */
  photos: readonly { key: string; view: ReactNode }[];
  /** The name of the button that removes the photo at this position (counted from 1). */
  removeLabel: (position: number) => string;
  onRemove: (index: number) => void;
  max: number;
  /** How many files are on their way up (0 when none). */
  uploading: number;
  addLabel: string;
  /** What the file input accepts, and whether it opens the camera; it always takes several files. */
  input: Pick<FileButtonProps['input'], 'accept' | 'capture'>;
  onFiles: (files: File[]) => void;
  /** The refusal of the last files chosen, or the form's message for the field. */
  message: string | null | undefined;
  /** 'wide' in a dialog of its own (up to 5 photos a row), 'compact' inside a smaller box. */
  layout: 'wide' | 'compact';
}

/**
 * A field of up to `max` photos: the ones added so far with a button to remove each, the button
 * that adds more (busy while they upload), how many there are of the most, and the message.
 */
export function PhotoListField({
  legend,
  hint,
  photos,
  removeLabel,
  onRemove,
  max,
  uploading,
  addLabel,
  input,
  onFiles,
  message,
  layout,
}: PhotoListFieldProps) {
  const id = useId();
  return (
    <fieldset className="grid gap-2" aria-describedby={message ? `${id}-error` : `${id}-hint`}>
      <legend className="text-sm font-medium">{legend}</legend>
      <p id={`${id}-hint`} className={`${layout === 'wide' ? 'text-sm' : 'text-xs'} text-stone-600`}>
        {hint}
      </p>
      {photos.length > 0 && (
        <ul
          className={layout === 'wide' ? 'grid grid-cols-3 gap-2 sm:grid-cols-5' : 'grid grid-cols-3 gap-2'}
        >
          {photos.map((photo, index) => (
            <li key={photo.key} className="relative">
              {photo.view}
              <button
                type="button"
                onClick={() => onRemove(index)}
                aria-label={removeLabel(index + 1)}
                className="absolute top-1 right-1 rounded-full bg-white/90 px-2 text-sm font-bold shadow hover:bg-white"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <FileButton
          input={{ ...input, multiple: true }}
          onFiles={onFiles}
          disabled={uploading > 0 || photos.length >= max}
          className={buttonClasses('outline', 'sm')}
        >
          {uploading > 0 ? `Uploading ${uploading} photo(s)...` : addLabel}
        </FileButton>
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
