import { randomUUID } from 'node:crypto';
import { call, listCarAs, photoBytes, upload } from '@akwaaba/api/routes/cars/cars-test-support';
import { systemActor } from '@akwaaba/domain';
import type { EventStore } from '@akwaaba/infra/eventstore/port';
import { pino } from 'pino';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { startAppWithUsers } from '../../../test/users';
import { photoWithGps } from '../photos/photo.test-support';
import { readAll } from '../photos/photo-copies';
import { removeUnattachedUploads } from './unattached-uploads';
import { sweepUploads, type UploadsSweepDeps } from './uploads-sweep';

const { t, host } = await startAppWithUsers({ host: {} });

/** What the sweep logged, as JSON lines. */
const logged: Record<string, unknown>[] = [];
const deps: UploadsSweepDeps = {
  pool: t.db.pool,
  store: t.store,
  storage: t.storage,
  logger: pino({ level: 'warn' }, { write: (line: string) => logged.push(JSON.parse(line)) }),
};
const context = { actor: systemActor, correlationId: 'uploads-sweep-test', causationId: null };
const keyOf = (objectPath: string) => objectPath.replace('/objects/', '');

/** Moves an upload's making (and the last command naming it) back by `hours`. */
async function age(objectPaths: readonly string[], hours: number) {
  await t.db.pool.query(
    `update uploads set created_at = created_at - make_interval(hours => $2),
       referenced_at = referenced_at - make_interval(hours => $2)
     where object_key = any($1)`,
    [objectPaths.map(keyOf), hours],
  );
}

const rowOf = async (objectPath: string) =>
  (
    await t.db.pool.query<{
      attached_at: Date | null;
      cleaned_at: Date | null;
      cleaning_failed: string | null;
    }>('select attached_at, cleaned_at, cleaning_failed from uploads where object_key = $1', [
      keyOf(objectPath),
    ])
  ).rows[0] ?? null;

describe('uploads nothing attached', () => {
  it('are removed, file and record, a day after they were made; attached and recent ones are kept', async () => {
    const forgotten = await upload(t, host, 'car-photo', await photoBytes('#f00'));
    const carId = await listCarAs(t, host, {}, 1);
    const car = await call<{ images: string[]; roadworthyDocument: string }>(t, 'GET', `/api/cars/${carId}`, {
      user: host,
    });
    const [shown] = car.body.images;
    const recent = await upload(t, host, 'car-photo', await photoBytes('#00f'));
    await age([forgotten, shown!, car.body.roadworthyDocument], 25);
    await t.settled();

    const swept = await sweepUploads(deps, context);
    expect(swept).toEqual({ photosCleaned: 0, photosLeftToClean: 0, uploadsRemoved: 1 });
    expect(await t.storage.stat(keyOf(forgotten))).toBeNull();
    expect(await rowOf(forgotten)).toBeNull();
    expect(
      (await call(t, 'PUT', '/api/car-images', { user: host, body: { imageURLs: [forgotten] } })).status,
    ).toBe(400);

    for (const kept of [shown!, car.body.roadworthyDocument]) {
      expect(await t.storage.stat(keyOf(kept))).not.toBeNull();
      expect((await rowOf(kept))?.attached_at).toBeInstanceOf(Date);
    }
    expect(await t.storage.stat(keyOf(recent))).not.toBeNull();
    expect(await sweepUploads(deps, context)).toMatchObject({ uploadsRemoved: 0 });
  });

  it('are kept a day more when a command names them, so the event that attaches them can be read first', async () => {
    const named = await upload(t, host, 'car-photo', await photoBytes('#0f0'));
    await age([named], 25);
    expect(
      (await call(t, 'PUT', '/api/car-images', { user: host, body: { imageURLs: [named] } })).status,
    ).toBe(200);
    expect(await sweepUploads(deps, context)).toMatchObject({ uploadsRemoved: 0 });
    expect(await t.storage.stat(keyOf(named))).not.toBeNull();
  });

  it('are not removed while the read model that says which are attached is behind the log', async () => {
    const forgotten = await upload(t, host, 'car-photo', await photoBytes('#ff0'));
    await age([forgotten], 25);
    const ahead: Pick<EventStore, 'headPosition'> = {
      headPosition: async () => ({ commit: 2n ** 62n, prepare: 0n }),
    };
    const removed = await removeUnattachedUploads({ ...deps, store: ahead as EventStore }, new Date(), 200);
    expect(removed).toBe(0);
    expect(await t.storage.stat(keyOf(forgotten))).not.toBeNull();
    expect(logged).toContainEqual(
      expect.objectContaining({ msg: expect.stringMatching(/behind the event log/) }),
    );
  });
});

describe('photos stored before uploads were cleaned on arrival', () => {
  /** A photo as the product stored it before: its bytes as sent, its record not cleaned. */
  async function storedAsBefore(folder: string, purpose: string, bytes: Buffer): Promise<string> {
    const id = randomUUID();
    const key = `${folder}/${id}`;
    await t.storage.put(key, bytes, 'image/jpeg');
    await t.db.pool.query(
      `insert into uploads (id, owner_id, purpose, token_hash, object_key, content_type, size, completed_at)
       values ($1, $2, $3, 'spent', $4, 'image/jpeg', $5, now())`,
      [id, host.userId, purpose, key, bytes.length],
    );
    return `/objects/${key}`;
  }

  const exifOf = async (objectPath: string) =>
    (await sharp(await readAll(await t.storage.get(keyOf(objectPath)))).metadata()).exif;

  it('are cleaned of their GPS position in place, car, trip and message photos alike, once', async () => {
    const gps = await photoWithGps('#a62');
    const photos = [
      await storedAsBefore('car-photos', 'car-photo', gps),
      await storedAsBefore('trip-photos', 'trip-photo', gps),
      await storedAsBefore('message-photos', 'message-photo', gps),
    ];
    const damaged = await storedAsBefore('car-photos', 'car-photo', gps.subarray(0, 2000));
    for (const photo of photos) expect(await exifOf(photo)).toBeDefined();

    expect(await sweepUploads(deps, context)).toMatchObject({ photosCleaned: 3, photosLeftToClean: 0 });
    for (const photo of photos) {
      expect(await exifOf(photo)).toBeUndefined();
      expect((await rowOf(photo))?.cleaned_at).toBeInstanceOf(Date);
    }
    expect(await rowOf(damaged)).toMatchObject({
      cleaned_at: null,
      cleaning_failed: 'This image is damaged or incomplete and cannot be opened. Choose the file again.',
    });
    expect(logged).toContainEqual(
      expect.objectContaining({ key: keyOf(damaged), msg: 'stored photo cannot be cleaned of its metadata' }),
    );

    // Nothing left: the next sweeps clean nothing and log no progress.
    expect(await sweepUploads(deps, context)).toEqual({
      photosCleaned: 0,
      photosLeftToClean: 0,
      uploadsRemoved: 0,
    });
  });

  it('are cleaned a share at a time, resuming where the last sweep stopped', async () => {
    const gps = await photoWithGps('#26a');
    await storedAsBefore('car-photos', 'car-photo', gps);
    await storedAsBefore('car-photos', 'car-photo', gps);
    const first = await sweepUploads(deps, context, new Date(), 0);
    expect(first).toMatchObject({ photosCleaned: 0, photosLeftToClean: 2 });
    expect(await sweepUploads(deps, context)).toMatchObject({ photosCleaned: 2, photosLeftToClean: 0 });
  });
});
