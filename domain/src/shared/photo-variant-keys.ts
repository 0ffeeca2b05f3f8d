/**
 * Where the resized copies of an uploaded photo live: shared by the reactors that ask for
 * copies and the workers that make them, and kept free of image libraries so the reactors'
 * process need not load them.
 */
import { PHOTO_COPY_WIDTHS } from './photo-widths';

export const THUMBNAIL_WIDTH = PHOTO_COPY_WIDTHS.thumbnail;
export const LARGE_WIDTH = PHOTO_COPY_WIDTHS.large;

export interface VariantKeys {
  original: string;
  thumbnail: string;
  large: string;
}

/** Whether `image` is an object of ours in `folder` (`/objects/{folder}/{name}`): only those can be resized. */
export const isStoredPhotoIn = (folder: string, image: string): boolean => {
  const prefix = `/objects/${folder}/`;
  return image.startsWith(prefix) && !image.slice(prefix.length).includes('..');
};

/**
 * The storage keys of a photo in `folder` and of its copies, derived from the photo alone, so a
 * job that runs twice writes the same keys. The original's extension is dropped.
 */
export function variantKeysIn(folder: string, image: string): VariantKeys {
  const original = image.slice('/objects/'.length);
  const stem = original.slice(`${folder}/`.length).replace(/\.[a-z0-9]+$/i, '');
  return {
    original,
    thumbnail: `${folder}/variants/${stem}-w${THUMBNAIL_WIDTH}.webp`,
    large: `${folder}/variants/${stem}-w${LARGE_WIDTH}.webp`,
  };
}
