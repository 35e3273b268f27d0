/**
 * The photo and signature fitter's test corpus (decision 022): generated images of every sort a member may
 * pick — phone photos (gradients, a face-like shape and sensor noise) in landscape and portrait, a
 * 4000×3000 one of about 4 MB, a huge 6000×8000 one, a 50 MP (8160×6120) one, tiny 40×40 ones, scanned-paper
 * signatures, thumb impressions and declarations (grey, uneven paper with dark or blue ink), and PNGs with
 * transparency — plus the specs to fit them to (the portals' common specs and every spec of the demo
 * recruitments). Used by `fitter-corpus.spec.ts` and `bench/fitter.ts`. Deterministic (a seeded PRNG).
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { recruitmentContent, resolveRelativeDates } from '@jobportal/shared';
import { fitterCanPrepare, type UploadSpec } from '@jobportal/shared/contracts/upload-specs';
import { FITTER_PRESETS, fitTargetFor, type FitTarget } from '@jobportal/shared/domain/photo-fit';
import { mulberry32 } from '@jobportal/shared/testing/response-sheets';

/** The demo recruitments as the seed loads them (apps/server/src/db/seed/demo-content.ts reads the same files). */
function demoRecruitments() {
  const dir = fileURLToPath(new URL('../../../apps/server/src/db/seed/demo/recruitments/', import.meta.url));
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as unknown[])
    .map((item) => recruitmentContent.parse(resolveRelativeDates(item, new Date())));
}

export type CorpusImage = { name: string; file: string; bytes: number };

/** The web app's built fitter worker (`npm run build` first), found by its hashed name. */
export function fitterWorkerAsset(): string {
  const assets = fileURLToPath(new URL('../../../apps/web/dist/assets/', import.meta.url));
  const name = readdirSync(assets).find((file) => /^fitter\.worker-[\w-]+\.js$/.test(file));
  if (!name) throw new Error('No fitter worker in apps/web/dist/assets: run `npm run build` first');
  return `/assets/${name}`;
}

/** Every spec to fit to: the portals' common specs (the presets) and every preparable spec of the demo content. */
export async function corpusTargets(): Promise<{ label: string; target: FitTarget }[]> {
  const out = new Map<string, { label: string; target: FitTarget }>();
  const add = (label: string, spec: UploadSpec) => {
    const target = fitTargetFor(spec);
    if (!target || !fitterCanPrepare(spec)) return;
    const key = JSON.stringify(target);
    if (!out.has(key)) out.set(key, { label, target });
  };
  for (const preset of FITTER_PRESETS) add(preset.id, preset.spec);
  for (const recruitment of demoRecruitments()) {
    for (const spec of recruitment.uploadSpecs) add(`${recruitment.slug}/${spec.kind}`, spec);
  }
  return [...out.values()];
}

/** A phone photo: a background gradient, a face-like ellipse with shading, and sensor noise. */
function photoPixels(width: number, height: number, seed: number, noise: number, channels: 3 | 4 = 3): Buffer {
  const rand = mulberry32(seed);
  const data = Buffer.alloc(width * height * channels);
  const [r0, g0, b0] = [rand() * 255, rand() * 255, rand() * 255];
  const [r1, g1, b1] = [rand() * 255, rand() * 255, rand() * 255];
  const cx = width / 2;
  const cy = height * 0.45;
  const rx = width * 0.22;
  const ry = height * 0.28;
  for (let y = 0; y < height; y += 1) {
    const v = y / height;
    for (let x = 0; x < width; x += 1) {
      const u = x / width;
      const mix = (u + v) / 2;
      let r = r0 + (r1 - r0) * mix;
      let g = g0 + (g1 - g0) * mix;
      let b = b0 + (b1 - b0) * mix;
      const d = ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2;
      if (d < 1) {
        const shade = 1 - d * 0.35;
        r = 205 * shade;
        g = 160 * shade;
        b = 130 * shade;
      }
      const n = (rand() - 0.5) * noise;
      const i = (y * width + x) * channels;
      data[i] = r + n;
      data[i + 1] = g + n;
      data[i + 2] = b + n;
      if (channels === 4) {
        // Transparent outside a rounded region (a cut-out portrait).
        data[i + 3] = d < 1.6 ? 255 : 0;
      }
    }
  }
  return data;
}

