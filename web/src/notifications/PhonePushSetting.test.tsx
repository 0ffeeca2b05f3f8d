// @vitest-environment jsdom
import '#app/test/dom.ts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#app/test/fixtures.ts';
import { PhonePushSetting } from './PhonePushSetting.tsx';

/*
 * The "Notifications on this phone" switch against a stand-in of the browser's push: the
 * permission prompt, a service worker registration with its PushManager, and the API.
 */

const PUBLIC_KEY = `B${'A'.repeat(86)}`;
const OLD_KEY = `B${'Q'.repeat(86)}`;
// A copy: a small Buffer's own ArrayBuffer is a slab shared with others.
const keyOf = (base64url: string) => new Uint8Array(Buffer.from(base64url, 'base64url')).buffer;
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/phone-token';
const KEYS = { p256dh: `B${'b'.repeat(86)}`, auth: 'c'.repeat(22) };

function fakeBrowser({
  permission = 'default' as NotificationPermission,
  answer = 'granted' as NotificationPermission,
  subscribed = false as boolean | 'with-an-old-key',
  api = (call: string): Response =>
    call.startsWith('GET') ? jsonResponse({ publicKey: PUBLIC_KEY }) : new Response(null, { status: 204 }),
} = {}) {
  const subscription = {
    endpoint: ENDPOINT,
    options: { applicationServerKey: null as ArrayBuffer | null },
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }),
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  };
  let current: typeof subscription | null = null;
  if (subscribed) {
    subscription.options.applicationServerKey = keyOf(
      subscribed === 'with-an-old-key' ? OLD_KEY : PUBLIC_KEY,
    );
    current = subscription;
  }
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
      subscription.options.applicationServerKey = applicationServerKey.buffer as ArrayBuffer;
      current = subscription;
      return subscription;
    }),
  };
  const registration = { pushManager };
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  const serviceWorker = {
    getRegistration: vi.fn(async () => registration),
    register: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
  };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: serviceWorker });
  const calls: { call: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const call = `${init?.method ?? 'GET'} ${input}`;
      calls.push({ call, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      return api(call);
    }),
  );
  return { notification, pushManager, serviceWorker, subscription, calls };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const theSwitch = () => screen.findByRole('switch', { name: 'Notifications on this phone' });

describe('Notifications on this phone', () => {
  it('is not shown where the browser cannot receive pushes', async () => {
    render(<PhonePushSetting />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('asks for permission only on a tap, then subscribes with the product’s key and sends the subscription', async () => {
    const user = userEvent.setup();
    const browser = fakeBrowser();
    render(<PhonePushSetting />);
    const toggle = await theSwitch();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription(/Get your notifications on this phone/);
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();

    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.serviceWorker.register).toHaveBeenCalledWith('/sw.js');
    const { applicationServerKey } = browser.pushManager.subscribe.mock.calls[0]![0];
    expect(applicationServerKey).toHaveLength(65);
    expect(applicationServerKey[0]).toBe(4);
    expect(browser.calls.map((call) => call.call)).toEqual([
      'GET /api/push/public-key',
      'POST /api/push/subscriptions',
    ]);
    expect(browser.calls[1]!.body).toEqual({ endpoint: ENDPOINT, keys: KEYS });
    expect(toggle).toHaveAccessibleDescription(/This phone shows your notifications/);
  });

  it('shows on where this browser is subscribed, and turning it off tells the API and unsubscribes', async () => {
    const user = userEvent.setup();
    const browser = fakeBrowser({ permission: 'granted', subscribed: true });
    render(<PhonePushSetting />);
    const toggle = await theSwitch();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));

    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(browser.calls.map((call) => call.call)).toEqual([
      'GET /api/push/public-key',
      'DELETE /api/push/subscriptions',
    ]);
    expect(browser.calls[1]!.body).toEqual({ endpoint: ENDPOINT });
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
  });

  it('shows off for a subscription made with an earlier key, and a tap subscribes again with the new one', async () => {
    const user = userEvent.setup();
    const browser = fakeBrowser({ permission: 'granted', subscribed: 'with-an-old-key' });
    render(<PhonePushSetting />);
    const toggle = await theSwitch();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(browser.subscription.unsubscribe).toHaveBeenCalledTimes(1);
    expect(
      Buffer.from(browser.pushManager.subscribe.mock.calls[0]![0].applicationServerKey).toString('base64url'),
    ).toBe(PUBLIC_KEY);
  });

  it('says how to allow notifications when the browser blocks them, and subscribes to nothing', async () => {
    const user = userEvent.setup();
    const browser = fakeBrowser({ answer: 'denied' });
    render(<PhonePushSetting />);
    await user.click(await theSwitch());
    const toggle = await theSwitch();
    await waitFor(() =>
      expect(toggle).toHaveAccessibleDescription(/blocked for Akwaaba Drive in this browser/),
    );
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(browser.calls).toEqual([]);
  });

  it('drops the browser’s subscription again when the API refuses it, and stays off', async () => {
    const user = userEvent.setup();
    const browser = fakeBrowser({
      api: (call) =>
        call.startsWith('GET')
          ? jsonResponse({ publicKey: PUBLIC_KEY })
          : jsonResponse({ message: 'Notifications go to at most 20 phones and browsers' }, 409),
    });
    render(<PhonePushSetting />);
    const toggle = await theSwitch();
    await user.click(toggle);
    await waitFor(() => expect(browser.subscription.unsubscribe).toHaveBeenCalled());
    await waitFor(() => expect(toggle).not.toBeDisabled());
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });
});
