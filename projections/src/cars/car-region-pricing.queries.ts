import { findRegion, toCedisString } from '@akwaaba/domain';
import type { RegionSurchargeView } from '@akwaaba/domain/cars/car.views';
import type pg from 'pg';

/** A car's surcharges for delivering it to other regions, by region name. */
export async function listRegionSurcharges(pool: pg.Pool, carId: string): Promise<RegionSurchargeView[]> {
  const { rows } = await pool.query<{ region_id: string; surcharge_per_day: number }>(
    'select region_id, surcharge_per_day from car_region_pricing where car_id = $1',
    [carId],
  );
  return rows
    .map((row) => ({
      id: row.region_id,
      regionId: row.region_id,
      surchargePerDay: toCedisString(row.surcharge_per_day),
      region: { id: row.region_id, name: findRegion(row.region_id)?.name ?? row.region_id },
    }))
    .sort((a, b) => a.region.name.localeCompare(b.region.name));
}
