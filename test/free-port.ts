import { createServer } from 'node:net';

/**
 * Ports are drawn below Linux's ephemeral range (32768–60999). A port the kernel hands out
 * for `listen(0)` comes from that range, and so does the local port of every outgoing
 * connection: under a load test's thousands of connections, a port found free there was
 * taken by a client socket before the server meant for it could listen (EADDRINUSE).
 */
const LOWEST = 20_000;
const ABOVE_HIGHEST = 32_768;

/** Whether `port` can be listened on at 127.0.0.1 right now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A TCP port free on the loopback interface right now, for a server the caller starts next. */
export async function freePort(): Promise<number> {
  for (let tries = 0; tries < 50; tries++) {
    const port = LOWEST + Math.floor(Math.random() * (ABOVE_HIGHEST - LOWEST));
    if (await canListen(port)) return port;
  }
  throw new Error(`No free port found between ${LOWEST} and ${ABOVE_HIGHEST - 1}`);
}
