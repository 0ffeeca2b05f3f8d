import type { Projection } from '@akwaaba/projections';
import { startProjectionRunners } from '@akwaaba/projections';
import { counterProjection } from '@akwaaba/projections/runner/test-support/counter-projection';
import { tick } from '@akwaaba/projections/runner/test-support/events';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startAppWithUsers } from '../../../test/users';

const { t } = await startAppWithUsers({});
let productProjections: readonly Projection[];
beforeAll(async () => {
  productProjections = t.app.deps.projections ?? [];
});
afterEach(() => {
  t.app.deps.projections = productProjections;
  t.app.deps.config.readyMaxLagEvents = 10_000;
  t.app.deps.config.readyMaxLagSeconds = 30;
});

const readyz = async () => {
  const response = await fetch(`${t.baseUrl}/readyz`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('GET /healthz', () => {
  it('answers while the process is up', async () => {
    const response = await fetch(`${t.baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /readyz', () => {
  it('is ready when the services answer and every read model is caught up', async () => {
    await t.settled();
    const { status, body } = await readyz();
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ready', database: 'ok', eventStore: 'ok', storage: 'ok' });
    const readModels = body.readModels as { name: string; ok: boolean }[];
    expect(readModels.map((r) => r.name)).toEqual(
      productProjections.filter((p) => p.kind === 'read-model').map((p) => p.name),
    );
    expect(readModels.every((r) => r.ok)).toBe(true);
  });

  it('is not ready while a read model lags more events than the bound', async () => {
    t.app.deps.projections = [...productProjections, counterProjection({ name: 'behind' })];
    t.app.deps.config.readyMaxLagEvents = 2;
    await t.store.appendToStream('ticks-a', [tick(), tick()]);
    expect((await readyz()).status).toBe(200);
    await t.store.appendToStream('ticks-a', [tick()]);
    const { status, body } = await readyz();
    expect(status).toBe(503);
    expect(body.status).toBe('not ready');
    expect(body.readModels).toContainEqual({
      name: 'behind',
      lagEvents: 3,
      lagSeconds: expect.any(Number),
      ok: false,
      error: 'more than 2 events behind',
    });
    // The count stops one past the bound: a probe never counts the whole log.
    await t.store.appendToStream('ticks-a', [tick(), tick()]);
    const further = await readyz();
    expect(further.body.readModels).toContainEqual(expect.objectContaining({ name: 'behind', lagEvents: 3 }));
  });

  it('is not ready while a read model lags more seconds than the bound', async () => {
    const aged: Projection = { ...counterProjection({ name: 'behind' }), eventTypePrefixes: ['Aged'] };
    t.app.deps.projections = [...productProjections, aged];
    const old = tick({}, 'Aged');
    old.metadata.timestamp = new Date(Date.now() - 45_000).toISOString();
    await t.store.appendToStream('ticks-b', [old]);
    const { status, body } = await readyz();
    expect(status).toBe(503);
    const behind = (body.readModels as { name: string; error?: string }[]).find((r) => r.name === 'behind');
    expect(behind?.error).toMatch(/^4\d s behind \(bound 30 s\)/);
    t.app.deps.config.readyMaxLagSeconds = 120;
    t.app.deps.config.readyMaxLagEvents = 100;
    expect((await readyz()).status).toBe(200);
  });

  it('is not ready while a read model is stopped on a failing event, and ready again once past it', async () => {
    let fixed = false;
    const buggy: Projection = {
      name: 'buggy',
      kind: 'read-model',
      eventTypePrefixes: ['Buggy'],
      tables: {},
      async apply() {
        if (!fixed) throw new Error('column "colour" does not exist');
      },
    };
    t.app.deps.projections = [...productProjections, buggy];
    const runners = startProjectionRunners({
      pool: t.db.pool,
      store: t.store,
      projections: [buggy],
      retryInitialDelayMs: 50,
      retryMaxDelayMs: 100,
    });
    try {
      await t.store.appendToStream('buggy', [tick({}, 'Buggy')]);
      let answer = await readyz();
      for (let i = 0; i < 100 && answer.status === 200; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        answer = await readyz();
      }
      expect(answer.status).toBe(503);
      const entry = (answer.body.readModels as { name: string; error?: string }[]).find(
        (r) => r.name === 'buggy',
      );
      expect(entry?.error).toBe('stopped on a failing event: column "colour" does not exist');
      fixed = true;
      for (let i = 0; i < 100 && answer.status === 503; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        answer = await readyz();
      }
      expect(answer.status).toBe(200);
    } finally {
      await runners.stop();
    }
  });

  it('reports an unreachable service as not ready', async () => {
    const storage = t.app.deps.storage;
    t.app.deps.storage = { ...storage, ping: async () => Promise.reject(new Error('connection refused')) };
    try {
      const { status, body } = await readyz();
      expect(status).toBe(503);
      expect(body).toMatchObject({ status: 'not ready', database: 'ok', storage: 'unreachable' });
    } finally {
      t.app.deps.storage = storage;
    }
  });
});
