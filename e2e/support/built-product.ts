import { type ChildProcess, spawn } from 'node:child_process';

/** One process of the built product, started and running. */
export interface BuiltProductProcess {
  child: ChildProcess;
  /** Everything it has written to stdout and stderr. */
  output(): string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  /** Its stdout's match of the `started` pattern. */
  started: RegExpExecArray;
}

/**
 * Starts `node dist/server/main.js` (as `npm start` does after building) in development
 * mode with `env` on top of this process's environment, and resolves once its stdout
 * matches `started`; rejects if it exits first or takes more than 90 s. `name` names it
 * in those errors.
 */
export async function startBuiltProduct(
  name: string,
  env: Record<string, string>,
  started: RegExp,
): Promise<BuiltProductProcess> {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const match = await new Promise<RegExpExecArray>((resolve, reject) => {
    // A product that did not start in time is stopped, so it cannot outlive the test run.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} did not start in time:\n${output}`));
    }, 90_000);
    const onData = () => {
      const found = started.exec(output);
      if (found) {
        clearTimeout(timer);
        child.stdout!.off('data', onData);
        resolve(found);
      }
    };
    child.stdout!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code} before starting:\n${output}`));
    });
  });
  return { child, output: () => output, exited, started: match };
}
