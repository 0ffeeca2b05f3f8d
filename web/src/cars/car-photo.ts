import { PHOTO_COPY_WIDTHS } from '@akwaaba/domain/shared/photo-widths';
import type { Car } from '#app/api/cars.ts';

/** What an `<img>` of one of a car's photos is given. */
export interface CarPhotoSources {
  src: string;
  /** Both WebP copies, by width, when the API sent both; the browser fetches the one it needs. */
  srcSet: string | undefined;
}

/**
 * A car's photo at `index`, as the API sends it: its large copy (the photo itself until the
 * worker has made the copies), and for the first photo, whose small copy is the car's
 * `thumbnailUrl`, both copies as a `srcSet`. A phone picks the small one for a card or the
 * gallery, a wide or dense screen the large. Null when the car has no photo there.
 */
export function carPhotoSources(
  car: Pick<Car, 'images' | 'gallery' | 'thumbnailUrl'>,
  index: number,
): CarPhotoSources | null {
  // An answer cached before galleries existed has only the photos.
  const large = car.gallery?.[index] ?? car.images[index];
  if (!large) return null;
  const small = index === 0 && large !== car.images[0] ? car.thumbnailUrl : null;
  return {
    src: large,
    srcSet: small
      ? `${small} ${PHOTO_COPY_WIDTHS.thumbnail}w, ${large} ${PHOTO_COPY_WIDTHS.large}w`
      : undefined,
  };
}
