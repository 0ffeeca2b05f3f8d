import { UPLOADS_SWEEP_QUEUE } from '@akwaaba/domain/uploads/uploads.jobs';
import { sweepWorker, type Worker } from '../jobs';
import { sweepUploads } from './uploads-sweep';

/** Every minute: clean stored photos of their metadata, remove uploads nothing attached within a day. */
export const uploadsSweepWorker = sweepWorker(
  UPLOADS_SWEEP_QUEUE,
  'uploads sweep',
  async (deps) => deps,
  sweepUploads,
);

export const uploadsWorkers: Worker[] = [uploadsSweepWorker];
