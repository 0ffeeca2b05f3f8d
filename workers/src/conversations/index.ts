import type { Worker } from '../jobs';
import { messagePhotoVariantsWorker } from './message-photo-variants.worker';

/** The conversations feature's background jobs: the copies of each message photo. */
export const conversationsWorkers: Worker[] = [messagePhotoVariantsWorker];
