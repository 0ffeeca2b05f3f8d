import type { RecordedEvent } from '@akwaaba/infra/eventstore/port';
import type { JobSender } from '@akwaaba/infra/jobs/port';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { tripConfirmationReactor } from './trip-confirmation.reactor';

const recorded = (id: string, type: string, data: object, commit: bigint): RecordedEvent => ({
  id,
  type,
  data,
  metadata: {
    actorId: null,
    actorRole: 'system',
    correlationId: 'payment-request-1',
    causationId: null,
    timestamp: '2026-12-01T09:00:00.000Z',
  },
  streamName: 'booking-b1',
  streamRevision: 0,
  position: { commit, prepare: commit + 1n },
});

describe('trip confirmation reactor', () => {
  it('queues one e-mail job per paid booking, with where the payment stands in the log, from now on', async () => {
    const sent: { queue: string; data: object }[] = [];
    const jobs: JobSender = {
      async send(batch) {
        sent.push(...batch.map(({ queue, data }) => ({ queue, data })));
      },
    };
    const reactor = tripConfirmationReactor(jobs);
    const confirmed = { bookingId: 'b1', reference: 'r', amount: 123_450, currency: 'GHS' };
    await reactor.apply(
      [
        recorded('e1', 'BookingConfirmed', confirmed, 41n),
        recorded('e2', 'BookingExpired', { bookingId: 'b2' }, 42n),
      ],
      { client: {} as pg.PoolClient, table: (name: string) => name },
    );
    expect(sent).toEqual([
      {
        queue: 'trip-confirmation-email',
        data: { bookingId: 'b1', eventId: 'e1', position: '41:42', correlationId: 'payment-request-1' },
      },
    ]);
    // A deployment with history does not e-mail trips paid before it.
    expect(reactor).toMatchObject({
      kind: 'reactor',
      startFrom: 'now',
      eventTypePrefixes: ['BookingConfirmed'],
    });
  });
});
