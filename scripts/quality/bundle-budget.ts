import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Initial JavaScript allowed per budgeted page, gzipped (issue 6; web/README.md). */
export const JS_BUDGET_BYTES = 130 * 1024;
/** The pages that carry a budget: where visitors land from search and shared links. */
export const BUDGETED_PAGES = ['/', '/cars'];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface PageBundle {
  /** The URL pattern: `/`, `/cars`, `/cars/{id}`. */
  page: string;
  /** Every JS file the first render of the page needs: the entry's static graph plus the route's split chunk and its graph. */
  files: string[];
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** The budget, for budgeted pages only. */
  budgetBytes?: number;
}

/**
 * `src/routes/cars/$id.tsx?tsr-split=component` → `/cars/{id}`: TanStack Router's file
 * convention (index files are their folder, `$param` a parameter, `-x` and `__root` not routes).
 */
export function pageOfRouteFile(key: string): string | null {
  const match = /^src\/routes\/(.+)\.tsx\?tsr-split=component$/.exec(key);
  if (!match) return null;
  const parts = match[1]!.split('/').filter((part) => part !== 'index');
  if (parts.some((part) => part.startsWith('-') || part.startsWith('__'))) return null;
  return `/${parts.map((part) => (part.startsWith('$') ? `{${part.slice(1)}}` : part)).join('/')}`;
}

/** A chunk and everything it imports statically (what the browser fetches before running it). */
function staticGraph(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticGraph(manifest, imported, seen);
  return seen;
}

/**
 * Measures the initial JavaScript of every page of the built SPA from Vite's manifest:
 * the entry (index.html's script and its modulepreload graph) plus the page's split
 * route chunk with its static imports, each file gzipped at level 9 as
 * server/compress-assets.mjs stores it. Chunks loaded later (on idle, on a click) do
 * not count: a visitor does not wait for them.
 */
export async function measurePageBundles(webDir: string): Promise<PageBundle[]> {
  const manifest = JSON.parse(await readFile(path.join(webDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('The Vite manifest names no entry chunk');
  const sizes = new Map<string, number>();
  const gzipped = async (file: string) => {
    if (!sizes.has(file))
      sizes.set(file, gzipSync(await readFile(path.join(webDir, file)), { level: 9 }).length);
    return sizes.get(file)!;
  };

  const routeKeys = (manifest[entryKey]!.dynamicImports ?? []).filter((key) => pageOfRouteFile(key));
  const pages: PageBundle[] = [];
  for (const routeKey of routeKeys) {
    const chunks = new Set([...staticGraph(manifest, entryKey), ...staticGraph(manifest, routeKey)]);
    const files = [...chunks].map((key) => manifest[key]!.file);
    const css = [...new Set([...chunks].flatMap((key) => manifest[key]!.css ?? []))];
    let jsGzipBytes = 0;
    for (const file of files) jsGzipBytes += await gzipped(file);
    let cssGzipBytes = 0;
    for (const file of css) cssGzipBytes += await gzipped(file);
    const page = pageOfRouteFile(routeKey)!;
    pages.push({
      page,
      files: files.sort(),
      jsGzipBytes,
      cssGzipBytes,
      ...(BUDGETED_PAGES.includes(page) ? { budgetBytes: JS_BUDGET_BYTES } : {}),
    });
  }
  const missing = BUDGETED_PAGES.filter((page) => !pages.some((p) => p.page === page));
  if (missing.length) throw new Error(`No split route chunk found for ${missing.join(', ')} in the manifest`);
  return pages.sort((a, b) => a.page.localeCompare(b.page));
}

/** Problems with the budget, one line each; empty when every budgeted page fits. */
export function budgetProblems(pages: PageBundle[]): string[] {
  return pages
    .filter((page) => page.budgetBytes !== undefined && page.jsGzipBytes > page.budgetBytes)
    .map(
      (page) =>
        `${page.page}: initial JavaScript is ${kb(page.jsGzipBytes)} gzipped, over the ${kb(page.budgetBytes!)} budget ` +
        `(${page.files.join(', ')})`,
    );
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
