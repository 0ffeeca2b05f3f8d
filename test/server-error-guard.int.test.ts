import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startTestApp } from './app-harness';

describe('the 5xx guard of every API test file', () => {
  it('records a 5xx from a product route and fails the file at stop(), naming request, test and cause', async () => {
    const t = await startTestApp();
    const pool = t.app.deps.pool;
    let stopped: unknown = null;
    try {
      await t.settled();
      expect((await fetch(`${t.baseUrl}/api/regions`)).status).toBe(200);
      // The read model's database goes away under a route registered long before the guard.
      // A pool whose every query fails: only `query` is read on this path.
      t.app.deps.pool = {
        query: () => Promise.reject(new Error('connection terminated unexpectedly')),
      } as unknown as pg.Pool;
      const response = await fetch(`${t.baseUrl}/api/cars?location=Ho`);
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({
        message: 'Something went wrong on our side. Please try again.',
      });
    } finally {
      t.app.deps.pool = pool;
      stopped = await t.stop().catch((error: Error) => error);
    }
    expect(t.serverErrors.seen).toHaveLength(1);
    expect(stopped).toBeInstanceOf(Error);
    expect((stopped as Error).message).toMatch(/answered 1 request\(s\) with a 5xx/);
    expect((stopped as Error).message).toContain('500 GET /api/cars?location=Ho');
    expect((stopped as Error).message).toContain('records a 5xx from a product route');
    expect((stopped as Error).message).toContain('connection terminated unexpectedly');
  });

  it('lets a file with no 5xx stop cleanly, and does not count /readyz saying "not ready"', async () => {
    const t = await startTestApp();
    const storage = t.app.deps.storage;
    t.app.deps.storage = { ...storage, ping: () => Promise.reject(new Error('connection refused')) };
    expect((await fetch(`${t.baseUrl}/readyz`)).status).toBe(503);
    t.app.deps.storage = storage;
    expect((await fetch(`${t.baseUrl}/api/cars/no-such-car`)).status).toBe(404);
    await expect(t.stop()).resolves.toBeUndefined();
    expect(t.serverErrors.seen).toEqual([]);
  });
});
