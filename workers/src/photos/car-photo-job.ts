/**
 * The contract between the car-photos reactor (which enqueues) and the photo
 * worker (which drains): kept free of image libraries so the reactor's process
 * need not load them.
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

/** Widths in CSS pixels × 2 for phones' dense screens: cards are about 240 px wide, the gallery about 600. */
export const THUMBNAIL_WIDTH = 480;
export const LARGE_WIDTH = 1200;

const PHOTO_PREFIX = '/objects/car-photos/';

/** Only photos in our own storage can be resized; anything else has no variants. */
export const isStoredCarPhoto = (image: string): boolean =>
  image.startsWith(PHOTO_PREFIX) && !image.slice(PHOTO_PREFIX.length).includes('..');

/**
 * Where the copies of a photo live, derived from the photo alone, so a job that
 * runs twice writes the same keys. The original key's extension is dropped.
 */
export function variantKeysOf(image: string): { original: string; thumbnail: string; large: string } {
  const original = image.slice('/objects/'.length);
  const stem = original.slice('car-photos/'.length).replace(/\.[a-z0-9]+$/i, '');
  return {
    original,
    thumbnail: `car-photos/variants/${stem}-w${THUMBNAIL_WIDTH}.webp`,
    large: `car-photos/variants/${stem}-w${LARGE_WIDTH}.webp`,
  };
}
