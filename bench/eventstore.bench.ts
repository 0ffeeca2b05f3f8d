import { randomUUID } from 'node:crypto';
import { aNewEvent } from '@akwaaba/infra/eventstore/new-event.testing';
import type { EventStore } from '@akwaaba/infra/eventstore/port';
import { PostgresEventStore } from '@akwaaba/infra/eventstore/postgres/postgres-event-store';
import type pg from 'pg';

/** How long each measured run appends. */
const RUN_MS = 3_000;
/** Runs untimed first, so connections are open and statements planned. */
const WARM_UP_MS = 300;
/** A writer moves on to a new stream after this many events, as cars and bookings come and go. */
const EVENTS_PER_STREAM = 100;

/**
 * Postgres event store appends per second, with 1 and with 16 concurrent writers.
 * Each writer appends one event at a time to its own streams with an exact
 * expected revision, as a command handler does, so there are no conflicts: this
 * measures the store, not retries. Writes real events, so give it a scratch
 * database; the pool needs 16 connections or the 16 writers queue for them.
 */
export async function benchEventStore(
  pool: pg.Pool,
): Promise<{ appendsPerSecond1: number; appendsPerSecond16: number }> {
  const store = await PostgresEventStore.create(pool);
  try {
    const run = randomUUID().slice(0, 8);
    await appendsPerSecond(store, 16, WARM_UP_MS, `${run}-warm-up`);
    const appendsPerSecond1 = await appendsPerSecond(store, 1, RUN_MS, `${run}-1`);
    const appendsPerSecond16 = await appendsPerSecond(store, 16, RUN_MS, `${run}-16`);
    return { appendsPerSecond1, appendsPerSecond16 };
  } finally {
    await store.close();
  }
}

async function appendsPerSecond(
  store: EventStore,
  writers: number,
  durationMs: number,
  run: string,
): Promise<number> {
  const started = performance.now();
  const deadline = started + durationMs;
  const appended = await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      let count = 0;
      while (performance.now() < deadline) {
        const stream = `car-bench-${run}-${writer}-${Math.floor(count / EVENTS_PER_STREAM)}`;
        const revision = count % EVENTS_PER_STREAM;
        await store.appendToStream(
          stream,
          [
            aNewEvent('CarPriceChanged', {
              carId: randomUUID(),
              dailyPricePesewas: 35_000 + (count % 50) * 500,
            }),
          ],
          {
            expectedRevision: revision === 0 ? 'no_stream' : revision - 1,
          },
        );
        count++;
      }
      return count;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return appended.reduce((total, count) => total + count, 0) / seconds;
}
