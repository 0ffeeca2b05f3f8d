import { afterEach, describe, expect, it, vi } from 'vitest';
import { EsdbEventStore } from './esdb-event-store';

// No server is needed: the client parses the string at once and connects on first use.
describe('EsdbEventStore.fromConnectionString', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    'kurrentdb://eventstore:2113?tls=false',
    'kurrentdb+discover://admin:changeit@cluster.akwaaba.internal:2113?nodePreference=leader',
    'kurrentdb://node1:2113,node2:2113,node3:2113?tls=false',
    'esdb://eventstore:2113?tls=false',
    'esdb+discover://cluster.akwaaba.internal:2113?tls=false',
  ])('takes %s, without the client warning on the console', async (url) => {
    const warn = vi.spyOn(console, 'warn');
    const store = EsdbEventStore.fromConnectionString(url);
    await store.close();
    expect(warn).not.toHaveBeenCalled();
  });

  it('refuses a string the client cannot read', () => {
    expect(() => EsdbEventStore.fromConnectionString('kurrentdb://[::1]:2113')).toThrow();
  });
});
