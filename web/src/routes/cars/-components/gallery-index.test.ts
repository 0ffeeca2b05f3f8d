import { describe, expect, it } from 'vitest';
import { stepGalleryIndex } from './gallery-index.ts';

describe('stepGalleryIndex', () => {
  it('steps forward and back', () => {
    expect(stepGalleryIndex(1, 1, 4)).toBe(2);
    expect(stepGalleryIndex(2, -1, 4)).toBe(1);
  });

  it('wraps around at both ends', () => {
    expect(stepGalleryIndex(3, 1, 4)).toBe(0);
    expect(stepGalleryIndex(0, -1, 4)).toBe(3);
  });

  it('stays at 0 without photos', () => {
    expect(stepGalleryIndex(0, 1, 0)).toBe(0);
  });
});
