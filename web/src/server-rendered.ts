import type { DehydratedState } from '@tanstack/react-query';

/**
 * The pages the server renders for visitors who are not signed in, by route id: the
 * pages a shared link or a search result opens on. Signed-in pages render in the browser.
 */
export const SERVER_RENDERED_PAGES: ReadonlySet<string> = new Set([
  '/',
  '/cars/',
  '/cars/$id',
  '/how-it-works',
]);

/** What the server hands the browser with a rendered page. */
export interface ServerRenderedState {
  queries: DehydratedState;
}

/** The id of the `<script type="application/json">` element that carries it. */
export const SERVER_STATE_ELEMENT_ID = 'akwaaba-server-state';
