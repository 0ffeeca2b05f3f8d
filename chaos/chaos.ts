import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { registerVerifiedAccount } from '@akwaaba/application/accounts/verified-account';
import { hashPassword } from '@akwaaba/infra/accounts/passwords';
import type { EventStore } from '@akwaaba/infra/eventstore/port';
import { PostgresEventStore } from '@akwaaba/infra/eventstore/postgres/postgres-event-store';
import { sealingPersonalData } from '@akwaaba/infra/privacy/personal-data-store';
import { appSecretsFrom } from '@akwaaba/infra/secrets/app-secret';
import { SessionStore } from '@akwaaba/infra/sessions/session-store';
import { getProjectionStatus, type Projection, rebuildProjection } from '@akwaaba/projections';
import type { Pool } from 'pg';
import sharp from 'sharp';
import { seedApprovedCars, seedUsers } from '../bench/http-seed';
import { caughtUp } from '../bench/http-servers';
import { buildProjections } from '../server/features';
import { freePort } from '../test/free-port';
import { snapshotReadModels } from '../test/support/read-model-snapshot';
import { type CheckResult, checkNothingLostOrDoubled, countOf } from './checks';
import type { Fault, FaultContext, FaultReport } from './faults';
import { MixedLoad, type Outcome, type RequestKind } from './load';
import { type Role, type RoleProcess, startRole } from './roles';
import { startChaosServices } from './services';

/*
 * A chaos run: the product as three processes (api, projections, workers) on services the
 * run owns, a steady mixed load, and one fault after another. After the load, it checks that
 * nothing a client was told happened was lost or happened twice, and that every read model
 * equals a from-scratch rebuild.
 */

export interface ChaosOptions {
  faults: Fault[];
  /** Requests a second (the mixed load). */
  rate: number;
  /** Load before each fault, and after its recovery, in seconds. */
  beforeSeconds: number;
  afterSeconds: number;
  cars: number;
  renters: number;
  /** Longest wait for a recovery before the fault counts as not recovered. */
  recoveryTimeoutMs?: number;
  /** Longest wait for the jobs a kill interrupted to run again (pg-boss expires them first). */
  jobRerunTimeoutMs?: number;
  /** Extra environment for the product (e.g. BOOKING_HOLD_MINUTES). */
  env?: Record<string, string>;
  /** Keep the data folder (logs) after the run. */
  keepData?: boolean;
  log?: (line: string) => void;
}

export interface FaultRow {
  fault: string;
  sent: number;
  /** Answers other than 2xx/3xx by status ('timeout', 'refused' for no connection). */
  errors: Record<string, number>;
  /** From the part's return until /readyz said ready and a booking was accepted again; null if never. */
  recoveryMs: number | null;
  lost: number;
  doubled: number;
  check: CheckResult;
  notes: string[];
  /** One body per error status, as a client saw it. */
  errorBodies: Record<string, string>;
}

