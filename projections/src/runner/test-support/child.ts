import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../..');

export interface ChildMessage {
  event: string;
  pid: number;
  [key: string]: unknown;
}

/**
 * A TypeScript script (run with tsx, from the repository's root) in its own process, with the
 * JSON lines it reports on stdout; a line that is not JSON is ignored.
 */
export class ReportingProcess {
  readonly messages: ChildMessage[] = [];
  protected readonly listeners = new Set<() => void>();
  readonly exited: Promise<number | null>;
  protected readonly child: ChildProcess;

  constructor(script: string, env: Record<string, string>) {
    this.child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    createInterface({ input: this.child.stdout! }).on('line', (line) => {
      try {
        this.messages.push(JSON.parse(line) as ChildMessage);
      } catch {
        return;
      }
      for (const listener of this.listeners) listener();
    });
    this.exited = new Promise((resolve) => this.child.on('exit', (code) => resolve(code)));
  }

  /** kill -9: no cleanup, no unlock, the open transaction abandoned. */
  async kill9(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
    await this.exited;
  }
}

/** A child process running child-runner.ts, with its JSON-line reports. */
export class RunnerProcess extends ReportingProcess {
  constructor(env: Record<string, string>) {
    super(path.join(here, 'child-runner.ts'), env);
  }

  get pid(): number {
    return this.child.pid!;
  }

  /** Resolves with the first report matching, waiting up to `timeoutMs`. */
  waitFor(predicate: (m: ChildMessage) => boolean, timeoutMs = 10_000): Promise<ChildMessage> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.messages.find(predicate);
        if (!found) return;
        this.listeners.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        this.listeners.delete(check);
        reject(new Error(`child ${this.pid}: no matching report within ${timeoutMs} ms`));
      }, timeoutMs);
      this.listeners.add(check);
      check();
    });
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill('SIGTERM');
    await this.exited;
  }
}
