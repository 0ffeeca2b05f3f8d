import { describe, expect, it } from 'vitest';
import { carPhotoSources } from './car-photo.ts';

const made = {
  images: ['/objects/car-photos/a.jpg', '/objects/car-photos/b.jpg'],
  thumbnailUrl: '/objects/car-photos/variants/a-w480.webp',
  gallery: ['/objects/car-photos/variants/a-w1200.webp', '/objects/car-photos/variants/b-w1200.webp'],
};

describe('a car photo as an img takes it', () => {
  it('offers both copies of the first photo by width, the large one as src', () => {
    expect(carPhotoSources(made, 0)).toEqual({
      src: '/objects/car-photos/variants/a-w1200.webp',
      srcSet:
        '/objects/car-photos/variants/a-w480.webp 480w, /objects/car-photos/variants/a-w1200.webp 1200w',
    });
  });

  it('gives a later photo its large copy, the only one the API sends', () => {
    expect(carPhotoSources(made, 1)).toEqual({
      src: '/objects/car-photos/variants/b-w1200.webp',
      srcSet: undefined,
    });
  });

  it('gives the photo itself until the copies are made, and nothing where there is no photo', () => {
    const waiting = { images: made.images, thumbnailUrl: null, gallery: made.images };
    expect(carPhotoSources(waiting, 0)).toEqual({ src: '/objects/car-photos/a.jpg', srcSet: undefined });
    expect(carPhotoSources(waiting, 2)).toBeNull();
  });
});
