import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { Migration } from '../postgres/migrations';
import type { AppSecrets } from '../secrets/app-secret';

/**
 * One key per person, for their personal data in events (docs/adr/0026). A key is kept
 * wrapped under the application secret (AES-256-GCM, bound to its owner), so the table alone
 * (a backup, a replica) opens nothing; destroying a key erases its wrapped copy for good.
 * The keys live in the application database whichever event store holds the events.
 */
export const personalDataKeyMigrations: Migration[] = [
  {
    id: 'privacy/001-personal-data-keys',
    sql: `
      create table personal_data_keys (
        owner_id text primary key,
        wrapped_key text,
        created_at timestamptz not null default now(),
        destroyed_at timestamptz
      );
    `,
  },
];

/** A person's key: its bytes, or 'destroyed' once their account closed. */
export type PersonalDataKey = Buffer | 'destroyed';

export interface PersonalDataKeys {
  /** The keys of these people, made now for those who have none yet (to seal what they write). */
  forWriting(ownerIds: readonly string[]): Promise<Map<string, PersonalDataKey>>;
  /** The keys of these people; someone who never had a key is left out. */
  forReading(ownerIds: readonly string[]): Promise<Map<string, PersonalDataKey>>;
  /** Destroys a person's key for good (made destroyed if they had none). Idempotent. */
  destroy(ownerId: string): Promise<void>;
}

const KEY_BYTES = 32;
/** How many people's keys a process keeps for writing, at most (about 100 bytes each). */
const MAX_KEYS_KEPT = 10_000;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export function postgresPersonalDataKeys(pool: pg.Pool, secrets: AppSecrets): PersonalDataKeys {
  const wrappingKey = secrets.key('personal-data-keys');

  const wrap = (ownerId: string, key: Buffer) => {
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', wrappingKey, nonce);
    cipher.setAAD(Buffer.from(ownerId));
    const body = Buffer.concat([cipher.update(key), cipher.final()]);
    return Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64url');
  };

  const unwrap = (ownerId: string, wrapped: string) => {
    const raw = Buffer.from(wrapped, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', wrappingKey, raw.subarray(0, NONCE_BYTES));
    decipher.setAAD(Buffer.from(ownerId));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(raw.subarray(NONCE_BYTES, raw.length - TAG_BYTES)),
      decipher.final(),
    ]);
  };

  async function read(ownerIds: readonly string[]): Promise<Map<string, PersonalDataKey>> {
    const keys = new Map<string, PersonalDataKey>();
    if (ownerIds.length === 0) return keys;
    const { rows } = await pool.query<{ owner_id: string; wrapped_key: string | null }>(
      'select owner_id, wrapped_key from personal_data_keys where owner_id = any($1::text[])',
      [[...new Set(ownerIds)]],
    );
    for (const row of rows)
      keys.set(row.owner_id, row.wrapped_key === null ? 'destroyed' : unwrap(row.owner_id, row.wrapped_key));
    return keys;
  }

  /**
   * Keys already read for writing, kept for this process's next appends: sealing under a key
   * destroyed meanwhile leaves the value as unreadable as erasing it would, so a stale one does
   * no harm here (reads never use this, so they always see a destruction).
   */
  const writingKeys = new Map<string, Buffer>();

  return {
    forReading: read,

    async forWriting(ownerIds) {
      const unknown = [...new Set(ownerIds)].filter((ownerId) => !writingKeys.has(ownerId));
      const keys = await read(unknown);
      for (const ownerId of ownerIds) {
        const known = writingKeys.get(ownerId);
        if (known) keys.set(ownerId, known);
      }
      const missing = [...new Set(ownerIds)].filter((ownerId) => !keys.has(ownerId));
      if (missing.length > 0) {
        // Two writers making one person's first key at once: the first insert wins, both read it back.
        await pool.query(
          `insert into personal_data_keys (owner_id, wrapped_key)
           select * from unnest($1::text[], $2::text[]) on conflict (owner_id) do nothing`,
          [missing, missing.map((ownerId) => wrap(ownerId, randomBytes(KEY_BYTES)))],
        );
        for (const [ownerId, key] of await read(missing)) keys.set(ownerId, key);
      }
      if (writingKeys.size > MAX_KEYS_KEPT) writingKeys.clear();
      for (const [ownerId, key] of keys) if (key !== 'destroyed') writingKeys.set(ownerId, key);
      return keys;
    },

    async destroy(ownerId) {
      writingKeys.delete(ownerId);
      await pool.query(
        `insert into personal_data_keys (owner_id, wrapped_key, destroyed_at) values ($1, null, now())
         on conflict (owner_id) do update set wrapped_key = null,
           destroyed_at = coalesce(personal_data_keys.destroyed_at, now())`,
        [ownerId],
      );
    },
  };
}
