import { useState } from 'react';
import type { Car } from '#app/api/cars.ts';
import { CarPhotoPlaceholder } from '#app/cars/CarPhotoPlaceholder.tsx';
import { carPhotoSources } from '#app/cars/car-photo.ts';
import { Icon } from '#app/components/ui/Icon.tsx';
import { stepGalleryIndex } from './gallery-index.ts';

interface CarGalleryProps {
  car: Pick<Car, 'images' | 'gallery' | 'thumbnailUrl'>;
  carName: string;
}

/**
 * How wide the gallery is shown, by CarDetailView's layout (the page's width less px-4/px-6;
 * beside the 22rem booking panel and its gap-8 from 1024 px, in a max-w-7xl page).
 */
const GALLERY_PHOTO_SIZES =
  '(min-width: 1280px) 848px, (min-width: 1024px) calc(100vw - 432px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)';

const arrowClasses =
  'absolute top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-ink shadow hover:bg-white';

/** The car's photos: previous/next wrap around, and each dot jumps to its photo. */
export function CarGallery({ car, carName }: CarGalleryProps) {
  const [index, setIndex] = useState(0);
  const images = car.gallery ?? car.images;
  const count = images.length;
  const current = carPhotoSources(car, Math.min(index, count - 1));

  if (!current) {
    return (
      <div className="aspect-[16/10] overflow-hidden rounded-xl bg-stone-100">
        <CarPhotoPlaceholder />
      </div>
    );
  }

  return (
    <section aria-roledescription="carousel" aria-label={`Photos of the ${carName}`} className="grid gap-3">
      <div className="relative aspect-[16/10] overflow-hidden rounded-xl bg-stone-100">
        <img
          src={current.src}
          srcSet={current.srcSet}
          sizes={current.srcSet ? GALLERY_PHOTO_SIZES : undefined}
          alt={`${carName} (${index + 1} of ${count})`}
          width={1280}
          height={800}
          fetchPriority={index === 0 ? 'high' : undefined}
          className="size-full object-cover"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              aria-label="Previous photo"
              onClick={() => setIndex(stepGalleryIndex(index, -1, count))}
              className={`${arrowClasses} left-3`}
            >
              <Icon name="chevronLeft" className="size-5" />
            </button>
            <button
              type="button"
              aria-label="Next photo"
              onClick={() => setIndex(stepGalleryIndex(index, 1, count))}
              className={`${arrowClasses} right-3`}
            >
              <Icon name="chevronRight" className="size-5" />
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="flex justify-center gap-1">
          {images.map((image, dot) => (
            <li key={image}>
              <button
                type="button"
                aria-label={`Show photo ${dot + 1} of ${count}`}
                aria-current={dot === index ? 'true' : undefined}
                onClick={() => setIndex(dot)}
                className="flex size-8 items-center justify-center rounded-full"
              >
                <span
                  className={`block size-2.5 rounded-full ${dot === index ? 'bg-brand-700' : 'bg-stone-300'}`}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
