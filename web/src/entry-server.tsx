/**
 * The public pages rendered on the server: the same routes and components as in the
 * browser, rendered to HTML once their data has arrived, with that data handed to the
 * browser so it hydrates without asking again (main.tsx). Built by Vite into
 * dist/web-ssr/ (`npm run build:web`) and loaded by the API (api/src/plugins/spa.ts).
 */

import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { currentUserQueryOptions } from './api/auth.ts';
import { sendApiRequestsWith } from './api/http.ts';
import { createQueryClient } from './api/query-client.ts';
import { createAppRouter } from './router.tsx';
import { SERVER_RENDERED_PAGES, type ServerRenderedState } from './server-rendered.ts';

export { SERVER_STATE_ELEMENT_ID } from './server-rendered.ts';

export interface RenderedPage {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** The query cache the page was rendered from, for the browser to hydrate with. */
  state: ServerRenderedState;
}

export { sendApiRequestsWith };

/**
 * Renders one public page for a visitor who is not signed in, or answers null when the URL
 * is not one of the public pages, redirects, or did not load (the browser renders those
 * itself, as it always has, and shows what went wrong).
 */
export async function renderPublicPage(url: string): Promise<RenderedPage | null> {
  const queryClient = createQueryClient();
  // Only visitors without a session are rendered here: nobody is signed in.
  queryClient.setQueryData(currentUserQueryOptions().queryKey, null);
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }), {
    server: true,
  });
  await router.load();
  const result = router._serverResult;
  if (result?.type !== 'render' || result.status !== 200) return null;
  const page = result.matches.at(-1);
  if (!page || !SERVER_RENDERED_PAGES.has(page.routeId)) return null;
  if (result.matches.some((match) => match.status !== 'success')) return null;
  // Every read a loader started must have its answer: a page sent with a skeleton where
  // the car list should be would only move the wait.
  const queries = queryClient.getQueryCache().getAll();
  await Promise.all(queries.map((query) => query.promise?.catch(() => undefined)));
  if (queries.some((query) => query.state.status !== 'success')) return null;
  const html = await renderToHtml(
    url,
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { html, state: { queries: dehydrate(queryClient) } };
}

/**
 * The page's HTML complete, each part in place: React would send a large part after the
 * rest, with a script to move it in, which the Content-Security-Policy does not run.
 */
async function renderToHtml(url: string, page: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(page, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void errors.push(error),
  });
  // A part that failed would be left to the browser to render (React's recovery): the
  // whole page is the browser's then, as it would be without a server render.
  if (errors.length > 0) throw new AggregateError(errors, `The server render of ${url} failed`);
  const html = await new Response(prelude).text();
  if (html.includes(PART_LEFT_FOR_LATER))
    throw new Error(`The server render of ${url} left a part unfinished`);
  return html;
}

/** React's mark of a part sent as its fallback, to be revealed by a script. */
const PART_LEFT_FOR_LATER = '<!--$?-->';
