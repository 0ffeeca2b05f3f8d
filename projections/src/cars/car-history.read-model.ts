import type { CarEvent } from '@akwaaba/domain';
import { carEvents } from '../event-types';
import { defineEventTrail } from '../runner/event-trail';
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
 * `car_history`: the audit trail of every listing, deleted ones included: who did what to a
 * car, and when, with an admin's notes and the facts of each change (see defineEventTrail).
 */
export const carHistoryReadModel = defineEventTrail({
  name: 'car_history',
  takes: carEvents,
  subject: { name: 'car_id', of: (event) => event.data.carId },
  more: [
    { name: 'notes', type: 'text', nullable: true, of: notesOf },
    { name: 'summary', type: 'jsonb', of: (event) => JSON.stringify(summaryOf(event)) },
  ],
  queries: { carHistory },
});
