/*
 * The uploads' job queue: no reactor sends to it; pg-boss schedules it every minute for the
 * uploads sweep (workers/src/uploads/uploads-sweep.ts).
 */

/**
 * Every minute: strip the metadata of stored photos uploaded before uploads were cleaned on
 * arrival, then remove the uploads nothing showed within a day.
 */
export const UPLOADS_SWEEP_QUEUE = 'uploads-sweep';
