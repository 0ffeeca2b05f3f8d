import { randomUUID } from 'node:crypto';
import { ERASED_FIRST_NAME, ERASED_LAST_NAME, ERASED_MESSAGE_TEXT } from '@akwaaba/domain';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, useEventStoreDatabase } from '../../../test/database';
import { describeEventStoreContract } from '../eventstore/eventstore.contract';
import { aNewEvent } from '../eventstore/new-event.testing';
import { PostgresEventStore } from '../eventstore/postgres/postgres-event-store';
import { appSecretsFrom } from '../secrets/app-secret';
import { postgresPersonalDataKeys } from './personal-data-keys';
import { withPersonalDataSealed } from './personal-data-store';
import { keyedStreamNames } from './personal-stream-names';

const secrets = appSecretsFrom('test-secret-for-personal-data-sealing');

// Sealing changes nothing the port promises.
describeEventStoreContract('Postgres, personal data sealed', async () => {
  const db = await createTestDatabase();
  const keys = postgresPersonalDataKeys(db.pool, secrets);
  const store = withPersonalDataSealed(PostgresEventStore.create(db.pool), keys);
  return {
    store,
    slowCommitStore: store,
    async teardown() {
      await store.close();
      await db.drop();
    },
  };
});

describe('personal data in events', () => {
  const t = useEventStoreDatabase();
  const sealed = () => withPersonalDataSealed(t.store, postgresPersonalDataKeys(t.db.pool, secrets));

  /** The event's data as the log holds it, read past the sealing. */
  async function rawData(streamName: string) {
    const { rows } = await t.db.pool.query<{ data: unknown }>(
      'select data from es_events where stream_name = $1 order by stream_revision',
      [streamName],
    );
    return rows.map((row) => JSON.stringify(row.data));
  }

  it('is sealed in the log and read back plain, through a stream, the log and a subscription', async () => {
    const store = sealed();
    const userId = randomUUID();
    const stream = `user-${userId}`;
    await store.appendToStream(stream, [
      aNewEvent('UserRegistered', {
        userId,
        email: 'efua.sealed@example.com',
        firstName: 'Efua',
        lastName: 'Owusu',
        passwordHash: 'hash',
      }),
      aNewEvent('UserProfileUpdated', { userId, changes: { phoneNumber: '+233241234567', bio: null } }),
    ]);
    for (const raw of await rawData(stream)) {
      for (const plain of ['efua.sealed@example.com', 'Efua', 'Owusu', '+233241234567'])
        expect(raw).not.toContain(plain);
    }
    const [registered, updated] = await store.readStream(stream);
    expect(registered!.data).toMatchObject({
      email: 'efua.sealed@example.com',
      firstName: 'Efua',
      lastName: 'Owusu',
    });
    expect(updated!.data).toEqual({ userId, changes: { phoneNumber: '+233241234567', bio: null } });

    const { events } = await store.readAll({ eventTypePrefixes: ['UserRegistered'] });
    expect(events.find((event) => event.streamName === stream)?.data).toMatchObject({ firstName: 'Efua' });
    const delivered = await new Promise<unknown>((resolve) => {
      const subscription = store.subscribeToAll({
        eventTypePrefixes: ['UserProfileUpdated'],
        onEvents: async (batch) => {
          const mine = batch.find((event) => event.streamName === stream);
          if (mine) {
            resolve(mine.data);
            void subscription.close();
          }
        },
      });
    });
    expect(delivered).toEqual({ userId, changes: { phoneNumber: '+233241234567', bio: null } });
  });

  it('reads as erased everywhere once its owner’s key is destroyed, and is written erased after', async () => {
    const store = sealed();
    const keys = postgresPersonalDataKeys(t.db.pool, secrets);
    const senderId = randomUUID();
    const stream = `conversation-${randomUUID()}`;
    const message = (text: string) =>
      aNewEvent('ConversationMessageSent', {
        conversationId: 'c',
        messageId: randomUUID(),
        senderId,
        text,
        photo: null,
        sentAt: 'now',
      });
    await store.appendToStream(stream, [message('My house is the blue one by the school')]);
    await store.appendToStream(`user-${senderId}`, [
      aNewEvent('UserRegistered', {
        userId: senderId,
        email: 'yaw@example.com',
        firstName: 'Yaw',
        lastName: 'Boateng',
        passwordHash: 'hash',
      }),
    ]);
    await keys.destroy(senderId);
    await keys.destroy(senderId);

    expect((await store.readStream(stream))[0]!.data).toMatchObject({ text: ERASED_MESSAGE_TEXT, senderId });
    expect((await store.readStream(`user-${senderId}`))[0]!.data).toMatchObject({
      email: 'deleted',
      firstName: ERASED_FIRST_NAME,
      lastName: ERASED_LAST_NAME,
      passwordHash: 'hash',
    });
    // A fresh reader (another process, a rebuild) has no key either: nothing to open it with.
    const rebuilt = withPersonalDataSealed(t.store, postgresPersonalDataKeys(t.db.pool, secrets));
    expect((await rebuilt.readStream(stream))[0]!.data).toMatchObject({ text: ERASED_MESSAGE_TEXT });
    // Written after: erased by a writer that never had the key, and unreadable from one that
    // sealed it under the key it kept (that key is gone).
    await rebuilt.appendToStream(stream, [message('One more thing')]);
    await store.appendToStream(stream, [message('And another')]);
    expect(await rawData(stream)).toEqual([
      expect.not.stringContaining('blue one'),
      expect.stringContaining(ERASED_MESSAGE_TEXT),
      expect.not.stringContaining('And another'),
    ]);
    expect((await rebuilt.readStream(stream)).map((event) => (event.data as { text: string }).text)).toEqual([
      ERASED_MESSAGE_TEXT,
      ERASED_MESSAGE_TEXT,
      ERASED_MESSAGE_TEXT,
    ]);
  });

  it('keeps one person’s data from opening as another’s, and reads plain text written before sealing as it is until erased', async () => {
    const store = sealed();
    const [ama, kofi] = [randomUUID(), randomUUID()];
    await store.appendToStream(`user-${ama}`, [
      aNewEvent('UserRegistered', {
        userId: ama,
        email: 'a@example.com',
        firstName: 'Ama',
        lastName: 'M',
        passwordHash: 'h',
      }),
    ]);
    const [stored] = await t.store.readStream(`user-${ama}`);
    const moved = { ...(stored!.data as Record<string, unknown>), userId: kofi };
    await postgresPersonalDataKeys(t.db.pool, secrets).forWriting([kofi]);
    await t.store.appendToStream(`user-${kofi}`, [aNewEvent('UserRegistered', moved)]);
    await expect(store.readStream(`user-${kofi}`)).rejects.toThrow();

    const legacy = randomUUID();
    await t.store.appendToStream(`user-${legacy}`, [
      aNewEvent('UserRegistered', {
        userId: legacy,
        email: 'old@example.com',
        firstName: 'Old',
        lastName: 'Plain',
        passwordHash: 'h',
      }),
    ]);
    expect((await store.readStream(`user-${legacy}`))[0]!.data).toMatchObject({ firstName: 'Old' });
    // Once their key is destroyed, plain text of theirs reads erased too.
    await postgresPersonalDataKeys(t.db.pool, secrets).destroy(legacy);
    expect((await store.readStream(`user-${legacy}`))[0]!.data).toMatchObject({
      firstName: ERASED_FIRST_NAME,
    });
  });

  it('destroys the key of an account whose closing it appends', async () => {
    const store = sealed();
    const userId = randomUUID();
    await store.appendToStream(`user-${userId}`, [
      aNewEvent('UserRegistered', {
        userId,
        email: 'kwame@example.com',
        firstName: 'Kwame',
        lastName: 'Nkrumah',
        passwordHash: 'h',
      }),
    ]);
    await store.appendToStream(`user-${userId}`, [
      aNewEvent('UserAccountClosed', { userId, closedAt: 'now' }),
    ]);
    expect((await store.readStream(`user-${userId}`))[0]!.data).toMatchObject({
      firstName: ERASED_FIRST_NAME,
      email: 'deleted',
    });
  });

  it('leaves the caller’s events as they were', async () => {
    const store = sealed();
    const userId = randomUUID();
    const event = aNewEvent('UserProfileUpdated', { userId, changes: { bio: 'Kumasi born' } });
    await store.appendToStream(`user-${userId}`, [event]);
    expect(event.data).toEqual({ userId, changes: { bio: 'Kumasi born' } });
  });
});

