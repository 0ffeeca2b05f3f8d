import type { DomainEvent } from '@akwaaba/domain';
import { uploadIdOfPath } from '@akwaaba/domain/uploads/upload-paths';
import type { RecordedEvent } from '@akwaaba/infra/eventstore/port';
import { defineReadModel } from '../runner/read-model';
import type { EventGuard, Recorded } from '../runner/typed-projection';
import { attachedUploads } from './upload-attachments.queries';

/**
 * Every event, whatever its stream: an upload is attached when any event names its object
 * path, in any field. Listing the events that carry files (a car's photos and papers, a
 * profile's photo and documents, a trip's and a message's photos) would let the next one be
 * forgotten, and the uploads sweep would then remove a file something shows.
 */
const everyEvent: EventGuard<DomainEvent> = Object.assign(
  (_recorded: RecordedEvent): _recorded is Recorded<DomainEvent> => true,
  { prefixes: [''], types: [] },
);

/** The upload ids named anywhere in an event's data. */
function uploadsNamedIn(value: unknown, found: Set<string>): Set<string> {
  if (typeof value === 'string') {
    const id = uploadIdOfPath(value);
    if (id) found.add(id);
  } else if (Array.isArray(value)) {
    for (const item of value) uploadsNamedIn(item, found);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) uploadsNamedIn(item, found);
  }
  return found;
}

/**
 * `upload_attachments`: the uploads some event ever named. The uploads sweep removes only
 * uploads this does not list (once it has caught up with the log), and public photos are
 * served to everyone only once listed here. An upload a car no longer shows stays listed:
 * the event log still names it, and the admin's history may show it.
 */
export const uploadAttachmentsReadModel = defineReadModel({
  name: 'upload_attachments',
  takes: everyEvent,
  table: (t) => `create table ${t} (upload_id uuid primary key);`,

  async apply(events, { client, table }) {
    const ids = new Set<string>();
    for (const event of events) uploadsNamedIn(event.data, ids);
    if (ids.size === 0) return;
    await client.query(
      `insert into ${table('upload_attachments')} (upload_id) select unnest($1::uuid[]) on conflict do nothing`,
      [[...ids]],
    );
  },
  queries: { attachedUploads },
});
