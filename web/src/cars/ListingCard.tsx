import type { ReactNode } from 'react';
import { CarPhotoPlaceholder } from './CarPhotoPlaceholder.tsx';

/**
 * A listing's card on the host's and the admin's pages: its thumbnail, or else its first
 * photo or the placeholder, over the card's content, which ends in a row of actions.
 */
export function ListingCard({
  car,
  photoAlt,
  label,
  children,
}: {
  car: { thumbnailUrl: string | null; images: readonly string[] };
  photoAlt: string;
  /** The card's name for screen readers, when its heading alone does not name it. */
  label?: string;
  children: ReactNode;
}) {
  const photo = car.thumbnailUrl ?? car.images[0];
  return (
    <article
      aria-label={label}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm"
    >
      <div className="aspect-[16/10] bg-stone-100">
        {photo ? (
          <img src={photo} alt={photoAlt} loading="lazy" className="size-full object-cover" />
        ) : (
          <CarPhotoPlaceholder />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">{children}</div>
    </article>
  );
}
