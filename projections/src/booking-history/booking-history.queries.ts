import type { BookingHistoryEntryView } from '@akwaaba/domain';
import type pg from 'pg';
import { userNames } from '../users/users.queries';

/** How the audit trail names the product itself, which acts with no user id (completions, no-shows, reminders). */
const PRODUCT_NAME = 'Akwaaba Drive';

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
  const names = await userNames(
    pool,
    rows.flatMap((row) => (row.actor_id ? [row.actor_id] : [])),
  );
  for (const row of rows) {
    const person = row.actor_id ? names.get(row.actor_id) : undefined;
    const name =
      row.actor_role === 'system'
        ? PRODUCT_NAME
        : person
          ? `${person.firstName} ${person.lastName}`.trim()
          : null;
    histories.get(row.booking_id)?.push({
      type: row.event_type,
      at: row.occurred_at.toISOString(),
      actor: { userId: row.actor_id, role: row.actor_role, name },
    });
  }
  return histories;
}
