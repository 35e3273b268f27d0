import { describe, expect, it } from 'vitest';
import { fitterCanPrepare, uploadPixelSize, uploadSpec } from '../contracts/upload-specs.ts';
import {
  FITTER_PRESETS,
  byteRange,
  fitTargetFor,
  pixelSize,
  clampView,
  cropAspect,
  cropRect,
  declaredSize,
  decodeSize,
  downscaleSteps,
  fittedFileName,
  padJpeg,
  padTarget,
  searchJpeg,
  sniffFormat,
  stripHeight,
} from './photo-fit.ts';

describe('cropRect', () => {
  it('takes the largest box of the shape, centred, from a landscape photo (IBPS photo 200×230)', () => {
    const rect = cropRect(4000, 3000, 200 / 230);
    expect(rect.height).toBe(3000);
    expect(rect.width).toBeCloseTo(3000 * (200 / 230), 6);
    expect(rect.x).toBeCloseTo((4000 - rect.width) / 2, 6);
    expect(rect.y).toBe(0);
  });

  it('takes the full width of a portrait image for a wide signature (140×60)', () => {
    const rect = cropRect(3000, 4000, 140 / 60);
    expect(rect.width).toBe(3000);
    expect(rect.height).toBeCloseTo(3000 / (140 / 60), 6);
  });

  it('zooms around the centre and keeps the box inside the image', () => {
    const rect = cropRect(1000, 1000, 1, { centerX: 0.95, centerY: 0.05, zoom: 2 });
    expect(rect).toEqual({ x: 500, y: 0, width: 500, height: 500 });
    expect(clampView(1000, 1000, 1, { centerX: 0.95, centerY: 0.05, zoom: 2 })).toEqual({
      centerX: 0.75,
      centerY: 0.25,
      zoom: 2,
    });
  });

  it('locks the shape of the picture above the name-and-date strip', () => {
    const target = { width: 200, height: 230, nameAndDate: true };
    expect(stripHeight(target)).toBe(46);
    expect(cropAspect(target)).toBeCloseTo(200 / 184, 6);
    expect(cropAspect({ ...target, nameAndDate: false })).toBeCloseTo(200 / 230, 6);
  });
});

describe('downscaleSteps', () => {
  it('halves while the half is still larger, then lands on the exact size', () => {
    expect(downscaleSteps(3000, 3450, 200, 230)).toEqual([
      { width: 1500, height: 1725 },
      { width: 750, height: 863 },
      { width: 375, height: 432 },
      { width: 200, height: 230 },
    ]);
  });

  it('goes straight up to the size for a tiny 40×40 input', () => {
    expect(downscaleSteps(40, 40, 240, 240)).toEqual([{ width: 240, height: 240 }]);
  });
});

describe('what a file is', () => {
  const jpeg = new Uint8Array([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x0b, 0xb8, 0x0f, 0xa0, 0x03,
  ]);

  it('reads a JPEG’s size from its start-of-frame segment', () => {
    expect(sniffFormat(jpeg)).toBe('jpeg');
    expect(declaredSize(jpeg)).toEqual({ width: 4000, height: 3000 });
  });

  it('reads a PNG’s size from its header', () => {
    const png = new Uint8Array(24);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    new DataView(png.buffer).setUint32(16, 6000);
    new DataView(png.buffer).setUint32(20, 8000);
    expect(sniffFormat(png)).toBe('png');
    expect(declaredSize(png)).toEqual({ width: 6000, height: 8000 });
  });

  it('knows a HEIC photo and a broken file', () => {
    const heic = new Uint8Array(
      [0, 0, 0, 0x18, ...'ftypheic'].map((c) => (typeof c === 'string' ? c.charCodeAt(0) : c)),
    );
    expect(sniffFormat(heic)).toBe('heic');
    expect(sniffFormat(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]))).toBe('unknown');
    expect(declaredSize(new Uint8Array([1, 2, 3]))).toBeNull();
  });

  it('decodes a 50 MP photo scaled down to 16 MP and a 12 MP one as it is', () => {
    const size = decodeSize(8160, 6120);
    expect(size.width * size.height).toBeLessThanOrEqual(16_000_000);
    expect(size.width / size.height).toBeCloseTo(8160 / 6120, 2);
    expect(decodeSize(4000, 3000)).toEqual({ width: 4000, height: 3000 });
  });
});

