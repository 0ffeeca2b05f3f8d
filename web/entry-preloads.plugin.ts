import type { Plugin } from 'vite';

/**
 * Leaves out of each lazy chunk's preload list the files the entry imports statically. Vite
 * lists, for every `import()`, the chunk and everything it imports, and writes those lists (file
 * names and indexes) into the importing chunk: the entry carries one per route. The entry's own
 * static imports are always loaded before any `import()` runs, so naming them again preloads
 * nothing; without them the entry that '/' and '/cars' load (and their budget) is smaller, and
 * each new route costs it less.
 *
 * `fetchedOnImport` names chunks left out of the lists the entry carries too: a library only a
 * few signed-in screens use (libphonenumber-js, ADR 0034), which would otherwise add its file's
 * name to the entry of every page. The browser fetches it when the screen's chunk imports it,
 * one request later on those screens.
 */
export function entryPreloadsLeftOut({ fetchedOnImport = [] }: { fetchedOnImport?: readonly string[] } = {}) {
  const alwaysLoaded = new Set<string>();
  const onImport = new Set<string>();
  const plugin: Plugin = {
    name: 'akwaaba:entry-preloads-left-out',
    apply: 'build',
    // Before Vite's own generateBundle (a post plugin), which writes the lists.
    enforce: 'pre',
    generateBundle(_options, bundle) {
      alwaysLoaded.clear();
      onImport.clear();
      for (const [file, chunk] of Object.entries(bundle))
        if (chunk.type === 'chunk' && chunk.name && fetchedOnImport.includes(chunk.name)) onImport.add(file);
      const visit = (file: string) => {
        const chunk = bundle[file];
        if (chunk?.type !== 'chunk' || alwaysLoaded.has(file)) return;
        alwaysLoaded.add(file);
        for (const imported of chunk.imports) visit(imported);
      };
      for (const [file, chunk] of Object.entries(bundle))
        if (chunk.type === 'chunk' && chunk.isEntry) visit(file);
    },
  };
  const resolveDependencies = (_file: string, deps: string[], { hostId }: { hostId: string }) =>
    deps.filter((dep) => !alwaysLoaded.has(dep) && !(alwaysLoaded.has(hostId) && onImport.has(dep)));
  return { plugin, resolveDependencies };
}
