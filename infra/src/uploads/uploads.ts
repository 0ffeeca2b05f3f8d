import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { conflict, notFound, validationError } from '@akwaaba/domain';
import { variantKeysIn } from '@akwaaba/domain/shared/photo-variant-keys';
import { objectPathOf, uploadIdOfPath } from '@akwaaba/domain/uploads/upload-paths';
import {
  allowsType,
  EMPTY_FILE_MESSAGE,
  MAX_UPLOAD_BYTES,
  PRIVATE_FOLDERS,
  PURPOSE_RULES,
  TOO_LARGE_MESSAGE,
  type UploadPurpose,
} from '@akwaaba/domain/uploads/upload-rules';
import { fileTypeFromBuffer } from 'file-type';
import type pg from 'pg';
import type { AppSecrets } from '../secrets/app-secret';
import { hashSessionToken } from '../sessions/session-store';
import type { ObjectStorage } from '../storage/object-storage';
import { cleanImage, isImageType } from './clean-image';

/** An upload link is good for this long: enough for a slow phone network, short enough to be useless if leaked. */
const UPLOAD_LINK_TTL_MS = 30 * 60 * 1000;

export interface UploadTicket {
  /** Same-origin URL the client PUTs the file bytes to. */
  uploadURL: string;
  /** Where the file will live: what listings and profiles store. */
  objectPath: string;
}

export interface ReceivedUpload {
  objectPath: string;
  contentType: string;
  size: number;
}

interface UploadRow {
  id: string;
  owner_id: string;
  purpose: UploadPurpose;
  token_hash: string;
  object_key: string;
  content_type: string | null;
  size: number | null;
  created_at: Date;
  completed_at: Date | null;
  removed_at: Date | null;
}

const UPLOAD_URL = /^\/api\/uploads\/(?<id>[0-9a-f-]{36})$/;

/**
 * The upload a client's reference names: its object path, its upload URL, or a
 * full same-origin URL of either. Null when it names no upload.
 */
function uploadIdOf(reference: string): string | null {
  let path = reference.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return null;
    }
  }
  path = path.split('?')[0]!;
  return uploadIdOfPath(path) ?? UPLOAD_URL.exec(path)?.groups?.id ?? null;
}

/**
 * Uploads in two steps, as the client's upload component expects: ask for an
 * upload URL, then PUT the bytes to it. The server checks the size and the real
 * type (magic bytes, never the file name or the declared type) before storing,
 * and stores an image only decoded and encoded again without its metadata
 * (`cleanImage`). Commands may reference only files that passed, that the actor
 * uploaded, for the right purpose (`requireOwnedObjects`).
 */
/**
 * The uploads that are a person's own data: removed with their account, with the resized copies
 * a message photo has. (Trip photos stay: they are the record of the car both parties keep.)
 */
const PERSONAL_FILE_PURPOSES: readonly UploadPurpose[] = [
  'profile-photo',
  'identity-document',
  'message-photo',
];
const PURPOSES_WITH_COPIES: readonly UploadPurpose[] = ['message-photo'];

export class Uploads {
  constructor(
    private readonly pool: pg.Pool,
    private readonly storage: ObjectStorage,
    private readonly secrets: AppSecrets,
  ) {}

  async createTicket(ownerId: string, purpose: UploadPurpose): Promise<UploadTicket> {
    const id = randomUUID();
    const token = randomBytes(20).toString('base64url');
    const key = `${PURPOSE_RULES[purpose].folder}/${id}`;
    await this.pool.query(
      'insert into uploads (id, owner_id, purpose, token_hash, object_key) values ($1, $2, $3, $4, $5)',
      [id, ownerId, purpose, hashSessionToken(token), key],
    );
    return { uploadURL: `/api/uploads/${id}?token=${token}`, objectPath: objectPathOf(key) };
  }

  /** Checks and stores the bytes sent to an upload URL. */
  async receive(uploadId: string, token: string, body: Buffer, now = new Date()): Promise<ReceivedUpload> {
    const row = await this.findRow(uploadId);
    if (!row || !tokenMatches(row.token_hash, token))
      throw notFound('This upload link is not valid. Start the upload again.');
    if (row.completed_at)
      throw conflict('This file was already uploaded. Start a new upload to send another file.');
    if (now.getTime() - row.created_at.getTime() > UPLOAD_LINK_TTL_MS)
      throw validationError('This upload link has expired. Start the upload again.');
    if (body.length === 0) throw validationError(EMPTY_FILE_MESSAGE);
    if (body.length > MAX_UPLOAD_BYTES) throw validationError(TOO_LARGE_MESSAGE);
    const rule = PURPOSE_RULES[row.purpose];
    const detected = await fileTypeFromBuffer(body);
    if (!detected || !allowsType(row.purpose, detected.mime)) throw validationError(rule.wrongTypeMessage);
    const image = isImageType(detected.mime);
    const stored = image ? await cleanImage(body, detected.mime) : body;

    await this.storage.put(row.object_key, stored, detected.mime);
    const { rowCount } = await this.pool.query(
      `update uploads set content_type = $2, size = $3, completed_at = $4, cleaned_at = $5
        where id = $1 and completed_at is null`,
      [uploadId, detected.mime, stored.length, now, image ? now : null],
    );
    if (rowCount === 0)
      throw conflict('This file was already uploaded. Start a new upload to send another file.');
    return { objectPath: objectPathOf(row.object_key), contentType: detected.mime, size: stored.length };
  }