describe('byteRange', () => {
  it('aims inside both readings of a KB (SSC signature 10–20 KB: 10,240 to 20,000 bytes)', () => {
    expect(byteRange(10, 20)).toEqual({ min: 10_240, max: 20_000 });
  });

  it('falls back to 1,024-byte KB when the strict reading leaves no room', () => {
    expect(byteRange(20, 20)).toEqual({ min: 20_480, max: 20_480 });
  });
});

describe('searchJpeg', () => {
  /** A stand-in encoder: the size grows with quality and with detail. */
  const encoder = (scale: number) => async (quality: number, detail: number) => {
    const bytes = Math.round(scale * detail * detail * (0.2 + quality * quality * 3));
    return { bytes, data: bytes };
  };

  it('keeps the first quality when it lands inside the range', async () => {
    const outcome = await searchJpeg(encoder(10_000), byteRange(20, 50));
    expect(outcome.ok && outcome.result.quality).toBe(0.92);
    expect(outcome.tries).toBe(1);
  });

  it('searches the quality down to land inside the range (IBPS photo 20–50 KB)', async () => {
    const range = byteRange(20, 50);
    const outcome = await searchJpeg(encoder(40_000), range);
    if (!outcome.ok) throw new Error('expected a fit');
    expect(outcome.result.bytes).toBeGreaterThanOrEqual(range.min);
    expect(outcome.result.bytes).toBeLessThanOrEqual(range.max);
    expect(outcome.result.detail).toBe(1);
    expect(outcome.padTo).toBeNull();
    expect(outcome.tries).toBeLessThanOrEqual(10);
  });

  it('then lowers the detail when even the lowest quality is too large', async () => {
    const range = byteRange(10, 20);
    const outcome = await searchJpeg(encoder(200_000), range);
    if (!outcome.ok) throw new Error('expected a fit');
    expect(outcome.result.detail).toBeLessThan(1);
    expect(outcome.result.bytes).toBeLessThanOrEqual(range.max);
  });

  it('asks for padding when even the best quality is below the minimum', async () => {
    const range = byteRange(10, 20);
    const outcome = await searchJpeg(encoder(1_000), range);
    if (!outcome.ok) throw new Error('expected a fit');
    expect(outcome.result.quality).toBe(1);
    expect(outcome.padTo).toBe(padTarget(range));
    expect(outcome.padTo! >= range.min && outcome.padTo! <= range.max).toBe(true);
  });

  it('says too large when nothing fits', async () => {
    const outcome = await searchJpeg(async () => ({ bytes: 1e9, data: null }), byteRange(1, 2));
    expect(outcome.ok).toBe(false);
  });
});

