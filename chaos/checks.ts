import { bookingStream } from '@akwaaba/domain';
import type pg from 'pg';

/*
 * After a fault: was anything the clients were told happened lost, or did anything happen
 * twice? Read straight from the event store's table and the read models' views.
 */

export interface Finding {
  /** What was checked, e.g. "booking 201 → BookingCreated". */
  check: string;
  /** Ids (or addresses) the check failed for; the first few, with the count in `count`. */
  examples: string[];
  count: number;
}

export interface CheckResult {
  /** How many client-visible facts were checked, by kind. */
  checked: { booked: number; paid: number; signedUp: number; listed: number };
  lost: Finding[];
  doubled: Finding[];
}

const finding = (check: string, ids: string[]): Finding[] =>
  ids.length === 0 ? [] : [{ check, examples: ids.slice(0, 5), count: ids.length }];

/**
 * - every booking answered 201 has exactly one BookingCreated on its stream and one row in
 *   the bookings read model; no booking stream in the store has two;
 * - every booking the simulator took a payment for has exactly one BookingConfirmed (and no
 *   booking stream has two);
 * - every sign-up answered 201 got exactly one verification e-mail (the dev outbox).
 */
export interface Facts {
  booked: readonly string[];
  paid: readonly string[];
  signedUp: readonly string[];
  /** Cars whose listing was answered 201. */
  listed: readonly string[];
}

/**
 * Cars of the listing hosts: every one listed in [from, to) must be one the client was told
 * was listed (201), over the whole run; any other is a half-written car.
 */
export interface ListingScope {
  listers: readonly string[];
  everyListed: ReadonlySet<string>;
  from: Date;
  to: Date;
}

export async function checkNothingLostOrDoubled(
  pool: pg.Pool,
  facts: Facts,
  scope: ListingScope,
  options: { everyStream?: boolean } = {},
): Promise<CheckResult> {
  const streams = facts.booked.map(bookingStream);
  const { rows: events } = await pool.query<{ stream_name: string; created: number; confirmed: number }>(
    `select stream_name,
            count(*) filter (where event_type = 'BookingCreated')::int as created,
            count(*) filter (where event_type = 'BookingConfirmed')::int as confirmed
       from es_events where stream_name = any($1) group by stream_name`,
    [streams],
  );
  const byStream = new Map(events.map((r) => [r.stream_name, r]));
  const { rows: readModel } = await pool.query<{ id: string; n: number }>(
    'select id::text, count(*)::int as n from bookings where id = any($1::uuid[]) group by id',
    [facts.booked],
  );
  const rowsOf = new Map(readModel.map((r) => [r.id, r.n]));
  // Every booking stream of the store, or only these bookings' (a fault's share of the run).
  const { rows: twice } = await pool.query<{ stream_name: string; event_type: string }>(
    `select stream_name, event_type from es_events
      where event_type in ('BookingCreated', 'BookingConfirmed', 'BookingExpired') and ($2 or stream_name = any($1))
      group by stream_name, event_type having count(*) > 1`,
    [streams, options.everyStream ?? false],
  );
  const { rows: mails } = await pool.query<{ to_address: string; n: number }>(
    `select to_address, count(*)::int as n from dev_outbox
      where to_address = any($1) and subject ilike '%verif%' group by to_address`,
    [facts.signedUp],
  );
  const mailsTo = new Map(mails.map((r) => [r.to_address, r.n]));

  const { rows: cars } = await pool.query<{ id: string; listed: number; created_at: Date }>(
    `select data->>'carId' as id, count(*)::int as listed, min(created_at) as created_at from es_events
      where event_type = 'CarListed' and data->>'ownerId' = any($1) group by 1`,
    [scope.listers],
  );
  const carEvents = new Map(cars.map((r) => [r.id, r]));
  const { rows: carRows } = await pool.query<{ id: string }>(
    'select id::text from cars where id = any($1::uuid[])',
    [facts.listed],
  );
  const carRowIds = new Set(carRows.map((r) => r.id));
  const halfWritten = cars
    .filter((r) => !scope.everyListed.has(r.id) && r.created_at >= scope.from && r.created_at < scope.to)
    .map((r) => r.id);

  const created = (id: string) => byStream.get(bookingStream(id))?.created ?? 0;
  const confirmed = (id: string) => byStream.get(bookingStream(id))?.confirmed ?? 0;
  return {
    checked: {
      booked: facts.booked.length,
      paid: facts.paid.length,
      signedUp: facts.signedUp.length,
      listed: facts.listed.length,
    },
    lost: [
      ...finding(
        'booking answered 201 → BookingCreated in the event store',
        facts.booked.filter((id) => created(id) === 0),
      ),
      ...finding(
        'booking answered 201 → a row in the bookings read model',
        facts.booked.filter((id) => !rowsOf.has(id)),
      ),
      ...finding(
        'payment taken → BookingConfirmed',
        facts.paid.filter((id) => confirmed(id) === 0),
      ),
      ...finding(
        'sign-up answered 201 → a verification e-mail',
        facts.signedUp.filter((to) => !mailsTo.has(to)),
      ),
      ...finding(
        'listing answered 201 → CarListed in the event store',
        facts.listed.filter((id) => !carEvents.has(id)),
      ),
      ...finding(
        'listing answered 201 → a row in the cars read model',
        facts.listed.filter((id) => !carRowIds.has(id)),
      ),
    ],
    doubled: [
      ...finding(
        'BookingCreated, BookingConfirmed or BookingExpired twice on one booking stream',
        twice.map((r) => `${r.stream_name} ${r.event_type}`),
      ),
      ...finding(
        'two rows for one booking in the bookings read model',
        facts.booked.filter((id) => (rowsOf.get(id) ?? 0) > 1),
      ),
      ...finding(
        'two verification e-mails for one sign-up',
        facts.signedUp.filter((to) => (mailsTo.get(to) ?? 0) > 1),
      ),
      ...finding(
        'CarListed twice for one car',
        facts.listed.filter((id) => (carEvents.get(id)?.listed ?? 0) > 1),
      ),
      ...finding('a car listed though its host was not told so (half-written)', halfWritten),
    ],
  };
}

export const countOf = (findings: readonly Finding[]) => findings.reduce((sum, f) => sum + f.count, 0);
