import { createHash } from 'node:crypto';
import {
  type CarDetails,
  type CarEvent,
  carDecider,
  carStream,
  type RegionId,
  systemActor,
} from '@akwaaba/domain';
import { handleCommand } from '@akwaaba/infra/commands/command-handler';
import type { EventStore } from '@akwaaba/infra/eventstore/port';
import type { ObjectStorage } from '@akwaaba/infra/storage/object-storage';
import { carPhotoSvg, renderCarPhoto } from './car-photo';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './demo-accounts';
import { DEMO_CARS, DEMO_HOSTS, detailsOf, photoOptions, returnTermsOfDemo } from './demo-cars';
import { demoPaperPdf } from './demo-papers';
import { ranUnlessDone, stableId } from './repeatable-seed';

async function storeContent(storage: ObjectStorage, folder: string, body: Buffer, ext: string, type: string) {
  // Content-addressed keys: the same bytes always land on the same key.
  const key = `${folder}/${createHash('sha256').update(body).digest('hex').slice(0, 32)}.${ext}`;
  if (!(await storage.stat(key))) await storage.put(key, body, type);
  return key;
}

/**
 * Demo data for a fresh machine: hosts' cars across Ghana, listed and approved
 * through the same commands the product uses, with photos and papers in object
 * storage. Safe to run again: cars that exist are left as they are.
 */
export async function seedDemoData(deps: {
  store: EventStore;
  storage: ObjectStorage;
  log?: (line: string) => void;
}) {
  const { store, storage } = deps;
  const log = deps.log ?? (() => {});
  const renter = DEMO_ACCOUNTS[0]!;
  const identityPaper = async (title: string) => {
    const pdf = demoPaperPdf(title, [`Holder: ${renter.firstName} ${renter.lastName}`]);
    return `/objects/${await storeContent(storage, 'identity-documents', pdf, 'pdf', 'application/pdf')}`;
  };
  await seedDemoAccounts(
    store,
    {
      driverLicenseDocument: await identityPaper("Driver's Licence"),
      nationalIdDocument: await identityPaper('Ghana Card'),
    },
    log,
  );
  const context = { actor: systemActor, correlationId: stableId('seed'), causationId: null };
  let listed = 0;
  // A car listed by an earlier run is not drawn again. The others' photos are drawn side by side
  // (sharp works on its own threads): a first start waits for the slowest, not for all 48.
  const listedBefore = await Promise.all(
    DEMO_CARS.map(async (car) =>
      (await store.readStream<CarEvent>(carStream(stableId(`car:${car.key}`)))).some(
        (event) => event.type === 'CarListed',
      ),
    ),
  );
  const photosOf = new Map(
    await Promise.all(
      DEMO_CARS.filter((_, i) => !listedBefore[i]).map(
        async (car) =>
          [
            car.key,
            await Promise.all(
              [0, 1, 2].map(async (i) => {
                const photo = await renderCarPhoto(carPhotoSvg(photoOptions(car, i)));
                return `/objects/${await storeContent(storage, 'car-photos', photo, 'jpg', 'image/jpeg')}`;
              }),
            ),
          ] as const,
      ),
    ),
  );
  for (const car of DEMO_CARS) {
    const carId = stableId(`car:${car.key}`);
    const host = DEMO_HOSTS.find((h) => h.key === car.host)!;
    const ownerId = stableId(`user:${host.email}`);
    const images = photosOf.get(car.key);
    if (images) {
      const papers: string[] = [];
      for (const title of ['Roadworthy Certificate', 'Vehicle Registration', 'Insurance Certificate']) {
        const pdf = demoPaperPdf(title, [
          `${car.year} ${car.make} ${car.model}`,
          `Owner: ${host.firstName} ${host.lastName}`,
        ]);
        papers.push(await storeContent(storage, 'car-papers', pdf, 'pdf', 'application/pdf'));
      }
      const listing = {
        type: 'ListCar' as const,
        carId,
        actor: systemActor,
        ownerId,
        details: detailsOf(car, images, papers),
        available: true,
      };
      if (await ranUnlessDone(handleCommand(store, carDecider, carStream(carId), listing, context))) listed++;
    }
    const approval = {
      type: 'ApproveCar' as const,
      carId,
      actor: systemActor,
      notes: 'Demo listing: papers checked.',
    };
    // Each step on its own: a seed interrupted between listing and approval finishes the job next time.
    await ranUnlessDone(handleCommand(store, carDecider, carStream(carId), approval, context));
    if (car.regionPricing) await offerDelivery(store, carId, ownerId, car.regionPricing);
    await giveDetailsAddedSince(store, carId, {
      ...returnTermsOfDemo(car),
      pickupPoint: car.pickup,
      ...(car.instantBook === false ? { instantBook: false } : {}),
    });
  }
  log(`Demo data: ${listed} cars listed and approved (${DEMO_CARS.length - listed} were already there).`);
}

/**
 * A demo car listed before a detail existed (its pick-up point, its booking kind) gets the demo's,
 * as the product's maintenance (a system edit keeps the car's verification). A detail the car's
 * history ever named is left as it is, so seeding again never undoes a host's own change.
 */
async function giveDetailsAddedSince(store: EventStore, carId: string, details: Partial<CarDetails>) {
  const events = await store.readStream<CarEvent>(carStream(carId));
  const named = (field: keyof CarDetails) =>
    events.some(
      (e) =>
        (e.type === 'CarListed' && e.data.details[field] !== undefined) ||
        (e.type === 'CarUpdated' && e.data.changes[field] !== undefined),
    );
  const changes = Object.fromEntries(
    Object.entries(details).filter(([field]) => !named(field as keyof CarDetails)),
  ) as Partial<CarDetails>;
  const live =
    events.some((e) => e.type === 'CarListed') &&
    !events.some((e) => e.type === 'CarDeleted' || e.type === 'CarDeletedByAdmin');
  if (Object.keys(changes).length === 0 || !live) return;
  const command = { type: 'UpdateCar' as const, carId, actor: systemActor, changes };
  const context = { actor: systemActor, correlationId: stableId('seed'), causationId: null };
  await handleCommand(store, carDecider, carStream(carId), command, context);
}

/**
 * The host's surcharges for delivery to other regions, set by the host as My Cars would. A
 * region the car's pricing ever named is left as it is: seeding again never undoes a host's
 * own change or removal, and an interrupted seed finishes the regions it had not reached.
 */
async function offerDelivery(
  store: EventStore,
  carId: string,
  ownerId: string,
  pricing: Partial<Record<RegionId, number>>,
) {
  const priced = new Set<string>(
    (await store.readStream<CarEvent>(carStream(carId))).flatMap((e) =>
      e.type === 'CarRegionSurchargeSet' || e.type === 'CarRegionSurchargeRemoved' ? [e.data.regionId] : [],
    ),
  );
  const host = { userId: ownerId, role: 'user' as const };
  const context = { actor: host, correlationId: stableId('seed'), causationId: null };
  for (const [regionId, cedis] of Object.entries(pricing)) {
    if (priced.has(regionId)) continue;
    const command = {
      type: 'SetRegionSurcharge' as const,
      carId,
      actor: host,
      regionId,
      surchargePerDay: (cedis as number) * 100,
    };
    await handleCommand(store, carDecider, carStream(carId), command, context);
  }
}
