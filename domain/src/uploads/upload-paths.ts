/**
 * Where an upload lives once its bytes arrived: `/objects/{folder}/{upload id}`. Commands store
 * these paths, so the events say which uploads a car, a profile, a trip or a message shows.
 * The product's own files (the demo cars' photos, named by their content) and the resized
 * copies (`{folder}/variants/...`) are not uploads and do not match.
 */
const UPLOAD_OBJECT_PATH =
  /^\/objects\/[a-z-]+\/(?<id>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The upload an object path names, or null when it names none. */
export const uploadIdOfPath = (path: string): string | null =>
  UPLOAD_OBJECT_PATH.exec(path)?.groups?.id ?? null;

/** The object path of the upload stored under `key` (`car-photos/{id}`). */
export const objectPathOf = (key: string) => `/objects/${key}`;
