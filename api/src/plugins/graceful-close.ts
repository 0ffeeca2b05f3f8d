import type { FastifyInstance } from 'fastify';

/**
 * Graceful close for keep-alive clients. When the app closes (SIGTERM), new
 * connections are refused and requests in flight finish; this makes their
 * answers say `Connection: close`, so the sockets end with them instead of
 * idling until the keep-alive timeout (72 s in Fastify) and holding up the exit.
 * Connections that were idle when the close began are closed by Fastify itself.
 */
export function registerGracefulClose(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
