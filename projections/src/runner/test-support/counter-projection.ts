import type { RecordedEvent } from '@akwaaba/infra/eventstore/port';
import type pg from 'pg';
import type { Projection } from '../projection';

export const TICK = 'Tick';

export interface CounterOptions {
  name?: string;
  /** Throw on this event (a bug in the projection) while it returns true. */
  failOn?: (event: RecordedEvent) => boolean;
  /** Slows each batch down, so a test can kill a process mid catch-up. */
  applyDelayMs?: number;
  onBatch?: (events: RecordedEvent[]) => void;
  /** Awaited before each batch is written, so a test can hold a batch mid-transaction. */
  beforeWrite?: (events: RecordedEvent[]) => Promise<void>;
}

/**
 * The test projection: per stream, how many Tick events it saw and the last
 * revision. A skipped event makes a count too low, a doubled one too high.
 * Set-based writes (one statement per batch), as a real projection should.
 */
export function counterProjection(options: CounterOptions = {}): Projection {
  return {
    name: options.name ?? 'counter',
    kind: 'read-model',
    eventTypePrefixes: [TICK],
    tables: {
      stream_counts: (t) =>
        `create table ${t} (stream_name text primary key, events integer not null, last_revision integer not null)`,
    },
    async apply(events, { client, table }) {
      options.onBatch?.(events);
      for (const event of events) {
        if (options.failOn?.(event))
          throw new Error(`cannot count ${event.streamName}@${event.streamRevision}`);
      }
      if (options.applyDelayMs) await new Promise((resolve) => setTimeout(resolve, options.applyDelayMs));
      await options.beforeWrite?.(events);
      const perStream = new Map<string, { events: number; lastRevision: number }>();
      for (const event of events) {
        const entry = perStream.get(event.streamName) ?? { events: 0, lastRevision: -1 };
        entry.events++;
        entry.lastRevision = event.streamRevision;
        perStream.set(event.streamName, entry);
      }
      await client.query(
        `insert into ${table('stream_counts')} as c (stream_name, events, last_revision)
         select * from unnest($1::text[], $2::int[], $3::int[])
         on conflict (stream_name) do update
           set events = c.events + excluded.events, last_revision = excluded.last_revision`,
        [
          [...perStream.keys()],
          [...perStream.values()].map((v) => v.events),
          [...perStream.values()].map((v) => v.lastRevision),
        ],
      );
    },
  };
}

/** What the reader view shows, sorted by stream. */
export async function readCounts(pool: pg.Pool, view = 'stream_counts'): Promise<Record<string, number>> {
  const { rows } = await pool.query<{ stream_name: string; events: number }>(
    `select stream_name, events from ${view} order by stream_name`,
  );
  return Object.fromEntries(rows.map((r) => [r.stream_name, r.events]));
}

/** The truth, straight from the log: Tick events per stream. */
export async function expectedCounts(pool: pg.Pool): Promise<Record<string, number>> {
  const { rows } = await pool.query<{ stream_name: string; events: number }>(
    `select stream_name, count(*)::int as events from es_events
     where event_type like '${TICK}%' group by stream_name order by stream_name`,
  );
  return Object.fromEntries(rows.map((r) => [r.stream_name, r.events]));
}
