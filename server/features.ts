import type { ApiFeature } from '@akwaaba/api/deps';
import { adminCarRoutes } from '@akwaaba/api/routes/admin-cars';
import { adminOpsRoutes } from '@akwaaba/api/routes/admin-ops';
import { adminUserRoutes } from '@akwaaba/api/routes/admin-users';
import { accountRoutes } from '@akwaaba/api/routes/auth/index';
import { availabilityRoutes } from '@akwaaba/api/routes/availability';
import { bookingRoutes } from '@akwaaba/api/routes/bookings';
import { carPageRoutes } from '@akwaaba/api/routes/car-pages';
import { carRoutes } from '@akwaaba/api/routes/cars';
import { conversationRoutes } from '@akwaaba/api/routes/conversations';
import { driverRoutes } from '@akwaaba/api/routes/drivers';
import { hostCalendarRoutes } from '@akwaaba/api/routes/host-calendar';
import { myCarRoutes } from '@akwaaba/api/routes/my-cars';
import { notificationRoutes } from '@akwaaba/api/routes/notifications';
import { objectRoutes } from '@akwaaba/api/routes/objects';
import { paymentRoutes } from '@akwaaba/api/routes/payments';
import { payoutRoutes } from '@akwaaba/api/routes/payouts';
import { regionPricingRoutes } from '@akwaaba/api/routes/region-pricing';
import { reportRoutes } from '@akwaaba/api/routes/reports';
import { tripRoutes } from '@akwaaba/api/routes/trips';
import { uploadRoutes } from '@akwaaba/api/routes/uploads';
import type { JobSender } from '@akwaaba/infra/jobs/port';
import {
  bookingHistoryReadModel,
  bookingsReadModel,
  carHistoryReadModel,
  carsReadModel,
  conversationsReadModel,
  notificationsReadModel,
  type Projection,
  payoutsReadModel,
  reportsReadModel,
  tripsReadModel,
  usersReadModel,
} from '@akwaaba/projections';
import { accountEmailsReactor } from '@akwaaba/projections/reactors/account-emails.reactor';
import { bookingJobsReactor } from '@akwaaba/projections/reactors/booking-jobs.reactor';
import { carPhotosReactor } from '@akwaaba/projections/reactors/car-photos.reactor';
import { messagePhotosReactor } from '@akwaaba/projections/reactors/message-photos.reactor';
import { payoutJobsReactor } from '@akwaaba/projections/reactors/payout-jobs.reactor';
import { suspendedRenterHoldsReactor } from '@akwaaba/projections/reactors/suspended-renter-holds.reactor';
import { tripPhotosReactor } from '@akwaaba/projections/reactors/trip-photos.reactor';
import { tripRemindersReactor } from '@akwaaba/projections/reactors/trip-reminders.reactor';
import type { Worker } from '@akwaaba/workers';
import { bookingWorkers } from '@akwaaba/workers/bookings/booking.workers';
import { messagePhotoVariantsWorker } from '@akwaaba/workers/conversations/message-photo-variants.worker';
import { accountEmailWorker } from '@akwaaba/workers/email/account-email.worker';
import { notificationWorkers } from '@akwaaba/workers/notifications/notification.workers';
import { payoutWorkers } from '@akwaaba/workers/payouts/payout.workers';
import { carPhotoVariantsWorker } from '@akwaaba/workers/photos/car-photo-variants.worker';
import { tripWorkers } from '@akwaaba/workers/trips/trip.workers';

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
    routes: [carRoutes, myCarRoutes, regionPricingRoutes, adminCarRoutes, carPageRoutes],
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
    projections: (jobs) => [carsReadModel, carHistoryReadModel, carPhotosReactor(jobs)],
    workers: [carPhotoVariantsWorker],
  },
  { name: 'uploads', routes: [uploadRoutes, objectRoutes] },
  {
    name: 'accounts',
    routes: [accountRoutes],
    projections: (jobs) => [usersReadModel, accountEmailsReactor(jobs)],
    workers: [accountEmailWorker],
  },
  // The admins' review of renters' licences and IDs; the payment route asks for its approval.
  { name: 'drivers', routes: [driverRoutes] },
  // The admins' Users page: suspending an account ends its sessions and unpaid holds, and
  // hides its listings (the cars read model follows suspensions, so its cached pages do too).
  {
    name: 'admin-users',
    routes: [adminUserRoutes],
    projections: (jobs) => [suspendedRenterHoldsReactor(jobs)],
  },
  {
    name: 'bookings',
    routes: [bookingRoutes, availabilityRoutes, hostCalendarRoutes, paymentRoutes],
    projections: (jobs) => [bookingsReadModel, bookingJobsReactor(jobs)],
    workers: bookingWorkers,
  },
  {
    name: 'trips',
    routes: [tripRoutes],
    projections: (jobs) => [
      tripsReadModel,
      bookingHistoryReadModel,
      tripRemindersReactor(jobs),
      tripPhotosReactor(jobs),
    ],
    workers: tripWorkers,
  },
  // Hosts' earnings, paid by Mobile Money or bank transfer a day after each trip; the admins' finance page.
  {
    name: 'payouts',
    routes: [payoutRoutes],
    projections: (jobs) => [payoutsReadModel, payoutJobsReactor(jobs)],
    workers: payoutWorkers,
  },
  // Renters and hosts talk about a booking, or about a car before booking it; admins read one
  // only when a report or a damage case names it.
  {
    name: 'conversations',
    routes: [conversationRoutes],
    projections: (jobs) => [conversationsReadModel, messagePhotosReactor(jobs)],
    workers: [messagePhotoVariantsWorker],
  },
  // The bell, its e-mails and the live updates of open pages, made from what happened in the
  // other features.
  {
    name: 'notifications',
    routes: [notificationRoutes],
    projections: () => [notificationsReadModel],
    workers: notificationWorkers,
  },
  // Users report a car listing or a user; the reports wait in the admins' queue.
  { name: 'reports', routes: [reportRoutes], projections: () => [reportsReadModel] },
  { name: 'operations', routes: [adminOpsRoutes] },
];

/** Every projection and reactor the product runs, for the runner, the operator CLI and the ops page. */
export const buildProjections = ({ jobs }: { jobs: JobSender }): Projection[] =>
  features.flatMap((feature) => feature.projections?.(jobs) ?? []);

/** Every worker the product runs. */
export const allWorkers: Worker[] = features.flatMap((feature) => feature.workers ?? []);

/** The read models (not reactors), e.g. for read-your-writes waits and rebuilds. */
export const readModelNames = (projections: readonly Projection[]) =>
  projections.filter((p) => p.kind === 'read-model').map((p) => p.name);
