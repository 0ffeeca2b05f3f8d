/**
 * `npm run test:start`: `npm start` as a newcomer runs it in a shell that sets
 * NODE_ENV=development (many do). The product is built in that shell, started in development
 * mode on free ports and a fresh data folder, and must serve `/` and a car's page (200, rendered
 * on the server, no error logged) before it is stopped with Ctrl-C.
 *
 * The browser tests start the product in development mode too, but on a build made without
 * NODE_ENV: a build that depends on the shell (the server render compiled for React's
 * development runtime and bundled with its production one, web/scripts/build.mjs) passes them
 * and fails here. .ci/run runs this once, after `npm test`; it takes a build and a start.
 */
import { spawnSync } from 'node:child_process';
import { startProduct } from '../e2e/support/server';

const SHELL = { ...process.env, NODE_ENV: 'development' };

/** Warn, error and fatal lines the product logged, and any line saying it failed. */
function problemsIn(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => /"level":(40|50|60)/.test(line) || /failed to start|Configuration error/.test(line));
}

async function page(url: string): Promise<string> {
  const answer = await fetch(url);
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  return answer.text();
}

/** The page came from the server's render: its root holds markup, not the empty shell. */
function rendered(html: string, url: string): void {
  if (!/<div id="root"><[a-z]/.test(html)) throw new Error(`${url} was not rendered on the server`);
}

async function main() {
  console.log('Start check: npm run build with NODE_ENV=development');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { env: SHELL, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build exited with ${build.status}`);

  console.log('Start check: node dist/server/main.js with NODE_ENV=development');
  const product = await startProduct({ env: { NODE_ENV: 'development', LOG_LEVEL: 'warn' } });
  try {
    const home = `${product.url}/`;
    rendered(await page(home), home);

    const cars = (await (await fetch(`${product.url}/api/cars`)).json()) as {
      id: string;
      make: string;
      model: string;
    }[];
    const car = cars[0];
    if (!car) throw new Error('GET /api/cars listed no car: the demo data was not seeded');
    const carPage = `${product.url}/cars/${car.id}`;
    const html = await page(carPage);
    rendered(html, carPage);
    if (!html.includes(`${car.make} ${car.model}`))
      throw new Error(`${carPage} does not name its car, ${car.make} ${car.model}`);

    const problems = problemsIn(product.output());
    if (problems.length > 0) throw new Error(`The product logged problems:\n${problems.join('\n')}`);
    console.log(`Start check: ${home} and ${carPage} answered 200, rendered on the server`);
  } finally {
    // Fails too if any request was answered with a 5xx.
    await product.stop();
  }
  console.log('Start check passed: the product starts and serves pages with NODE_ENV=development');
}

main().catch((error: unknown) => {
  console.error(`Start check failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
