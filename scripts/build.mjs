// `npm run build`: the product's build, its three parts side by side (the web app for browsers,
// then compressed; the server's render of the public pages; the server bundle), each in a
// process of its own, so a machine's cores share it. With `--if-changed` (`npm start`, the
// browser tests) it builds only when there is no build or when the build's inputs (every
// workspace's files, the server's entry points, the manifests and the lock file) differ in
// content from those the build in dist/ was made from. Content, not timestamps: a fresh clone,
// a checkout or a copied tree has new timestamps and the same content.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What the build reads: the workspaces, the server's entry points (bench and chaos among them). */
const INPUT_FOLDERS = [
  'domain',
  'infra',
  'projections',
  'application',
  'workers',
  'api',
  'web',
  'server',
  'bench',
  'chaos',
];
const INPUT_FILES = ['package.json', 'package-lock.json', 'tsconfig.base.json'];
/** Made by the build or by running the product, never read by the build as written by a person. */
const NOT_INPUTS = new Set(['node_modules', 'dist', '.data', 'results', 'routeTree.gen.ts']);
/** Beside the build: the fingerprint of the inputs it was made from. */
const STAMP = path.join(root, 'dist', '.build-inputs');
/** What a build must have left for the product to start. */
const BUILT = ['dist/server/main.js', 'dist/web/index.html', 'dist/web-ssr/entry-server.js'];

async function* inputFiles(folder) {
  const entries = await readdir(folder, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entry of entries) {
    if (NOT_INPUTS.has(entry.name)) continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* inputFiles(full);
    else if (entry.isFile()) yield full;
  }
}

/** One SHA-256 over every input's path and content, in a fixed order. */
export async function inputsFingerprint() {
  const hash = createHash('sha256');
  const add = async (file) => {
    hash.update(path.relative(root, file)).update('\0');
    hash.update(await readFile(file)).update('\0');
  };
  for (const file of INPUT_FILES) await add(path.join(root, file));
  for (const folder of INPUT_FOLDERS)
    for await (const file of inputFiles(path.join(root, folder))) await add(file);
  return hash.digest('hex');
}

/** Runs `node <script> ...args` from the root; resolves when it has exited 0. */
function node(script, ...args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: root, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${script} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

async function main() {
  const started = performance.now();
  const fingerprint = await inputsFingerprint();
  if (process.argv.includes('--if-changed')) {
    const built = BUILT.every((file) => existsSync(path.join(root, file)));
    const stamp = existsSync(STAMP) ? (await readFile(STAMP, 'utf8')).trim() : null;
    if (built && stamp === fingerprint) {
      console.log('Build: up to date with the sources, not rebuilt.');
      return;
    }
    console.log(
      built ? 'Build: the sources changed since the last build; building.' : 'Build: none yet; building.',
    );
  }
  await rm(STAMP, { force: true });
  await Promise.all([
    node('web/scripts/build.mjs', 'browser').then(() => node('server/compress-assets.mjs')),
    node('web/scripts/build.mjs', 'server'),
    node('server/build.mjs'),
  ]);
  await writeFile(STAMP, `${fingerprint}\n`);
  console.log(`Build: done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
