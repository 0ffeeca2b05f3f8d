import type { CarEvent } from '@akwaaba/domain';
import { carEvents } from '../event-types';
import { defineReadModel } from '../runner/read-model';
import { carHistory } from './car-history.queries';

/** The facts of an event worth showing in a timeline, without the bulk of a full listing. */
function summaryOf(event: CarEvent): Record<string, unknown> {
  switch (event.type) {
    case 'CarListed': {
      const { ownerId, details } = event.data;
      return { ownerId, make: details.make, model: details.model, year: details.year };
    }
    case 'CarUpdated':
      return { fields: Object.keys(event.data.changes), sentBackToPending: event.data.sentBackToPending };
    case 'CarAvailabilitySet':
      return { available: event.data.available };
    case 'CarRegionSurchargeSet':
      return { regionId: event.data.regionId, surchargePerDay: event.data.surchargePerDay };
    case 'CarRegionSurchargeRemoved':
      return { regionId: event.data.regionId };
    case 'CarPhotoVariantsMade':
      return { image: event.data.image };
    case 'CarApproved':
    case 'CarRejected':
    case 'CarDeleted':
    case 'CarDeletedByAdmin':
      return {};
  }
}

const notesOf = (event: CarEvent): string | null =>
  event.type === 'CarApproved' || event.type === 'CarRejected' || event.type === 'CarDeletedByAdmin'
    ? event.data.notes
    : null;

/**
 * `car_history`: one row per event of every listing, deleted ones included: the
 * admin's audit trail of who did what to a car, and when. The event log is the
 * record; this is its searchable copy (GETs never read the event store). Actor
 * ids are kept as text, since the product itself acts with no id.
 */
export const carHistoryReadModel = defineReadModel({
  name: 'car_history',
  takes: carEvents,
  table: (t) => `
    create table ${t} (
      car_id uuid not null,
      revision integer not null,
      event_type text not null,
      actor_id text,
      actor_role text not null,
      occurred_at timestamptz not null,
      notes text,
      summary jsonb not null,
      primary key (car_id, revision)
    );
  `,

  async apply(events, { client, table }) {
    const history = table('car_history');
    for (const event of events) {
      const { actorId, actorRole, timestamp } = event.metadata;
      await client.query(
        `insert into ${history} (car_id, revision, event_type, actor_id, actor_role, occurred_at, notes, summary)
         values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing`,
        [
          event.data.carId,
          event.streamRevision,
          event.type,
          actorId,
          actorRole,
          timestamp,
          notesOf(event),
          JSON.stringify(summaryOf(event)),
        ],
      );
    }
  },
  queries: { carHistory },
});
