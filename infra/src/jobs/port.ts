import type pg from 'pg';

/** One job for a reactor to enqueue: its queue, its data and, if later than now, when it may run. */
export interface JobToSend {
  queue: string;
  data: object;
  startAfter?: Date;
}

/**
 * Sends jobs from inside a projection's transaction (reactors), so a job is
 * scheduled exactly once per event: the job rows commit with the checkpoint or
 * not at all.
 */
export interface JobSender {
  /**
   * Enqueues every job in one statement per queue on `client`, or throws: the batch fails and
   * the reactor retries it rather than moving its checkpoint past a lost job. One statement per
   * queue however many jobs keeps the reactor's transaction short; an open transaction holds
   * back every event-log reader (see the Postgres event store's readable horizon).
   */
  send(jobs: readonly JobToSend[], options: { client: pg.PoolClient }): Promise<void>;
}
