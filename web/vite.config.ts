import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contractRoutesOnly } from './contract-routes.plugin';
import { entryPreloadsLeftOut } from './entry-preloads.plugin';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const apiServer = 'http://127.0.0.1:3000';
const entryPreloads = entryPreloadsLeftOut({ fetchedOnImport: ['phone-number'] });

export default defineConfig(({ isSsrBuild }) => ({
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
    entryPreloads.plugin,
    tailwindcss(),
  ],
  build: isSsrBuild
    ? {
        // The server's render of the public pages (src/entry-server.tsx), beside the served files, not among them.
        outDir: fromHere('../dist/web-ssr'),
        emptyOutDir: true,
        // The one file is self-contained: the API loads it without the web app's node_modules.
        rollupOptions: { output: { codeSplitting: false } },
        copyPublicDir: false,
      }
    : {
        outDir: fromHere('../dist/web'),
        emptyOutDir: true,
        // .vite/manifest.json (not served: a dot folder) maps each route file to its chunks, for the size budget.
        manifest: true,
        // Lazy chunks are named by their hash alone: the entry lists every chunk a route preloads
        // (and each chunk names those it imports), so readable names cost '/' and '/cars' over
        // 1 KB of their budget. The manifest still maps each source file to its chunk.
        rollupOptions: { output: { chunkFileNames: 'assets/[hash].js' } },
        modulePreload: { resolveDependencies: entryPreloads.resolveDependencies },
      },
  ssr: { noExternal: true },
  // React's production build on the server too (Vite leaves process.env alone when building for Node).
  // Its JSX must be compiled for the same runtime: web/scripts/build.mjs builds as production.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    proxy: {
      '/api': apiServer,
      '/objects': apiServer,
    },
  },
}));
