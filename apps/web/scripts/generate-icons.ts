// Renders the installable-app icons (web manifest) from one SVG in the app's colours:
// `node apps/web/scripts/generate-icons.ts`. The PNGs are committed; run it again after changing the SVG.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
/** Brand blue (`--color-brand-700`), the theme colour of index.html and the manifest. */
const BRAND = '#1d4ed8';

const svg = await readFile(`${publicDir}icons/icon.svg`, 'utf8');
// The letters' paths without the rounded square around them.
const letters = /<path[^>]*\/>/.exec(svg)?.[0];
if (!letters) throw new Error('icon.svg has no <path>');

/** Maskable: a full-bleed square; the mark sits in the middle 60 %, inside every launcher's safe zone. */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><g transform="translate(6.4 6.4) scale(0.6)">${letters}</g></svg>`;

const outputs = [
  { file: 'icon-192.png', size: 192, source: svg },
  { file: 'icon-512.png', size: 512, source: svg },
  { file: 'icon-maskable-512.png', size: 512, source: maskable },
  { file: 'apple-touch-icon-180.png', size: 180, source: maskable },
];
for (const { file, size, source } of outputs) {
  await sharp(Buffer.from(source), { density: Math.ceil((72 * size) / 32) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${publicDir}icons/${file}`);
  console.log(`icons/${file} ${size}×${size}`);
}
