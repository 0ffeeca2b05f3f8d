import type { BookingHistoryEntryView } from '@akwaaba/domain';
import type pg from 'pg';
import { actorNamer } from '../accounts/users.queries';

interface HistoryRow {
  booking_id: string;
  event_type: string;
  actor_id: string | null;
  actor_role: string;
  occurred_at: Date;
}

/**
 * Each booking's audit trail, in its stream's order: what happened, when, and who did it,
 * with names from the `users` read model (null for an account that is not there). A
 * booking with no events has an empty trail. The ids are booking ids (UUIDs).
 */
export async function listBookingHistories(
  pool: pg.Pool,
  bookingIds: readonly string[],
): Promise<Map<string, BookingHistoryEntryView[]>> {
  const histories = new Map(bookingIds.map((id): [string, BookingHistoryEntryView[]] => [id, []]));
  if (bookingIds.length === 0) return histories;
  const { rows } = await pool.query<HistoryRow>(
    `select booking_id, event_type, actor_id, actor_role, occurred_at
     from booking_history where booking_id = any($1::uuid[]) order by booking_id, revision`,
    [bookingIds],
  );
  const nameOf = await actorNamer(pool, rows);
  for (const row of rows)
    histories.get(row.booking_id)?.push({
      type: row.event_type,
      at: row.occurred_at.toISOString(),
      actor: { userId: row.actor_id, role: row.actor_role, name: nameOf(row) },
    });
  return histories;
}
