import type { ApiFeature } from '@akwaaba/api/deps';
import { accountsRoutes } from '@akwaaba/api/routes/accounts/index';
import { bookingsRoutes } from '@akwaaba/api/routes/bookings/index';
import { carsRoutes } from '@akwaaba/api/routes/cars/index';
import { conversationsRoutes } from '@akwaaba/api/routes/conversations/index';
import { hostDashboardFeatureRoutes } from '@akwaaba/api/routes/host-dashboard/index';
import { notificationsRoutes } from '@akwaaba/api/routes/notifications/index';
import { operationsRoutes } from '@akwaaba/api/routes/operations/index';
import { payoutsRoutes } from '@akwaaba/api/routes/payouts/index';
import { pushRoutes } from '@akwaaba/api/routes/push/index';
import { reportsRoutes } from '@akwaaba/api/routes/reports/index';
import { tripsRoutes } from '@akwaaba/api/routes/trips/index';
import { uploadsRoutes } from '@akwaaba/api/routes/uploads/index';
import type { JobSender } from '@akwaaba/infra/jobs/port';
import {
  bookingsReadModel,
  carsReadModel,
  type Projection,
  tripsReadModel,
  usersReadModel,
} from '@akwaaba/projections';
import { accountsProjections } from '@akwaaba/projections/accounts/index';
import { bookingsProjections } from '@akwaaba/projections/bookings/index';
import { carsProjections } from '@akwaaba/projections/cars/index';
import { conversationsProjections } from '@akwaaba/projections/conversations/index';
import { notificationsProjections } from '@akwaaba/projections/notifications/index';
import { payoutsProjections } from '@akwaaba/projections/payouts/index';
import { pushProjections } from '@akwaaba/projections/push/index';
import { reportsProjections } from '@akwaaba/projections/reports/index';
import { tripsProjections } from '@akwaaba/projections/trips/index';
import { uploadsProjections } from '@akwaaba/projections/uploads/index';
import type { Worker } from '@akwaaba/workers';
import { accountsWorkers } from '@akwaaba/workers/accounts/index';
import { bookingsWorkers } from '@akwaaba/workers/bookings/index';
import { carsWorkers } from '@akwaaba/workers/cars/index';
import { conversationsWorkers } from '@akwaaba/workers/conversations/index';
import { notificationsWorkers } from '@akwaaba/workers/notifications/index';
import { payoutsWorkers } from '@akwaaba/workers/payouts/index';
import { pushWorkers } from '@akwaaba/workers/push/index';
import { tripsWorkers } from '@akwaaba/workers/trips/index';
import { uploadsWorkers } from '@akwaaba/workers/uploads/index';

/** What one feature adds to the product: each part runs in its role (api, projections, workers). */
export interface Feature extends ApiFeature {
  name: string;
  /** Its read models and reactors; reactors turn events into jobs through `jobs`. */
  projections?: (jobs: JobSender) => Projection[];
  /** Its background jobs' handlers. */
  workers?: Worker[];
}

/**
 * Every feature of Akwaaba Drive, in one list: the API registers their routes and cached
 * pages, the projection runner, the operator CLI and the ops page run their projections,
 * and the workers role drains their queues. A new feature adds one entry here
 * (docs/adding-a-feature.md).
 */
export const features: readonly Feature[] = [
  {
    name: 'cars',
    routes: carsRoutes,
    // Reviews, hosts and the host's trips are shown on a car's page, so its cached page follows
    // their read models too; a search by dates reads the calendars' holds and blocks from the
    // bookings read model.
    cachedPages: {
      'GET /api/cars': { readModels: [carsReadModel, bookingsReadModel] },
      'GET /api/cars/:id': {
        readModels: [carsReadModel, usersReadModel, bookingsReadModel, tripsReadModel],
        managedBy: 'ownerId',
      },
    },
    projections: carsProjections,
    workers: carsWorkers,
  },
  // Photos and papers: which uploads the events name, their metadata cleaned, and the ones
  // nothing attached removed after a day.
  { name: 'uploads', routes: uploadsRoutes, projections: uploadsProjections, workers: uploadsWorkers },
  // Sign-up, sign-in and profiles; the admins' review of renters' papers and their Users page
  // (suspending an account ends its sessions and unpaid holds, and hides its listings: the cars
  // read model follows suspensions, so its cached pages do too).
  { name: 'accounts', routes: accountsRoutes, projections: accountsProjections, workers: accountsWorkers },
  { name: 'bookings', routes: bookingsRoutes, projections: bookingsProjections, workers: bookingsWorkers },
  { name: 'trips', routes: tripsRoutes, projections: tripsProjections, workers: tripsWorkers },
  // Hosts' earnings, paid by Mobile Money or bank transfer a day after each trip; the admins' finance page.
  { name: 'payouts', routes: payoutsRoutes, projections: payoutsProjections, workers: payoutsWorkers },
  // A host's home, made of the bookings, trips, payouts and cars read models: it owns none.
  { name: 'host-dashboard', routes: hostDashboardFeatureRoutes },
  // Renters and hosts talk about a booking, or about a car before booking it; admins read one
  // only when a report or a damage case names it.
  {
    name: 'conversations',
    routes: conversationsRoutes,
    projections: conversationsProjections,
    workers: conversationsWorkers,
  },
  // The bell, its e-mails and the live updates of open pages, made from what happened in the
  // other features.
  {
    name: 'notifications',
    routes: notificationsRoutes,
    projections: notificationsProjections,
    workers: notificationsWorkers,
  },
  // The notifications pushed to the phones and browsers each user turned them on for.
  { name: 'push', routes: pushRoutes, projections: pushProjections, workers: pushWorkers },
  // Users report a car listing, a user or a message; the reports wait in the admins' queue.
  { name: 'reports', routes: reportsRoutes, projections: reportsProjections },
  { name: 'operations', routes: operationsRoutes },
];

/** Every projection and reactor the product runs, for the runner, the operator CLI and the ops page. */
export const buildProjections = ({ jobs }: { jobs: JobSender }): Projection[] =>
  features.flatMap((feature) => feature.projections?.(jobs) ?? []);

/** Every worker the product runs. */
export const allWorkers: Worker[] = features.flatMap((feature) => feature.workers ?? []);

/** The read models (not reactors), e.g. for read-your-writes waits and rebuilds. */
export const readModelNames = (projections: readonly Projection[]) =>
  projections.filter((p) => p.kind === 'read-model').map((p) => p.name);
