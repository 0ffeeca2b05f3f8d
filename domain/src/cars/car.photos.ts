import type { PhotoVariants } from '../shared/photo-widths';
import type { CarDetails, CarEvent } from './car.events';

/** What the photo rules read of a listed car: the photos it shows and the copies made of them. */
interface ShownPhotos {
  carId: string;
  details: Pick<CarDetails, 'images'>;
  photoVariants: Readonly<Record<string, PhotoVariants>>;
}

/**
 * RecordPhotoVariants on a listed car. Recording is idempotent: the same variants
 * again, or variants of a photo the host removed meanwhile, append nothing, so a
 * resize job that runs twice or late is harmless. Variants never touch the
 * verification status.
 */
export function photoVariantsEvents(car: ShownPhotos, photo: { image: string } & PhotoVariants): CarEvent[] {
  const { image, thumbnail, large } = photo;
  if (!car.details.images.includes(image)) return [];
  const known = car.photoVariants[image];
  if (known?.thumbnail === thumbnail && known.large === large) return [];
  return [{ type: 'CarPhotoVariantsMade', data: { carId: car.carId, image, thumbnail, large } }];
}

/** The variants of the photos a car still shows: a removed photo's copies are forgotten. */
export function variantsStillShown(
  variants: Readonly<Record<string, PhotoVariants>>,
  images: readonly string[],
): Record<string, PhotoVariants> {
  return Object.fromEntries(Object.entries(variants).filter(([image]) => images.includes(image)));
}
