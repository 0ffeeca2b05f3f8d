import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface OpenLoopRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface OpenLoopResult {
  /** Requests that were due in the run (rate × seconds). */
  sent: number;
  /** Answers per second over the run, until the last answer came. */
  requestsPerSecond: number;
  /** Latency from when each request was due, not from when it went out (no coordinated omission). */
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 2xx, and requests that failed. */
  failures: number;
}

/**
 * An open-loop load: request i is due at i / rate seconds after the start, whether or not
 * earlier ones have been answered, as users arriving at a steady rate would send them
 * (wrk2's constant throughput). Each latency runs from when its request was due, so a
 * server that falls behind is charged for the queue it builds. autocannon's `overallRate`
 * is not this: it gives each connection a quota per second and sends it at once, so 50
 * connections fire 50 requests together at the top of every second.
 */
export async function openLoop(options: {
  url: string;
  rate: number;
  seconds: number;
  request: (i: number) => OpenLoopRequest;
  /** Most requests in flight at once; a request due beyond it waits for a free connection. */
  connections?: number;
}): Promise<OpenLoopResult> {
  const target = new URL(options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections ?? 100 });
  const total = Math.round(options.rate * options.seconds);
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  let lastAnswer = started;

  const send = (i: number, due: number) =>
    new Promise<void>((resolve) => {
      const { method, path, headers, body } = options.request(i);
      const request = http.request(
        { agent, host: target.hostname, port: target.port, method, path, headers },
        (response) => {
          response.resume();
          response.on('end', () => {
            lastAnswer = performance.now();
            latencies.push(lastAnswer - due);
            if ((response.statusCode ?? 0) >= 300) failures++;
            resolve();
          });
        },
      );
      request.on('error', () => {
        failures++;
        resolve();
      });
      request.end(body);
    });

  const inFlight: Promise<void>[] = [];
  let next = 0;
  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now();
      for (; next < total && started + (next * 1000) / options.rate <= now; next++)
        inFlight.push(send(next, started + (next * 1000) / options.rate));
      if (next < total) setTimeout(tick, 1);
      else done();
    };
    tick();
  });
  await Promise.all(inFlight);
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)] ?? 0;
  return {
    sent: total,
    requestsPerSecond: latencies.length / ((lastAnswer - started) / 1000),
    p50Ms: Math.round(at(0.5)),
    p99Ms: Math.round(at(0.99)),
    failures,
  };
}
