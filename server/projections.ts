import type { Projection } from '@akwaaba/projections';
import { bookingsProjection } from '@akwaaba/projections/bookings/bookings.projection';
import { carHistoryProjection } from '@akwaaba/projections/cars/car-history.projection';
import { carsProjection } from '@akwaaba/projections/cars/cars.projection';
import { accountEmailsReactor } from '@akwaaba/projections/reactors/account-emails.reactor';
import { bookingJobsReactor } from '@akwaaba/projections/reactors/booking-jobs.reactor';
import { carPhotosReactor } from '@akwaaba/projections/reactors/car-photos.reactor';
import { usersProjection } from '@akwaaba/projections/users/users.projection';
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
    carsProjection,
    carHistoryProjection,
    carPhotosReactor(deps.jobs),
    usersProjection,
    accountEmailsReactor(deps.jobs),
    bookingsProjection,
    bookingJobsReactor(deps.jobs),
  ];
}

/** The read models (not reactors), e.g. for read-your-writes waits and rebuilds. */
export const readModelNames = (projections: readonly Projection[]) =>
  projections.filter((p) => p.kind === 'read-model').map((p) => p.name);
