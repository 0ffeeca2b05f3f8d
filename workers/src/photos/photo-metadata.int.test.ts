import { call, listCarAs, upload } from '@akwaaba/api/routes/cars/cars-test-support';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { startAppWithUsers } from '../../../test/users';
import { photoWithGps } from './photo.test-support';

const { t, host, admin } = await startAppWithUsers({ host: {}, admin: { admin: true } }, { workers: true });

interface PublicCar {
  images: string[];
  gallery: string[];
  thumbnailUrl: string | null;
}

/** A photo as anyone on the internet gets it: its format and whatever metadata it carries. */
async function servedToThePublic(path: string) {
  const response = await fetch(`${t.baseUrl}${path}`);
  expect(response.status, path).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  const { format, exif, xmp, iptc } = await sharp(bytes).metadata();
  // An EXIF block starts with 'Exif': none may be left anywhere in the bytes.
  return { format, exif, xmp, iptc, hasExifBlock: bytes.includes('Exif\0') };
}

describe('a photo taken where its host lives', () => {
  it('is served to the public without its GPS position or any other metadata, in every copy', async () => {
    const original = await photoWithGps('#2a6');
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(original.includes('Exif\0')).toBe(true);
    const photo = await upload(t, host, 'car-photo', original);
    const carId = await listCarAs(t, host, { images: [photo] }, 0);
    expect(
      (await call(t, 'PATCH', `/api/admin/cars/${carId}/approve`, { user: admin, body: {} })).status,
    ).toBe(200);

    const publicCar = async () => (await call<PublicCar>(t, 'GET', `/api/cars/${carId}`)).body;
    await expect
      .poll(async () => (await publicCar()).gallery[0], { timeout: 15_000, interval: 200 })
      .not.toBe(photo);
    const car = await publicCar();
    expect(car.images).toEqual([photo]);
    const served = [...car.images, ...car.gallery, car.thumbnailUrl!];
    expect(served).toHaveLength(3);
    for (const path of served) {
      expect(await servedToThePublic(path), path).toEqual({
        format: expect.stringMatching(/^(jpeg|webp)$/),
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
        hasExifBlock: false,
      });
    }
  });
});
