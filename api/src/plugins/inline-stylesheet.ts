import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The web app's one stylesheet, for the pages the server renders to put in their head instead
 * of linking it: on slow 4G a linked stylesheet is one more round trip before the first paint,
 * and on a repeat visit one more answer from the service worker, both on a phone's slow CPU.
 * The Content-Security-Policy lets exactly this text in, by its SHA-256.
 */
export interface InlineStylesheet {
  /** The `<link rel="stylesheet">` of index.html that the `<style>` replaces. */
  link: string;
  /** `<style>` holding the stylesheet's text. */
  style: string;
  /** The CSP source that allows it: `'sha256-…'`. */
  cspSource: string;
}

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;

/** Read once at start from the build; null without a build or with another shape of index.html. */
export async function readInlineStylesheet(webDir: string): Promise<InlineStylesheet | null> {
  const indexFile = path.join(webDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const match = STYLESHEET_LINK.exec(await readFile(indexFile, 'utf8'));
  if (!match) return null;
  const css = await readFile(path.join(webDir, match[1]!), 'utf8');
  // A stylesheet that could end its own element is left linked.
  if (/<\/style/i.test(css)) return null;
  return {
    link: match[0],
    style: `<style>${css}</style>`,
    cspSource: `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
  };
}
