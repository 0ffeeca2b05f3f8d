import type { CarOwnerView } from '@akwaaba/domain/car/car.views';
import type pg from 'pg';

/** The host's public profile from the `users` read model; null if the account is not (yet) there. */
export async function findCarOwner(pool: pg.Pool, ownerId: string): Promise<CarOwnerView | null> {
  const { rows } = await pool.query<CarOwnerView>(
    `select first_name as "firstName", last_name as "lastName", profile_image_url as "profileImageUrl",
       bio, phone_number as "phoneNumber"
     from users where id = $1`,
    [ownerId],
  );
  return rows[0] ?? null;
}

/** First and last names of the given users, for timelines and admin cards. */
export async function userNames(
  pool: pg.Pool,
  userIds: readonly string[],
): Promise<Map<string, { firstName: string; lastName: string; email: string }>> {
  const ids = [...new Set(userIds)].filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (ids.length === 0) return new Map();
  const { rows } = await pool.query<{ id: string; firstName: string; lastName: string; email: string }>(
    `select id, first_name as "firstName", last_name as "lastName", email from users where id = any($1::uuid[])`,
    [ids],
  );
  return new Map(rows.map(({ id, ...name }) => [id, name]));
}

/** Who acted on an audit trail's step: an account's id and role, as the event's metadata says. */
interface Actor {
  actor_id: string | null;
  actor_role: string;
}

/** How audit trails name the product itself, which acts with no user id (clocks, workers, payments). */
const PRODUCT_NAME = 'Akwaaba Drive';

/**
 * Names the actors of audit-trail rows in one query: the product itself, or the person's name
 * from this read model; null for an account that is not (or no longer) there.
 */
export async function actorNamer(
  pool: pg.Pool,
  rows: readonly Actor[],
): Promise<(row: Actor) => string | null> {
  const names = await userNames(
    pool,
    rows.flatMap((row) => (row.actor_id ? [row.actor_id] : [])),
  );
  return (row) => {
    if (row.actor_role === 'system') return PRODUCT_NAME;
    const person = row.actor_id ? names.get(row.actor_id) : undefined;
    return person ? `${person.firstName} ${person.lastName}`.trim() : null;
  };
}

/** A renter whose complete licence and ID wait for an admin, with the documents' object paths. */
export interface PendingDriverRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  driverLicenseNumber: string;
  driverLicenseDocument: string;
  nationalIdNumber: string;
  nationalIdDocument: string;
  submittedAt: Date;
}

/** The admins' Drivers queue, oldest submission first: the renter who waited longest is served first. */
export async function listPendingDrivers(pool: pg.Pool): Promise<PendingDriverRow[]> {
  const { rows } = await pool.query<PendingDriverRow>(
    `select id, first_name as "firstName", last_name as "lastName", email,
       driver_license_number as "driverLicenseNumber", driver_license_document as "driverLicenseDocument",
       national_id_number as "nationalIdNumber", national_id_document as "nationalIdDocument",
       driver_verification_submitted_at as "submittedAt"
     from users where driver_verification = 'pending'
     order by driver_verification_submitted_at, id`,
  );
  return rows;
}
