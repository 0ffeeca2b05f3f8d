// Akwaaba Drive's service worker: a second visit on a slow or dropped connection.
// - Code and styles (/assets/, named by their content) and car photos' WebP copies (named by
//   their photo) never change: served from the cache once fetched.
// - Pages: while nobody is signed in, a page kept less than KEPT_PAGE_FIRST_MS ago opens from
//   the phone at once, marked `<html data-kept>` so the web app fetches its data again, and
//   the network's copy is kept for the next visit (docs/adr/0036). Otherwise, and for the few
//   files named without their content (the page starter): from the network, and kept; when
//   the network fails (or takes longer than PAGE_WAIT_MS), the kept copy opens, and the web
//   app says it is offline.
// - The API is never answered from here: prices, calendars and bookings are always current.
const VERSION = 'v1';
const PAGES = `akwaaba-pages-${VERSION}`;
const FILES = `akwaaba-files-${VERSION}`;
const PAGE_WAIT_MS = 4000;
/** A kept page opens first only when kept this recently: older, its code may be gone from the server. */
const KEPT_PAGE_FIRST_MS = 24 * 60 * 60 * 1000;
/** Set by the server beside a session (api/src/plugins/session.ts); the session's own cookie is unreadable. */
const SIGNED_IN_HINT_COOKIE = 'akwaaba_signed_in';
/** Pages kept at most; the oldest go first. */
const MAX_PAGES = 40;

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith('akwaaba-') && name !== PAGES && name !== FILES) await caches.delete(name);
      // A page's request leaves while the worker starts, instead of after: a round trip less to wait.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

// The page that registered this worker was loaded before it: it names what it loaded, to keep.
self.addEventListener('message', (event) => {
  const { page, files } = event.data ?? {};
  if (typeof page !== 'string' || !Array.isArray(files)) return;
  event.waitUntil(
    (async () => {
      const kept = await caches.open(FILES);
      for (const file of files) {
        const url = new URL(file, self.location.origin);
        const keep = isUnchanging(url.pathname) || SHELL_FILES.has(url.pathname);
        if (url.origin === self.location.origin && keep && !(await kept.match(url)))
          await kept.add(url).catch(() => undefined);
      }
      const pageUrl = new URL(page, self.location.origin);
      if (pageUrl.origin === self.location.origin && !isApiOrFile(pageUrl.pathname)) {
        const pages = await caches.open(PAGES);
        if (!(await pages.match(pageUrl))) await pages.add(pageUrl).catch(() => undefined);
      }
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    const network = async () => (await event.preloadResponse) ?? fetch(request);
    event.respondWith(isApiOrFile(url.pathname) ? network() : page(event, network()));
  } else if (SHELL_FILES.has(url.pathname)) {
    event.respondWith(fromNetworkOrKept(event, FILES, fetch(request)));
  } else if (isUnchanging(url.pathname)) {
    event.respondWith(unchanging(event));
  }
});

const SHELL_FILES = new Set(['/hydrate-after-load.js']);

const isUnchanging = (pathname) =>
  pathname.startsWith('/assets/') || pathname.startsWith('/objects/car-photos/variants/');

const isApiOrFile = (pathname) =>
  pathname.startsWith('/api/') ||
  pathname.startsWith('/objects/') ||
  pathname.startsWith('/dev/') ||
  /\.[a-z0-9]+$/i.test(pathname);

/**
 * The kept copy at once when nobody is signed in and it is recent, the network's copy kept
 * meanwhile; otherwise the network first. A visitor who has signed in since the page was kept
 * never sees its anonymous render: with a session the page always comes from the network.
 */
async function page(event, fromNetwork) {
  const kept = (await signedOut()) ? await recentlyKept(event.request) : undefined;
  if (!kept) return fromNetworkOrKept(event, PAGES, fromNetwork);
  event.waitUntil(
    fromNetwork
      .then((response) => isKeepablePage(response) && keep(PAGES, event.request, response))
      .catch(() => {}),
  );
  return markedKept(kept);
}

/** False when a session may exist, or when this browser cannot tell (no cookieStore). */
async function signedOut() {
  if (!self.cookieStore) return false;
  return !(await self.cookieStore.get(SIGNED_IN_HINT_COOKIE).catch(() => true));
}

async function recentlyKept(request) {
  const kept = await (await caches.open(PAGES)).match(request, { ignoreVary: true });
  const keptAt = Date.parse(kept?.headers.get('date') ?? '');
  return kept && Date.now() - keptAt < KEPT_PAGE_FIRST_MS ? kept : undefined;
}

/** The kept page, marked for the web app; its length and encoding are those of the text now. */
async function markedKept(kept) {
  const headers = new Headers(kept.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  const html = (await kept.text()).replace(/<html\b/i, '<html data-kept');
  return new Response(html, { status: kept.status, statusText: kept.statusText, headers });
}

const isKeepablePage = (response) =>
  response.ok && Boolean(response.headers.get('content-type')?.startsWith('text/html'));

/**
 * The network's answer, handed on as it arrives and kept meanwhile (the page does not wait for
 * the cache's write); the kept copy when the network fails or takes over PAGE_WAIT_MS.
 */
async function fromNetworkOrKept(event, cacheName, fromNetwork) {
  const { request } = event;
  const keepable = (response) => (cacheName === PAGES ? isKeepablePage(response) : response.ok);
  // Copied before the page reads the answer, written to the cache while it does.
  const copy = fromNetwork.then((response) => (keepable(response) ? response.clone() : null));
  event.waitUntil(copy.then((response) => response && keep(cacheName, request, response)).catch(() => {}));
  const network = copy.then(() => fromNetwork);
  network.catch(() => {}); // answered from the cache instead: nothing more to do
  try {
    return await Promise.race([network, timeout(PAGE_WAIT_MS)]);
  } catch {
    const kept = await (await caches.open(cacheName)).match(request, { ignoreVary: true });
    if (kept) return kept;
    // Not seen before: the network's answer when it comes, or the browser's offline page.
    return network;
  }
}

/**
 * Keeps an answer. Only pages are kept to a number: the shell files are few, and trimming their
 * cache (which also holds the hashed assets) would drop what a page needs offline.
 */
async function keep(cacheName, request, response) {
  const cache = await caches.open(cacheName);
  await cache.put(request, response);
  if (cacheName === PAGES) await trim(cache);
}

async function unchanging(event) {
  const cache = await caches.open(FILES);
  const kept = await cache.match(event.request);
  if (kept) return kept;
  const response = await fetch(event.request);
  if (response.ok) event.waitUntil(cache.put(event.request, response.clone()).catch(() => {}));
  return response;
}

async function trim(cache) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_PAGES))) await cache.delete(key);
}

