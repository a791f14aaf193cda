// Renders the app icons (any + maskable) and the Apple touch icon from one SVG with sharp.
// Usage: node scripts/generate-icons.mjs  (writes PNGs into public/icons, which are committed)
import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const out = new URL('../public/icons/', import.meta.url);
const BG = '#3f3dbc';
const ACCENT = '#ffc83d';

/** inset: share of the canvas kept free around the glyph (maskable icons need a 10 % safe zone). */
function svg(size, { rounded, inset }) {
  const r = rounded ? size * 0.22 : 0;
  const s = size * (1 - inset * 2);
  const o = size * inset;
  const u = s / 100;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#5b59e0"/><stop offset="1" stop-color="${BG}"/></linearGradient></defs>
  <rect width="${size}" height="${size}" rx="${r}" fill="url(#g)"/>
  <g transform="translate(${o} ${o})">
    <path d="M${22 * u} ${52 * u} L${40 * u} ${72 * u} L${78 * u} ${28 * u}" fill="none" stroke="${ACCENT}"
      stroke-width="${11 * u}" stroke-linecap="round" stroke-linejoin="round"/>
    <text x="${50 * u}" y="${40 * u}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700"
      font-size="${30 * u}" fill="#ffffff" text-anchor="middle">x²</text>
  </g>
</svg>`;
}

await mkdir(out, { recursive: true });
const jobs = [
  ['icon-192.png', 192, { rounded: true, inset: 0.08 }],
  ['icon-512.png', 512, { rounded: true, inset: 0.08 }],
  ['maskable-192.png', 192, { rounded: false, inset: 0.2 }],
  ['maskable-512.png', 512, { rounded: false, inset: 0.2 }],
  ['apple-touch-icon.png', 180, { rounded: false, inset: 0.14 }],
];
for (const [name, size, opts] of jobs) {
  await sharp(Buffer.from(svg(size, opts)))
    .png({ compressionLevel: 9 })
    .toFile(new URL(name, out).pathname);
}
await writeFile(new URL('favicon.svg', out), svg(64, { rounded: true, inset: 0.06 }));
console.log('icons written to', out.pathname);