export interface ChaosResult {
  rows: FaultRow[];
  /** The whole run's checks, every booking stream included. */
  total: CheckResult;
  /** Read models after the faults against a from-scratch rebuild. */
  rebuild: { equal: boolean; readModels: number; rows: number; differing: string[] };
  dataDir: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runChaos(options: ChaosOptions): Promise<ChaosResult> {
  const log = options.log ?? (() => {});
  const dataDir = await mkdtemp(path.join(tmpdir(), 'akwaaba-chaos-'));
  await chmod(dataDir, 0o755); // embedded Postgres runs as its own user when we are root
  log(`Data, logs: ${dataDir}`);
  const services = await startChaosServices(dataDir);
  const processes = new Map<Role, RoleProcess>();
  let load: MixedLoad | null = null;
  // The product's secret, shared by the run's own reads and writes: personal data in events is
  // sealed under keys it wraps (docs/adr/0026), so the run seals and opens them as the product does.
  const appSecret = randomBytes(32).toString('hex');
  const productStore = () =>
    sealingPersonalData(PostgresEventStore.create(services.pool), services.pool, appSecretsFrom(appSecret));
  try {
    log(`Seeding ${options.cars} cars and ${options.renters} renters...`);
    const seeded = await seed(services.pool, productStore(), options);

    const apiPort = await freePort();
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const roleOptions = {
      logDir: dataDir,
      env: {
        ...services.env,
        APP_SECRET: appSecret,
        DATA_DIR: path.join(dataDir, 'product'),
        HOST: '127.0.0.1',
        PUBLIC_URL: apiUrl,
        SEED_DEMO_DATA: 'false',
        // The load signs in and books from one address, far past the per-address limits.
        RATE_LIMITS: 'false',
        // PUT /simulator/faults, for the payment provider faults (loopback only).
        PAYMENT_SIMULATOR_FAULTS: 'true',
        ...options.env,
      },
    };
    const start = async (role: Role) => {
      const port = role === 'api' ? apiPort : await freePort();
      processes.set(
        role,
        await startRole(role, { ...roleOptions, env: { ...roleOptions.env, PORT: String(port) } }),
      );
    };
    log('Starting the product: api, projections, workers...');
    await start('projections');
    await start('workers');
    await start('api');
    await caughtUp(apiUrl, 120_000);

    load = new MixedLoad({
      url: apiUrl,
      rate: options.rate,
      renterCookies: seeded.renterCookies,
      logins: seeded.logins,
      carIds: seeded.carIds,
      listerCookies: seeded.listerCookies,
      photo: await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0a7' } })
        .jpeg()
        .toBuffer(),
    });
    const context: FaultContext = {
      services,
      apiUrl,
      role: (role) => processes.get(role)!,
      restartRole: start,
      now: () => load!.now(),
      log,
    };
    log(`Load: ${options.rate} requests/s, mixed.`);
    load.start();
    const phases: (FaultReport & { fault: Fault; from: number; to: number; recoveredAt: number | null })[] =
      [];
    for (const fault of options.faults) {
      const from = load.now();
      await sleep(options.beforeSeconds * 1000);
      log(`  ${fault.name}...`);
      const report = await fault.inject(context);
      const recoveredAt = await recovery(
        apiUrl,
        load,
        report.restoredAt,
        fault.recoveredBy ?? 'booking',
        options.recoveryTimeoutMs ?? 60_000,
      );
      log(
        recoveredAt === null
          ? '    not recovered'
          : `    recovered in ${((recoveredAt - report.restoredAt) / 1000).toFixed(1)} s`,
      );
      await sleep(options.afterSeconds * 1000);
      phases.push({ fault, from, to: load.now(), ...report, recoveredAt });
    }
    await load.stop();
    log('Load stopped; finishing the payments begun...');
    await load.finishPayments(60_000);
    await caughtUp(apiUrl, 120_000);
    const interrupted = phases.flatMap((p) => p.interruptedJobs ?? []);
    if (interrupted.length > 0)
      log(`Waiting for the ${interrupted.length} job(s) a kill interrupted to run again...`);
    const rerun = await jobsFinished(services.pool, interrupted, options.jobRerunTimeoutMs ?? 420_000);

    // The e-mails the load's sign-ups asked for: the reactor sends their jobs, the workers send them.
    const projections = buildProjections({ jobs: { send: () => Promise.reject(new Error('read only')) } });
    const store = productStore();
    try {
      await projectionsCaughtUp({ pool: services.pool, store }, projections, 60_000);
      await queueDrained(services.pool, 'account-email', 120_000);
      // Stop what writes, let the read models and reactors apply everything, then stop them too.
      for (const role of ['api', 'workers'] as const) await processes.get(role)!.stop();
      await projectionsCaughtUp({ pool: services.pool, store }, projections, 60_000);
      await processes.get('projections')!.stop();

      const facts = (from: number, to: number) => ({
        booked: [...load!.booked].filter(([, at]) => at >= from && at < to).map(([id]) => id),
        paid: [...load!.paid].filter((id) => {
          const at = load!.booked.get(id)!;
          return at >= from && at < to;
        }),
        signedUp: [...load!.signedUp].filter(([, at]) => at >= from && at < to).map(([to]) => to),
        listed: [...load!.listed].filter(([, at]) => at >= from && at < to).map(([id]) => id),
      });
      const everyListed = new Set(load.listed.keys());
      const scope = (from: number, to: number) => ({
        listers: seeded.listers,
        everyListed,
        from: new Date(Number.isFinite(from) ? load!.startedAt + from : 0),
        to: new Date(Number.isFinite(to) ? load!.startedAt + to : 8.64e15),
      });
      const rows: FaultRow[] = [];
      for (const [i, phase] of phases.entries()) {
        const until = phases[i + 1]?.from ?? Number.POSITIVE_INFINITY;
        const check = await checkNothingLostOrDoubled(
          services.pool,
          facts(phase.from, until),
          scope(phase.from, until),
        );
        const jobs = phase.interruptedJobs ?? [];
        const notRerun = jobs.filter((job) => rerun.get(job.id) !== 'completed');
        if (notRerun.length > 0)
          check.lost.push({
            check: 'job interrupted by the kill → ran again and completed',
            examples: notRerun.map((job) => `${job.queue} ${job.id} (${rerun.get(job.id) ?? 'gone'})`),
            count: notRerun.length,
          });
        const notes = [
          ...phase.notes,
          ...(jobs.length > 0
            ? [
                `interrupted jobs afterwards: ${jobs.map((job) => `${job.queue} ${rerun.get(job.id) ?? 'gone'}`).join(', ')}`,
              ]
            : []),
        ];
        rows.push({
          fault: phase.fault.name,
          ...requestStats(load.outcomes.filter((o) => o.sentAt >= phase.from && o.sentAt < until)),
          recoveryMs: phase.recoveredAt === null ? null : phase.recoveredAt - phase.restoredAt,
          lost: countOf(check.lost),
          doubled: countOf(check.doubled),
          check,
          notes,
        });
      }
      const total = await checkNothingLostOrDoubled(
        services.pool,
        facts(0, Number.POSITIVE_INFINITY),
        // From the start of the load: the seeded cars are not the listing hosts'.
        scope(Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY),
        { everyStream: true },
      );
      log('Rebuilding every read model from zero to compare...');
      const rebuild = await compareWithRebuild({ pool: services.pool, store }, projections);
      return { rows, total, rebuild, dataDir };
    } finally {
      await store.close();
    }
  } finally {
    await load?.stop();
    load?.close();
    for (const process of processes.values()) await process.stop('SIGKILL');
    await services.stop();
    if (!options.keepData) await rm(dataDir, { recursive: true, force: true });
  }
}

/** Hosts, approved cars, renters approved as drivers (with sessions) and accounts that sign in. */
async function seed(pool: Pool, store: EventStore, options: ChaosOptions) {
  try {
    const hosts = await seedUsers(store, 10, 'chaos-host');
    const listers = await seedUsers(store, 5, 'chaos-lister');
    const carIds = await seedApprovedCars(store, { count: options.cars, ownerIds: hosts });
    const renterIds: string[] = [];
    for (let i = 0; i < options.renters; i += 16) {
      const batch = Array.from({ length: Math.min(16, options.renters - i) }, (_, j) =>
        registerVerifiedAccount(store, {
          email: `chaos-renter-${i + j}-${randomBytes(4).toString('hex')}@chaos.akwaaba.test`,
          firstName: 'Kofi',
          lastName: `Renter${i + j}`,
          approvedDriver: true,
        }),
      );
      for (const { userId } of await Promise.all(batch)) renterIds.push(userId);
    }
    const sessions = new SessionStore(pool);
    const renterCookies = await Promise.all(
      renterIds.map(async (id) => `akwaaba_session=${(await sessions.create(id)).token}`),
    );
    const password = 'Kente-Cloth-2025';
    const passwordHash = await hashPassword(password);
    const logins = await Promise.all(
      [1, 2, 3, 4, 5].map(async (n) => {
        const email = `chaos-login-${n}-${randomBytes(4).toString('hex')}@chaos.akwaaba.test`;
        await registerVerifiedAccount(store, {
          email,
          firstName: 'Efua',
          lastName: `Login${n}`,
          passwordHash,
        });
        return { email, password };
      }),
    );
    const listerCookies = await Promise.all(
      listers.map(async (id) => `akwaaba_session=${(await sessions.create(id)).token}`),
    );
    return { carIds, renterCookies, logins, listers, listerCookies };
  } finally {
    await store.close();
  }
}

async function projectionsCaughtUp(
  deps: { pool: Pool; store: EventStore },
  projections: Projection[],
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const statuses = await getProjectionStatus(deps, projections);
    if (statuses.every((s) => s.lagEvents === 0 && !s.lastError)) return;
    if (Date.now() > deadline)
      throw new Error(
        `Projections did not catch up: ${statuses.map((s) => `${s.name} ${s.lagEvents} behind${s.lastError ? ` (${s.lastError.message})` : ''}`).join(', ')}`,
      );
    await sleep(250);
  }
}

