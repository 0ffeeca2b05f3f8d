/**
 * `npm run bench:start`: how long `npm start` takes to serve its first page, as a newcomer meets
 * it and as an operator restarts it. In a fresh clone of this repository (its dependencies linked
 * hard-linked from this one's node_modules, as `npm install` would have left them; the clone is of
 * what is committed), on free ports:
 *
 * - first start: `npm start` builds (no build yet), creates the Postgres cluster, migrates and
 *   seeds the demo data, then serves;
 * - restart: stopped with Ctrl-C and started again with nothing changed: no build, the data kept.
 *
 * "Served" is `/` answering 200 with the server's render of the home page. Each start's own
 * steps are read from its output: the build's time, and the time from the server process's
 * start to its "running at" line.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = process.cwd();

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface StartFigures {
  /** From `npm start` to `/` answering with a rendered page. */
  firstPageMs: number;
  /** The build's own time (0 when it was up to date). */
  buildMs: number;
  output: string;
}

async function timeStart(
  clone: string,
  env: Record<string, string>,
): Promise<StartFigures & { child: ChildProcess }> {
  const started = performance.now();
  // A process group of its own, as a terminal gives a command: Ctrl-C goes to the whole group.
  const child = spawn('npm', ['start', '--silent'], {
    cwd: clone,
    env: { ...process.env, ...env },
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${env.PORT}/`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
    const html = await fetch(url).then(
      (answer) => (answer.status === 200 ? answer.text() : null),
      () => null,
    );
    if (html && /<div id="root"><[a-z]/.test(html)) break;
    if (performance.now() - started > 180_000)
      throw new Error(`No page from npm start in 3 minutes:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const firstPageMs = Math.round(performance.now() - started);
  const built = /Build: done in ([\d.]+) s/.exec(output);
  return { child, firstPageMs, buildMs: built ? Math.round(Number(built[1]) * 1000) : 0, output };
}

/** Ctrl-C in the terminal: SIGINT to every process of the group (npm, its shell, the product). */
async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGINT');
  await exited;
}

async function main() {
  const clone = await mkdtemp(path.join(tmpdir(), 'akwaaba-start-'));
  try {
    // Embedded Postgres runs as a user of its own when started by root: it must reach the clone.
    await chmod(clone, 0o755);
    execFileSync('git', ['clone', '--quiet', '--no-hardlinks', root, clone]);
    // What `npm install` leaves, without fetching it again: hard links to this checkout's packages.
    for (const folder of ['node_modules', 'web/node_modules'])
      execFileSync('cp', ['-al', path.join(root, folder), path.join(clone, folder)]);
    const env = {
      PORT: String(await freePort()),
      EMBEDDED_POSTGRES_PORT: String(await freePort()),
      EMBEDDED_S3_PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
    };
    const first = await timeStart(clone, env);
    await stop(first.child);
    const restart = await timeStart(clone, env);
    await stop(restart.child);
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(`\nnpm start to the first page, on a fresh clone of ${root}:`);
    console.table([
      {
        start: 'first (build, cluster, migrations, demo data)',
        'first page': seconds(first.firstPageMs),
        build: seconds(first.buildMs),
        'set-up and serving': seconds(first.firstPageMs - first.buildMs),
      },
      {
        start: 'restart, nothing changed',
        'first page': seconds(restart.firstPageMs),
        build: restart.buildMs ? seconds(restart.buildMs) : 'up to date',
        'set-up and serving': seconds(restart.firstPageMs - restart.buildMs),
      },
    ]);
  } finally {
    await rm(clone, { recursive: true, force: true });
  }
}

await main();