/** Ink strokes as SVG: a signature's loops, a thumb's ridges or lines of handwriting. */
function inkSvg(width: number, height: number, kind: 'signature' | 'thumb' | 'declaration', ink: string, seed: number) {
  const rand = mulberry32(seed);
  const stroke = Math.max(1, Math.round(Math.min(width, height) / 60));
  let body = '';
  if (kind === 'signature') {
    let d = `M ${width * 0.1} ${height * 0.6}`;
    for (let i = 1; i <= 14; i += 1) {
      d += ` Q ${width * (0.1 + i * 0.055)} ${height * (0.2 + rand() * 0.6)} ${width * (0.1 + i * 0.058)} ${height * (0.4 + rand() * 0.3)}`;
    }
    body = `<path d="${d}" fill="none" stroke="${ink}" stroke-width="${stroke * 1.5}" stroke-linecap="round"/>`;
  } else if (kind === 'thumb') {
    for (let i = 1; i < 18; i += 1) {
      body += `<ellipse cx="${width / 2}" cy="${height / 2}" rx="${(width * 0.3 * i) / 18}" ry="${(height * 0.42 * i) / 18}" fill="none" stroke="${ink}" stroke-width="${stroke}" opacity="0.85"/>`;
    }
  } else {
    for (let line = 0; line < 6; line += 1) {
      let d = `M ${width * 0.06} ${height * (0.15 + line * 0.13)}`;
      for (let i = 1; i <= 30; i += 1) {
        d += ` l ${width * 0.029} ${(rand() - 0.5) * height * 0.05}`;
      }
      body += `<path d="${d}" fill="none" stroke="${ink}" stroke-width="${stroke}"/>`;
    }
  }
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`);
}

/** Scanned paper: light grey, uneven (a shadow across), with noise, and the ink on it. */
async function scan(
  width: number,
  height: number,
  kind: 'signature' | 'thumb' | 'declaration',
  ink: string,
  seed: number,
  format: 'jpeg' | 'png',
): Promise<Buffer> {
  const rand = mulberry32(seed);
  const paper = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const level = 215 + 25 * (x / width) - 15 * (y / height) + (rand() - 0.5) * 18;
      const i = (y * width + x) * 3;
      paper[i] = level;
      paper[i + 1] = level - 3;
      paper[i + 2] = level - 10;
    }
  }
  const image = sharp(paper, { raw: { width, height, channels: 3 } }).composite([
    { input: inkSvg(width, height, kind, ink, seed) },
  ]);
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 85 }).toBuffer();
}

/** Ink on a transparent background (a signature cut out in an app), as PNG. */
async function transparentInk(width: number, height: number, seed: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: inkSvg(width, height, 'signature', '#111', seed) }])
    .png()
    .toBuffer();
}

const photo = (width: number, height: number, seed: number, noise = 24, quality = 92) =>
  sharp(photoPixels(width, height, seed, noise), { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();

/**
 * A huge photo (48 or 50 MP): drawn at an eighth of the size with noise and scaled up by libvips, so it
 * takes a second to make (libvips' own gaussian noise at that size took a minute), and the browser
 * decodes every one of its pixels all the same.
 */
const upscaled = (width: number, height: number, seed: number) => {
  const small = { width: Math.ceil(width / 8), height: Math.ceil(height / 8) };
  return sharp(photoPixels(small.width, small.height, seed, 40), { raw: { ...small, channels: 3 } })
    .resize(width, height, { fit: 'fill' })
    .jpeg({ quality: 85 })
    .toBuffer();
};

/** The corpus: name → how to make it. At least 30 images. */
const RECIPES: Record<string, () => Promise<Buffer>> = {
  // Phone photos.
  'photo-4000x3000-landscape.jpg': () => photo(4000, 3000, 1, 40, 93),
  'photo-3000x4000-portrait.jpg': () => photo(3000, 4000, 2, 40, 90),
  'photo-1600x1200.jpg': () => photo(1600, 1200, 3),
  'photo-1200x1600.jpg': () => photo(1200, 1600, 4),
  'photo-1080x1920-selfie.jpg': () => photo(1080, 1920, 5, 30),
  'photo-1920x1080-wide.jpg': () => photo(1920, 1080, 6, 30),
  'photo-640x480-old-phone.jpg': () => photo(640, 480, 7, 50, 75),
  'photo-480x640.jpg': () => photo(480, 640, 8, 10, 80),
  'photo-2000x2000-square.jpg': () => photo(2000, 2000, 9, 60),
  'photo-300x400-small.jpg': () => photo(300, 400, 10),
  'photo-200x230-exact.jpg': () => photo(200, 230, 11),
  'photo-plain-1000x1000.jpg': () => photo(1000, 1000, 12, 0, 95),
  'photo-noisy-1500x2000.jpg': () => photo(1500, 2000, 13, 120, 95),
  'photo-low-quality-1200x900.jpg': () => photo(1200, 900, 14, 20, 30),
  'photo-800x600.png': () =>
    sharp(photoPixels(800, 600, 15, 20), { raw: { width: 800, height: 600, channels: 3 } })
      .png()
      .toBuffer(),
  // Huge: 6000×8000 (48 MP) and a 50 MP camera's 8160×6120, noise from libvips over a flat colour.
  'photo-6000x8000-huge.jpg': () => upscaled(6000, 8000, 34),
  'photo-8160x6120-50mp.jpg': () => upscaled(8160, 6120, 35),
  // Tiny.
  'tiny-40x40.jpg': () => photo(40, 40, 16),
  'tiny-40x40.png': () =>
    sharp(photoPixels(40, 40, 17, 10, 4), { raw: { width: 40, height: 40, channels: 4 } })
      .png()
      .toBuffer(),
  'tiny-60x20-strip.jpg': () => photo(60, 20, 18),
  // PNG with transparency.
  'portrait-cutout-900x1200.png': () =>
    sharp(photoPixels(900, 1200, 19, 16, 4), { raw: { width: 900, height: 1200, channels: 4 } })
      .png()
      .toBuffer(),
  'signature-transparent-1000x400.png': () => transparentInk(1000, 400, 20),
  'signature-transparent-300x120.png': () => transparentInk(300, 120, 21),
  // Scans: signatures, thumbs and declarations on uneven paper.
  'scan-signature-1200x600.jpg': () => scan(1200, 600, 'signature', '#1a1a1a', 22, 'jpeg'),
  'scan-signature-blue-1500x700.jpg': () => scan(1500, 700, 'signature', '#1b2a8f', 23, 'jpeg'),
  'scan-signature-600x300.png': () => scan(600, 300, 'signature', '#222', 24, 'png'),
  'scan-signature-a4-2480x3508.jpg': () => scan(2480, 3508, 'signature', '#111', 25, 'jpeg'),
  'scan-thumb-800x800.jpg': () => scan(800, 800, 'thumb', '#3b2a7a', 26, 'jpeg'),
  'scan-thumb-500x700.jpg': () => scan(500, 700, 'thumb', '#222', 27, 'jpeg'),
  'scan-declaration-2000x1000.jpg': () => scan(2000, 1000, 'declaration', '#0f1f6f', 28, 'jpeg'),
  'scan-declaration-1240x1754.jpg': () => scan(1240, 1754, 'declaration', '#111', 29, 'jpeg'),
  'scan-declaration-800x400.png': () => scan(800, 400, 'declaration', '#222', 30, 'png'),
  'photo-of-paper-3000x4000.jpg': () => scan(3000, 4000, 'signature', '#151515', 31, 'jpeg'),
};

export const CORPUS_SIZE = Object.keys(RECIPES).length;

/** Makes the corpus in `dir` (once: files already there are kept) and lists it. */
export async function makeCorpus(dir: string, only?: (name: string) => boolean): Promise<CorpusImage[]> {
  mkdirSync(dir, { recursive: true });
  const names = Object.keys(RECIPES).filter((name) => !only || only(name));
  // A few at a time: libvips encodes on its own threads while the next image's pixels are drawn.
  for (let start = 0; start < names.length; start += 4) {
    await Promise.all(
      names.slice(start, start + 4).map(async (name) => {
        const file = path.join(dir, name);
        if (!existsSync(file)) writeFileSync(file, await RECIPES[name]!());
      }),
    );
  }
  return names.map((name) => {
    const file = path.join(dir, name);
    return { name, file, bytes: statSync(file).size };
  });
}

/** Files the fitter must refuse with a clear message, and the message's code. */
export const REFUSED = {
  'broken.jpg': {
    bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, ...Buffer.from('JFIF broken file')]),
    error: 'unreadable',
  },
  'photo.heic': {
    bytes: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic'), Buffer.alloc(64)]),
    error: 'heic',
  },
  'not-an-image.jpg': { bytes: Buffer.from('%PDF-1.7 this is not a photo'), error: 'unreadable' },
} as const;
