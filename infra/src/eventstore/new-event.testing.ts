import { randomUUID } from 'node:crypto';
import type { NewEvent } from './port';

/**
 * A new event of `type` with `data`, sent now by a host, for tests and benchmarks of the
 * event store and the projections (whose work does not depend on who acted).
 */
export const aNewEvent = (
  type: string,
  data: Record<string, unknown> = { carId: randomUUID() },
): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: {
    actorId: randomUUID(),
    actorRole: 'host',
    correlationId: randomUUID(),
    causationId: null,
    timestamp: new Date().toISOString(),
  },
});
