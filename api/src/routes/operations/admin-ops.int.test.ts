import type { ProjectionOpsView, StuckJobView } from '@akwaaba/domain/operations/operations.contract';
import { ensureQueue } from '@akwaaba/infra/jobs/queue-policies';
import { type Projection, rebuildProjection, startProjectionRunners } from '@akwaaba/projections';
import { counterProjection, readCounts } from '@akwaaba/projections/runner/test-support/counter-projection';
import { appendTicks, tick } from '@akwaaba/projections/runner/test-support/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppWithUsers, type TestUser } from '../../../../test/users';
import { call } from '../cars/cars-test-support';

const { t, admin, user } = await startAppWithUsers({ admin: { admin: true }, user: {} });
let productProjections: readonly Projection[];
/** Slow enough (a second per batch of 500) that a rebuild can be watched while it runs. */
const slow = counterProjection({ name: 'slow_counter', applyDelayMs: 1000 });
/** A read model with a bug: it throws on Poison events. */
const failing: Projection = {
  name: 'failing_model',
  kind: 'read-model',
  eventTypePrefixes: ['Poison'],
  tables: {},
  async apply(events) {
    for (const event of events) throw new Error(`cannot read ${event.streamName}@${event.streamRevision}`);
  },
};

beforeAll(async () => {
  productProjections = t.app.deps.projections ?? [];
  // Test projections join the product's in the list the ops endpoints serve.
  t.app.deps.projections = [...productProjections, slow, failing];
  await appendTicks(t.store, { streams: 10, perStream: 60, perAppend: 60, prefix: 'ops' });
});

const list = async () => {
  const answer = await call<ProjectionOpsView[]>(t, 'GET', '/api/admin/ops/projections', { user: admin });
  expect(answer.status).toBe(200);
  return answer.body;
};
const find = (views: ProjectionOpsView[], name: string) => views.find((v) => v.name === name)!;
const until = async (condition: () => Promise<boolean>, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('GET /api/admin/ops/projections', () => {
  it('is for admins only: 401 signed out, 403 for other users', async () => {
    const anonymous = await call(t, 'GET', '/api/admin/ops/projections');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: expect.any(String) });
    const other = await call(t, 'GET', '/api/admin/ops/projections', { user });
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ message: 'Only an admin can do this.' });
  });

  it('shows every projection and reactor with checkpoint, lag, throughput and runner', async () => {
    await t.settled();
    // No car event in this log: the cars read model moves its checkpoint past the others lazily.
    await until(async () => find(await list(), 'cars').checkpoint !== null);
    const views = await list();
    expect(views.map((v) => v.name)).toEqual([
      ...productProjections.map((p) => p.name),
      slow.name,
      failing.name,
    ]);
    const cars = find(views, 'cars');
    expect(cars).toMatchObject({
      kind: 'read-model',
      activeGeneration: 1,
      checkpoint: expect.stringMatching(/^\d+:\d+$/),
      lagEvents: 0,
      lagSeconds: 0,
      runnerActive: true,
      lastError: null,
      rebuild: null,
      rebuildable: true,
    });
    expect(cars.eventsPerSecond).toBeGreaterThanOrEqual(0);
    for (const reactor of views.filter((v) => v.kind === 'reactor')) expect(reactor.rebuildable).toBe(false);
    // Never run: every event of its kind counts as lag.
    expect(find(views, slow.name)).toMatchObject({
      activeGeneration: null,
      lagEvents: 600,
      runnerActive: false,
    });
  });

  it('shows the event a projection is stuck on, with its error and attempts', async () => {
    const runners = startProjectionRunners({
      pool: t.db.pool,
      store: t.store,
      projections: [failing],
      retryInitialDelayMs: 50,
    });
    try {
      await t.store.appendToStream('poison', [tick({}, 'Poison')]);
      let last: unknown;
      await until(async () => {
        const v = find(await list(), failing.name);
        last = v;
        return (v.lastError?.attempts ?? 0) >= 2;
      }).catch((e) => {
        throw new Error(`${e.message}: ${JSON.stringify(last)}`);
      });
      const view = find(await list(), failing.name);
      expect(view.lastError).toMatchObject({
        message: 'cannot read poison@0',
        position: expect.stringMatching(/^\d+:\d+$/),
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(view.lagEvents).toBe(1);
    } finally {
      await runners.stop();
    }
  });
});

