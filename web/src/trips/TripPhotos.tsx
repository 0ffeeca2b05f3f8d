import { useState } from 'react';
import { PhotoDialog } from '#app/components/ui/PhotoDialog.tsx';

export interface TripPhotoItem {
  /** The photo large, for the dialog. */
  url: string;
  /** A small copy for the list, when there is one (the large one otherwise). */
  thumbnailUrl?: string;
  /** What it shows: "Front", "Damage photo 2". */
  label: string;
}

/**
 * Photos of a record as thumbnails, each labelled with the part of the car it shows; a thumbnail
 * opens the photo larger. `context` names the record for screen readers: "handover".
 */
export function TripPhotos({
  photos,
  context,
  className = 'grid grid-cols-3 gap-2 sm:grid-cols-4',
}: {
  photos: TripPhotoItem[];
  context: string;
  /** The list's grid: three or four to a row unless said. */
  className?: string;
}) {
  const [open, setOpen] = useState<TripPhotoItem | null>(null);
  if (photos.length === 0) return null;
  return (
    <>
      <ul className={className}>
        {photos.map((photo) => (
          <li key={photo.url}>
            <button
              type="button"
              onClick={() => setOpen(photo)}
              aria-label={`Open the ${context} photo: ${photo.label}`}
              className="grid w-full gap-1 rounded-lg text-left"
            >
              <img
                src={photo.thumbnailUrl ?? photo.url}
                alt=""
                loading="lazy"
                className="aspect-[4/3] w-full rounded-lg bg-stone-100 object-cover"
              />
              <span className="text-xs font-medium text-stone-700">{photo.label}</span>
            </button>
          </li>
        ))}
      </ul>
      <PhotoDialog
        target={open && { url: open.url, title: `${open.label}, ${context}` }}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