/**
 * When the product had recovered from a fault restored at `restoredAt`: /readyz answers 200
 * and a request of `kind` sent after the restoration succeeded (a booking: 201). Null if not
 * within `timeoutMs`.
 */
async function recovery(
  apiUrl: string,
  load: MixedLoad,
  restoredAt: number,
  kind: RequestKind,
  timeoutMs: number,
) {
  const deadline = load.now() + timeoutMs;
  let readyAt: number | null = null;
  while (load.now() < deadline) {
    if (readyAt === null) {
      const response = await fetch(`${apiUrl}/readyz`, { signal: AbortSignal.timeout(5_000) }).catch(
        () => null,
      );
      if (response?.status === 200) readyAt = load.now();
    }
    const booked = load.outcomes.find(
      (o) => o.kind === kind && typeof o.status === 'number' && o.status < 300 && o.sentAt >= restoredAt,
    );
    if (readyAt !== null && booked) return Math.max(readyAt, booked.sentAt + booked.ms);
    await sleep(100);
  }
  return null;
}

/** Waits until no job of `queue` waits or runs (bounded: the checks then say what was not done). */
async function queueDrained(pool: Pool, queue: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = await pool.query<{ n: number }>(
      `select count(*)::int as n from pgboss.job where name = $1 and state in ('created', 'retry', 'active')`,
      [queue],
    );
    if (rows[0]!.n === 0) return;
    await sleep(500);
  }
}

