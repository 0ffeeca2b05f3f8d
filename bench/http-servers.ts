import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from '../test/free-port';

/*
 * The servers the HTTP benchmarks measure, each in its own process (as in
 * production, and so the load generator never shares their event loop).
 */

export interface BenchServer {
  url: string;
  /** SIGTERM, as an orchestrator stops it; resolves with the exit code. */
  stop(): Promise<number | null>;
}

function stopper(child: ChildProcess): () => Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return async () => {
    child.kill('SIGTERM');
    return exited;
  };
}

/** Polls `url` until it answers 2xx (and `accept` agrees), or throws after `timeoutMs`. */
export async function waitUntil(
  url: string,
  timeoutMs: number,
  accept: (body: unknown) => boolean = () => true,
  describe = () => '',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      const body = await response.json().catch(() => null);
      if (response.ok && accept(body)) return;
      last = `${response.status} ${JSON.stringify(body).slice(0, 500)}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become ready in ${timeoutMs} ms (last: ${last})${describe()}`);
}

/** Resolves once every read model of the server at `url` has applied every event of the log (as /readyz reports it). */
export const caughtUp = (url: string, timeoutMs: number) =>
  waitUntil(`${url}/readyz`, timeoutMs, (body) =>
    ((body as { readModels?: { lagEvents: number }[] }).readModels ?? [{ lagEvents: 1 }]).every(
      (r) => r.lagEvents === 0,
    ),
  );

/**
 * The built product (`dist/server/main.js`, all three roles in one process as
 * `npm start` runs them) in production mode with info logs, on the given
 * database; object storage embedded under `dataDir`. Its log goes to
 * `dataDir/product.log`. With `cpuProfileDir`, Node writes a CPU profile there at exit.
 */
export async function startProduct(options: {
  databaseUrl: string;
  dataDir: string;
  roles?: string;
  cpuProfileDir?: string;
}): Promise<BenchServer & { publicUrl: string; pid: number }> {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const log = openSync(path.join(options.dataDir, 'product.log'), 'a');
  const flags = options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
  const child = spawn(process.execPath, [...flags, 'dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_SECRET: randomBytes(32).toString('hex'),
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      EMBEDDED_S3_PORT: String(await freePort()),
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      SEED_DEMO_DATA: 'false',
      ROLES: options.roles ?? 'api,projections,workers',
      LOG_LEVEL: 'info',
      // The booking rows send hundreds of requests a second from one address and 50 accounts: far past the limits.
      RATE_LIMITS: 'false',
    },
    stdio: ['ignore', log, log],
  });
  const stop = stopper(child);
  try {
    await waitUntil(
      `${publicUrl}/healthz`,
      60_000,
      () => true,
      () => `; see ${options.dataDir}/product.log`,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: publicUrl, publicUrl, stop, pid: child.pid! };
}

/**
 * A bare Fastify server answering every GET with `payload` from memory: no
 * plugins, no logging, no database. What the machine can do for one route.
 */
export async function startBareServer(payload: string, dataDir: string): Promise<BenchServer> {
  const port = await freePort();
  const fastifyUrl = pathToFileURL(createRequire(import.meta.url).resolve('fastify')).href;
  const script = path.join(dataDir, 'bare-server.mjs');
  await writeFile(path.join(dataDir, 'bare-payload.json'), payload);
  await writeFile(
    script,
    `import { readFileSync } from 'node:fs';
import Fastify from '${fastifyUrl}';
const payload = readFileSync(new URL('./bare-payload.json', import.meta.url), 'utf8');
const app = Fastify({ logger: false });
app.get('/*', (_request, reply) => reply.type('application/json; charset=utf-8').send(payload));
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
await app.listen({ host: '127.0.0.1', port: ${port} });
`,
  );
  const child = spawn(process.execPath, [script], { stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = stopper(child);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntil(`${url}/api/cars`, 20_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/**
 * A bare Fastify server whose one route, POST /bare-insert, inserts one row into Postgres in
 * one transaction and answers 201: no plugins, no logging, no checks, a pool as large as the
 * product's. What the machine can do for one write over HTTP, the reference the booking rows
 * are held to.
 */
export async function startBareInsertServer(databaseUrl: string, dataDir: string): Promise<BenchServer> {
  const port = await freePort();
  const resolve = (name: string) => pathToFileURL(createRequire(import.meta.url).resolve(name)).href;
  const script = path.join(dataDir, 'bare-insert-server.mjs');
  await writeFile(
    script,
    `import Fastify from '${resolve('fastify')}';
import pg from '${resolve('pg')}';
const pool = new pg.Pool({ connectionString: ${JSON.stringify(databaseUrl)}, max: 40 });
await pool.query('create table if not exists bench_bare_writes (id bigserial primary key, body jsonb not null, at timestamptz not null default now())');
const app = Fastify({ logger: false });
app.post('/bare-insert', async (request, reply) => {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('insert into bench_bare_writes (body) values ($1)', [request.body]);
    await client.query('commit');
  } finally {
    client.release();
  }
  return reply.code(201).send({ ok: true });
});
app.get('/healthz', () => ({ ok: true }));
process.on('SIGTERM', () => app.close().then(() => pool.end()).then(() => process.exit(0)));
await app.listen({ host: '127.0.0.1', port: ${port} });
`,
  );
  const child = spawn(process.execPath, [script], { stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = stopper(child);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntil(`${url}/healthz`, 20_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