const timeout = (ms) => new Promise((_resolve, reject) => setTimeout(() => reject(new Error('timeout')), ms));

// Pushed notifications (docs/adr/0040): the workers send each new notification to the browsers
// its reader turned "Notifications on this phone" on for, as JSON { title, body, url, tag }.
const NOTIFICATION_ICON = '/icons/icon-192.png';

self.addEventListener('push', (event) => {
  const pushed = readPush(event);
  if (!pushed) return;
  event.waitUntil(
    self.registration.showNotification(pushed.title, {
      body: pushed.body,
      icon: NOTIFICATION_ICON,
      // One per notification: a conversation's next message replaces its earlier push.
      tag: pushed.tag,
      renotify: true,
      data: { url: pushed.url },
    }),
  );
});

/** The push's JSON, or null for what no worker of ours sent. */
function readPush(event) {
  try {
    const { title, body, url, tag } = event.data?.json() ?? {};
    if (typeof title !== 'string' || typeof body !== 'string') return null;
    return { title, body, url: sameOriginPath(url), tag: typeof tag === 'string' ? tag : undefined };
  } catch {
    return null;
  }
}

/** A path of this site; anything else opens the home page, never another site. */
function sameOriginPath(url) {
  if (typeof url !== 'string') return '/';
  const target = new URL(url, self.location.origin);
  return target.origin === self.location.origin ? target.pathname + target.search + target.hash : '/';
}

// A tap opens the notification's screen: in a tab of the product already open (focused, and
// taken there), or in a new window.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginPath(event.notification.data?.url);
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = open.find((client) => new URL(client.url).origin === self.location.origin);
      if (tab) {
        const focused = await tab.focus();
        // navigate() answers null for a tab this worker does not control (opened before it).
        if (await focused.navigate(url).catch(() => null)) return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
