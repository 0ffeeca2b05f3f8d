import type { AnyRouter } from '@tanstack/react-router';

/**
 * Pages seen before open without a connection, and a second visit loads code and photos from
 * the phone (public/sw.js). main.tsx loads this once the page has loaded: it never delays a
 * first visit, nor weighs on the code a first visit waits for.
 */
export async function keepForNextVisit(router: AnyRouter): Promise<void> {
  await navigator.serviceWorker.register('/sw.js');
  // This page and its files came before the worker: it keeps them now, for the next visit.
  const worker = (await navigator.serviceWorker.ready).active;
  worker?.postMessage({
    page: location.pathname + location.search,
    files: performance.getEntriesByType('resource').map((entry) => entry.name),
  });
  // Pages reached inside the app never pass the worker as pages: name each one to keep.
  router.subscribe('onResolved', ({ toLocation }) =>
    worker?.postMessage({ page: toLocation.href, files: [] }),
  );
}
