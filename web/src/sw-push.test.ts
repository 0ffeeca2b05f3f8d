import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';

/*
 * The service worker's push handlers, run on a stand-in of the worker's global scope: sw.js is
 * served as written, so the test reads the same file the browser does.
 */

type Handler = (event: unknown) => void;
const ORIGIN = 'https://akwaaba.example';

function loadWorker(openTabs: { url: string; navigates: boolean }[] = []) {
  const handlers = new Map<string, Handler>();
  const tabs = openTabs.map((tab) => {
    const client = {
      url: tab.url,
      focus: vi.fn(async () => client),
      navigate: vi.fn(async (url: string) => (tab.navigates ? { ...client, url } : null)),
    };
    return client;
  });
  const scope = {
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    location: { origin: ORIGIN },
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { matchAll: vi.fn(async () => tabs), openWindow: vi.fn(async () => null) },
  };
  const source = readFileSync(new URL('../public/sw.js', import.meta.url), 'utf8');
  new Function('self', source)(scope);
  /** Dispatches an event and waits for what it asked the worker to wait for. */
  async function dispatch(type: string, event: object) {
    const waits: Promise<unknown>[] = [];
    handlers.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    await Promise.all(waits);
  }
  return { scope, tabs, dispatch };
}

const pushOf = (json: unknown) => ({ data: { json: () => json } });

describe('the service worker and pushed notifications', () => {
  it('shows a push as a notification: its title and text, the app’s icon, one tag per notification, its screen', async () => {
    const { scope, dispatch } = loadWorker();
    await dispatch(
      'push',
      pushOf({ title: 'Akwaaba Drive', body: 'Kofi paid', url: '/trips/b-1', tag: 'notification-n-1' }),
    );
    expect(scope.registration.showNotification).toHaveBeenCalledWith('Akwaaba Drive', {
      body: 'Kofi paid',
      icon: '/icons/icon-192.png',
      tag: 'notification-n-1',
      renotify: true,
      data: { url: '/trips/b-1' },
    });
  });

  it('shows nothing for a push that is not ours, and never leads to another site', async () => {
    const { scope, dispatch } = loadWorker();
    await dispatch('push', { data: { json: () => JSON.parse('not json') } });
    await dispatch('push', pushOf({ hello: 'world' }));
    expect(scope.registration.showNotification).not.toHaveBeenCalled();
    await dispatch('push', pushOf({ title: 'Akwaaba Drive', body: 'x', url: 'https://evil.example/phish' }));
    expect(scope.registration.showNotification).toHaveBeenCalledWith(
      'Akwaaba Drive',
      expect.objectContaining({ data: { url: '/' } }),
    );
  });

  it('on a tap, takes an open tab of the product to the screen, or opens a window', async () => {
    const close = vi.fn();
    const tap = { notification: { close, data: { url: '/messages/c-1' } } };

    const withTab = loadWorker([
      { url: 'https://elsewhere.example/', navigates: true },
      { url: `${ORIGIN}/cars`, navigates: true },
    ]);
    await withTab.dispatch('notificationclick', tap);
    expect(close).toHaveBeenCalled();
    expect(withTab.tabs[1]!.focus).toHaveBeenCalled();
    expect(withTab.tabs[1]!.navigate).toHaveBeenCalledWith('/messages/c-1');
    expect(withTab.tabs[0]!.focus).not.toHaveBeenCalled();
    expect(withTab.scope.clients.openWindow).not.toHaveBeenCalled();

    const none = loadWorker();
    await none.dispatch('notificationclick', tap);
    expect(none.scope.clients.openWindow).toHaveBeenCalledWith('/messages/c-1');

    // A tab the worker does not control cannot be navigated: a window opens instead.
    const uncontrolled = loadWorker([{ url: `${ORIGIN}/`, navigates: false }]);
    await uncontrolled.dispatch('notificationclick', tap);
    expect(uncontrolled.scope.clients.openWindow).toHaveBeenCalledWith('/messages/c-1');
  });
});
