// `node web/scripts/make-icons.mjs`: the app's PNG icons for the web app manifest and pushed
// notifications (web/public/icons/), drawn from the same mark as the page's own icon in
// index.html: the gold "A" on the brand green. Run again after changing the mark; the PNGs
// are committed, so a build needs no image work.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const GREEN = '#006b3f'; // --color-brand-700
const GOLD = '#fcd116'; // --color-gold-400
const MARK = 'M16 6l8.5 20h-4.2l-1.6-4h-5.4l-1.6 4H7.5L16 6zm0 8.2L13.9 19h4.2L16 14.2z';
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');

/**
 * The mark on green at `size` pixels. `maskable`: full-bleed green with the mark inside the
 * central 80 % a launcher may crop to a circle or a squircle; otherwise the rounded square.
 */
function icon(size, maskable) {
  const scale = maskable ? 0.6 : 1;
  const offset = (32 - 32 * scale) / 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}">
    <rect width="32" height="32" rx="${maskable ? 0 : 8}" fill="${GREEN}"/>
    <path transform="translate(${offset} ${offset}) scale(${scale})" d="${MARK}" fill="${GOLD}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 });
}

await mkdir(out, { recursive: true });
await icon(192, false).toFile(path.join(out, 'icon-192.png'));
await icon(512, false).toFile(path.join(out, 'icon-512.png'));
await icon(512, true).toFile(path.join(out, 'icon-maskable-512.png'));
await icon(192, true).toFile(path.join(out, 'icon-maskable-192.png'));
