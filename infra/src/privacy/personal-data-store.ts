import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import {
  type DomainEvent,
  PERSONAL_DATA_ERASED_BY,
  PERSONAL_DATA_IN_EVENTS,
  type PersonalDataInEvent,
} from '@akwaaba/domain';
import type pg from 'pg';
import {
  type EventStore,
  ExpectedRevisionConflictError,
  type NewEvent,
  type RecordedEvent,
  type StreamAppend,
} from '../eventstore/port';
import type { AppSecrets } from '../secrets/app-secret';
import { type PersonalDataKey, type PersonalDataKeys, postgresPersonalDataKeys } from './personal-data-keys';
import { keyedStreamNames, namesAsGiven, type StoredStreamName } from './personal-stream-names';

/**
 * A personal field as the log holds it: AES-256-GCM under its owner's key, the associated
 * data binding it to its owner, event type and field, as 'v1.' + base64url(nonce ‖ ciphertext ‖ tag).
 * An object, so no text a person types can be taken for one.
 */
interface SealedField {
  sealedPersonalData: string;
}

const VERSION = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

const isSealed = (value: unknown): value is SealedField =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<SealedField>).sealedPersonalData === 'string';

type Data = Record<string, unknown>;

/** The object holding a dotted path's last field, or null when the path is not in the data. */
function parentOf(data: unknown, path: string): { holder: Data; field: string } | null {
  const parts = path.split('.');
  let holder = data;
  for (const part of parts.slice(0, -1)) {
    if (typeof holder !== 'object' || holder === null) return null;
    holder = (holder as Data)[part];
  }
  if (typeof holder !== 'object' || holder === null) return null;
  const field = parts.at(-1)!;
  return Object.hasOwn(holder, field) ? { holder: holder as Data, field } : null;
}

/** A copy of the data deep enough that writing its personal fields leaves the caller's object alone. */
const copyOf = (data: unknown): Data => structuredClone(data) as Data;

const ownerOf = (data: unknown, personal: PersonalDataInEvent): string | null => {
  const owner = (data as Data | null)?.[personal.owner];
  return typeof owner === 'string' ? owner : null;
};

const associatedData = (ownerId: string, type: string, path: string) =>
  Buffer.from(`${ownerId}:${type}:${path}`);

function seal(key: Buffer, aad: Buffer, text: string): SealedField {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(aad);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return {
    sealedPersonalData: `${VERSION}.${Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64url')}`,
  };
}

