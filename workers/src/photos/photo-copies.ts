import type { Readable } from 'node:stream';
import {
  isStoredPhotoIn,
  LARGE_WIDTH,
  THUMBNAIL_WIDTH,
  type VariantKeys,
  variantKeysIn,
} from '@akwaaba/domain/shared/photo-variant-keys';
import { MAX_IMAGE_PIXELS } from '@akwaaba/domain/uploads/upload-rules';
import type { ObjectStorage } from '@akwaaba/infra/storage/object-storage';
import sharp from 'sharp';

/** WebP at this quality is about a third of a JPEG of the same look: it matters on 3G. */
const WEBP_QUALITY = 74;

/**
 * The resized WebP copies of one photo, decoded once: turned upright from EXIF, never
 * enlarged, metadata (GPS included) stripped. A photo stored before uploads were checked
 * for their pixel count is not decoded past the limit either.
 */
export async function resizeToWebp(
  original: Buffer,
  widths: readonly [number, number],
): Promise<[Buffer, Buffer]> {
  const upright = sharp(original, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
  const copy = (width: number) =>
    upright.clone().resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer();
  return Promise.all([copy(widths[0]), copy(widths[1])]);
}

/** The whole of a stored object's bytes (a photo is at most a few megabytes). */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Makes a photo's thumbnail and large copies in storage unless both exist already (a job that
 * runs twice resizes once). 'missing' when the original is not in storage: nothing to copy.
 */
export async function ensurePhotoCopies(
  storage: ObjectStorage,
  keys: VariantKeys,
): Promise<'made' | 'existing' | 'missing'> {
  const [thumbnail, large] = await Promise.all([storage.stat(keys.thumbnail), storage.stat(keys.large)]);
  if (thumbnail && large) return 'existing';
  if (!(await storage.stat(keys.original))) return 'missing';
  const original = await readAll(await storage.get(keys.original));
  const [small, big] = await resizeToWebp(original, [THUMBNAIL_WIDTH, LARGE_WIDTH]);
  await storage.put(keys.thumbnail, small, 'image/webp');
  await storage.put(keys.large, big, 'image/webp');
  return 'made';
}

/**
 * The copies of a private photo a user uploaded to `folder` (a trip's, a message's), made unless
 * they exist: their object paths, or why there are none. 'not-ours' for a path outside the
 * folder (never resized), 'missing' when the original is not in storage.
 */
export async function privatePhotoCopies(
  storage: ObjectStorage,
  folder: string,
  photo: string,
): Promise<{ thumbnail: string; large: string } | 'not-ours' | 'missing'> {
  if (!isStoredPhotoIn(folder, photo)) return 'not-ours';
  const keys = variantKeysIn(folder, photo);
  if ((await ensurePhotoCopies(storage, keys)) === 'missing') return 'missing';
  return { thumbnail: `/objects/${keys.thumbnail}`, large: `/objects/${keys.large}` };
}
