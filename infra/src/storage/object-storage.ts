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
 * Object storage for photos and papers. One adapter: the `minio` client, which
 * talks to MinIO in production and to the embedded s3rver on loopback.
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
  const client = new Minio.Client({ ...s3, pathStyle: true });
  if (!(await client.bucketExists(bucket))) await client.makeBucket(bucket, s3.region);

  return {
    async put(key, body, contentType) {
      await client.putObject(bucket, key, body, body.length, { 'Content-Type': contentType });
    },
    get: (key) => client.getObject(bucket, key),
    async stat(key) {
      try {
        const stat = await client.statObject(bucket, key);
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
    remove: (key) => client.removeObject(bucket, key),
    async ping() {
      await client.bucketExists(bucket);
    },
  };
}
