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