describe('stream names with personal data', () => {
  const t = useEventStoreDatabase();
  const keyed = () =>
    withPersonalDataSealed(t.store, postgresPersonalDataKeys(t.db.pool, secrets), {
      storedName: keyedStreamNames(secrets),
    });
  const reserved = (email: string, userId: string) => aNewEvent('EmailReserved', { email, userId });
  const storedNames = async () =>
    (await t.db.pool.query<{ stream_name: string }>('select distinct stream_name from es_events')).rows.map(
      (row) => row.stream_name,
    );

  it('are kept under a keyed digest, found again by the name the product gives, and never hold the address', async () => {
    const store = keyed();
    const userId = randomUUID();
    await store.appendToStream('email-ama.keyed@example.com', [reserved('ama.keyed@example.com', userId)], {
      expectedRevision: 'no_stream',
    });
    const [event] = await store.readStream('email-ama.keyed@example.com');
    expect(event).toMatchObject({ type: 'EmailReserved', data: { email: 'ama.keyed@example.com', userId } });
    expect(event!.streamName).toMatch(/^email-[A-Za-z0-9_-]{43}$/);
    expect((await storedNames()).join()).not.toContain('ama.keyed');
    // Another secret keeps it under another name: only the product's secret finds the stream.
    expect(keyedStreamNames(appSecretsFrom('another-secret'))('email-ama.keyed@example.com')).not.toBe(
      event!.streamName,
    );
    expect(await t.store.readStream('email-ama.keyed@example.com')).toEqual([]);
  });

  it('move a stream kept under its plain name before to the keyed one, once, revisions carrying on', async () => {
    const userId = randomUUID();
    // A reservation and its release and a new one, recorded before names were keyed.
    await t.store.appendToStream('email-kofi.before@example.com', [
      reserved('kofi.before@example.com', randomUUID()),
      aNewEvent('EmailReleased', { email: 'kofi.before@example.com', userId: randomUUID() }),
      reserved('kofi.before@example.com', userId),
    ]);
    const [first, second] = [keyed(), keyed()];
    const [a, b] = await Promise.all([
      first.readStream('email-kofi.before@example.com'),
      second.readStream('email-kofi.before@example.com'),
    ]);
    expect(a.map((event) => event.type)).toEqual(['EmailReserved', 'EmailReleased', 'EmailReserved']);
    expect(b.map((event) => event.id)).toEqual(a.map((event) => event.id));
    expect(a[2]).toMatchObject({ streamRevision: 2, data: { userId } });
    // The next append goes after the moved events, on the keyed stream.
    await first.appendToStream(
      'email-kofi.before@example.com',
      [aNewEvent('EmailReleased', { email: 'kofi.before@example.com', userId })],
      { expectedRevision: 2 },
    );
    expect((await second.readStream('email-kofi.before@example.com')).map((event) => event.type)).toEqual([
      'EmailReserved',
      'EmailReleased',
      'EmailReserved',
      'EmailReleased',
    ]);
    // The plain stream is left as it was: an append-only log cannot drop a stream's name.
    expect(await t.store.readStream('email-kofi.before@example.com')).toHaveLength(3);
  });
});
