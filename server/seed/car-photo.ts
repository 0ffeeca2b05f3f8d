import sharp from 'sharp';

/**
 * Draws a stylised photo of a car for demo listings: a body in the car's colour
 * on a road at a time of day. No network is needed, so every fresh machine gets
 * the same demo photos.
 */
export function carPhotoSvg(options: {
  body: string;
  sky: [string, string];
  kind: 'sedan' | 'suv' | 'hatch' | 'pickup';
  angle: number;
}): string {
  const { body, sky, kind, angle } = options;
  const roof: Record<typeof kind, string> = {
    sedan: 'M330 360 L420 270 L760 270 L860 360 Z',
    suv: 'M300 360 L350 230 L820 230 L900 360 Z',
    hatch: 'M330 360 L400 260 L700 260 L760 360 Z',
    pickup: 'M320 360 L380 250 L600 250 L640 360 Z',
  };
  const bodyPath: Record<typeof kind, string> = {
    sedan: 'M180 470 L200 380 L320 355 L880 355 L1010 390 L1030 470 Z',
    suv: 'M180 480 L190 370 L300 350 L910 350 L1010 380 L1030 480 Z',
    hatch: 'M220 470 L230 380 L330 355 L780 355 L900 390 L930 470 Z',
    pickup: 'M170 470 L180 380 L320 355 L650 355 L650 380 L1030 380 L1030 470 Z',
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>
    <linearGradient id="shine" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/></linearGradient>
  </defs>
  <rect width="1200" height="800" fill="url(#sky)"/>
  <circle cx="${200 + angle * 7}" cy="150" r="70" fill="#fde68a" opacity=".8"/>
  <path d="M0 430 Q300 380 600 420 T1200 410 V520 H0 Z" fill="#14532d" opacity=".55"/>
  <rect y="520" width="1200" height="280" fill="#374151"/>
  <rect y="640" width="1200" height="14" fill="#e5e7eb" opacity=".7"/>
  <g transform="translate(0 70) rotate(${(angle - 5) / 4} 600 420)">
    <ellipse cx="605" cy="520" rx="460" ry="30" fill="#000" opacity=".35"/>
    <path d="${roof[kind]}" fill="${body}" stroke="#111" stroke-width="4"/>
    <path d="${roof[kind]}" fill="#93c5fd" opacity=".55" transform="translate(0 12) scale(1 .93)" transform-origin="600 360"/>
    <path d="${bodyPath[kind]}" fill="${body}" stroke="#111" stroke-width="4"/>
    <path d="${bodyPath[kind]}" fill="url(#shine)"/>
    <rect x="990" y="400" width="36" height="22" rx="6" fill="#fef3c7"/>
    <rect x="182" y="400" width="30" height="20" rx="6" fill="#dc2626"/>
    <circle cx="360" cy="475" r="62" fill="#111"/><circle cx="360" cy="475" r="30" fill="#9ca3af"/>
    <circle cx="850" cy="475" r="62" fill="#111"/><circle cx="850" cy="475" r="30" fill="#9ca3af"/>
  </g>
</svg>`;
}

/**
 * libjpeg's own encoder: five times faster than mozjpeg's here (a fresh start draws 48 photos),
 * and phones get the WebP copies the photo worker makes, not this original.
 */
export async function renderCarPhoto(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 78 }).toBuffer();
}
