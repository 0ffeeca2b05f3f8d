import type pg from 'pg';
import { EsdbEventStore } from './esdb/esdb-event-store';
import type { EventStore } from './port';
import { PostgresEventStore } from './postgres/postgres-event-store';

export * from './port';
export { EsdbEventStore, PostgresEventStore };

/**
 * The event store for this configuration: EventStoreDB when a URL is set (the
 * production store), otherwise the Postgres event store in the given database.
 */
export async function createEventStore(config: {
  eventStoreUrl?: string;
  pool: pg.Pool;
}): Promise<EventStore> {
  if (config.eventStoreUrl) return EsdbEventStore.fromConnectionString(config.eventStoreUrl);
  return PostgresEventStore.create(config.pool);
}
