import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('runs everything embedded when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      mode: 'development',
      port: 3000,
      databaseUrl: null,
      eventStoreUrl: null,
      s3: null,
      roles: ['api', 'projections', 'workers'],
      seedOnEmptyStore: true,
      rateLimits: true,
      trustedProxies: null,
    });
  });

  it('believes the proxies TRUST_PROXY names: a number of hops, or addresses and CIDR ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustedProxies).toEqual({ hops: 1 });
    expect(loadConfig({ NODE_ENV: 'production', APP_SECRET: 'p'.repeat(32) }).trustedProxies).toBeNull();
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,fd00::/8,::1' }).trustedProxies).toEqual({
      addresses: ['10.0.0.5', '10.1.0.0/16', 'fd00::/8', '::1'],
    });
  });

  it('turns the rate limits off only when told to (a load test)', () => {
    expect(loadConfig({ RATE_LIMITS: 'false' }).rateLimits).toBe(false);
    expect(loadConfig({ RATE_LIMITS: 'true' }).rateLimits).toBe(true);
  });

  it('takes payment simulator faults only when told to, and never with Paystack', () => {
    expect(loadConfig({}).paymentSimulatorFaults).toBe(false);
    expect(loadConfig({ PAYMENT_SIMULATOR_FAULTS: 'true' }).paymentSimulatorFaults).toBe(true);
    expect(() =>
      loadConfig({ PAYMENT_SIMULATOR_FAULTS: 'true', PAYSTACK_SECRET_KEY: `sk_test_${'a'.repeat(40)}` }),
    ).toThrow(/PAYMENT_SIMULATOR_FAULTS only applies to the built-in payment simulator/);
  });

  it('uses the configured services instead', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u:p@db:5432/akwaaba',
      EVENTSTORE_URL: 'esdb://eventstore:2113?tls=false',
      S3_ENDPOINT: 'https://minio.example:9000',
      S3_ACCESS_KEY: 'key',
      S3_SECRET_KEY: 'secret',
      ROLES: 'api,workers',
    });
    expect(config.databaseUrl).toBe('postgres://u:p@db:5432/akwaaba');
    expect(config.eventStoreUrl).toBe('esdb://eventstore:2113?tls=false');
    expect(config.s3).toMatchObject({
      endPoint: 'minio.example',
      port: 9000,
      useSSL: true,
      region: 'us-east-1',
      pathStyle: true,
    });
    expect(config.roles).toEqual(['api', 'workers']);
  });

  it.each([
    'kurrentdb://eventstore:2113?tls=false',
    'kurrentdb+discover://admin:changeit@cluster.akwaaba.internal:2113?nodePreference=leader',
    'kurrentdb://node1:2113,node2:2113,node3:2113?tls=true&tlsVerifyCert=true',
    'esdb://eventstore:2113?tls=false',
    'esdb+discover://cluster.akwaaba.internal:2113',
  ])('takes the KurrentDB connection string %s as it is', (url) => {
    expect(loadConfig({ EVENTSTORE_URL: url }).eventStoreUrl).toBe(url);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a port number from 1 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT must be a port number from 1 to 65535 (got "70000")'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres: or postgresql: (got "mysql:")'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL must be a URL like postgres://host:port (got "not a url")'],
    [
      { EVENTSTORE_URL: 'http://eventstore:2113' },
      'EVENTSTORE_URL must be a connection string starting kurrentdb://, kurrentdb+discover://, esdb://, esdb+discover://, for example kurrentdb://eventstore:2113?tls=false',
    ],
    [
      { EVENTSTORE_URL: 'kurrentdb://admin:changeit@node1:2113,node 2:2113' },
      'EVENTSTORE_URL must name its nodes as host or host:port, comma-separated (got "node 2:2113")',
    ],
    [{ EVENTSTORE_URL: 'kurrentdb://' }, 'EVENTSTORE_URL must name its nodes as host or host:port'],
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'S3_ACCESS_KEY must be set when S3_ENDPOINT is set'],
    [
      { S3_ENDPOINT: 'http://seaweedfs:8333', S3_ACCESS_KEY: 'k', S3_SECRET_KEY: 's', S3_URL_STYLE: 'vhost' },
      'S3_URL_STYLE must be path or virtual-hosted (got "vhost")',
    ],
    [{ ROLES: 'api,web' }, 'ROLES must list one or more of api, projections, workers (got "api,web")'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be development or production (got "staging")'],
    [
      { NODE_ENV: 'production' },
      'APP_SECRET must be set in production, at least 32 characters (for example: openssl rand -hex 32)',
    ],
    [
      { APP_SECRET: 'short' },
      'APP_SECRET must be at least 32 characters (for example: openssl rand -hex 32)',
    ],
    [{ RATE_LIMITS: 'off' }, 'RATE_LIMITS must be true or false (got "off")'],
    [{ SEED_DEMO_DATA: 'yes' }, 'SEED_DEMO_DATA must be true or false (got "yes")'],
    [{ PAYSTACK_SECRET_KEY: 'pk_test_123' }, 'PAYSTACK_SECRET_KEY must look like sk_test_... or sk_live_...'],
    [
      { ADMIN_EMAILS: 'ama@akwaaba.test, nope' },
      'ADMIN_EMAILS must be a comma-separated list of e-mail addresses (got "nope")',
    ],
  ])('refuses %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it.each([
    'true',
    '0',
    '11',
    '10.0.0.300',
    '10.0.0.0/33',
    '10.0.0.0/0',
    'fd00::/129',
    'proxy.local',
    '10.0.0.1,',
  ])('refuses TRUST_PROXY=%s with one line naming the variable', (value) => {
    const got = value.endsWith(',') ? '' : value;
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
      `TRUST_PROXY must be a number of proxy hops from 1 to 10, or a comma-separated list of proxy addresses or CIDR ranges such as 10.0.0.5,10.1.0.0/16 (got "${got}")`,
    );
  });
});
