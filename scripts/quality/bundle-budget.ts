import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { entryKeyOf, readViteManifest, spaPages, staticGraph } from '../../api/src/plugins/spa-manifest';

/** Initial JavaScript allowed per budgeted page, gzipped (issue 6; web/README.md). */
export const JS_BUDGET_BYTES = 130 * 1024;
/** The pages that carry a budget: where visitors land from search and shared links. */
export const BUDGETED_PAGES = ['/', '/cars'];

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
 * Measures the initial JavaScript of every page of the built SPA from Vite's manifest:
 * the entry (index.html's script and its modulepreload graph) plus the page's split
 * route chunk with its static imports, each file gzipped at level 9 as
 * server/compress-assets.mjs stores it. Chunks loaded later (on idle, on a click) do
 * not count: a visitor does not wait for them.
 */
export async function measurePageBundles(webDir: string): Promise<PageBundle[]> {
  const manifest = await readViteManifest(webDir);
  const entryKey = entryKeyOf(manifest);
  const sizes = new Map<string, number>();
  const gzipped = async (file: string) => {
    if (!sizes.has(file))
      sizes.set(file, gzipSync(await readFile(path.join(webDir, file)), { level: 9 }).length);
    return sizes.get(file)!;
  };

  const pages: PageBundle[] = [];
  for (const { page, routeKey } of spaPages(manifest)) {
    const chunks = new Set([...staticGraph(manifest, entryKey), ...staticGraph(manifest, routeKey)]);
    const files = [...chunks].map((key) => manifest[key]!.file);
    const css = [...new Set([...chunks].flatMap((key) => manifest[key]!.css ?? []))];
    let jsGzipBytes = 0;
    for (const file of files) jsGzipBytes += await gzipped(file);
    let cssGzipBytes = 0;
    for (const file of css) cssGzipBytes += await gzipped(file);
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
