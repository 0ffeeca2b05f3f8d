import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/database';
import { PostgresEventStore } from './postgres-event-store';

let db: TestDatabase;
let store: PostgresEventStore;
beforeAll(async () => {
  db = await createTestDatabase();
  store = await PostgresEventStore.create(db.pool);
});
afterAll(async () => {
  await store.close();
  await db.drop();
});

const meta = {
  actorId: null,
  actorRole: 'system',
  correlationId: randomUUID(),
  causationId: null,
  timestamp: new Date().toISOString(),
};

it('appends and reads a stream', async () => {
  const ev = { id: randomUUID(), type: 'CarListed', data: { a: 1 }, metadata: meta };
  const r = await store.appendToStream('car-1', [ev], { expectedRevision: 'no_stream' });
  expect(r.nextExpectedRevision).toBe(0);
  const events = await store.readStream('car-1');
  expect(events.map((e) => e.type)).toEqual(['CarListed']);
  const all = await store.readAll();
  expect(all.events).toHaveLength(1);
});
