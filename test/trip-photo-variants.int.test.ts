import {
  get,
  paidBooking,
  post,
  tripPhotos,
  uploadFile,
} from '@akwaaba/api/routes/bookings/bookings.test-support';
import { bookingStream, type TripView } from '@akwaaba/domain';
import {
  expectPrivateCopies,
  fetchedImage,
  photoDepsOf,
  photoWithGps,
} from '@akwaaba/workers/photos/photo.test-support';
import { makePrivatePhotoVariants } from '@akwaaba/workers/photos/private-photo-variants';
import { tripPhotoVariants } from '@akwaaba/workers/trips/trip-photo-variants.worker';
import { describe, expect, it } from 'vitest';
import { startAppWithUsers } from './users';

const { t, renter, host } = await startAppWithUsers({ renter: {}, host: {} }, { workers: true });

const handoverOf = async (bookingId: string) =>
  (await get<{ trip: TripView }>(t, renter, `/api/bookings/${bookingId}`)).body.trip.handover!;

describe('trip photo copies', () => {
  it('gives each handover photo a 480 px thumbnail and a 1200 px copy in WebP, without GPS, for both parties', async () => {
    const { bookingId } = await paidBooking(t, renter, { ownerId: host.userId, from: 0 });
    const [front, ...others] = await tripPhotos(t, host);
    const big = await uploadFile(t, host, 'trip-photo', await photoWithGps('#a62'));
    const photos = [{ ...front!, path: big.objectPath }, ...others];
    const checkIn = await post(t, host, `/api/bookings/${bookingId}/check-in`, {
      odometerKm: 42_000,
      fuelEighths: 6,
      photos,
      note: '',
    });
    expect(checkIn.status, JSON.stringify(checkIn.body)).toBe(201);
    // The stored photo, shown until its copies exist, lost its GPS position on arrival already.
    expect(
      (await fetchedImage(t.baseUrl, host.cookie, (await handoverOf(bookingId)).photos[0]!.url)).exif,
    ).toBeUndefined();

    await expect
      .poll(async () => (await handoverOf(bookingId)).photos.every((p) => p.url.includes('/variants/')), {
        timeout: 20_000,
        interval: 250,
      })
      .toBe(true);
    const [shown] = (await handoverOf(bookingId)).photos;
    expect(shown!.thumbnailUrl).toMatch(
      /^\/api\/private-objects\/trip-photos\/variants\/[0-9a-f-]{36}-w480\.webp\?/,
    );
    await expectPrivateCopies(t.baseUrl, renter.cookie, {
      thumbnail: shown!.thumbnailUrl,
      large: shown!.url,
    });

    // Made and recorded by the product, once per photo.
    const made = (await t.store.readStream(bookingStream(bookingId))).filter(
      (e) => e.type === 'BookingTripPhotoVariantsMade',
    );
    expect(made).toHaveLength(4);
    expect(made[0]!.metadata).toMatchObject({ actorRole: 'system', actorId: null });
  });

  it('is idempotent: a job that runs again, or one for a photo the trip never recorded, appends nothing', async () => {
    const { bookingId } = await paidBooking(t, renter, { ownerId: host.userId, from: 0 });
    const photos = await tripPhotos(t, renter);
    await post(t, renter, `/api/bookings/${bookingId}/check-in`, {
      odometerKm: 1,
      fuelEighths: 8,
      photos,
      note: '',
    });
    await expect
      .poll(async () => (await handoverOf(bookingId)).photos.every((p) => p.url.includes('/variants/')), {
        timeout: 20_000,
        interval: 250,
      })
      .toBe(true);
    const deps = photoDepsOf(t);
    const job = { bookingId, photo: photos[0]!.path, correlationId: 'again', causationId: 'again' };
    const before = (await t.store.readStream(bookingStream(bookingId))).length;
    expect(await makePrivatePhotoVariants(deps, job, tripPhotoVariants)).toBe('skipped');
    const stray = (await tripPhotos(t, renter, ['front']))[0]!.path;
    expect(await makePrivatePhotoVariants(deps, { ...job, photo: stray }, tripPhotoVariants)).toBe('skipped');
    expect(
      await makePrivatePhotoVariants(deps, { ...job, photo: '/objects/car-photos/x.jpg' }, tripPhotoVariants),
    ).toBe('skipped');
    expect(await t.store.readStream(bookingStream(bookingId))).toHaveLength(before);
  });
});
