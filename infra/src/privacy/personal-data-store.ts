import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { PERSONAL_DATA_IN_EVENTS, type PersonalDataInEvent } from '@akwaaba/domain';
import type { EventStore, NewEvent, RecordedEvent, StreamAppend } from '../eventstore/port';
import type { PersonalDataKey, PersonalDataKeys } from './personal-data-keys';

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

/**
 * The event store as the rest of the product sees it, with people's personal data sealed
 * (docs/adr/0026): every append seals the fields `personalData` lists under their owner's
 * key, and every read (a stream, the log, a subscription) opens them again, or gives each
 * field's erased value once its owner's key is destroyed. Deciders, projections and the
 * audit trail read plain events and never know. A field written before sealing began (plain
 * text in the log) reads as it is.
 */
export function withPersonalDataSealed(
  store: EventStore,
  keys: PersonalDataKeys,
  personalData: Readonly<Record<string, PersonalDataInEvent>> = PERSONAL_DATA_IN_EVENTS,
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
      const key: PersonalDataKey = ownerKeys.get(found.ownerId) ?? 'destroyed';
      const data = copyOf(event.data);
      for (const [path, erased] of Object.entries(found.personal.fields)) {
        const place = parentOf(data, path);
        const value = place?.holder[place.field];
        if (!place || !isSealed(value)) continue;
        place.holder[place.field] =
          key === 'destroyed' ? erased : open(key, associatedData(found.ownerId, event.type, path), value);
      }
      return { ...event, data };
    });
  }

  return {
    async appendToStream(streamName, events, options) {
      return store.appendToStream(streamName, await sealEvents(events), options);
    },
    async appendToStreams(appends) {
      const sealed: StreamAppend[] = [];
      for (const append of appends) sealed.push({ ...append, events: await sealEvents(append.events) });
      return store.appendToStreams(sealed);
    },
    async readStream(streamName, options) {
      return openEvents(await store.readStream(streamName, options));
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
