import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient } from './api/query-client.ts';
import { createAppRouter } from './router.tsx';
import { SERVER_STATE_ELEMENT_ID, type ServerRenderedState } from './server-rendered.ts';
import './styles.css';
import type { FieldBefore } from './typed-before-hydration.ts';

/**
 * Marks the page as the web app's once it has rendered (`<html data-interactive>`): before,
 * a server-rendered page shows and its links work, but its buttons do nothing yet. A page the
 * service worker opened from the phone (`<html data-kept>`, docs/adr/0036) then asks for its
 * data again, so a price or a car changed since it was kept shows as it is now.
 */
function Interactive({ children }: { children: ReactNode }) {
  useEffect(() => {
    const handOver = handOverWhatWasTyped;
    handOverWhatWasTyped = () => {};
    handOver();
    document.documentElement.dataset.interactive = '';
    if (document.documentElement.dataset.kept !== undefined && navigator.onLine)
      void queryClient.invalidateQueries();
  }, []);
  return children;
}

/**
 * On a server-rendered page: gives the web app what was typed before it took the page over
 * (typed-before-hydration.ts, a chunk of its own: it is needed after the page came to life).
 */
let handOverWhatWasTyped = () => {};

/** What the server rendered in a field: a select's default-selected option (React never changes it). */
function serverValueOf(field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  const options = [...field.options];
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <Interactive>
        <RouterProvider router={router} />
      </Interactive>
    </QueryClientProvider>
  </StrictMode>
);
const stateElement = document.getElementById(SERVER_STATE_ELEMENT_ID);

if (stateElement) {
  // A public page the server rendered (entry-server.tsx): take over its HTML with the data it
  // was rendered from, so nothing is fetched again and nothing on the screen changes. Not in
  // the task that ran this code: on a phone, two shorter tasks keep a tap waiting less than one.
  setTimeout(() => {
    const state = JSON.parse(stateElement.textContent ?? '{}') as ServerRenderedState;
    hydrate(queryClient, state.queries);
    // The router renders as it did on the server once its matches are loaded: with `ssr` set it
    // adds none of the Suspense boundaries a browser-only first render has.
    router.ssr = { manifest: undefined };
    // As a transition, the hydration is done in slices: a tap on the page is answered between them.
    const takeOver = () => {
      const before = new Map<Element, FieldBefore>(
        [
          ...root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
            'input, select, textarea',
          ),
        ].map((field) => [field, { shown: field.value, server: serverValueOf(field) }]),
      );
      handOverWhatWasTyped = () =>
        void import('./typed-before-hydration.ts').then((typed) => typed.handOverWhatWasTyped(before));
      startTransition(() => void hydrateRoot(root, app));
    };
    // A load that fails (a chunk lost to the network) still hands over: the route shows its error.
    router.load().then(takeOver, takeOver);
  }, 0);
} else {
  // The first render runs as a transition: React renders it in slices and lets the phone answer
  // a tap between them, instead of one long task while the whole first screen is built.
  startTransition(() => createRoot(root).render(app));
}

// Pages seen before open without a connection, and a second visit loads them from the phone
// (keep-for-next-visit.ts, loaded once the page has loaded).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const start = () =>
    void import('./keep-for-next-visit.ts')
      .then((kept) => kept.keepForNextVisit(router))
      .catch(() => undefined);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
