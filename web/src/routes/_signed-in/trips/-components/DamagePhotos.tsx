import { PhotoListField } from '#app/components/ui/PhotoListField.tsx';
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

  return (
    <PhotoListField
      legend="Photos of the damage"
      hint={`Up to ${max} photos, close up (JPEG, PNG or WebP, 5 MB each).`}
      photos={photos.map((photo, index) => ({
        key: photo.path,
        view: photo.preview ? (
          <img
            src={photo.preview}
            alt={`Damage, ${index + 1} of ${photos.length}`}
            className="aspect-[4/3] w-full rounded-md object-cover"
          />
        ) : (
          <p className="grid aspect-[4/3] place-items-center rounded-md bg-stone-100 text-xs">
            Damage photo {index + 1}
          </p>
        ),
      }))}
      removeLabel={(position) => `Remove damage photo ${position}`}
      onRemove={(index) => onChange(photos.filter((_, other) => other !== index))}
      max={max}
      uploading={uploading}
      addLabel="Add damage photo"
      input={{ accept: 'image/*', capture: 'environment' }}
      onFiles={(files) => void add(files)}
      message={problem ?? error}
      layout="compact"
    />
  );
}
