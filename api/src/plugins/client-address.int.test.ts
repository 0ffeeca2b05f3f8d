import { buildApp } from '@akwaaba/api/app';
import { loadConfig } from '@akwaaba/infra/config';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/app-harness';

/*
 * The client address the per-address sign-in, sign-up and reset limits count, behind proxies or
 * none: an API process in production mode per TRUST_PROXY setting, on one database, each asked
 * to sign in with an X-Forwarded-For; the limit's counter tells which address it counted.
 */

const t = await startTestApp();
afterAll(() => t.stop());

async function productionApi(env: Record<string, string>) {
  const config = loadConfig({ NODE_ENV: 'production', APP_SECRET: 'p'.repeat(32), ...env });
  const app = await buildApp({ ...t.app.deps, config: { ...config, port: 0 } });
  afterAll(() => app.close());
  return app.listen({ host: '127.0.0.1', port: 0 });
}

/** The addresses the sign-in limit has counted so far, with their counts. */
async function countedAddresses(): Promise<Map<string, number>> {
  const { rows } = await t.db.pool.query<{ key: string; hits: number }>(
    `select key, hits from rate_limit_counters where key like 'login:ip:%'`,
  );
  return new Map(rows.map((row) => [row.key.slice('login:ip:'.length), row.hits]));
}

/** Signs in to an unknown account through `baseUrl`, the request saying it was forwarded for `forwardedFor`. */
async function signInForwardedFor(baseUrl: string, forwardedFor: string) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ email: 'nobody@akwaaba.test', password: 'Kente-Loom-42' }),
  });
  expect(response.status).toBe(401);
}

describe('the client address the limits count', () => {
  it('is the connection’s by default, in production too: a client-written X-Forwarded-For changes nothing', async () => {
    const api = await productionApi({});
    const before = (await countedAddresses()).get('127.0.0.1') ?? 0;
    await signInForwardedFor(api, '203.0.113.7');
    await signInForwardedFor(api, '203.0.113.8, 198.51.100.8');
    const counted = await countedAddresses();
    expect(counted.get('127.0.0.1')).toBe(before + 2);
    for (const address of ['203.0.113.7', '203.0.113.8', '198.51.100.8'])
      expect(counted.has(address)).toBe(false);
  });

  it('is the last hop with TRUST_PROXY=1: what the one proxy saw, not what the client wrote before it', async () => {
    const api = await productionApi({ TRUST_PROXY: '1' });
    await signInForwardedFor(api, '203.0.113.20, 198.51.100.20');
    const counted = await countedAddresses();
    expect(counted.get('198.51.100.20')).toBe(1);
    expect(counted.has('203.0.113.20')).toBe(false);
  });

  it('believes only the listed proxies, each about the hop before it', async () => {
    // The connection comes from 127.0.0.1, the proxy; 198.51.100.0/24 is a second proxy behind it.
    const chain = await productionApi({ TRUST_PROXY: '127.0.0.1, 198.51.100.0/24' });
    await signInForwardedFor(chain, '203.0.113.30, 203.0.113.31, 198.51.100.30');
    let counted = await countedAddresses();
    expect(counted.get('203.0.113.31')).toBe(1);
    for (const address of ['203.0.113.30', '198.51.100.30']) expect(counted.has(address)).toBe(false);

    // A proxy that is not the one connecting: the header is not believed.
    const elsewhere = await productionApi({ TRUST_PROXY: '10.0.0.1' });
    const before = counted.get('127.0.0.1') ?? 0;
    await signInForwardedFor(elsewhere, '203.0.113.40');
    counted = await countedAddresses();
    expect(counted.has('203.0.113.40')).toBe(false);
    expect(counted.get('127.0.0.1')).toBe(before + 1);
  });
});
