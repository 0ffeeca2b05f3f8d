import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  /** The process is up. */
  app.get('/healthz', async () => ({ status: 'ok' }));

  /** Everything this process needs answers: database, event store, object storage. */
  app.get('/readyz', async (_request, reply) => {
    const checks = await Promise.allSettled([
      app.deps.pool.query('select 1'),
      app.deps.store.headPosition(),
      app.deps.storage.ping(),
    ]);
    const [database, eventStore, storage] = checks.map((c) =>
      c.status === 'fulfilled' ? 'ok' : 'unreachable',
    );
    const ready = checks.every((c) => c.status === 'fulfilled');
    return reply
      .status(ready ? 200 : 503)
      .send({ status: ready ? 'ready' : 'not ready', database, eventStore, storage });
  });
}
