import type { DomainEvent } from '@akwaaba/domain';
import type { RecordedEvent } from '@akwaaba/infra/eventstore/port';
import type { JobSender, JobToSend } from '@akwaaba/infra/jobs/port';
import type { Projection } from './index';
import { defineProjection, type Recorded, type TypedProjection } from './typed-projection';

/**
 * A reactor: the jobs each event it takes asks for, enqueued in the runner's transaction
 * with its checkpoint, so exactly once per event. It keeps no tables.
 */
export function defineReactor<E extends DomainEvent>(
  jobs: JobSender,
  {
    jobsFor,
    ...reactor
  }: Omit<TypedProjection<E>, 'kind' | 'tables' | 'apply'> & { jobsFor(event: Recorded<E>): JobToSend[] },
): Projection {
  return defineProjection<E>({
    ...reactor,
    kind: 'reactor',
    tables: {},
    async apply(events, { client }) {
      await jobs.send(events.flatMap(jobsFor), { client });
    },
  });
}

/** What a job carries of the event that asked for it: the chain the worker's own event continues. */
export const causedBy = (event: RecordedEvent) => ({
  correlationId: event.metadata.correlationId,
  causationId: event.id,
});
