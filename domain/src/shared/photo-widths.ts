/**
 * The widths, in pixels, of the two WebP copies the photo workers make of every uploaded
 * photo: 480 for cards and thumbnails, 1200 for galleries (CSS pixels × 2 for phones' dense
 * screens: cards are about 240 px wide, a gallery about 600). The copies' names carry them
 * (photo-variant-keys.ts) and the web's `srcset` describes them.
 */
export const PHOTO_COPY_WIDTHS = { thumbnail: 480, large: 1200 } as const;

/** The object paths of one photo's two copies (WebP): the small one for cards, the large one for galleries. */
export interface PhotoVariants {
  thumbnail: string;
  large: string;
}
