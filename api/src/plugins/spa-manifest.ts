import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** One source module of the SPA as Vite built it (`build.manifest`). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** A page of the SPA and the split route chunk that renders it. */
export interface SpaPage {
  /** The URL pattern: `/`, `/cars`, `/cars/{id}`. */
  page: string;
  /** The manifest key of the page's split route chunk. */
  routeKey: string;
}

export async function readViteManifest(webDir: string): Promise<ViteManifest> {
  return JSON.parse(await readFile(path.join(webDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
}

export function entryKeyOf(manifest: ViteManifest): string {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('The Vite manifest names no entry chunk');
  return entryKey;
}

/**
 * `src/routes/cars/$id.tsx?tsr-split=component` → `/cars/{id}`: TanStack Router's file
 * convention (index files are their folder, `$param` a parameter, `_layout` folders add no
 * path, and `-x`, `__root` and a folder's `route` layout are not pages).
 */
export function pageOfRouteFile(key: string): string | null {
  const match = /^src\/routes\/(.+)\.tsx\?tsr-split=component(?:---\w+)*$/.exec(key);
  if (!match) return null;
  const parts = match[1]!.split('/');
  if (parts.at(-1) === 'route' || parts.some((part) => part.startsWith('-') || part.startsWith('__')))
    return null;
  const segments = parts.filter((part) => part !== 'index' && !part.startsWith('_'));
  return `/${segments.map((part) => (part.startsWith('$') ? `{${part.slice(1)}}` : part)).join('/')}`;
}

/** Every page the entry can route to, from the route chunks it loads on demand. */
export function spaPages(manifest: ViteManifest): SpaPage[] {
  return (manifest[entryKeyOf(manifest)]!.dynamicImports ?? []).flatMap((routeKey) => {
    const page = pageOfRouteFile(routeKey);
    return page ? [{ page, routeKey }] : [];
  });
}

/** A chunk and everything it imports statically (what the browser fetches before running it). */
export function staticGraph(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticGraph(manifest, imported, seen);
  return seen;
}

/**
 * The files a page's route chunk needs that index.html does not already load: the
 * browser only learns of them once the entry has run and matched the route, one round
 * trip late, unless the page's HTML names them.
 */
export function routeOnlyFiles(manifest: ViteManifest, routeKey: string): string[] {
  const entry = staticGraph(manifest, entryKeyOf(manifest));
  return [...staticGraph(manifest, routeKey)]
    .filter((key) => !entry.has(key))
    .map((key) => manifest[key]!.file);
}
