import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

const keys = {
  HUBTEL_CLIENT_ID: 'akwaaba-client',
  HUBTEL_CLIENT_SECRET: 's3cret',
  HUBTEL_SENDER_ID: 'Akwaaba',
};

describe('Hubtel configuration', () => {
  it('is absent without a client id and secret: the development SMS outbox, in production too', () => {
    expect(loadConfig({}).hubtel).toBeNull();
    expect(loadConfig({ NODE_ENV: 'production', APP_SECRET: 'p'.repeat(32) }).hubtel).toBeNull();
  });

  it('takes the client id, secret and sender id, at Hubtel’s own address unless HUBTEL_URL says otherwise', () => {
    expect(loadConfig(keys).hubtel).toEqual({
      clientId: 'akwaaba-client',
      clientSecret: 's3cret',
      senderId: 'Akwaaba',
      url: 'https://smsc.hubtel.com',
    });
    expect(loadConfig({ ...keys, HUBTEL_URL: 'http://127.0.0.1:4010/' }).hubtel?.url).toBe(
      'http://127.0.0.1:4010',
    );
    expect(loadConfig({ ...keys, HUBTEL_URL: 'https://proxy.example/hubtel/' }).hubtel?.url).toBe(
      'https://proxy.example/hubtel',
    );
  });

  it.each([
    [{ HUBTEL_CLIENT_ID: 'id' }, 'HUBTEL_CLIENT_SECRET must be set when HUBTEL_CLIENT_ID is set'],
    [{ HUBTEL_CLIENT_SECRET: 'secret' }, 'HUBTEL_CLIENT_ID must be set when HUBTEL_CLIENT_SECRET is set'],
    [{ ...keys, HUBTEL_SENDER_ID: '' }, 'HUBTEL_SENDER_ID must be set when HUBTEL_CLIENT_ID is set'],
    [{ ...keys, HUBTEL_SENDER_ID: 'AkwaabaDrive' }, 'HUBTEL_SENDER_ID must be 1 to 11 letters or digits'],
    [{ ...keys, HUBTEL_SENDER_ID: 'Akwaaba Dr' }, 'HUBTEL_SENDER_ID must be 1 to 11 letters or digits'],
    [{ ...keys, HUBTEL_URL: 'ftp://hubtel' }, 'HUBTEL_URL must start with https: or http:'],
  ])('refuses %o: %s', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
