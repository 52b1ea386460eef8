import type { Shape } from './catalog-data';

const SHAPES: Record<Shape, string> = {
  socks: 'M520 200 h220 v520 q0 120 -120 160 l-220 80 q-120 30 -150 -70 q-20 -90 80 -130 l190 -80 z',
  tights: 'M390 160 h420 v180 l-40 620 q-5 60 -60 60 h-60 l-50 -560 l-50 560 h-60 q-55 0 -60 -60 l-40 -620 z',
  briefs: 'M300 330 h600 l-40 120 q-110 40 -170 250 h-180 q-60 -210 -170 -250 z',
  bra: 'M260 420 q120 -220 330 -40 q210 -180 330 40 q-40 230 -330 190 q-290 40 -330 -190 z M300 300 l-40 -120 M900 300 l40 -120',
  thermal: 'M420 200 h360 l220 170 l-90 110 l-110 -80 v520 h-400 v-520 l-110 80 l-90 -110 z',
};

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A colourful picture of a garment: a diagonal gradient, the garment's outline, stripes and a caption. */
export function garmentSvg(shape: Shape, hue: number, caption: string, width = 1200, height = 1200): string {
  const second = (hue + 60) % 360;
  const scale = Math.min(width, height) / 1200;
  const dx = (width - 1200 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},70%,62%)"/><stop offset="1" stop-color="hsl(${second},65%,38%)"/>
  </linearGradient>
  <pattern id="s" width="60" height="60" patternUnits="userSpaceOnUse" patternTransform="rotate(35)">
    <rect width="60" height="60" fill="#fff"/><rect width="60" height="18" fill="hsl(${(hue + 180) % 360},70%,55%)"/>
  </pattern></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <g transform="translate(${dx} 0) scale(${scale})">
    <path d="${SHAPES[shape]}" fill="url(#s)" stroke="#fff" stroke-width="14" stroke-linejoin="round" opacity="0.95"/>
    <text x="600" y="1110" font-size="72" font-family="DejaVu Sans, sans-serif" font-weight="bold" fill="#fff" text-anchor="middle">${escapeXml(caption)}</text>
  </g>
</svg>`;
}

/** A square brand logo: the name on a coloured disc. */
export function logoSvg(name: string, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
  <rect width="600" height="600" fill="#fff"/>
  <circle cx="300" cy="300" r="270" fill="hsl(${hue},60%,45%)"/>
  <text x="300" y="330" font-size="${Math.max(40, Math.min(110, 900 / Math.max(name.length, 1)))}" font-family="DejaVu Sans, sans-serif" font-weight="bold" fill="#fff" text-anchor="middle">${escapeXml(name)}</text>
</svg>`;
}
