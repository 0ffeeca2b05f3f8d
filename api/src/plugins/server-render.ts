import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { ReadModelRef } from '@akwaaba/projections';
import type { FastifyInstance } from 'fastify';
import { ReadModelCache, refreshOnWrites } from '../read-cache';
import type { CompressedBody } from './page-cache';
import { jsonForScript } from './page-head';

/**
 * The web app's server render (web/src/entry-server.tsx, built into dist/web-ssr/): the
 * public pages as HTML, with the query data they were rendered from.
 */
export interface PublicPageRenderer {
  renderPublicPage(url: string): Promise<{ html: string; state: unknown } | null>;
  sendApiRequestsWith(fetcher: typeof fetch): void;
  /** The id of the element the browser reads the state from (web/src/server-rendered.ts). */
  SERVER_STATE_ELEMENT_ID: string;
}

/** The built server render, or null where the web app was not built for it (dev, API tests). */
export async function loadPublicPageRenderer(file: string): Promise<PublicPageRenderer | null> {
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as PublicPageRenderer;
}

/**
 * Public pages for visitors who are not signed in, rendered on the server and kept per
 * version of the read models they show (a listing changed or approved shows at once), by
 * URL. The page's reads reach the API in process, as an anonymous caller, so they are
 * served from the API's page cache as the browser's would be.
 */
export function renderedPages(
  app: FastifyInstance,
  renderer: PublicPageRenderer,
  readModels: readonly ReadModelRef[],
) {
  renderer.sendApiRequestsWith(async (input, init) => {
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers: { accept: 'application/json' },
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers))
      for (const one of [value ?? []].flat()) headers.append(name, String(one));
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  });
  const cache = new ReadModelCache(app.deps.pool, { name: 'rendered pages', readModels });
  app.addHook('onClose', () => cache.close());
  refreshOnWrites(app, [cache]);

  /**
   * The page for this URL as sent: index.html as `finish` makes it, with the rendered root when
   * there is one, kept with its compressed copies.
   */
  return (url: string, finish: (rendered: boolean) => Promise<string>): Promise<CompressedBody> =>
    cache.get(url, async () => ({ body: Buffer.from(await pageFor(url, finish)) }));

  async function pageFor(url: string, finish: (rendered: boolean) => Promise<string>): Promise<string> {
    const rendered = await renderer.renderPublicPage(url).catch((error: unknown) => {
      // The page still works: the browser renders it, as it does for signed-in visitors.
      app.log.error({ err: error, url }, 'The server render of a public page failed');
      return null;
    });
    const page = await finish(rendered !== null);
    if (!rendered) return page;
    return startCodeAfterLoad(page)
      .replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>`)
      .replace(
        '</body>',
        () =>
          `<script type="application/json" id="${renderer.SERVER_STATE_ELEMENT_ID}">${jsonForScript(rendered.state)}</script></body>`,
      );
  }
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The page's code, named in index.html as an entry script and module preloads, asked for
 * by web/public/hydrate-after-load.js once the page has loaded instead: the browser would
 * fetch it first, ahead of the photo.
 */
function startCodeAfterLoad(page: string): string {
  const entry = ENTRY_SCRIPT.exec(page)?.[1];
  if (!entry) return page;
  const modules = [...page.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  return page
    .replace(MODULE_PRELOAD, '')
    .replace(
      ENTRY_SCRIPT,
      () =>
        `<script src="/hydrate-after-load.js" defer data-entry="${entry}" data-modules="${modules.join(' ')}"></script>`,
    );
}
