import type { Readable } from 'node:stream';
import * as Minio from 'minio';
import type { S3Config } from '../config';

export interface StoredObject {
  size: number;
  contentType: string;
  etag: string;
  lastModified: Date;
}

/**
 * Object storage could not be reached (stopped, restarting, the network down): not the
 * caller's fault, and not a bug. The API answers 503 with a message (errors.ts); nothing was
 * stored, so the upload can simply be sent again.
 */
export class ObjectStorageUnavailableError extends Error {
  override readonly name = 'ObjectStorageUnavailableError';
}

/** Errors of a connection that could not be made or was cut, as node and the minio client raise them. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

function unreachable(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === 'string' && UNREACHABLE.has(e.code)) return true;
    if (e instanceof AggregateError && e.errors.some(unreachable)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** Runs a storage call; a connection failure becomes ObjectStorageUnavailableError. */
async function reaching<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (unreachable(error))
      throw new ObjectStorageUnavailableError('Object storage cannot be reached', { cause: error });
    throw error;
  }
}

/**
 * Object storage for photos and papers. One adapter: the `minio` client, which speaks plain S3
 * to any S3 service (Amazon S3 or another managed one in production, SeaweedFS in
 * docker-compose) and to the embedded s3rver on loopback. Every call fails with
 * ObjectStorageUnavailableError when the storage cannot be reached.
 */
export interface ObjectStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Readable>;
  /** Null when there is no such object. */
  stat(key: string): Promise<StoredObject | null>;
  remove(key: string): Promise<void>;
  /** Fails if the storage cannot be reached: used by readiness checks. */
  ping(): Promise<void>;
}

export async function createObjectStorage(s3: S3Config, bucket: string): Promise<ObjectStorage> {
  // Addressed in the configured URL style, signing for the configured region (s3-endpoint.ts).
  const client = new Minio.Client(s3);
  if (!(await client.bucketExists(bucket))) await client.makeBucket(bucket, s3.region);

  return {
    async put(key, body, contentType) {
      await reaching(() => client.putObject(bucket, key, body, body.length, { 'Content-Type': contentType }));
    },
    get: (key) => reaching(() => client.getObject(bucket, key)),
    async stat(key) {
      try {
        const stat = await reaching(() => client.statObject(bucket, key));
        return {
          size: stat.size,
          contentType: String(stat.metaData['content-type'] ?? 'application/octet-stream'),
          etag: stat.etag,
          lastModified: stat.lastModified,
        };
      } catch (error) {
        if (
          (error as { code?: string }).code === 'NotFound' ||
          (error as { code?: string }).code === 'NoSuchKey'
        )
          return null;
        throw error;
      }
    },
    remove: (key) => reaching(() => client.removeObject(bucket, key)),
    async ping() {
      await reaching(() => client.bucketExists(bucket));
    },
  };
}