describe('padJpeg', () => {
  const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
  /** APP0 JFIF 1.01, no thumbnail (16 bytes of segment), as canvas encoders write it. */
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...ascii('JFIF\0'), 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const app1 = [0xff, 0xe1, 0x00, 0x08, ...ascii('Exif\0\0')];
  const rest = [0xff, 0xdb, 0x00, 0x02, 0xff, 0xd9];
  const tiny = new Uint8Array([0xff, 0xd8, ...rest]);
  const jfif = new Uint8Array([0xff, 0xd8, ...app0, ...rest]);
  const jfifExif = new Uint8Array([0xff, 0xd8, ...app0, ...app1, ...rest]);
  const exif = new Uint8Array([0xff, 0xd8, ...app1, ...rest]);
  const lengths = [12, 13, 15, 100, 65_537, 65_538, 65_541, 200_003];

  /** Checks `padded`: the original up to `at`, comment segments only, then the original from `at`. */
  const expectPaddedAt = (original: Uint8Array, padded: Uint8Array, at: number) => {
    expect([...padded.subarray(0, at)]).toEqual([...original.subarray(0, at)]);
    let offset = at;
    while (padded[offset] === 0xff && padded[offset + 1] === 0xfe) {
      offset += 2 + ((padded[offset + 2]! << 8) | padded[offset + 3]!);
    }
    expect(offset).toBeGreaterThan(at);
    expect([...padded.subarray(offset)]).toEqual([...original.subarray(at)]);
  };

  it('reaches the exact length with comment segments after the JFIF header', () => {
    for (const length of lengths) {
      const padded = padJpeg(jfif, length + app0.length);
      expect(padded.length).toBe(length + app0.length);
      // Still JFIF: SOI, then APP0 with its identifier at byte 6 (where upload checks look).
      expect([...padded.subarray(0, 4)]).toEqual([0xff, 0xd8, 0xff, 0xe0]);
      expect([...padded.subarray(6, 11)]).toEqual(ascii('JFIF\0'));
      expectPaddedAt(jfif, padded, 2 + app0.length);
    }
  });

  it('keeps an Exif APP1 next to the JFIF header, and first when there is no JFIF header', () => {
    expectPaddedAt(jfifExif, padJpeg(jfifExif, 20_000), 2 + app0.length + app1.length);
    const padded = padJpeg(exif, 20_000);
    expect(padded.length).toBe(20_000);
    expect([...padded.subarray(6, 12)]).toEqual(ascii('Exif\0\0'));
    expectPaddedAt(exif, padded, 2 + app1.length);
  });

  it('pads right after the start of image when no APP0 or APP1 leads', () => {
    for (const length of lengths) {
      const padded = padJpeg(tiny, length);
      expect(padded.length).toBe(length);
      expectPaddedAt(tiny, padded, 2);
    }
  });

  it('leaves the file as it is when it cannot be padded to that length', () => {
    expect(padJpeg(tiny, 10)).toBe(tiny);
    expect(padJpeg(jfif, jfif.length + 3)).toBe(jfif);
    expect(padJpeg(new Uint8Array([1, 2, 3]), 100)).toEqual(new Uint8Array([1, 2, 3]));
  });
});

describe('fittedFileName', () => {
  it('names the kind, the recruitment, the pixels and the KB', () => {
    expect(fittedFileName('photo', 38_912, { width: 200, height: 230 }, 'ssc-cgl-2026')).toBe(
      'photo-ssc-cgl-2026-200x230-38KB.jpg',
    );
    expect(fittedFileName('signature', 15_000, { width: 140, height: 60 })).toBe('signature-140x60-14KB.jpg');
  });
});

describe('fitTargetFor and the presets', () => {
  it('turns every preset into a valid spec and a target of its pixel size', () => {
    for (const preset of FITTER_PRESETS) {
      const spec = uploadSpec.parse(preset.spec);
      expect(fitterCanPrepare(spec)).toBe(true);
      expect(pixelSize(spec)).toEqual(uploadPixelSize(spec));
      expect(fitTargetFor(spec)).toMatchObject({ ...uploadPixelSize(spec), minKb: spec.minKb, maxKb: spec.maxKb });
    }
  });

  it('has the issue’s sizes: IBPS photo 200×230 px 20–50 KB, SSC signature 10–20 KB', () => {
    const ibps = FITTER_PRESETS.find((preset) => preset.id === 'ibps-photo')!;
    expect(ibps.spec).toMatchObject({ widthPx: 200, heightPx: 230, minKb: 20, maxKb: 50 });
    expect(FITTER_PRESETS.find((preset) => preset.id === 'ssc-signature')!.spec).toMatchObject({
      minKb: 10,
      maxKb: 20,
    });
  });

  it('cannot prepare a PDF-only document or one without a size', () => {
    const pdf = uploadSpec.parse({
      kind: 'declaration',
      widthPx: 800,
      heightPx: 400,
      minKb: 50,
      maxKb: 100,
      formats: ['pdf'],
    });
    expect(fitTargetFor(pdf)).toBeNull();
    expect(fitTargetFor(uploadSpec.parse({ kind: 'photo', minKb: 20, maxKb: 50, formats: ['jpeg'] }))).toBeNull();
  });
});
