// Writes .br and .gz beside each text asset of the built SPA, so the API serves
// them pre-compressed (no CPU per request) to phones on slow networks.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve('dist/web');
const TEXT = /\.(js|css|html|svg|json|txt|webmanifest)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

for await (const file of files(root)) {
  const body = await readFile(file);
  if (body.length < 1024) continue;
  await writeFile(
    `${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
}
