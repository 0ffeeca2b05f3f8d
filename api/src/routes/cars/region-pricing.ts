import { parseCedis, REGIONS } from '@akwaaba/domain';
import { carsContract } from '@akwaaba/domain/cars/cars.contract';
import { listRegionSurcharges } from '@akwaaba/projections';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../add-route';
import { requireOwnCar, requireVisibleCar } from './cars-access';
import { runCarCommand } from './cars-commands';

/** Ghana's regions and a car's surcharges for delivering it to one of them. */
export async function regionPricingRoutes(app: FastifyInstance) {
  addRoute(app, carsContract.regions, async () => REGIONS.map(({ id, name }) => ({ id, name })));

  addRoute(app, carsContract.regionPricing, async (request) => {
    const car = await requireVisibleCar(app, request, request.params.id);
    return listRegionSurcharges(app.deps.pool, car.id);
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
    const entry = (await listRegionSurcharges(app.deps.pool, car.id)).find((p) => p.regionId === regionId);
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
