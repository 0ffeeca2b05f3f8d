import {
  type BookingCommand,
  bookingDecider,
  bookingStream,
  DomainError,
  ghanaDate,
  systemActor,
  type TripReminderKind,
} from '@akwaaba/domain';
import { type CommandContext, handleCommand } from '@akwaaba/infra/commands/command-handler';
import type { EventStore } from '@akwaaba/infra/eventstore/port';
import type pg from 'pg';
import type { Logger } from 'pino';

export interface TripSweepDeps {
  store: EventStore;
  pool: pg.Pool;
  logger: Pick<Logger, 'error'>;
}

export interface TripSweepResult {
  completed: number;
  noShows: number;
  reviewsRevealed: number;
  reminders: number;
}

/** How many trips of each kind one sweep handles; the next minute takes the rest. */
const BATCH = 200;

/**
 * The trip's clock, every minute: complete trips a day after an undisputed return, flag
 * no-shows, show lone reviews once their 14 days are over, and record the reminders due today.
 * The trips read model only finds the candidates; each change is decided on the booking's
 * stream, so a stale row costs a refused command and nothing else. Times are Ghana's (UTC).
 */
export async function sweepTrips(
  deps: TripSweepDeps,
  context: CommandContext,
  now: Date = new Date(),
): Promise<TripSweepResult> {
  const system = { ...context, actor: systemActor };
  const today = ghanaDate(now);
  const decide = async (bookingId: string, command: BookingCommand): Promise<boolean> => {
    try {
      const result = await handleCommand(
        deps.store,
        bookingDecider,
        bookingStream(bookingId),
        command,
        system,
      );
      return result.events.length > 0;
    } catch (error) {
      // Refused: someone moved the trip on meanwhile (or the row was stale); nothing to do.
      if (error instanceof DomainError) return false;
      deps.logger.error({ err: error, bookingId }, 'trip sweep: one trip failed; the next sweep retries it');
      return false;
    }
  };
  /** Decides the command on each trip the query finds (at most BATCH): how many it changed. */
  const decideEach = async (
    command: (bookingId: string) => BookingCommand,
    sql: string,
    values: unknown[],
  ): Promise<number> => {
    const { rows } = await deps.pool.query<{ booking_id: string }>(`${sql} limit ${BATCH}`, values);
    let changed = 0;
    for (const { booking_id } of rows) if (await decide(booking_id, command(booking_id))) changed += 1;
    return changed;
  };

  const completed = await decideEach(
    (bookingId) => ({ type: 'CompleteBooking', bookingId, actor: systemActor, now }),
    `select booking_id from trips
      where state = 'returned' and damage_case <> 'open' and not return_disputed
        and returned_at <= $1::timestamptz - interval '24 hours'
      order by returned_at`,
    [now],
  );
  const noShows = await decideEach(
    (bookingId) => ({ type: 'FlagNoShow', bookingId, actor: systemActor, now }),
    `select booking_id from trips
      where state = 'awaiting_handover' and no_show_flagged_at is null and start_date < $1::date
      order by start_date`,
    [today],
  );
  const reviewsRevealed = await decideEach(
    (bookingId) => ({ type: 'RevealReviews', bookingId, actor: systemActor, now }),
    `select booking_id from trips
      where state = 'completed' and not reviews_revealed and (renter_reviewed or host_reviewed)
        and completed_at <= $1::timestamptz - interval '14 days'
      order by completed_at`,
    [now],
  );
  // Each reminder is due from a moment the read model keeps (trip.rules: pickupReminderFrom,
  // returnReminderFrom) until its day is over: the start date begins, or the end date ends.
  const remind = (kind: TripReminderKind, sql: string) =>
    decideEach(
      (bookingId) => ({ type: 'RecordReminderDue', bookingId, actor: systemActor, kind, now }),
      sql,
      [now, today, kind],
    );
  const reminders =
    (await remind(
      'handover-tomorrow',
      `select booking_id from trips
        where state = 'awaiting_handover' and pickup_reminder_from <= $1 and start_date > $2::date
          and not ($3 = any(reminders))`,
    )) +
    (await remind(
      'return-today',
      `select booking_id from trips
        where state in ('awaiting_handover', 'in_progress') and return_reminder_from <= $1 and end_date >= $2::date
          and not ($3 = any(reminders))`,
    ));
  return { completed, noShows, reviewsRevealed, reminders };
}
