import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startEmbeddedS3 } from '../embedded/embedded-s3';
import { createObjectStorage, ObjectStorageUnavailableError } from './object-storage';

const directory = await mkdtemp(path.join(tmpdir(), 'akwaaba-s3-down-'));
afterAll(() => rm(directory, { recursive: true, force: true }));

it('fails with ObjectStorageUnavailableError while the storage is down, and works again once it is back', async () => {
  const first = await startEmbeddedS3({ directory, port: 0 });
  const storage = await createObjectStorage(first.config, 'akwaaba-down-test');
  await storage.put('before.txt', Buffer.from('before'), 'text/plain');
  await first.stop();

  await expect(storage.put('during.txt', Buffer.from('during'), 'text/plain')).rejects.toBeInstanceOf(
    ObjectStorageUnavailableError,
  );
  await expect(storage.stat('before.txt')).rejects.toBeInstanceOf(ObjectStorageUnavailableError);
  await expect(storage.ping()).rejects.toBeInstanceOf(ObjectStorageUnavailableError);

  const again = await startEmbeddedS3({ directory, port: first.config.port });
  try {
    await storage.put('after.txt', Buffer.from('after'), 'text/plain');
    expect((await storage.stat('before.txt'))?.size).toBe(6);
    expect(await storage.stat('during.txt')).toBeNull();
  } finally {
    await again.stop();
  }
});
