import type { Plugin } from 'vite';

/**
 * Leaves out of each lazy chunk's preload list the files the entry imports statically. Vite
 * lists, for every `import()`, the chunk and everything it imports, and writes those lists (file
 * names and indexes) into the importing chunk: the entry carries one per route. The entry's own
 * static imports are always loaded before any `import()` runs, so naming them again preloads
 * nothing; without them the entry that '/' and '/cars' load (and their budget) is smaller, and
 * each new route costs it less.
 */
export function entryPreloadsLeftOut() {
  const alwaysLoaded = new Set<string>();
  const plugin: Plugin = {
    name: 'akwaaba:entry-preloads-left-out',
    apply: 'build',
    // Before Vite's own generateBundle (a post plugin), which writes the lists.
    enforce: 'pre',
    generateBundle(_options, bundle) {
      alwaysLoaded.clear();
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
  const resolveDependencies = (_file: string, deps: string[]) => deps.filter((dep) => !alwaysLoaded.has(dep));
  return { plugin, resolveDependencies };
}
