/*
 * What every job's data carries. A job is a contract between the reactor that sends it
 * (projections) and the worker that does it (workers): each feature declares its queues and
 * their data in its `<feature>.jobs.ts`, which both sides import from here, below them.
 */

/**
 * A job's data as a reactor sends it: what the job is about, and the correlation id of what
 * asked for it, carried into the events the job writes.
 */
export type CorrelatedJob<About extends object> = About & { correlationId: string };

/** What a job to copy a private photo (a trip's, a message's) carries: the photo, and the chain its event continues. */
export type PrivatePhotoJob = CorrelatedJob<{
  /** The photo as the trip or the message recorded it: `/objects/{folder}/{id}`. */
  photo: string;
  /** The event that recorded the photo. */
  causationId: string;
}>;