describe('POST /api/admin/ops/projections/{name}/rebuild', () => {
  const rebuild = (name: string, as: TestUser | null = admin) =>
    call<Record<string, unknown>>(t, 'POST', `/api/admin/ops/projections/${name}/rebuild`, { user: as });

  it('is for admins only and refuses what cannot be rebuilt, with a clear message', async () => {
    expect((await rebuild('cars', null)).status).toBe(401);
    expect((await rebuild('cars', user)).status).toBe(403);
    expect(await rebuild('no_such_thing')).toMatchObject({
      status: 404,
      body: { message: 'No projection is named no_such_thing.' },
    });
    expect((await rebuild('Robert%27); drop table cars;--')).status).toBe(400);
    const reactor = await rebuild('car_photos_reactor');
    expect(reactor.status).toBe(409);
    expect(reactor.body.message).toMatch(/reactor: reactors are never rebuilt/);
    // Nothing was touched by the refusals.
    expect(find(await list(), 'cars')).toMatchObject({ activeGeneration: 1, rebuild: null });
  });

  it('starts a blue-green rebuild, one at a time, shows its progress, then switches', async () => {
    const started = await rebuild(slow.name);
    expect(started.status).toBe(202);
    expect(started.headers.get('location')).toBe('/api/admin/ops/projections');
    // Never run before: the rebuild sets up an empty generation 1 for readers and builds generation 2.
    expect(started.body).toMatchObject({ name: slow.name, generation: 2, eventsDone: 0, eventsTotal: 600 });
    const again = await rebuild(slow.name);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`A rebuild of ${slow.name} is already running.`);

    let sawProgress = false;
    await until(async () => {
      const view = find(await list(), slow.name);
      if (view.rebuild?.running && view.rebuild.eventsDone > 0 && view.rebuild.eventsDone < 600) {
        expect(view.rebuild.eventsTotal).toBe(600);
        sawProgress = true;
      }
      return view.lastRebuild !== null;
    });
    expect(sawProgress).toBe(true);
    const done = find(await list(), slow.name);
    expect(done).toMatchObject({
      rebuild: null,
      activeGeneration: started.body.generation,
      lastRebuild: { status: 'switched', generation: started.body.generation, eventsApplied: 600 },
    });
    expect(Object.values(await readCounts(t.db.pool))).toEqual(Array(10).fill(60));
  });

  it('refuses while another process rebuilds the same projection', async () => {
    const elsewhere = rebuildProjection({ pool: t.db.pool, store: t.store }, slow);
    await until(async () => find(await list(), slow.name).rebuild?.running === true);
    const refused = await rebuild(slow.name);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/already running/);
    await elsewhere;
    expect(find(await list(), slow.name).rebuild).toBeNull();
  });
});

describe('failed and dead jobs', () => {
  const QUEUE = 'ops-mail-test';
  /** When the handler ran; it throws while `failing`. */
  const tries: number[] = [];
  let failing = true;
  const jobs = async () => {
    const answer = await call<StuckJobView[]>(t, 'GET', '/api/admin/ops/jobs', { user: admin });
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const retry = (queue: string, id: string, as: TestUser = admin) =>
    call<{ queue: string; id: string; was: string; message?: string }>(
      t,
      'POST',
      `/api/admin/ops/jobs/${queue}/${id}/retry`,
      { user: as },
    );

  beforeAll(async () => {
    // The policy's injection point: seconds where the product waits minutes.
    await ensureQueue(t.boss, QUEUE, { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: true });
    await t.boss.work(QUEUE, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async () => {
      tries.push(Date.now());
      if (failing) throw new Error('the mail server said no');
    });
  });
  afterAll(() => t.boss.offWork(QUEUE));

  it('retries a failing job with growing delays up to its limit, then lists it dead without its data', async () => {
    await t.boss.send(QUEUE, { to: 'ama.mensah@example.com' });
    await until(async () => (await jobs()).some((j) => j.queue === QUEUE), 20_000);
    // 1 try + 2 retries; pg-boss waits 1-2 s, then 2-4 s (the delay doubles, plus jitter).
    expect(tries).toHaveLength(3);
    expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(1000);
    expect(tries[2]! - tries[1]!).toBeGreaterThanOrEqual(2000);
    const listed = (await jobs()).filter((j) => j.queue === QUEUE);
    // The failed original and its dead copy show once, as dead: retrying both would run it twice.
    expect(listed).toEqual([
      {
        queue: QUEUE,
        id: expect.any(String),
        state: 'dead',
        at: expect.any(String),
        attempts: 3,
        error: 'the mail server said no',
      },
    ]);
    expect(JSON.stringify(await jobs())).not.toContain('ama.mensah');
  }, 30_000);

  it('is for admins only: 403 for other users, to list and to retry', async () => {
    const other = await call(t, 'GET', '/api/admin/ops/jobs', { user });
    expect(other.status).toBe(403);
    const [dead] = (await jobs()).filter((j) => j.queue === QUEUE);
    const refused = await retry(QUEUE, dead!.id, user);
    expect(refused.status).toBe(403);
    expect((await jobs()).filter((j) => j.queue === QUEUE)).toHaveLength(1);
  });

  it('Retry sends a dead job to its queue again, once, and it leaves the list', async () => {
    const [dead] = (await jobs()).filter((j) => j.queue === QUEUE);
    failing = false;
    const again = await retry(QUEUE, dead!.id);
    expect(again.status).toBe(202);
    expect(again.body).toEqual({ queue: QUEUE, id: expect.any(String), was: 'dead' });
    await until(async () => tries.length === 4);
    expect((await jobs()).filter((j) => j.queue === QUEUE)).toEqual([]);
    const twice = await retry(QUEUE, dead!.id);
    expect(twice.status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(tries).toHaveLength(4);
    expect((await t.boss.getJobById(QUEUE, again.body.id))?.state).toBe('completed');
  });

  it('Retry puts a failed job without a dead copy back through pg-boss retry', async () => {
    await t.boss.createQueue('ops-no-dead-letter');
    const id = await t.boss.send('ops-no-dead-letter', { n: 1 }, { retryLimit: 0 });
    await t.boss.fetch('ops-no-dead-letter');
    await t.boss.fail('ops-no-dead-letter', id!, new Error('boom'));
    expect((await jobs()).find((j) => j.id === id)).toMatchObject({
      queue: 'ops-no-dead-letter',
      state: 'failed',
      attempts: 1,
      error: 'boom',
    });
    const again = await retry('ops-no-dead-letter', id!);
    expect(again.body).toEqual({ queue: 'ops-no-dead-letter', id, was: 'failed' });
    expect((await t.boss.getJobById('ops-no-dead-letter', id!))?.state).toBe('retry');
    expect((await jobs()).find((j) => j.id === id)).toBeUndefined();
  });
});
