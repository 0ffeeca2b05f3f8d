import { browseCarsPath, NO_CAR_FILTERS } from '@akwaaba/domain/cars/browse';
import { routeOnlyFiles, spaPages, type ViteManifest } from './spa-manifest';

/** Path parameters we echo into a preload URL: ids as the API issues them, nothing else. */
const SAFE_PARAM = /^[A-Za-z0-9-]{1,64}$/;

/**
 * The API calls a page's first render makes, by page pattern: who is signed in (every page
 * asks, when there is a session), the first unfiltered Browse Cars page, a car's details. Started from the HTML
 * they arrive while the JavaScript is still downloading instead of after it has run.
 * Each URL must be exactly the one the web app fetches, or the browser fetches twice.
 */
const PAGE_DATA: Record<string, (params: Record<string, string>, query: string) => string[]> = {
  '/cars': (_params, query) => (query === '' ? [browseCarsPath(NO_CAR_FILTERS, 1)] : []),
  '/cars/{id}': ({ id }) => [`/api/cars/${id}`],
};
const SESSION_USER = '/api/auth/user';

interface HintedPage {
  pattern: RegExp;
  names: string[];
  data: (params: Record<string, string>, query: string) => string[];
  modules: string[];
}

/**
 * From Vite's manifest, a function giving the `<link>` tags for one request URL: a
 * modulepreload for each file of the page's route chunk (index.html only names the
 * entry's), and a preload for each API call the page makes first. On a 150 ms round trip
 * each saves a step of the request waterfall; unknown URLs get the session preload only.
 */
export function pageHints(
  manifest: ViteManifest,
): (url: string, options?: { fetches?: boolean; signedIn?: boolean }) => string {
  const pages: HintedPage[] = spaPages(manifest).map(({ page, routeKey }) => {
    const names: string[] = [];
    const source = page.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_all, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    return {
      pattern: new RegExp(`^${source}/?$`),
      names,
      data: PAGE_DATA[page] ?? (() => []),
      modules: routeOnlyFiles(manifest, routeKey),
    };
  });
  // Fixed segments win over parameters (`/my-cars` before a `/{x}` page, were there one).
  pages.sort((a, b) => a.names.length - b.names.length);

  return (url, { fetches = true, signedIn = true } = {}) => {
    const [pathname = '/', query = ''] = url.split('?', 2);
    // A visitor without a session is not asked who they are (the web app reads the signed-in
    // hint cookie first): a preload would only put a 401 in their console.
    const links = fetches && signedIn ? [fetchPreload(SESSION_USER)] : [];
    for (const page of pages) {
      const match = page.pattern.exec(pathname);
      if (!match) continue;
      const params = Object.fromEntries(page.names.map((name, i) => [name, match[i + 1] ?? '']));
      if (Object.values(params).every((value) => SAFE_PARAM.test(value))) {
        if (fetches) links.push(...page.data(params, query).map(fetchPreload));
      }
      links.push(...page.modules.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`));
      break;
    }
    return links.join('');
  };
}

// The web app fetches with credentials: 'include'; a preload is only used by a fetch of the same mode.
const fetchPreload = (href: string) =>
  `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href.replaceAll('&', '&amp;')}">`;
