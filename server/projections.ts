import {
  bookingsReadModel,
  carHistoryReadModel,
  carsReadModel,
  type Projection,
  usersReadModel,
} from '@akwaaba/projections';
import { accountEmailsReactor } from '@akwaaba/projections/reactors/account-emails.reactor';
import { bookingJobsReactor } from '@akwaaba/projections/reactors/booking-jobs.reactor';
import { carPhotosReactor } from '@akwaaba/projections/reactors/car-photos.reactor';
import type { JobSender } from '@akwaaba/workers';

/** What reactors need to turn events into jobs. */
export interface ProjectionDeps {
  jobs: JobSender;
}

/**
 * Every projection and reactor the product runs, in one list for the runner,
 * the operator CLI and the ops page. Each feature adds its own here.
 */
export function buildProjections(deps: ProjectionDeps): Projection[] {
  return [
    carsReadModel,
    carHistoryReadModel,
    carPhotosReactor(deps.jobs),
    usersReadModel,
    accountEmailsReactor(deps.jobs),
    bookingsReadModel,
    bookingJobsReactor(deps.jobs),
  ];
}

/** The read models (not reactors), e.g. for read-your-writes waits and rebuilds. */
export const readModelNames = (projections: readonly Projection[]) =>
  projections.filter((p) => p.kind === 'read-model').map((p) => p.name);
