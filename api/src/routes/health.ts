import { getProjectionStatus } from '@akwaaba/projections';
import type { FastifyInstance } from 'fastify';

type Check = 'ok' | 'unreachable';

/** One read model as readiness judges it. */
export interface ReadModelReadiness {
  name: string;
  /** Counted up to one past READY_MAX_LAG_EVENTS: the count stops once it is over the bound. */
  lagEvents: number;
  lagSeconds: number;
  /** Within both bounds and not stopped on a failing event. */
  ok: boolean;
  error?: string;
}

/**
 * Liveness and readiness for load balancers and orchestrators. Both skip
 * sessions and logging concerns: they answer plain JSON, never cached.
 */
export async function healthRoutes(app: FastifyInstance) {
  /** The process is up. Restart it only when this fails. */
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  /**
   * Send traffic here? Yes (200) when the database, the event store and object
   * storage answer, and every read model is within the lag bounds
   * (READY_MAX_LAG_SECONDS, READY_MAX_LAG_EVENTS) and not stuck on a failing
   * event. Otherwise 503 with what is wrong. Reactors (e-mails, photo copies)
   * do not count: their lag delays side effects, not what this API answers.
   */
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const { pool, store, storage } = app.deps;
    const checks = await Promise.allSettled([pool.query('select 1'), store.headPosition(), storage.ping()]);
    const [database, eventStore, objectStorage] = checks.map(
      (c): Check => (c.status === 'fulfilled' ? 'ok' : 'unreachable'),
    );
    const readModels = database === 'ok' && eventStore === 'ok' ? await readModelReadiness(app) : null;
    const ready = checks.every((c) => c.status === 'fulfilled') && (readModels?.every((r) => r.ok) ?? false);
    reply.header('cache-control', 'no-store');
    return reply.status(ready ? 200 : 503).send({
      status: ready ? 'ready' : 'not ready',
      database,
      eventStore,
      storage: objectStorage,
      readModels: readModels ?? 'unknown',
    });
  });
}

async function readModelReadiness(app: FastifyInstance): Promise<ReadModelReadiness[] | null> {
  const { config } = app.deps;
  const readModels = (app.deps.projections ?? []).filter((p) => p.kind === 'read-model');
  try {
    // Counted one past the bound, so "more than the bound" is exact, however far behind.
    const statuses = await getProjectionStatus(app.deps, readModels, {
      lagEventsUpTo: config.readyMaxLagEvents + 1,
    });
    return statuses.map((s) => {
      const problems = [
        s.lagSeconds > config.readyMaxLagSeconds &&
          `${Math.round(s.lagSeconds)} s behind (bound ${config.readyMaxLagSeconds} s)`,
        s.lagEvents > config.readyMaxLagEvents && `more than ${config.readyMaxLagEvents} events behind`,
        s.lastError && `stopped on a failing event: ${s.lastError.message}`,
      ].filter((p): p is string => typeof p === 'string');
      return {
        name: s.name,
        lagEvents: s.lagEvents,
        lagSeconds: Math.round(s.lagSeconds * 10) / 10,
        ok: problems.length === 0,
        ...(problems.length ? { error: problems.join('; ') } : {}),
      };
    });
  } catch (error) {
    app.log.warn({ err: error }, 'readiness: projection status unavailable');
    return null;
  }
}
