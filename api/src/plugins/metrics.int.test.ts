import { randomUUID } from 'node:crypto';
import { carDecider, carStream, systemActor } from '@akwaaba/domain';
import { handleCommand } from '@akwaaba/infra/commands/command-handler';
import { counterProjection } from '@akwaaba/projections/runner/test-support/counter-projection';
import { tick } from '@akwaaba/projections/runner/test-support/events';
import { ensureQueue } from '@akwaaba/workers/queue-policies';
import { describe, expect, it } from 'vitest';
import { createTestUser, startAppWithUsers } from '../../../test/users';

const { t } = await startAppWithUsers({});

async function scrape(headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${t.baseUrl}/metrics`, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** The value of one sample line, e.g. value(text, 'akwaaba_jobs{queue="q",state="failed"}'). */
function value(text: string, sample: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${sample} `));
  return line === undefined ? undefined : Number(line.slice(sample.length + 1));
}

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

  it('counts commands by type and outcome, with their duration', async () => {
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
    expect(
      value(text, 'akwaaba_commands_total{command="RegisterUser",outcome="accepted",error_kind=""}'),
    ).toBe(1);
    expect(
      value(text, 'akwaaba_commands_total{command="ApproveCar",outcome="rejected",error_kind="not_found"}'),
    ).toBe(1);
    expect(value(text, 'akwaaba_command_duration_seconds_count{command="RegisterUser"}')).toBe(1);
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
