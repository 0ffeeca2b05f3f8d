// Writes src/routeTree.gen.ts (git-ignored) without a Vite build, so `tsc -b` works on a fresh clone.
// It uses the same generator the router Vite plugin runs, with the same options as vite.config.ts.
import { fileURLToPath } from 'node:url';
import { Generator, getConfig } from '@tanstack/router-generator';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const config = getConfig(
  {
    target: 'react',
    autoCodeSplitting: true,
    routesDirectory: `${webDir}src/routes`,
    generatedRouteTree: `${webDir}src/routeTree.gen.ts`,
    quoteStyle: 'single',
  },
  webDir,
);
await new Generator({ config, root: webDir }).run();
