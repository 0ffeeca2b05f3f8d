import { describe } from 'vitest';
import { describeEventStoreContract } from '../eventstore.contract';
import { EsdbEventStore } from './esdb-event-store';

/** For example `kurrentdb://localhost:2113?tls=false` (docker-compose's KurrentDB), or `esdb://...`. */
const eventStoreUrl = process.env.EVENTSTORE_URL;

if (!eventStoreUrl) {
  console.info(
    'EventStoreDB contract suite skipped: EVENTSTORE_URL is not set (no EventStoreDB on this machine)',
  );
}

// Skipped as a whole without a server, so the report lists every contract test that did not run.
(eventStoreUrl ? describe : describe.skip)('EventStoreDB', () => {
  describeEventStoreContract('EventStoreDB', async () => {
    if (!eventStoreUrl) throw new Error('EVENTSTORE_URL is not set');
    const store = EsdbEventStore.fromConnectionString(eventStoreUrl);
    return { store, teardown: () => store.close() };
  });
});
