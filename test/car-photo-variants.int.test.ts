import { call, listCarAs, photoBytes, upload } from '@akwaaba/api/routes/cars/cars-test-support';
import { carStream } from '@akwaaba/domain';
import { makeCarPhotoVariants } from '@akwaaba/workers/cars/car-photo-variants.worker';
import { photoDepsOf } from '@akwaaba/workers/photos/photo.test-support';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { startAppWithUsers } from './users';

const { t, host } = await startAppWithUsers({ host: {} }, { workers: true });

interface OwnerCar {
  images: string[];
  thumbnailUrl: string | null;
  gallery: string[];
  verificationStatus: string;
}
const ownerCar = async (carId: string) =>
  (await call<OwnerCar>(t, 'GET', `/api/cars/${carId}`, { user: host })).body;

async function widthOf(path: string) {
  const response = await fetch(`${t.baseUrl}${path}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/webp');
  const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return { width: meta.width, format: meta.format };
}

const bigPhoto = () =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#2a6' } })
    .jpeg()
    .toBuffer();

describe('photo variants', () => {
  it('gives every photo of a new listing a 480 px thumbnail for cards and a 1200 px copy for the gallery', async () => {
    const first = await upload(t, host, 'car-photo', await bigPhoto());
    const second = await upload(t, host, 'car-photo', await photoBytes());
    const carId = await listCarAs(t, host, { images: [first, second] }, 0);

    await expect
      .poll(async () => (await ownerCar(carId)).gallery.every((g, i) => g !== [first, second][i]), {
        timeout: 15_000,
        interval: 200,
      })
      .toBe(true);
    const car = await ownerCar(carId);
    expect(car.images).toEqual([first, second]);
    expect(car.thumbnailUrl).toMatch(/^\/objects\/car-photos\/variants\/[0-9a-f-]{36}-w480\.webp$/);
    expect(await widthOf(car.thumbnailUrl!)).toEqual({ width: 480, format: 'webp' });
    expect(await widthOf(car.gallery[0]!)).toEqual({ width: 1200, format: 'webp' });
    // A small photo is never enlarged.
    expect((await widthOf(car.gallery[1]!)).width).toBe(64);
    // Made by the product, recorded as the product: the verdict is untouched.
    expect(car.verificationStatus).toBe('pending');
    const events = await t.store.readStream(carStream(carId));
    const made = events.filter((e) => e.type === 'CarPhotoVariantsMade');
    expect(made).toHaveLength(2);
    expect(made[0]!.metadata).toMatchObject({ actorRole: 'system', actorId: null });
  });

  it('makes the new first photo’s thumbnail the card picture after an edit', async () => {
    const carId = await listCarAs(t, host);
    const added = await upload(t, host, 'car-photo', await bigPhoto());
    await call(t, 'PATCH', `/api/cars/${carId}`, { user: host, body: { images: [added] } });
    await expect
      .poll(async () => (await ownerCar(carId)).thumbnailUrl, { timeout: 15_000, interval: 200 })
      .toContain(added.split('/').at(-1));
  });

  it('is idempotent: a job that runs twice appends nothing more, and one for a removed photo does nothing', async () => {
    const photo = await upload(t, host, 'car-photo', await photoBytes());
    const carId = await listCarAs(t, host, { images: [photo] }, 0);
    await expect.poll(async () => (await ownerCar(carId)).thumbnailUrl, { timeout: 15_000 }).not.toBeNull();
    const deps = photoDepsOf(t);
    const job = { carId, image: photo, correlationId: 'test-correlation', causationId: 'test-cause' };
    const before = (await t.store.readStream(carStream(carId))).length;
    expect(await makeCarPhotoVariants(deps, job)).toBe('recorded');
    expect(await t.store.readStream(carStream(carId))).toHaveLength(before);

    const gone = { ...job, image: '/objects/car-photos/00000000-0000-4000-8000-000000000000' };
    expect(await makeCarPhotoVariants(deps, gone)).toBe('skipped');
    await call(t, 'DELETE', `/api/cars/${carId}`, { user: host });
    expect(await makeCarPhotoVariants(deps, job)).toBe('skipped');
  });
});