  /**
   * Throws a validation error (naming the field) unless every path is a file the
   * owner uploaded for this purpose and that passed the checks. Answers the
   * object paths, with upload URLs resolved to them. Each file checked counts as named
   * now, so the uploads sweep leaves it a day more: long enough for the command that
   * names it to reach the read model the sweep decides from.
   */
  async requireOwnedObjects(
    ownerId: string,
    references: readonly string[],
    purpose: UploadPurpose,
    field = 'file',
  ): Promise<string[]> {
    const paths: string[] = [];
    const ids: string[] = [];
    for (const reference of references) {
      const uploadId = uploadIdOf(reference);
      const missing = () =>
        validationError(`${labelOf(purpose)} "${reference}" was not found. Upload the file again.`, {
          [field]: `${labelOf(purpose)} was not found. Upload the file again.`,
        });
      if (!uploadId) throw missing();
      const row = await this.findRow(uploadId);
      if (!row?.completed_at || row.removed_at) throw missing();
      if (row.owner_id !== ownerId) {
        throw validationError(`${labelOf(purpose)} "${reference}" belongs to someone else.`, {
          [field]: `${labelOf(purpose)} belongs to someone else.`,
        });
      }
      if (row.purpose !== purpose) {
        throw validationError(
          `This file was uploaded as a ${labelOf(row.purpose).toLowerCase()}, not a ${labelOf(purpose).toLowerCase()}.`,
          {
            [field]: PURPOSE_RULES[purpose].wrongTypeMessage,
          },
        );
      }
      paths.push(objectPathOf(row.object_key));
      ids.push(row.id);
    }
    if (!(await this.markNamed(ids))) {
      const removed = `${labelOf(purpose)} was not found. Upload the file again.`;
      throw validationError(removed, { [field]: removed });
    }
    return paths;
  }

  /**
   * Removes the files that show or identify a person (their profile photos, identity papers and
   * the photos they sent in messages, with those photos' copies), when they close their account:
   * the events then name files that are gone, as they name the person as erased. Idempotent.
   */
  async removePersonalFiles(ownerId: string): Promise<void> {
    const { rows } = await this.pool.query<{ id: string; object_key: string; purpose: UploadPurpose }>(
      `update uploads set removed_at = coalesce(removed_at, now())
        where owner_id = $1 and purpose = any($2::text[]) returning id, object_key, purpose`,
      [ownerId, PERSONAL_FILE_PURPOSES],
    );
    for (const row of rows) {
      if (PURPOSES_WITH_COPIES.includes(row.purpose)) {
        const copies = variantKeysIn(PURPOSE_RULES[row.purpose].folder, `/objects/${row.object_key}`);
        await this.storage.remove(copies.thumbnail);
        await this.storage.remove(copies.large);
      }
      await this.storage.remove(row.object_key);
      await this.pool.query('delete from uploads where id = $1', [row.id]);
    }
  }

  /** Who uploaded the file stored under `key`, while it is kept; null for a key no upload has. */
  async uploaderOf(key: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ owner_id: string }>(
      'select owner_id from uploads where object_key = $1 and completed_at is not null and removed_at is null',
      [key],
    );
    return rows[0]?.owner_id ?? null;
  }

  /**
   * Records that a command names these uploads now. The sweep claims an upload in one
   * statement on the same row, so either this sees it claimed (and the file must be sent
   * again) or the sweep sees it named and leaves it.
   */
  private async markNamed(ids: readonly string[]): Promise<boolean> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return true;
    const { rowCount } = await this.pool.query(
      'update uploads set referenced_at = now() where id = any($1::uuid[]) and removed_at is null',
      [unique],
    );
    return rowCount === unique.length;
  }

  /** A short-lived same-origin link to a private file. Hand it only to the file's owner or an admin. */
  signedLink(objectPath: string, ttlSeconds = 300, now = Date.now()): string {
    const key = objectPath.replace(/^\/objects\//, '');
    const expires = Math.floor(now / 1000) + ttlSeconds;
    return `/api/private-objects/${key}?expires=${expires}&signature=${this.signature(key, expires)}`;
  }

  /** The object key a signed link grants, or null when it is forged, altered or expired. */
  verifySignedLink(key: string, expires: number, signature: string, now = Date.now()): string | null {
    if (!PRIVATE_FOLDERS.some((folder) => key.startsWith(`${folder}/`)) || key.includes('..')) return null;
    if (!Number.isSafeInteger(expires) || expires * 1000 < now) return null;
    const expected = Buffer.from(this.signature(key, expires));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? key : null;
  }

  private signature(key: string, expires: number): string {
    return createHmac('sha256', this.secrets.key('private-object-links'))
      .update(`${key}\n${expires}`)
      .digest('base64url');
  }

  private async findRow(id: string): Promise<UploadRow | null> {
    if (!/^[0-9a-f-]{36}$/.test(id)) return null;
    const { rows } = await this.pool.query<UploadRow>('select * from uploads where id = $1', [id]);
    return rows[0] ?? null;
  }
}

function tokenMatches(tokenHash: string, token: string): boolean {
  const given = Buffer.from(hashSessionToken(token));
  const expected = Buffer.from(tokenHash);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function labelOf(purpose: UploadPurpose): string {
  switch (purpose) {
    case 'car-photo':
      return 'Photo';
    case 'profile-photo':
      return 'Profile photo';
    case 'car-paper':
      return 'Document';
    case 'identity-document':
      return 'ID document';
    case 'trip-photo':
      return 'Trip photo';
    case 'message-photo':
      return 'Photo';
  }
}
