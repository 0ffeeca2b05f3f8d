import { randomUUID } from 'node:crypto';
import { buildApp } from '@akwaaba/api/app';
import { carDecider, carStream, systemActor } from '@akwaaba/domain';
import { handleCommand } from '@akwaaba/infra/commands/command-handler';
import { ensureQueue } from '@akwaaba/infra/jobs/queue-policies';
import { rebuildProjection } from '@akwaaba/projections';
import { counterProjection } from '@akwaaba/projections/runner/test-support/counter-projection';
import { tick } from '@akwaaba/projections/runner/test-support/events';
import { describe, expect, it } from 'vitest';
import { createTestUser, startAppWithUsers } from '../../../test/users';

const { t } = await startAppWithUsers({});

async function scrape(headers: Record<string, string> = {}, baseUrl = t.baseUrl): Promise<string> {
  const response = await fetch(`${baseUrl}/metrics`, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** The value of one sample line, e.g. value(text, 'akwaaba_jobs{queue="q",state="failed"}'). */
function value(text: string, sample: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${sample} `));
  return line === undefined ? undefined : Number(line.slice(sample.length + 1));
}

/** Every sample of `metric` whose labels include `labels`, e.g. each generation of one projection. */
function samples(text: string, metric: string, labels: Record<string, string> = {}): number[] {
  const wanted = Object.entries(labels).map(([name, v]) => `${name}="${v}"`);
  return text
    .split('\n')
    .filter((l) => l.startsWith(`${metric}{`) || l.startsWith(`${metric} `))
    .filter((l) => wanted.every((pair) => l.slice(0, l.lastIndexOf(' ')).includes(pair)))
    .map((l) => Number(l.slice(l.lastIndexOf(' ') + 1)));
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Metrics read from the database, the same on every instance: only the reporter exports them. */
const CLUSTER_WIDE = [
  'akwaaba_projection_lag_events',
  'akwaaba_projection_lag_seconds',
  'akwaaba_projection_runner_active',
  'akwaaba_projection_failing',
  'akwaaba_projection_failure_attempts',
  'akwaaba_projection_events_applied_total',
  'akwaaba_jobs',
  'akwaaba_jobs_dead',
];

describe('GET /metrics', () => {
  it('times HTTP requests by route pattern, never by raw URL', async () => {
    const id = randomUUID();
    await fetch(`${t.baseUrl}/api/cars/${id}`);
    await fetch(`${t.baseUrl}/api/cars/${randomUUID()}`);
    await fetch(`${t.baseUrl}/no/such/${id}`);
    const text = await scrape();
    expect(
      value(
        text,
        'akwaaba_http_request_duration_seconds_count{method="GET",route="/api/cars/:id",status_code="404"}',
      ),
    ).toBe(2);
    expect(
      value(
        text,
        'akwaaba_http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}',
      ),
    ).toBe(1);
    expect(text).toMatch(
      /akwaaba_http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/cars\/:id",status_code="404"\} 2/,
    );
    expect(text).not.toContain(id);
    // Node's own figures come along.
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('counts commands by type and outcome, with their duration: counters that only rise', async () => {
    const accepted = 'akwaaba_commands_total{command="RegisterUser",outcome="accepted",error_kind=""}';
    const requests =
      'akwaaba_http_request_duration_seconds_count{method="GET",route="/metrics",status_code="200"}';
    const before = await scrape();
    await createTestUser(t); // RegisterUser, VerifyEmail... accepted
    const carId = randomUUID();
    const context = { actor: systemActor, correlationId: randomUUID(), causationId: null };
    await expect(
      handleCommand(
        t.store,
        carDecider,
        carStream(carId),
        { type: 'ApproveCar', carId, actor: systemActor, notes: '' },
        context,
      ),
    ).rejects.toThrow();
    const text = await scrape();
    expect(value(text, accepted)).toBe((value(before, accepted) ?? 0) + 1);
    expect(
      value(text, 'akwaaba_commands_total{command="ApproveCar",outcome="rejected",error_kind="not_found"}'),
    ).toBe(1);
    expect(value(text, 'akwaaba_command_duration_seconds_count{command="RegisterUser"}')).toBe(1);
    // The scrape before this one was timed too.
    expect(value(text, requests)).toBe((value(before, requests) ?? 0) + 1);
  });

  it('counts events the read models applied, for rate() in queries, and exports no rate of its own', async () => {
    const users = { projection: 'users', kind: 'read-model' };
    await t.settled();
    const before = sum(samples(await scrape(), 'akwaaba_projection_events_applied_total', users));
    expect(before).toBeGreaterThan(0);
    await createTestUser(t);
    await t.settled();
    const text = await scrape();
    expect(sum(samples(text, 'akwaaba_projection_events_applied_total', users))).toBeGreaterThan(before);
    expect(text).not.toMatch(/per_second/);
  });

  it('follows the naming conventions: counters end in _total, units and _ratio in the names', async () => {
    const types = new Map(
      (await scrape())
        .split('\n')
        .filter((l) => l.startsWith('# TYPE akwaaba_'))
        .map((l) => l.split(' ').slice(2) as [string, string]),
    );
    expect([...types.keys()]).toEqual(expect.arrayContaining(CLUSTER_WIDE));
    for (const [name, type] of types) {
      // Only counters end in _total; nothing is a rate or a percentage computed here.
      expect({ name, total: name.endsWith('_total') }).toEqual({ name, total: type === 'counter' });
      expect(name).not.toMatch(/per_second|_rate$|_percent/);
    }
    expect([...types.keys()].filter((name) => name.includes('progress'))).toEqual([
      'akwaaba_projection_rebuild_progress_ratio',
    ]);
  });

  it('reports projection lag and runners from the database at scrape time', async () => {
    await t.settled();
    // A projection that ignores the newest events moves its checkpoint past them lazily (at most
    // every 250 ms, ADR 0011), so its lag reaches 0 shortly after the read models settle.
    for (const projection of t.app.deps.projections ?? []) {
      const labels = `{projection="${projection.name}",kind="${projection.kind}"}`;
      await expect.poll(async () => value(await scrape(), `akwaaba_projection_lag_events${labels}`)).toBe(0);
    }
    const text = await scrape();
    for (const projection of t.app.deps.projections ?? []) {
      const labels = `{projection="${projection.name}",kind="${projection.kind}"}`;
      expect(value(text, `akwaaba_projection_runner_active${labels}`)).toBe(1);
      expect(value(text, `akwaaba_projection_failing${labels}`)).toBe(0);
    }
    // A read model no runner serves, with an event 90 s old waiting for it.
    t.app.deps.projections = [...(t.app.deps.projections ?? []), counterProjection({ name: 'unserved' })];
    const old = tick();
    old.metadata.timestamp = new Date(Date.now() - 90_000).toISOString();
    await t.store.appendToStream('ticks', [old]);
    const behind = await scrape();
    const labels = '{projection="unserved",kind="read-model"}';
    expect(value(behind, `akwaaba_projection_lag_events${labels}`)).toBe(1);
    expect(value(behind, `akwaaba_projection_lag_seconds${labels}`)).toBeGreaterThan(89);
    expect(value(behind, `akwaaba_projection_runner_active${labels}`)).toBe(0);
  });

  it('reports a running rebuild’s progress as a ratio from 0 to 1', async () => {
    for (let i = 0; i < 6; i++) await t.store.appendToStream(`rebuilt-${i}`, [tick()]);
    let secondBatch!: () => void;
    const atSecondBatch = new Promise<void>((resolve) => {
      secondBatch = resolve;
    });
    let letGo!: () => void;
    const gate = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    let batches = 0;
    const projection = counterProjection({
      name: 'rebuilt',
      beforeWrite: async () => {
        if (++batches !== 2) return;
        secondBatch();
        await gate;
      },
    });
    t.app.deps.projections = [...(t.app.deps.projections ?? []), projection];
    const labels = '{projection="rebuilt",kind="read-model"}';
    const rebuilding = rebuildProjection({ pool: t.db.pool, store: t.store }, projection, { batchSize: 2 });
    try {
      await atSecondBatch; // the first batch is committed, the second held
      const text = await scrape();
      const ratio = value(text, `akwaaba_projection_rebuild_progress_ratio${labels}`);
      expect(ratio).toBeGreaterThan(0);
      expect(ratio).toBeLessThan(1);
      // The generation being built counts its events too.
      expect(
        value(
          text,
          'akwaaba_projection_events_applied_total{projection="rebuilt",kind="read-model",generation="2"}',
        ),
      ).toBe(2);
    } finally {
      letGo();
    }
    await rebuilding;
    expect(value(await scrape(), `akwaaba_projection_rebuild_progress_ratio${labels}`)).toBeUndefined();
  });

  it('reports job queue depth and failures per queue', async () => {
    await t.boss.createQueue('metrics-test');
    await t.boss.send('metrics-test', { n: 1 });
    await t.boss.send('metrics-test', { n: 2 });
    await t.boss.send('metrics-test', { n: 3 }, { retryLimit: 0 });
    const [job] = await t.boss.fetch('metrics-test', { batchSize: 1 });
    await t.boss.fail('metrics-test', job!.id, new Error('boom'));
    const text = await scrape();
    expect(value(text, 'akwaaba_jobs{queue="metrics-test",state="created"}')).toBe(2);
    expect(value(text, 'akwaaba_jobs{queue="metrics-test",state="active"}')).toBe(0);
    expect(
      (value(text, 'akwaaba_jobs{queue="metrics-test",state="failed"}') ?? 0) +
        (value(text, 'akwaaba_jobs{queue="metrics-test",state="retry"}') ?? 0),
    ).toBe(1);
  });

  it('reports dead jobs per queue, for an alert above 0, and not their dead-letter queue as waiting', async () => {
    await ensureQueue(t.boss, 'metrics-dead', { retryLimit: 0, retryDelaySeconds: 0, retryBackoff: false });
    await ensureQueue(t.boss, 'metrics-alive', { retryLimit: 0, retryDelaySeconds: 0, retryBackoff: false });
    await t.boss.send('metrics-dead', { n: 1 });
    const [job] = await t.boss.fetch('metrics-dead', { batchSize: 1 });
    await t.boss.fail('metrics-dead', job!.id, new Error('boom'));
    const text = await scrape();
    expect(value(text, 'akwaaba_jobs_dead{queue="metrics-dead"}')).toBe(1);
    expect(value(text, 'akwaaba_jobs_dead{queue="metrics-alive"}')).toBe(0);
    expect(value(text, 'akwaaba_jobs{queue="metrics-dead",state="failed"}')).toBe(1);
    expect(text).not.toContain('queue="metrics-dead.dead"');
  });

  it('exports the cluster-wide figures from one instance only, and another takes over when it goes', async () => {
    const second = await buildApp(t.app.deps);
    const secondUrl = await second.listen({ host: '127.0.0.1', port: 0 });
    let secondOpen = true;
    const reporting = (text: string) => ({
      reporter: value(text, 'akwaaba_metrics_reporter'),
      clusterSamples: CLUSTER_WIDE.filter((metric) => samples(text, metric).length > 0),
    });
    const exportsAll = { reporter: 1, clusterSamples: CLUSTER_WIDE };
    const exportsNone = { reporter: 0, clusterSamples: [] };
    try {
      // The first instance scraped holds the reporter lock; the other exports only its own figures.
      expect(reporting(await scrape())).toEqual(exportsAll);
      const standby = await scrape({}, secondUrl);
      expect(reporting(standby)).toEqual(exportsNone);
      expect(standby).toContain('akwaaba_commands_total');
      expect(standby).toContain('# TYPE akwaaba_http_request_duration_seconds histogram');
      // Scraped at once, still exactly one reports: summed over instances, one active runner is 1, not 2.
      const both = await Promise.all([scrape(), scrape({}, secondUrl)]);
      expect(both.map((text) => reporting(text))).toEqual([exportsAll, exportsNone]);
      const usersRunner = { projection: 'users', kind: 'read-model' };
      expect(
        sum(both.flatMap((text) => samples(text, 'akwaaba_projection_runner_active', usersRunner))),
      ).toBe(1);

      // The reporter's connection dies (its process was killed, or the network failed): the other takes over.
      const { rows } = await t.db.pool.query<{ killed: boolean }>(
        `select pg_terminate_backend(pid) as killed from pg_locks
          where locktype = 'advisory' and granted and objsubid = 2
            and classid = hashtext('akwaaba:metrics')::oid and objid = hashtext('reporter')::oid`,
      );
      expect(rows).toEqual([{ killed: true }]);
      await expect
        .poll(async () => reporting(await scrape({}, secondUrl)), { timeout: 10_000, interval: 100 })
        .toEqual(exportsAll);
      expect(reporting(await scrape())).toEqual(exportsNone);

      // Closing frees the lock at once.
      await second.close();
      secondOpen = false;
      expect(reporting(await scrape())).toEqual(exportsAll);
    } finally {
      if (secondOpen) await second.close();
    }
  });

  it('asks for the bearer token when METRICS_TOKEN is set', async () => {
    const token = 'a-long-enough-metrics-token';
    t.app.deps.config.metricsToken = token;
    try {
      const refused = await fetch(`${t.baseUrl}/metrics`);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({
        message: 'Metrics need the bearer token set in METRICS_TOKEN.',
      });
      expect(
        (await fetch(`${t.baseUrl}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status,
      ).toBe(401);
      expect(await scrape({ authorization: `Bearer ${token}` })).toContain('akwaaba_commands_total');
    } finally {
      t.app.deps.config.metricsToken = null;
    }
  });
});
