import { type CarDetails, findRegion, formatCedis } from '@akwaaba/domain';
import { CAR_DETAIL_LABELS } from '@akwaaba/domain/cars/car.rules';
import type { CarHistoryEntryView } from '@akwaaba/domain/cars/car.views';
import type pg from 'pg';
import { actorNamer } from '../accounts/users.queries';

interface HistoryRow {
  revision: number;
  event_type: string;
  actor_id: string | null;
  actor_role: string;
  occurred_at: Date;
  notes: string | null;
  summary: Record<string, unknown>;
}

const regionName = (id: unknown) => findRegion(String(id))?.name ?? String(id);

function describe(row: HistoryRow): { summary: string; detail: string | null } {
  const s = row.summary;
  switch (row.event_type) {
    case 'CarListed':
      return { summary: 'Listed and sent for verification', detail: `${s.year} ${s.make} ${s.model}` };
    case 'CarUpdated': {
      const fields = (s.fields as (keyof CarDetails)[]).map((field) => CAR_DETAIL_LABELS[field] ?? field);
      return {
        summary: s.sentBackToPending ? 'Edited and sent back for verification' : 'Edited',
        detail: `Changed: ${fields.join(', ')}`,
      };
    }
    case 'CarAvailabilitySet':
      return { summary: s.available ? 'Made available for booking' : 'Made unavailable', detail: null };
    case 'CarRegionSurchargeSet':
      return {
        summary: 'Regional surcharge set',
        detail: `${regionName(s.regionId)}: +${formatCedis(Number(s.surchargePerDay))}/day`,
      };
    case 'CarRegionSurchargeRemoved':
      return { summary: 'Regional surcharge removed', detail: regionName(s.regionId) };
    case 'CarPhotoVariantsMade':
      return { summary: 'Photo resized for phones', detail: null };
    case 'CarApproved':
      return { summary: 'Approved', detail: null };
    case 'CarRejected':
      return { summary: 'Rejected', detail: null };
    case 'CarDeleted':
      return { summary: 'Deleted by the owner', detail: null };
    case 'CarDeletedByAdmin':
      return { summary: 'Deleted by an admin', detail: null };
    default:
      return { summary: row.event_type, detail: null };
  }
}

/**
 * Every event of a listing, oldest first, with the actor's name from the `users`
 * read model (the product itself is "Akwaaba Drive"). Empty for a car that never
 * existed; a deleted car keeps its history.
 */
export async function carHistory(pool: pg.Pool, carId: string): Promise<CarHistoryEntryView[]> {
  const { rows } = await pool.query<HistoryRow>(
    `select revision, event_type, actor_id, actor_role, occurred_at, notes, summary
     from car_history where car_id = $1 order by revision`,
    [carId],
  );
  const nameOf = await actorNamer(pool, rows);
  return rows.map((row) => ({
    revision: row.revision,
    type: row.event_type,
    ...describe(row),
    notes: row.notes,
    at: row.occurred_at.toISOString(),
    actor: { id: row.actor_id, role: row.actor_role, name: nameOf(row) ?? 'Unknown user' },
  }));
}
