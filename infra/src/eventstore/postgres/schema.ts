import type { Migration } from '../../postgres/migrations';

/**
 * The Postgres event log. Readers order by (transaction_id, global_position) and
 * only take rows whose transaction id is below the oldest transaction still
 * running (pg_snapshot_xmin), so an event that commits late with a lower
 * global_position is never skipped (the approach Emmett uses).
 */
export const eventStoreMigrations: Migration[] = [
  {
    id: 'eventstore/001-events',
    sql: `
      create table es_streams (
        stream_name text primary key,
        revision bigint not null
      );
      create table es_events (
        global_position bigint generated always as identity primary key,
        transaction_id xid8 not null default pg_current_xact_id(),
        event_id uuid not null unique,
        stream_name text not null,
        stream_revision bigint not null,
        event_type text not null,
        data jsonb not null,
        metadata jsonb not null,
        created_at timestamptz not null default now(),
        unique (stream_name, stream_revision)
      );
      create index es_events_log_order on es_events (transaction_id, global_position);
    `,
  },
];
