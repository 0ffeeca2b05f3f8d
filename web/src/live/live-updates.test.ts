import { accountsContract } from '@akwaaba/domain/accounts/accounts.contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectLiveUpdates, ERRORS_BEFORE_POLLING, type LiveSource, POLL_EVERY_MS } from './live-updates.ts';

/** An EventSource stand-in the test drives: open, events, errors. */
class FakeSource implements LiveSource {
  readyState = 0;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data: unknown = {}) {
    if (type === 'open') this.readyState = 1;
    for (const listener of this.listeners.get(type) ?? [])
      listener(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  fail(closed = false) {
    this.readyState = closed ? 2 : 0;
    this.emit('error');
  }
}

function connect() {
  const queryClient = new QueryClient();
  const sources: FakeSource[] = [];
  let clock = 0;
  const invalidated: unknown[] = [];
  vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
    invalidated.push(filters?.queryKey);
  });
  const close = connectLiveUpdates(queryClient, {
    open: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    now: () => clock,
  });
  return {
    queryClient,
    sources,
    invalidated,
    close,
    tick: (ms: number) => {
      clock += ms;
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the live stream', () => {
  it('opens one stream on /api/live and marks stale what each event changes', () => {
    const { sources, invalidated, queryClient } = connect();
    expect(sources.map((source) => source.url)).toEqual(['/api/live']);
    const [source] = sources;
    source!.emit('open');

    source!.emit('message', { conversationId: 'c1' });
    expect(invalidated).toEqual([['conversations.inbox'], ['conversations.detail', { id: 'c1' }]]);

    invalidated.length = 0;
    queryClient.setQueryData(['notifications.list'], { notifications: [], unreadCount: 0 });
    source!.emit('notifications', { unreadCount: 4 });
    expect(queryClient.getQueryData(['notifications.list'])).toEqual({ notifications: [], unreadCount: 4 });
    expect(invalidated).toEqual([['notifications.list']]);

    invalidated.length = 0;
    source!.emit('booking', { bookingId: 'b1', status: 'confirmed' });
    // The host's dashboard shows their bookings too.
    expect(invalidated).toEqual([
      ['host-dashboard.dashboard'],
      ['bookings.mine'],
      ['bookings.hosted'],
      ['bookings.detail', { id: 'b1' }],
    ]);

    // An admin's verdict on the user's licence and ID: the account is read again.
    invalidated.length = 0;
    source!.emit('account');
    expect(invalidated).toEqual([accountsContract.currentUser.key()]);
  });

  it('reads again every 30 s after the stream fails again and again, until the server’s ready comes through', () => {
    const { sources, invalidated } = connect();
    const [source] = sources;
    for (let i = 0; i < ERRORS_BEFORE_POLLING; i++) source!.fail();
    vi.advanceTimersByTime(POLL_EVERY_MS);
    expect(invalidated).toContainEqual(['conversations.inbox']);
    expect(invalidated).toContainEqual(['notifications.list']);

    source!.emit('open');
    source!.emit('ready');
    invalidated.length = 0;
    vi.advanceTimersByTime(POLL_EVERY_MS * 2);
    expect(invalidated).toEqual([]);
  });

  it('does not count the end of a stream that worked for a while as a failure', () => {
    const { sources, invalidated, tick } = connect();
    const [source] = sources;
    for (let i = 0; i < ERRORS_BEFORE_POLLING; i++) {
      source!.emit('open');
      tick(120_000);
      source!.fail();
    }
    vi.advanceTimersByTime(POLL_EVERY_MS);
    expect(invalidated).toEqual([]);
  });

  it('opens a stream the browser gave up on again later, reading what was missed, and reads meanwhile', () => {
    const { sources, invalidated } = connect();
    sources[0]!.fail(true);
    vi.advanceTimersByTime(5_000);
    expect(sources).toHaveLength(2);
    sources[1]!.emit('open');
    expect(invalidated).toContainEqual(['conversations.inbox']);
  });

  it('closes the stream and stops everything when closed (signing out)', () => {
    const { sources, invalidated, close } = connect();
    sources[0]!.fail(true);
    close();
    expect(sources[0]!.closed).toBe(true);
    vi.advanceTimersByTime(10 * POLL_EVERY_MS);
    expect(sources).toHaveLength(1);
    expect(invalidated).toEqual([]);
  });
});
