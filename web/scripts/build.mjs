// `npm run build:web`: the web app for browsers (dist/web) and the server's render of its public
// pages (dist/web-ssr, ADR 0015), both production builds whatever the shell's NODE_ENV says;
// `browser` or `server` as its argument builds one of them.
//
// Vite builds in the mode NODE_ENV names. Under NODE_ENV=development (which many shells set) it
// compiles JSX for React's development runtime (`jsxDEV`) and leaves `import.meta.env.PROD`
// false, while vite.config.ts bundles React's production build into the server render: the
// render then fails with "jsxDEV is not a function" and the product does not start. A build is
// what the product serves, so it is the same whichever shell made it; `npm run dev` is the
// development build.
import { fileURLToPath } from 'node:url';

process.env.NODE_ENV = 'production';
// Imported after NODE_ENV is set, so nothing in Vite or its plugins reads it earlier.
const { build } = await import('vite');

const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url));
// One of the two by name (scripts/build.mjs runs each in its own process, side by side), or both.
const target = process.argv[2];
if (target === undefined || target === 'browser') await build({ configFile });
if (target === undefined || target === 'server')
  await build({ configFile, build: { ssr: 'src/entry-server.tsx' } });