/** Waits until none of `jobs` is waiting or running any more; answers each one's state then. */
async function jobsFinished(pool: Pool, jobs: { id: string }[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await pool.query<{ id: string; state: string }>(
      'select id::text, state from pgboss.job where id = any($1::uuid[])',
      [jobs.map((job) => job.id)],
    );
    const states = new Map(rows.map((row) => [row.id, row.state]));
    const waiting = rows.some((row) => ['created', 'retry', 'active'].includes(row.state));
    if (!waiting || Date.now() > deadline) return states;
    await sleep(1_000);
  }
}

function requestStats(outcomes: Outcome[]) {
  const errors: Record<string, number> = {};
  const errorBodies: Record<string, string> = {};
  for (const o of outcomes) {
    if (typeof o.status === 'number' && o.status < 400) continue;
    const key = String(o.status);
    errors[key] = (errors[key] ?? 0) + 1;
    if (!(key in errorBodies)) errorBodies[key] = `${o.kind}: ${o.body ?? ''}`;
  }
  return { sent: outcomes.length, errors, errorBodies };
}

/** Snapshots every read model, rebuilds each from the first event, and compares the two. */
async function compareWithRebuild(deps: { pool: Pool; store: EventStore }, projections: Projection[]) {
  const readModels = projections.filter((p) => p.kind === 'read-model');
  const before = await snapshotReadModels(deps.pool, readModels);
  for (const projection of readModels) await rebuildProjection(deps, projection, { batchSize: 500 });
  const after = await snapshotReadModels(deps.pool, readModels);
  const differing = readModels
    .map((p) => p.name)
    .filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]));
  const rows = Object.values(before).reduce(
    (sum, views) => sum + Object.values(views).reduce((n, r) => n + r.length, 0),
    0,
  );
  return { equal: differing.length === 0, readModels: readModels.length, rows, differing };
}

/** The table of faults × what the clients saw and what the checks found, as markdown. */
export function chaosTable(result: ChaosResult): string {
  const header = ['Fault', 'Requests sent', 'Client errors by status', 'Recovery', 'Lost', 'Doubled'];
  const lines = result.rows.map((row) => [
    row.fault,
    row.sent.toLocaleString('en-GB'),
    Object.entries(row.errors)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ') || 'none',
    row.recoveryMs === null ? 'not recovered' : `${(row.recoveryMs / 1000).toFixed(1)} s`,
    String(row.lost),
    String(row.doubled),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...lines.map(line)].join('\n');
}
