import { carDecider, carStream } from '@akwaaba/domain';
import { handleCommand } from '@akwaaba/infra/commands/command-handler';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_CARS, DEMO_HOSTS } from '../server/seed/demo-cars';
import { stableId } from '../server/seed/repeatable-seed';
import { seedDemoData } from '../server/seed/seed';
import { startTestApp } from './app-harness';

/*
 * The demo data a newcomer meets on a fresh machine, seeded through the product's commands
 * and read back through the API as the booking screen reads it.
 */

const t = await startTestApp();
afterAll(() => t.stop());

const carIdOf = (key: string) => stableId(`car:${key}`);

/** What the booking screen's delivery list offers for a demo car: region id and cedis a day ("80.00"). */
async function deliveryOf(key: string): Promise<Record<string, string>> {
  const answer = await fetch(`${t.baseUrl}/api/cars/${carIdOf(key)}/region-pricing`);
  expect(answer.status).toBe(200);
  const pricing = (await answer.json()) as { regionId: string; surchargePerDay: string }[];
  return Object.fromEntries(pricing.map((p) => [p.regionId, p.surchargePerDay]));
}

describe('demo data', () => {
  it('gives a few demo cars delivery to other regions, none of them the host the browser tests price', async () => {
    await seedDemoData({ store: t.store, storage: t.storage });
    await t.settled();
    expect(await deliveryOf('rav4-kumasi')).toEqual({
      'greater-accra': '80.00',
      bono: '40.00',
      eastern: '50.00',
    });
    expect(await deliveryOf('hilux-tamale')).toEqual({
      savannah: '60.00',
      'upper-east': '90.00',
      'upper-west': '90.00',
    });
    expect(await deliveryOf('camry-takoradi')).toEqual({ central: '40.00', 'greater-accra': '100.00' });
    // The browser tests give Kwame's Corolla its own Ashanti surcharge and expect it alone.
    for (const car of DEMO_CARS.filter((c) => c.host === 'kwame'))
      expect(await deliveryOf(car.key)).toEqual({});
  });

  it('offers a child seat with a few demo cars, none of them the host the browser tests price', async () => {
    const extrasOf = async (key: string) => {
      const answer = await fetch(`${t.baseUrl}/api/cars/${carIdOf(key)}`);
      return ((await answer.json()) as { extras: unknown }).extras;
    };
    expect(await extrasOf('rav4-kumasi')).toEqual([{ kind: 'child-seat', dailyRate: '20.00' }]);
    expect(await extrasOf('pajero-tamale')).toEqual([{ kind: 'child-seat', dailyRate: '25.00' }]);
    expect(await extrasOf('hilux-tamale')).toEqual([]);
    for (const car of DEMO_CARS.filter((c) => c.host === 'kwame'))
      expect(await extrasOf(car.key)).toEqual([]);
  });

  it('gives every demo car a pick-up point, of which anyone reads only the area', async () => {
    for (const car of DEMO_CARS) {
      const answer = (await (await fetch(`${t.baseUrl}/api/cars/${carIdOf(car.key)}`)).json()) as Record<
        string,
        unknown
      >;
      expect(answer.pickupArea, car.key).toBe(car.pickup.area);
      expect(JSON.stringify(answer)).not.toContain(car.pickup.digitalAddress);
    }
  });

  it('asks the host of one demo car to approve each request; the others book instantly', async () => {
    const kinds = await Promise.all(
      DEMO_CARS.map(async (car) => {
        const answer = await fetch(`${t.baseUrl}/api/cars/${carIdOf(car.key)}`);
        return [car.key, ((await answer.json()) as { instantBook: boolean }).instantBook] as const;
      }),
    );
    expect(kinds.filter(([, instant]) => !instant).map(([key]) => key)).toEqual(['civic-kumasi']);
  });

  it('leaves a host’s own change of a demo car’s pick-up point as it is when seeded again', async () => {
    const corolla = DEMO_CARS.find((car) => car.key === 'corolla-accra')!;
    const carId = carIdOf(corolla.key);
    const kwame = DEMO_HOSTS.find((h) => h.key === 'kwame')!;
    const host = { userId: stableId(`user:${kwame.email}`), role: 'user' as const };
    const moved = { ...corolla.pickup, directions: 'Behind the Shell station, green gate' };
    await handleCommand(
      t.store,
      carDecider,
      carStream(carId),
      { type: 'UpdateCar', carId, actor: host, changes: { pickupPoint: moved } },
      { actor: host, correlationId: 'demo-seed-test', causationId: null },
    );
    await seedDemoData({ store: t.store, storage: t.storage });
    const events = await t.store.readStream(carStream(carId));
    const last = events.filter((event) => event.type === 'CarUpdated').at(-1);
    expect(last?.data).toMatchObject({ changes: { pickupPoint: moved } });
  });

  it('leaves a host’s own change of the demo pricing as it is when seeded again', async () => {
    const ama = DEMO_HOSTS.find((h) => h.key === 'ama')!;
    const host = { userId: stableId(`user:${ama.email}`), role: 'user' as const };
    await handleCommand(
      t.store,
      carDecider,
      carStream(carIdOf('rav4-kumasi')),
      { type: 'RemoveRegionSurcharge', carId: carIdOf('rav4-kumasi'), actor: host, regionId: 'bono' },
      { actor: host, correlationId: 'demo-seed-test', causationId: null },
    );
    const before = await t.store.headPosition();
    await seedDemoData({ store: t.store, storage: t.storage });
    expect(await t.store.headPosition()).toEqual(before);
    await t.settled();
    expect(await deliveryOf('rav4-kumasi')).toEqual({ 'greater-accra': '80.00', eastern: '50.00' });
  });
});
