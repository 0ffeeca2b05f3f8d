import type { JobSender } from '@akwaaba/infra/jobs/port';
import type { Projection } from '../runner/projection';
import { carHistoryReadModel } from './car-history.read-model';
import { carPhotosReactor } from './car-photos.reactor';
import { carsReadModel } from './cars.read-model';

/** The cars feature's read models (cars, a listing's history) and its photos' jobs. */
export const carsProjections = (jobs: JobSender): Projection[] => [
  carsReadModel,
  carHistoryReadModel,
  carPhotosReactor(jobs),
];
