import type pg from 'pg';
import type { RequestKind } from './load';
import type { Role, RoleProcess } from './roles';
import type { ChaosServices } from './services';

/*
 * The faults a chaos run injects while the load runs. Each breaks one part, waits, puts it
 * back, and says when it was back (recovery is timed from there) and what it saw meanwhile.
 */

export interface FaultContext {
  services: ChaosServices;
  /** The running process of a role. */
  role(role: Role): RoleProcess;
  /** Starts a role again (after a kill) and makes it the running one. */
  restartRole(role: Role): Promise<void>;
  apiUrl: string;
  /** Milliseconds since the load started. */
  now(): number;
  log(line: string): void;
}

export interface FaultReport {
  /** When the part was back (load clock, ms): recovery is timed from here. */
  restoredAt: number;
  /** What the fault saw while the part was down, for the notes under the table. */
  notes: string[];
  /** Jobs that were running in a killed process: each must run again and complete. */
  interruptedJobs?: { id: string; queue: string }[];
}

export interface Fault {
  name: string;
  /** Recovered once a request of this kind, sent after the part was back, succeeds (default: a booking). */
  recoveredBy?: RequestKind;
  inject(context: FaultContext): Promise<FaultReport>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** GET /readyz while a part is down: its status, how long it took, and what it says. */
async function readiness(apiUrl: string): Promise<string> {
  const started = Date.now();
  try {
    const response = await fetch(`${apiUrl}/readyz`, { signal: AbortSignal.timeout(10_000) });
    const body = (await response.json()) as Record<string, unknown>;
    const { database, eventStore, storage } = body;
    return `/readyz answered ${response.status} in ${Date.now() - started} ms: database ${database}, event store ${eventStore}, storage ${storage}`;
  } catch (error) {
    return `/readyz failed after ${Date.now() - started} ms: ${String(error)}`;
  }
}

/** Stops a part, asks /readyz while it is down, and starts it again `downMs` after it stopped: what /readyz said. */
async function downFor(
  downMs: number,
  apiUrl: string,
  stop: () => Promise<void>,
  start: () => Promise<void>,
): Promise<string[]> {
  await stop();
  const askedAfter = Math.min(1_000, downMs / 2);
  await sleep(askedAfter);
  const notes = [`while down, ${await readiness(apiUrl)}`];
  await sleep(Math.max(0, downMs - askedAfter));
  await start();
  return notes;
}

/** Postgres stopped (fast shutdown: every connection ended), `downMs` later started again. */
export const postgresRestart = (downMs = 5_000): Fault => ({
  name: `Postgres restarted (down ${downMs / 1000} s)`,
  async inject({ services, apiUrl, now }) {
    const notes = await downFor(downMs, apiUrl, services.stopPostgres, services.startPostgres);
    return { restoredAt: now(), notes };
  },
});

/** Object storage (s3rver) stopped while hosts upload photos and papers, `downMs` later started again. */
export const storageDown = (downMs = 5_000): Fault => ({
  name: `Object storage down (${downMs / 1000} s)`,
  recoveredBy: 'listing',
  async inject({ services, apiUrl, now }) {
    const notes = await downFor(downMs, apiUrl, services.stopStorage, services.startStorage);
    return { restoredAt: now(), notes };
  },
});

/** The projections process killed with SIGKILL while it applies batches, started again `downMs` later. */
export const projectionsKill = (downMs = 2_000): Fault => ({
  name: 'Projections process killed -9',
  async inject({ role, restartRole, now, services }) {
    // Mid-batch: wait until a runner's checkpoint has just moved (a batch committed), then kill
    // while the next ones are being applied under the load.
    await checkpointMoved(services.pool);
    await role('projections').stop('SIGKILL');
    await sleep(downMs);
    await restartRole('projections');
    return { restoredAt: now(), notes: [] };
  },
});

/** The workers process killed with SIGKILL while it runs a job, started again `downMs` later. */
export const workersKill = (downMs = 2_000): Fault => ({
  name: 'Workers process killed -9',
  async inject({ role, restartRole, now, services }) {
    await activeJobs(services.pool, 10_000);
    await role('workers').stop('SIGKILL');
    // The jobs it was running when it died (read after the kill: none can finish since).
    const interruptedJobs = await activeJobs(services.pool, 0);
    await sleep(downMs);
    await restartRole('workers');
    return {
      restoredAt: now(),
      notes: [
        interruptedJobs.length > 0
          ? `killed mid-job: ${interruptedJobs.map((j) => j.queue).join(', ')} active`
          : 'no job was active at the kill',
      ],
      interruptedJobs,
    };
  },
});

/**
 * The payment provider (the built-in simulator, in the api process) slow or failing on
 * initialize, verify and the charge.success webhook for `durationMs`, then well again.
 * Slow: each call waits 5 s and the webhook comes 5 s late. Failing: each call answers 500 and
 * no webhook is sent, so only the payer's verify (retried, as a person reloads) can confirm.
 */
export const paymentProviderFault = (kind: 'slow' | 'failing', durationMs = 10_000): Fault => ({
  name: kind === 'slow' ? 'Payment provider slow (5 s)' : 'Payment provider failing (500)',
  recoveredBy: 'pay:initialize',
  async inject({ apiUrl, now }) {
    const fault =
      kind === 'slow'
        ? { operations: ['initialize', 'verify', 'webhook'], delayMs: 5_000, failWith: null }
        : { operations: ['initialize', 'verify', 'webhook'], delayMs: 0, failWith: 500 };
    await setSimulatorFault(apiUrl, fault);
    await sleep(durationMs);
    await setSimulatorFault(apiUrl, null);
    return {
      restoredAt: now(),
      notes: [
        `${fault.operations.join(', ')}: ${kind === 'slow' ? '5 s late' : 'answered 500, webhooks not sent'} for ${durationMs / 1000} s`,
      ],
    };
  },
});

async function setSimulatorFault(apiUrl: string, fault: object | null) {
  const response = await fetch(`${apiUrl}/simulator/faults`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin: apiUrl },
    body: JSON.stringify(fault),
  });
  if (!response.ok)
    throw new Error(`PUT /simulator/faults answered ${response.status}: ${await response.text()}`);
}

async function checkpointMoved(pool: pg.Pool, timeoutMs = 10_000): Promise<void> {
  const read = async () =>
    (
      await pool.query<{ s: string }>(
        `select string_agg(checkpoint, ',' order by name, generation) as s from projection_generations`,
      )
    ).rows[0]?.s;
  const first = await read().catch(() => null);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await read().catch(() => first)) !== first) return;
    await sleep(5);
  }
}

/** The jobs active now; waits up to `timeoutMs` for at least one. */
async function activeJobs(pool: pg.Pool, timeoutMs: number): Promise<{ id: string; queue: string }[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await pool.query<{ id: string; queue: string }>(
      `select id::text, name as queue from pgboss.job where state = 'active'`,
    );
    if (rows.length > 0 || Date.now() >= deadline) return rows;
    await sleep(5);
  }
}
