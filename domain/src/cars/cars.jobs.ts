import { isStoredPhotoIn, type VariantKeys, variantKeysIn } from '../shared/photo-variant-keys';

/**
 * The cars' job queue: the contract between the car-photos reactor (which enqueues,
 * projections/src/cars/car-photos.reactor.ts) and the photo worker (which drains,
 * workers/src/cars/car-photo-variants.worker.ts), with which photos get copies and where.
 */
export const CAR_PHOTO_VARIANTS_QUEUE = 'car-photo-variants';

/** Make the resized copies of one photo of one car. */
export interface CarPhotoJob {
  carId: string;
  /** The photo as the car lists it, e.g. `/objects/car-photos/{id}`. */
  image: string;
  /** The user action that put the photo on the car, carried on to the event the worker appends. */
  correlationId: string;
  /** The event that asked for the copies. */
  causationId: string;
}

const FOLDER = 'car-photos';

/** Only photos in our own storage can be resized; anything else has no variants. */
export const isStoredCarPhoto = (image: string): boolean => isStoredPhotoIn(FOLDER, image);

/** Where a car photo's copies live (see variantKeysIn). */
export const variantKeysOf = (image: string): VariantKeys => variantKeysIn(FOLDER, image);
