import { findRegion, parseCedis, REGIONS, toCedisString } from '@akwaaba/domain';
import type { RegionSurchargeView } from '@akwaaba/domain/car/car.views';
import { carsContract } from '@akwaaba/domain/car/cars.contract';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { addRoute } from './add-route';
import { requireOwnCar, requireVisibleCar } from './cars-access';
import { runCarCommand } from './cars-commands';

async function listRegionPricing(pool: pg.Pool, carId: string): Promise<RegionSurchargeView[]> {
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

/** Ghana's regions and a car's surcharges for delivering it to one of them. */
export async function regionPricingRoutes(app: FastifyInstance) {
  addRoute(app, carsContract.regions, async () => REGIONS.map(({ id, name }) => ({ id, name })));

  addRoute(app, carsContract.regionPricing, async (request) => {
    const car = await requireVisibleCar(app, request, request.params.id);
    return listRegionPricing(app.deps.pool, car.id);
  });

  addRoute(app, carsContract.setRegionPricing, async (request, reply) => {
    const car = await requireOwnCar(app, request, request.params.id);
    const { regionId, surchargePerDay } = request.body;
    await runCarCommand(app, request, reply, {
      type: 'SetRegionSurcharge',
      carId: car.id,
      actor: request.actor,
      regionId,
      surchargePerDay: parseCedis(surchargePerDay) ?? Number.NaN,
    });
    const entry = (await listRegionPricing(app.deps.pool, car.id)).find((p) => p.regionId === regionId);
    return entry;
  });

  addRoute(app, carsContract.removeRegionPricing, async (request, reply) => {
    const car = await requireOwnCar(app, request, request.params.id);
    await runCarCommand(app, request, reply, {
      type: 'RemoveRegionSurcharge',
      carId: car.id,
      actor: request.actor,
      regionId: request.params.regionId,
    });
    return null;
  });
}
