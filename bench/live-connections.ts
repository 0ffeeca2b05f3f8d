import { readFile } from 'node:fs/promises';
import http from 'node:http';

/**
 * Idle pages of signed-in users, each holding GET /api/live open as a browser's EventSource
 * does: what an API instance carries for every open tab. Each waits for its `ready` event, so
 * every stream is registered with the instance before the load begins.
 */
export async function openLiveConnections(productUrl: string, cookies: readonly string[]) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const requests: http.ClientRequest[] = [];
  const opened = cookies.map(
    (cookie) =>
      new Promise<void>((resolve, reject) => {
        const request = http.get(
          `${productUrl}/api/live`,
          { agent, headers: { cookie, accept: 'text/event-stream' } },
          (response) => {
            if (response.statusCode !== 200) {
              reject(new Error(`GET /api/live answered ${response.statusCode}`));
              return;
            }
            let seen = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => {
              if (seen.length < 200) seen += chunk;
              if (seen.includes('event: ready')) resolve();
            });
          },
        );
        request.on('error', (error) => {
          // Closed by close() below: nothing to report.
          if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
        });
        requests.push(request);
      }),
  );
  await Promise.all(opened);
  return {
    count: cookies.length,
    close() {
      for (const request of requests) request.destroy();
      agent.destroy();
    },
  };
}

/** A process's resident memory now, in MB (Linux). */
export async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}
