/** Moves a gallery position by `step`, wrapping around at both ends (spec section 4). */
export function stepGalleryIndex(current: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((current + step) % count) + count) % count;
}
