import type { DriverVerificationStatus, PhoneSharing } from '@akwaaba/domain';
import type { CurrentUserView } from '@akwaaba/domain/accounts/accounts.contract';
import type { CarOwnerView } from '@akwaaba/domain/cars/car.views';
import type pg from 'pg';

/** The host's public profile from the `users` read model, without their phone; null if the account is not (yet) there. */
export async function findCarOwner(pool: pg.Pool, ownerId: string): Promise<CarOwnerView | null> {
  const { rows } = await pool.query<CarOwnerView>(
    `select first_name as "firstName", last_name as "lastName", profile_image_url as "profileImageUrl", bio
     from users where id = $1`,
    [ownerId],
  );
  return rows[0] ?? null;
}

/** A person's name, phone and who they share it with before payment. */
export interface Contact {
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  phoneSharing: PhoneSharing;
  /** The number is the one they proved with an SMS code (docs/adr/0041). */
  phoneVerified: boolean;
}

/** A person's contact; null if the account is not (yet) there. */
export async function findContact(pool: pg.Pool, userId: string): Promise<Contact | null> {
  const { rows } = await pool.query<Contact>(
    `select first_name as "firstName", last_name as "lastName", phone_number as "phoneNumber",
       phone_sharing as "phoneSharing",
       coalesce(phone_verified_number = phone_number, false) as "phoneVerified" from users where id = $1`,
    [userId],
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

/** Where a renter stands as a driver, as the users read model has it ('none' for an unknown id). */
export async function driverVerificationStatusOf(
  pool: pg.Pool,
  userId: string,
): Promise<DriverVerificationStatus> {
  const { rows } = await pool.query<{ driver_verification: DriverVerificationStatus }>(
    'select driver_verification from users where id = $1',
    [userId],
  );
  return rows[0]?.driver_verification ?? 'none';
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

/**
 * The account whose verified number `phoneNumber` (E.164) is, for signing in by SMS code; null
 * when none. A number verified on two accounts (a SIM passed on) belongs to the later one.
 */
export async function accountWithVerifiedPhone(pool: pg.Pool, phoneNumber: string): Promise<string | null> {
  const { rows } = await pool.query<{ id: string }>(
    `select id from users where phone_verified_number = $1 and phone_number = $1
      order by phone_verified_at desc limit 1`,
    [phoneNumber],
  );
  return rows[0]?.id ?? null;
}

interface AccountRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  phone_sharing: PhoneSharing;
  phone_verified: boolean;
  bio: string | null;
  profile_image_url: string | null;
  driver_license_number: string | null;
  driver_license_document: string | null;
  national_id_number: string | null;
  national_id_document: string | null;
  driver_verification: DriverVerificationStatus;
  driver_verification_note: string | null;
  email_verified: boolean;
  roles: string[];
  registered_at: Date;
}

/**
 * One account as its owner sees it (the signed-in user, their profile, their papers' object
 * paths); null for an id this read model does not hold.
 */
export async function findUserAccount(
  pool: pg.Pool,
  userId: string,
): Promise<Omit<CurrentUserView, 'hasCars'> | null> {
  const { rows } = await pool.query<AccountRow>(
    `select id, email, first_name, last_name, phone_number, phone_sharing,
       coalesce(phone_verified_number = phone_number, false) as phone_verified, bio, profile_image_url,
       driver_license_number, driver_license_document, national_id_number, national_id_document,
       driver_verification, driver_verification_note, email_verified, roles, registered_at
     from users where id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phoneNumber: row.phone_number,
    phoneSharing: row.phone_sharing,
    phoneVerified: row.phone_verified,
    bio: row.bio,
    profileImageUrl: row.profile_image_url,
    driverLicenseNumber: row.driver_license_number,
    driverLicenseDocument: row.driver_license_document,
    nationalIdNumber: row.national_id_number,
    nationalIdDocument: row.national_id_document,
    identityVerified: row.driver_verification === 'approved',
    driverVerification: row.driver_verification,
    driverVerificationNote: row.driver_verification_note,
    emailVerified: row.email_verified,
    roles: row.roles,
    isAdmin: row.roles.includes('admin'),
    createdAt: row.registered_at.toISOString(),
  };
}