/** Throws on a value this key did not seal for this field: the log was tampered with, or the key is wrong. */
function open(key: Buffer, aad: Buffer, sealed: SealedField): string {
  const [version, encoded] = sealed.sealedPersonalData.split('.');
  if (version !== VERSION || !encoded) throw new Error('Not a sealed personal field');
  const raw = Buffer.from(encoded, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, NONCE_BYTES));
  decipher.setAAD(aad);
  decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(raw.subarray(NONCE_BYTES, raw.length - TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}

/** The product's event store with personal data sealed, its keys in `pool` under the application secret. */
export const sealingPersonalData = (store: EventStore, pool: pg.Pool, secrets: AppSecrets): EventStore =>
  withPersonalDataSealed(store, postgresPersonalDataKeys(pool, secrets), {
    storedName: keyedStreamNames(secrets),
  });

/**
 * The event store as the rest of the product sees it, with people's personal data sealed
 * (docs/adr/0026): every append seals the fields `personalData` lists under their owner's
 * key, and every read (a stream, the log, a subscription) opens them again, or gives each
 * field's erased value once its owner's key is destroyed. Deciders, projections and the
 * audit trail read plain events and never know. Appending an event of `erasedBy` (an account
 * closed) destroys its person's key once the append is in.
 *
 * A field written before sealing began (plain text in the log) reads as it is while its owner
 * has a key or none, and erased once their key is destroyed: it stays in the log's storage,
 * but nothing reads it through the store.
 */
export function withPersonalDataSealed(
  store: EventStore,
  keys: PersonalDataKeys,
  {
    storedName = namesAsGiven,
    personalData = PERSONAL_DATA_IN_EVENTS,
    erasedBy = PERSONAL_DATA_ERASED_BY,
  }: {
    /** The name the log keeps each stream under (keyedStreamNames: none holds an address). */
    storedName?: StoredStreamName;
    personalData?: Readonly<Record<string, PersonalDataInEvent>>;
    erasedBy?: Readonly<Record<string, string>>;
  } = {},
): EventStore {
  /** The personal fields of an event that hold text, with their owner; none for most events. */
  function personalTextOf(type: string, data: unknown) {
    const personal = personalData[type];
    const ownerId = personal && ownerOf(data, personal);
    if (!personal || !ownerId) return null;
    return { personal, ownerId };
  }

  async function sealEvents(events: readonly NewEvent[]): Promise<NewEvent[]> {
    const owners = events.flatMap((event) => personalTextOf(event.type, event.data)?.ownerId ?? []);
    if (owners.length === 0) return [...events];
    const ownerKeys = await keys.forWriting(owners);
    return events.map((event) => {
      const found = personalTextOf(event.type, event.data);
      if (!found) return event;
      const data = copyOf(event.data);
      const key = ownerKeys.get(found.ownerId)!;
      for (const [path, erased] of Object.entries(found.personal.fields)) {
        const place = parentOf(data, path);
        const value = place?.holder[place.field];
        if (!place || typeof value !== 'string') continue;
        // A closed account's key is gone: whatever still names them is written erased.
        place.holder[place.field] =
          key === 'destroyed' ? erased : seal(key, associatedData(found.ownerId, event.type, path), value);
      }
      return { ...event, data };
    });
  }

  async function openEvents<Event extends RecordedEvent>(events: Event[]): Promise<Event[]> {
    const owners = events.flatMap((event) => personalTextOf(event.type, event.data)?.ownerId ?? []);
    if (owners.length === 0) return events;
    const ownerKeys = await keys.forReading(owners);
    return events.map((event) => {
      const found = personalTextOf(event.type, event.data);
      if (!found) return event;
      const key: PersonalDataKey | undefined = ownerKeys.get(found.ownerId);
      const data = copyOf(event.data);
      for (const [path, erased] of Object.entries(found.personal.fields)) {
        const place = parentOf(data, path);
        const value = place?.holder[place.field];
        if (!place || value === null || value === undefined) continue;
        if (key === 'destroyed') place.holder[place.field] = erased;
        // Sealed for someone with no key at all: nothing can open it.
        else if (isSealed(value))
          place.holder[place.field] = key
            ? open(key, associatedData(found.ownerId, event.type, path), value)
            : erased;
      }
      return { ...event, data };
    });
  }

  /** Destroys the keys of the people whose data the appended events erase. */
  async function eraseAfter(events: readonly NewEvent[]): Promise<void> {
    for (const event of events) {
      const field = erasedBy[event.type];
      const person = field ? (event.data as Data | null)?.[field] : undefined;
      if (typeof person === 'string') await keys.destroy(person);
    }
  }

  /**
   * A stream kept under another name than it is given: its events, moved first from a stream
   * of the name as given, where the log kept them before names were keyed (docs/adr/0031). The
   * move copies the events as stored, so revisions carry on; a reader moving it at the same
   * moment makes the other's copy fail on 'no_stream', and both read the one copy.
   */
  async function readRenamed<Event extends DomainEvent>(
    given: string,
    stored: string,
    options?: { fromRevision?: number },
  ): Promise<RecordedEvent<Event>[]> {
    const events = await store.readStream<Event>(stored, options);
    if (events.length > 0 || (options?.fromRevision ?? 0) > 0) return events;
    const before = await store.readStream(given);
    if (before.length === 0) return events;
    const copies = before.map(({ type, data, metadata }) => ({ id: randomUUID(), type, data, metadata }));
    try {
      await store.appendToStream(stored, copies, { expectedRevision: 'no_stream' });
    } catch (error) {
      if (!(error instanceof ExpectedRevisionConflictError)) throw error;
    }
    return store.readStream<Event>(stored, options);
  }

  return {
    async appendToStream(streamName, events, options) {
      const result = await store.appendToStream(storedName(streamName), await sealEvents(events), options);
      await eraseAfter(events);
      return result;
    },
    async appendToStreams(appends) {
      const sealed: StreamAppend[] = [];
      for (const append of appends)
        sealed.push({
          ...append,
          streamName: storedName(append.streamName),
          events: await sealEvents(append.events),
        });
      const results = await store.appendToStreams(sealed);
      await eraseAfter(appends.flatMap((append) => append.events));
      return results;
    },
    async readStream<Event extends DomainEvent>(streamName: string, options?: { fromRevision?: number }) {
      const stored = storedName(streamName);
      const events =
        stored === streamName
          ? await store.readStream<Event>(streamName, options)
          : await readRenamed<Event>(streamName, stored, options);
      return openEvents(events);
    },
    async readAll(options) {
      const result = await store.readAll(options);
      return { ...result, events: await openEvents(result.events) };
    },
    subscribeToAll(options) {
      return store.subscribeToAll({
        ...options,
        onEvents: async (events, lastPosition) => options.onEvents(await openEvents(events), lastPosition),
      });
    },
    headPosition: (options) => store.headPosition(options),
    countEventsAfter: (after, prefixes, limit) => store.countEventsAfter(after, prefixes, limit),
    close: () => store.close(),
  };
}
