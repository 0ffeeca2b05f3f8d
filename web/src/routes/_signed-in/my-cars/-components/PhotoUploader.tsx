import { useRef } from 'react';
import { carImagePaths } from '#app/api/uploads.ts';
import { PhotoListField } from '#app/components/ui/PhotoListField.tsx';
import { useFileUpload } from '#app/components/ui/use-file-upload.ts';
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
  const seen = useRef(new Set<string>());
  const { upload, uploading, problem } = useFileUpload('car-photo');

  const add = (chosen: File[]) =>
    upload(
      checkFiles(chosen, { maxFiles: max, types: PHOTO_TYPES }, { count: value.length, keys: seen.current }),
      async (uploaded) => {
        const paths = await carImagePaths(uploaded.map(({ path }) => path));
        for (const { file } of uploaded) seen.current.add(fileKey(file));
        onChange([...value, ...paths]);
      },
    );

  return (
    <PhotoListField
      legend="Photos"
      hint={`Up to ${max} photos (JPEG, PNG or WebP, 5 MB each). The first one is shown on the car's card.`}
      photos={value.map((path, index) => ({
        key: path,
        view: (
          <img
            src={path}
            alt={`Car, ${index + 1} of ${value.length}`}
            className="aspect-[4/3] w-full rounded-md object-cover"
          />
        ),
      }))}
      removeLabel={(position) => `Remove photo ${position}`}
      onRemove={(index) => onChange(value.filter((_, other) => other !== index))}
      max={max}
      uploading={uploading}
      addLabel="Add photos"
      input={{ accept: Object.keys(PHOTO_TYPES).join(',') }}
      onFiles={(files) => void add(files)}
      message={problem ?? error}
      layout="wide"
    />
  );
}
