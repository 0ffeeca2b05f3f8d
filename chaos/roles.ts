import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';

/*
 * The built product (`dist/server/main.js`, as `npm start` runs it) as three processes, one
 * role each, on the chaos run's services: what a fault kills and starts again.
 */

export type Role = 'api' | 'projections' | 'workers';

export interface RoleProcess {
  role: Role;
  pid: number;
  /** The last 64 KB it wrote (all of it is in its log file). */
  tail(): string;
  exited: Promise<number | null>;
  /** Sends the signal (SIGTERM by default) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface RoleOptions {
  /** Environment for every process: the services, the secret, the ports. */
  env: Record<string, string>;
  /** Where each process's log goes (`<role>-<n>.log`). */
  logDir: string;
}

let started = 0;

/** Starts one role and resolves once it says it runs (the API once it listens); rejects if it exits first. */
export async function startRole(role: Role, options: RoleOptions, timeoutMs = 90_000): Promise<RoleProcess> {
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', ...options.env, ROLES: role },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(path.join(options.logDir, `${role}-${++started}.log`));
  let tail = '';
  const onData = (chunk: Buffer) => {
    log.write(chunk);
    tail = (tail + chunk.toString()).slice(-65_536);
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  // If the chaos run itself ends abruptly, its product processes end with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      process.removeListener('exit', killOnExit);
      log.end();
      resolve(code);
    }),
  );
  const ready = role === 'api' ? /running at http/ : /running roles: /;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The ${role} process did not start in ${timeoutMs} ms:\n${tail.slice(-4000)}`));
    }, timeoutMs);
    const check = () => {
      if (!ready.test(tail)) return;
      clearTimeout(timer);
      child.stdout!.off('data', check);
      resolve();
    };
    child.stdout!.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The ${role} process exited with ${code} before starting:\n${tail.slice(-4000)}`));
    });
  });
  return {
    role,
    pid: child.pid!,
    tail: () => tail,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
