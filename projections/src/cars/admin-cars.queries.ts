import type { VerificationStatus } from '@akwaaba/domain';
import type { AdminCarView } from '@akwaaba/domain/cars/car.views';
import type pg from 'pg';
import { userNames } from '../accounts/users.queries';
import { type CarRow, toManagedCar } from './cars.queries';

async function withOwners(pool: pg.Pool, rows: CarRow[]): Promise<AdminCarView[]> {
  const owners = await userNames(
    pool,
    rows.map((row) => row.owner_id),
  );
  return rows.map((row) => {
    const car = toManagedCar(row);
    return {
      ...car,
      owner: owners.get(row.owner_id) ?? null,
      roadworthyCertificate: car.documentLinks.roadworthyDocument,
    };
  });
}

/** The verification queue, oldest first: the host who waited longest is served first. */
export async function listPendingCars(pool: pg.Pool): Promise<AdminCarView[]> {
  const { rows } = await pool.query<CarRow>(
    `select * from cars where verification_status = 'pending' order by listed_at, id`,
  );
  return withOwners(pool, rows);
}

/** Every live listing, optionally of one verification status, most recently changed first. */
export async function listCarsForAdmin(
  pool: pg.Pool,
  options: { status: VerificationStatus | null; limit: number; offset: number },
): Promise<{ cars: AdminCarView[]; total: number }> {
  const { rows } = await pool.query<CarRow & { total: string }>(
    `select *, count(*) over () as total from cars
     where ($1::text is null or verification_status = $1)
     order by updated_at desc, id desc limit $2 offset $3`,
    [options.status, options.limit, options.offset],
  );
  return { cars: await withOwners(pool, rows), total: Number(rows[0]?.total ?? 0) };
}
