import type { Migration } from '../../postgres/migrations';

/** The first key of the event store's advisory locks (one per stream), apart from anyone else's. */
const STREAM_LOCK_SPACE = 0x4553;

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
  {
    /*
     * Every append goes through this function, one round trip each. It appends to one or
     * several streams (a booking: the renter's holds, the car's calendar, the booking itself)
     * in the statement's own transaction, and raises when any stream is off its expected
     * revision, which undoes every claim: a plain statement cannot undo a claim it made.
     * Expected revisions: -1 no stream, -2 any, else the stream's last revision. Events are
     * flat arrays, `counts` of them per stream, in order.
     *
     * Readers order the log by transaction id, and Postgres gives a transaction its id at
     * its first write, which may come before it waits for a stream's row: two appends to
     * one stream could then sit in the log in the other order than their revisions. So
     * each stream is locked first (an advisory lock takes no transaction id), in one order
     * for all, and the ids come after the locks, in revision order.
     */
    id: 'eventstore/002-append-to-streams',
    sql: `
      create function es_append_to_streams(
        stream_names text[], counts int[], expected bigint[],
        event_ids uuid[], event_types text[], event_data jsonb[], event_metadata jsonb[]
      ) returns table (stream_index int, transaction_id_text text, global_position bigint, revision bigint)
      language plpgsql as $$
      #variable_conflict use_column
      declare
        lock_key int;
        claimed bigint;
        first_event int := 0;
      begin
        for lock_key in select distinct hashtext(s) from unnest(stream_names) as s order by 1 loop
          perform pg_advisory_xact_lock(${STREAM_LOCK_SPACE}, lock_key);
        end loop;
        for i in 1 .. coalesce(array_length(stream_names, 1), 0) loop
          if expected[i] = -1 then
            insert into es_streams (stream_name, revision) values (stream_names[i], counts[i] - 1)
              on conflict (stream_name) do nothing returning revision into claimed;
          elsif expected[i] = -2 then
            insert into es_streams (stream_name, revision) values (stream_names[i], counts[i] - 1)
              on conflict (stream_name) do update set revision = es_streams.revision + counts[i]
              returning revision into claimed;
          else
            update es_streams set revision = revision + counts[i]
              where stream_name = stream_names[i] and revision = expected[i] returning revision into claimed;
          end if;
          if claimed is null then
            raise exception 'stream % is not at its expected revision', stream_names[i]
              using errcode = 'ES409', detail = stream_names[i];
          end if;
          return query
            insert into es_events (event_id, stream_name, stream_revision, event_type, data, metadata)
            select event_ids[first_event + k], stream_names[i], claimed - counts[i] + k,
                   event_types[first_event + k], event_data[first_event + k], event_metadata[first_event + k]
              from generate_series(1, counts[i]) as k
             order by k
            returning i, transaction_id::text, global_position, stream_revision;
          first_event := first_event + counts[i];
        end loop;
      end $$;
    `,
  },
];
