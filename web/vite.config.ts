import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contractRoutesOnly } from './contract-routes.plugin';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const apiServer = 'http://127.0.0.1:3000';

export default defineConfig({
  root: fromHere('.'),
  publicDir: fromHere('./public'),
  plugins: [
    // The router plugin must run before the React plugin so it can split route files first.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's skeleton (pendingComponent) ships in its screen's chunk: by default the
      // router leaves it in the entry, and with it every module the skeleton's file imports.
      codeSplittingOptions: {
        defaultBehavior: [['component', 'pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: fromHere('./src/routes'),
      generatedRouteTree: fromHere('./src/routeTree.gen.ts'),
      quoteStyle: 'single',
    }),
    react(),
    contractRoutesOnly(),
    tailwindcss(),
  ],
  build: {
    outDir: fromHere('../dist/web'),
    emptyOutDir: true,
    // .vite/manifest.json (not served: a dot folder) maps each route file to its chunks, for the size budget.
    manifest: true,
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/objects': apiServer,
    },
  },
});
