import type { Worker } from '../jobs';
import { carPhotoVariantsWorker } from './car-photo-variants.worker';

/** The cars feature's background jobs: the copies of each listed photo. */
export const carsWorkers: Worker[] = [carPhotoVariantsWorker];
