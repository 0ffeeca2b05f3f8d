import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pageOfRouteFile } from '../../../api/src/plugins/spa-manifest';

/**
 * Every screen of the built SPA, as URL patterns (`/cars/{id}`), read from the Vite
 * manifest of the production build: a screen added tomorrow is checked tomorrow
 * without touching this list.
 */
export function builtScreens(webDir = path.resolve('dist/web')): string[] {
  const manifest = JSON.parse(readFileSync(path.join(webDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { isEntry?: boolean; dynamicImports?: string[] }
  >;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const screens = (entry?.dynamicImports ?? []).map(pageOfRouteFile).filter((page): page is string => !!page);
  return [...new Set(screens)].sort();
}

/** A pattern with its parameters filled: `/cars/{id}` with `{ id: 'abc' }` → `/cars/abc`. */
export function fillPattern(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${pattern}: add one to the test`);
    return encodeURIComponent(value);
  });
}
