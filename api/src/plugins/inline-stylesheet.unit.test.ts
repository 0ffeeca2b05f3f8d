import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readInlineStylesheet } from './inline-stylesheet';
import { securityHeaderOptions } from './security-headers';

const LINK = '<link rel="stylesheet" crossorigin href="/assets/index-Abc123.css">';
const folders: string[] = [];

async function builtWeb(
  css: string,
  index = `<!doctype html><html><head>${LINK}</head><body></body></html>`,
) {
  const webDir = await mkdtemp(path.join(tmpdir(), 'akwaaba-web-'));
  folders.push(webDir);
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'index.html'), index);
  await writeFile(path.join(webDir, 'assets/index-Abc123.css'), css);
  return webDir;
}

afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

describe('the stylesheet a rendered page holds in its head', () => {
  it("is index.html's linked stylesheet, with the CSP source of its exact text", async () => {
    const css = '.card-list>li{content-visibility:auto}';
    const stylesheet = await readInlineStylesheet(await builtWeb(css));
    expect(stylesheet).toEqual({
      link: LINK,
      style: `<style>${css}</style>`,
      cspSource: `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
    });
    const policy = securityHeaderOptions(false, [stylesheet!.cspSource]).contentSecurityPolicy;
    expect(policy).toMatchObject({ directives: { styleSrc: ["'self'", stylesheet!.cspSource] } });
  });

  it('is not taken from a stylesheet that could end its own element, nor from a build without one', async () => {
    expect(await readInlineStylesheet(await builtWeb('a::after{content:"</style><script>"}'))).toBeNull();
    expect(await readInlineStylesheet(await builtWeb('a{}', '<html><head></head></html>'))).toBeNull();
    expect(await readInlineStylesheet(path.join(tmpdir(), 'akwaaba-no-such-build'))).toBeNull();
    expect(securityHeaderOptions(false).contentSecurityPolicy).toMatchObject({
      directives: { styleSrc: ["'self'"] },
    });
  });
});
