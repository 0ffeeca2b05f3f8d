import { spawn, spawnSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../test/free-port';

/*
 * The product started on a data folder it cannot use: a read-only file system, and a disk that
 * is full (a 256 KB tmpfs: initdb runs out of space). Each must stop with one clear line that
 * names the folder. Needs permission to mount a tmpfs (root on Linux); skipped otherwise.
 */

export interface StartCheck {
  name: string;
  /** Null when it could not be run here, with the reason in `output`. */
  passed: boolean | null;
  exitCode: number | null;
  /** What the product printed (its non-empty lines). */
  output: string[];
}

const CASES = [
  { name: 'Read-only data folder at start', options: 'ro,size=1m,mode=755', expect: /read-only file system/ },
  {
    name: 'Disk full at start',
    options: 'size=256k,mode=755',
    expect: /is full \(no space left on device\)/,
  },
];

export async function runStartChecks(): Promise<StartCheck[]> {
  const root = await mkdtemp(path.join(tmpdir(), 'akwaaba-chaos-start-'));
  await chmod(root, 0o755); // embedded Postgres runs as its own user when we are root
  const results: StartCheck[] = [];
  try {
    for (const check of CASES) {
      const dataDir = path.join(root, check.name.split(' ')[0]!.toLowerCase());
      await mkdir(dataDir);
      const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', check.options, 'tmpfs', dataDir], {
        encoding: 'utf8',
      });
      if (mounted.status !== 0) {
        results.push({
          name: check.name,
          passed: null,
          exitCode: null,
          output: [
            `skipped: cannot mount a tmpfs here (${(mounted.stderr || mounted.error?.message || '').trim()})`,
          ],
        });
        continue;
      }
      try {
        const { exitCode, output } = await startOn(dataDir);
        const lines = output.split('\n').filter((line) => line.trim() !== '');
        const passed =
          exitCode === 1 && lines.length === 1 && check.expect.test(lines[0]!) && lines[0]!.includes(dataDir);
        results.push({ name: check.name, passed, exitCode, output: lines });
      } finally {
        spawnSync('umount', [dataDir]);
      }
    }
  } finally {
    await rm(root, { recursive: true, force: true });
  }
  return results;
}

/** `node dist/server/main.js` on `dataDir`, all roles embedded; its exit code and everything it printed. */
async function startOn(dataDir: string): Promise<{ exitCode: number | null; output: string }> {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      EMBEDDED_POSTGRES_PORT: String(await freePort()),
      EMBEDDED_S3_PORT: String(await freePort()),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
  const exitCode = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  return { exitCode, output };
}
