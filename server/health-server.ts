import { createServer } from 'node:http';

/**
 * `GET /healthz` for a process without the api role (ROLES=projections, workers or both), on
 * its PORT: the API answers it among its routes, and this answers it for the others, so one
 * container health check (the Dockerfile's) fits every role. Like the API's, it says the process
 * is up and its event loop turns: restart it only when this fails. Everything else is 404.
 */
export async function startHealthServer(options: {
  host: string;
  port: number;
}): Promise<() => Promise<void>> {
  const body = JSON.stringify({ status: 'ok' });
  const server = createServer((request, response) => {
    const path = request.url?.split('?')[0];
    if (path === '/healthz' && (request.method === 'GET' || request.method === 'HEAD')) {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: 'Not Found' }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) =>
      reject(
        new Error(`Could not answer health checks on ${options.host}:${options.port}: is PORT in use?`, {
          cause: error,
        }),
      ),
    );
    server.listen(options.port, options.host, () => resolve());
  });
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}
