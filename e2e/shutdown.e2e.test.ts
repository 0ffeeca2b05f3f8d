import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RoleProcess, type SharedServices, sharedServices, startRole } from './support/roles';

/*
 * Graceful shutdown of each role on SIGTERM, as an orchestrator stops it: an API
 * finishes the requests it has started; a projections process releases its
 * runner locks so a standby takes over at once; a workers process finishes the
 * job in hand and leaves the rest waiting, so no job is lost or left stuck.
 */

const PHOTO_QUEUE = 'car-photo-variants';

describe('an API process on SIGTERM', () => {
  let services: SharedServices;
  let api: RoleProcess;
  beforeAll(async () => {
    services = await sharedServices();
    // A projections process makes the read models' tables and goes; with none running, a read
    // that asks for a later write waits to its 3 s bound: a slow request.
    const projections = await startRole(services, 'projections');
    const db = new pg.Pool({ connectionString: services.databaseUrl, max: 1 });
    const made = async () => (await db.query(`select to_regclass('booking_cars') as t`)).rows[0].t !== null;
    for (const deadline = Date.now() + 30_000; !(await made()) && Date.now() < deadline; )
      await new Promise((resolve) => setTimeout(resolve, 100));
    await db.end();
    await projections.stop('SIGTERM');
    api = await startRole(services, 'api');
  });
  afterAll(async () => {
    await api?.stop('SIGKILL');
    await services?.remove();
  });

  it('finishes the request in flight, refuses new ones, and exits cleanly', async () => {
    const url = api.url!;
    const started = Date.now();
    // In flight when SIGTERM comes: the wait, then its answer (no car by that id: 404).
    const inFlight = fetch(`${url}/api/cars/${randomUUID()}/availability`, {
      headers: { 'x-akwaaba-read-after': '999999999:999999999 bookings' },
    });
    await new Promise((resolve) => setTimeout(resolve, 800));
    const exitCode = api.stop('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const late = await fetch(`${url}/healthz`).then(
      (response) => response.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(late);

    const response = await inFlight;
    expect(response.status).toBe(404);
    const answeredAt = Date.now();
    expect(answeredAt - started).toBeGreaterThan(1000);
    // The answer closes its keep-alive connection: the exit does not wait for the client to let go.
    expect(response.headers.get('connection')).toBe('close');
    expect(await exitCode).toBe(0);
    expect(Date.now() - answeredAt).toBeLessThan(15_000);
    expect(api.output()).toContain('SIGTERM: stopping Akwaaba Drive...');
    expect(api.output()).toContain('Stopped.');
  });
});

describe('projections and workers processes on SIGTERM', () => {
  let services: SharedServices;
  let api: RoleProcess;
  const others: RoleProcess[] = [];
  let db: pg.Pool;
  beforeAll(async () => {
    services = await sharedServices();
    api = await startRole(services, 'api');
    db = new pg.Pool({ connectionString: services.databaseUrl, max: 2 });
  });
  afterAll(async () => {
    await db?.end();
    for (const role of others.reverse()) await role.stop('SIGKILL');
    await api?.stop();
    await services?.remove();
  });

  const jobs = async () => {
    const { rows } = await db.query<{ state: string; count: number }>(
      `select state::text, count(*)::int as count from pgboss.job where name = $1 group by state`,
      [PHOTO_QUEUE],
    );
    return Object.fromEntries(rows.map((r) => [r.state, r.count])) as Record<string, number | undefined>;
  };
  const metric = async (sample: string) => {
    const text = await (await fetch(`${api.url}/metrics`)).text();
    return text.split('\n').find((line) => line.startsWith(`${sample} `));
  };

  it('a workers process finishes the job in hand and leaves the rest waiting; another one does them all', async () => {
    // Workers first, so their queues exist when the photo reactor sends the demo photos' jobs.
    const firstWorkers = await startRole(services, 'workers');
    others.push(firstWorkers);
    others.push(await startRole(services, 'projections'));
    await expect
      .poll(
        async () => {
          const counts = await jobs();
          return (counts.active ?? 0) >= 1 && (counts.created ?? 0) >= 1;
        },
        { timeout: 60_000, interval: 50 },
      )
      .toBe(true);
    expect(await firstWorkers.stop('SIGTERM')).toBe(0);
    const afterStop = await jobs();
    expect(afterStop.active ?? 0).toBe(0);
    expect(afterStop.failed ?? 0).toBe(0);
    expect(afterStop.created ?? 0).toBeGreaterThan(0);
    const total = Object.values(afterStop).reduce<number>((sum, n) => sum + (n ?? 0), 0);

    others.push(await startRole(services, 'workers'));
    await expect
      .poll(async () => (await jobs()).completed ?? 0, { timeout: 90_000, interval: 250 })
      .toBe(total);
    expect(await jobs()).toEqual({ completed: total });
  });

  it('a projections process releases its runner locks: a standby takes over at once and keeps the read models current', async () => {
    const active = others.find((role) => role.roles === 'projections')!;
    const standby = await startRole(services, 'projections');
    others.push(standby);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(standby.output()).not.toContain('projection runner active');

    const stoppedAt = Date.now();
    expect(await active.stop('SIGTERM')).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    expect(active.output()).toContain('Stopped.');
    await expect
      .poll(() => (standby.output().match(/projection runner active/g) ?? []).length, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(5);
    // The standby takes each runner's lock in turn: the users read model among them.
    await expect
      .poll(() => metric('akwaaba_projection_runner_active{projection="users",kind="read-model"}'), {
        timeout: 10_000,
      })
      .toMatch(/ 1$/);

    // New events reach the read models through the standby.
    const email = 'after.failover@akwaaba.test';
    const signup = await fetch(`${api.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: api.url! },
      body: JSON.stringify({ email, password: 'Kente-Cloth-2025', firstName: 'Adjoa', lastName: 'Kyei' }),
    });
    expect(signup.status).toBe(201);
    await expect
      .poll(async () => (await db.query('select 1 from users where email = $1', [email])).rowCount, {
        timeout: 10_000,
      })
      .toBe(1);
    expect(await metric('akwaaba_projection_lag_events{projection="users",kind="read-model"}')).toMatch(
      / 0$/,
    );
  });
});
