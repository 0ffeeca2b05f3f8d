import { prepared } from '@akwaaba/infra/eventstore/postgres/prepared-statement';
import { rowsOf } from '../bookings/bookings.writes';
import { bookingEvents } from '../event-types';
import { defineReadModel } from '../runner/read-model';
import { listBookingHistories } from './booking-history.queries';

/** A row per event, in this order: the booking, the event's place in its stream, and who did what when. */
const COLUMNS = [
  ['booking_id', 'uuid'],
  ['revision', 'int'],
  ['event_type', 'text'],
  ['actor_id', 'text'],
  ['actor_role', 'text'],
  ['occurred_at', 'timestamptz'],
] as const;

/**
 * Every event is a step of the trail but the photo worker's copies of a trip photo: made by
 * the product a second after each handover or return, they decide nothing and would bury the
 * steps that do (up to 16 per trip).
 */
export const inTheTrail = (event: { type: string }): boolean => event.type !== 'BookingTripPhotoVariantsMade';

/**
 * `booking_history`: one row per event of every booking (but photo copies, see inTheTrail): the admin's audit trail of who
 * did what to a booking and its trip, and when (shown with each damage case). The event
 * log is the record; this is its searchable copy, so GETs never read the event store.
 * Actor ids are kept as text, since the product itself acts with no id. Each batch is one
 * insert, and a row is only ever what its event says, so a rebuild gives the same rows.
 */
export const bookingHistoryReadModel = defineReadModel({
  name: 'booking_history',
  takes: bookingEvents,
  table: (t) => `
    create table ${t} (
      booking_id uuid not null,
      revision integer not null,
      event_type text not null,
      actor_id text,
      actor_role text not null,
      occurred_at timestamptz not null,
      primary key (booking_id, revision)
    );
  `,

  async apply(events, { client, table }) {
    const rows = events
      .filter(inTheTrail)
      .map(({ data, streamRevision, type, metadata }) => [
        data.bookingId,
        streamRevision,
        type,
        metadata.actorId,
        metadata.actorRole,
        metadata.timestamp,
      ]);
    if (rows.length === 0) return;
    const columns = COLUMNS.map(([name]) => name).join(', ');
    await client.query({
      ...prepared(
        `insert into ${table('booking_history')} (${columns})
         select ${columns} from ${rowsOf({ columns: COLUMNS })} on conflict do nothing`,
      ),
      values: COLUMNS.map((_, column) => rows.map((row) => row[column])),
    });
  },
  queries: { listBookingHistories },
});
