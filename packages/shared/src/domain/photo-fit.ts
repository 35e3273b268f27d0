/**
 * The pure part of the photo and signature fitter (`/tools/photo`): the crop rectangle for a
 * spec's shape, the name-and-date strip, what an input file is, the byte range a KB range means, the
 * search over JPEG quality and then detail for a file size inside that range, and the last resort for
 * the minimum (comment segments, a valid JPEG). No zod and no DOM: the fitter's Web Worker imports this.
 * Decision 022 (docs/decisions/022-photo-fitter.md).
 */
// Types only: the worker must not carry zod (uploadPixelSize's rounding is repeated in pixelSize below).
import type { UploadSpec } from '../contracts/upload-specs.ts';

/** What the fitter makes: an image of exactly `width` × `height` pixels, a JPEG of `minKb`–`maxKb`. */
export type FitTarget = {
  kind: 'photo' | 'signature' | 'thumb' | 'declaration';
  width: number;
  height: number;
  minKb: number;
  maxKb: number;
  /** The photo carries the name and the date on a white strip below the face. */
  nameAndDate: boolean;
};

/** A rectangle in pixels (or in fractions of the image, 0–1, for {@link CropView}). */
export type Rect = { x: number; y: number; width: number; height: number };

/** Signatures, thumb impressions and declarations are ink on paper: the paper is cleaned to white. */
export function isInkOnPaper(kind: FitTarget['kind']): boolean {
  return kind !== 'photo';
}

/** The strip with the name and the date, as a share of the photo's height (the rest shows the face). */
export const NAME_DATE_STRIP_SHARE = 0.2;

/** Height in pixels of the name-and-date strip at the bottom of a target (0 when it asks for none). */
export function stripHeight(target: Pick<FitTarget, 'height' | 'nameAndDate'>): number {
  return target.nameAndDate ? Math.max(12, Math.round(target.height * NAME_DATE_STRIP_SHARE)) : 0;
}

/** Width ÷ height of the picture part of a target (above the strip): the crop box's locked shape. */
export function cropAspect(target: Pick<FitTarget, 'width' | 'height' | 'nameAndDate'>): number {
  return target.width / (target.height - stripHeight(target));
}

/**
 * Where the crop box sits: its centre as a fraction of the image (0–1 each way) and its zoom (1: the
 * largest box of the locked shape that fits the image; 2: half as wide and as high).
 */
export type CropView = { centerX: number; centerY: number; zoom: number };

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 8;
export const CENTRED: CropView = { centerX: 0.5, centerY: 0.5, zoom: 1 };

/**
 * The crop rectangle in source pixels for an image of `imageWidth` × `imageHeight`, a shape of `aspect`
 * (width ÷ height) and a view: the largest box of that shape that fits, divided by the zoom, centred on
 * the view's centre and moved back inside the image where it would stick out.
 */
export function cropRect(imageWidth: number, imageHeight: number, aspect: number, view: CropView = CENTRED): Rect {
  const zoom = clamp(view.zoom, MIN_ZOOM, MAX_ZOOM);
  let width = imageWidth;
  let height = imageWidth / aspect;
  if (height > imageHeight) {
    height = imageHeight;
    width = imageHeight * aspect;
  }
  width /= zoom;
  height /= zoom;
  const x = clamp(view.centerX * imageWidth - width / 2, 0, imageWidth - width);
  const y = clamp(view.centerY * imageHeight - height / 2, 0, imageHeight - height);
  return { x, y, width, height };
}

/** The view moved back so that its crop box lies inside the image (the centre a box can actually have). */
export function clampView(imageWidth: number, imageHeight: number, aspect: number, view: CropView): CropView {
  const zoom = clamp(view.zoom, MIN_ZOOM, MAX_ZOOM);
  const rect = cropRect(imageWidth, imageHeight, aspect, { ...view, zoom });
  return {
    centerX: (rect.x + rect.width / 2) / imageWidth,
    centerY: (rect.y + rect.height / 2) / imageHeight,
    zoom,
  };
}

/**
 * The steps of a good-quality downscale: halve the size while the next half is still larger than the
 * target (each halving a 2×2 average, no aliasing), then one last step to the exact size.
 */
export function downscaleSteps(
  fromWidth: number,
  fromHeight: number,
  toWidth: number,
  toHeight: number,
): { width: number; height: number }[] {
  const steps: { width: number; height: number }[] = [];
  let width = fromWidth;
  let height = fromHeight;
  while (width / 2 >= toWidth && height / 2 >= toHeight) {
    width = Math.round(width / 2);
    height = Math.round(height / 2);
    steps.push({ width, height });
  }
  if (width !== toWidth || height !== toHeight) steps.push({ width: toWidth, height: toHeight });
  return steps;
}

/** What an input file is, from its first bytes (the browser's `File.type` is often empty on phones). */
export type InputFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'bmp' | 'heic' | 'avif' | 'unknown';

export function sniffFormat(head: Uint8Array): InputFormat {
  const at = (offset: number, text: string) =>
    [...text].every((char, index) => head[offset + index] === char.charCodeAt(0));
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head[0] === 0x89 && at(1, 'PNG')) return 'png';
  if (at(0, 'RIFF') && at(8, 'WEBP')) return 'webp';
  if (at(0, 'GIF8')) return 'gif';
  if (at(0, 'BM')) return 'bmp';
  if (at(4, 'ftyp')) {
    const brand = String.fromCharCode(...head.slice(8, 12));
    if (brand === 'avif' || brand === 'avis') return 'avif';
    if (['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].includes(brand)) return 'heic';
  }
  return 'unknown';
}

/**
 * The pixel size a JPEG or PNG declares in its header (before the EXIF rotation), or null: lets the
 * fitter refuse or downscale a huge image before decoding it.
 */
export function declaredSize(bytes: Uint8Array): { width: number; height: number } | null {
  const format = sniffFormat(bytes);
  if (format === 'png' && bytes.length >= 24) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (format !== 'jpeg') return null;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = (bytes[offset + 2]! << 8) | bytes[offset + 3]!;
    // Start of frame (baseline, progressive, …; not DHT 0xC4, JPG 0xC8, DAC 0xCC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = (bytes[offset + 5]! << 8) | bytes[offset + 6]!;
      const width = (bytes[offset + 7]! << 8) | bytes[offset + 8]!;
      return { width, height };
    }
    offset += 2 + length;
  }
  return null;
}

/**
 * Decoding limits. Above `decodeFull` pixels the image is decoded already scaled down (a 50 MP phone
 * photo becomes ≤ 16 MP: a passport photo needs a few hundred pixels of it); above `refuse` it is not
 * tried at all (a decoded 200 MP image alone would take 800 MB).
 */
export const DECODE_LIMITS = { decodeFull: 16_000_000, refuse: 200_000_000 } as const;

/** The size to decode an image of this many pixels at (the same, or scaled down to `decodeFull` pixels). */
export function decodeSize(width: number, height: number): { width: number; height: number } {
  const pixels = width * height;
  if (pixels <= DECODE_LIMITS.decodeFull) return { width, height };
  const scale = Math.sqrt(DECODE_LIMITS.decodeFull / pixels);
  return { width: Math.max(1, Math.floor(width * scale)), height: Math.max(1, Math.floor(height * scale)) };
}

/**
 * The bytes a KB range allows. Portals differ on whether a KB is 1,000 or 1,024 bytes, so the fitter
 * aims inside both: at least `minKb` × 1,024 bytes and at most `maxKb` × 1,000 (when that leaves a range;
 * otherwise the 1,024-byte reading alone).
 */
export function byteRange(minKb: number, maxKb: number): { min: number; max: number } {
  const strict = { min: minKb * 1024, max: maxKb * 1000 };
  return strict.max - strict.min >= 1024 ? strict : { min: minKb * 1024, max: maxKb * 1024 };
}

/** The JPEG qualities the search may use (0–1, as `convertToBlob` takes them). */
export const QUALITY = { first: 0.92, highest: 1, lowest: 0.05 } as const;

/**
 * Detail levels tried when even the lowest quality is too large: the picture is drawn at this share of
 * the target's size and stretched back to the exact size (fewer details, smaller file).
 */
export const DETAIL_LEVELS = [1, 0.7, 0.5, 0.35, 0.25, 0.15, 0.1] as const;

/** One encoding: its quality, detail level and length in bytes. */
export type Encoded<T> = { quality: number; detail: number; bytes: number; data: T };

/** How a result reached the range. */
export type FitOutcome<T> =
  | { ok: true; result: Encoded<T>; padTo: number | null; tries: number }
  | { ok: false; reason: 'too-large'; smallest: Encoded<T>; tries: number };

/**
 * Searches for a JPEG inside `range`: first quality (the highest quality at or under the maximum, by
 * bisection on whole per cent), then detail (the same at lower detail levels) when even the lowest
 * quality is too large. When the best result at or under the maximum is still under the minimum (a
 * plain white signature), it is kept and `padTo` says how long to pad it ({@link padJpeg}).
 * `encode(quality, detail)` encodes once and returns the bytes; it is called a dozen times at most per
 * detail level.
 */
export async function searchJpeg<T>(
  encode: (quality: number, detail: number) => Promise<{ bytes: number; data: T }>,
  range: { min: number; max: number },
): Promise<FitOutcome<T>> {
  let tries = 0;
  let smallest: Encoded<T> | null = null;
  const tryOne = async (quality: number, detail: number): Promise<Encoded<T>> => {
    tries += 1;
    const { bytes, data } = await encode(quality, detail);
    const encoded = { quality, detail, bytes, data };
    if (!smallest || bytes < smallest.bytes) smallest = encoded;
    return encoded;
  };
  const inside = (e: Encoded<T>) => e.bytes >= range.min && e.bytes <= range.max;
  const done = (result: Encoded<T>): FitOutcome<T> => ({
    ok: true,
    result,
    padTo: result.bytes < range.min ? padTarget(range) : null,
    tries,
  });

  for (const detail of DETAIL_LEVELS) {
    const first = await tryOne(QUALITY.first, detail);
    if (inside(first)) return done(first);
    if (first.bytes < range.min) {
      // Too small even at a good quality: the best quality, padded if still short.
      const best = await tryOne(QUALITY.highest, detail);
      return done(best.bytes <= range.max ? best : first);
    }
    // Too large: bisect the quality (whole per cent) for the highest one at or under the maximum.
    let low = Math.round(QUALITY.lowest * 100);
    let high = Math.round(QUALITY.first * 100) - 1;
    const lowest = await tryOne(low / 100, detail);
    if (lowest.bytes > range.max) continue; // next detail level
    let fit = lowest;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      const encoded = await tryOne(middle / 100, detail);
      if (encoded.bytes <= range.max) {
        fit = encoded;
        low = middle;
        if (inside(encoded) && encoded.bytes >= range.min + (range.max - range.min) / 2) break;
      } else {
        high = middle - 1;
      }
    }
    return done(fit);
  }
  return { ok: false, reason: 'too-large', smallest: smallest!, tries };
}

/** Where padding ends: a little above the minimum, never past the maximum. */
export function padTarget(range: { min: number; max: number }): number {
  return Math.min(range.max, range.min + Math.min(2048, Math.floor((range.max - range.min) / 4)));
}

/** The most data one JPEG comment segment holds (its 2-byte length counts itself). */
const COMMENT_MAX = 65_533;

/**
 * Where padding goes: after the start of image and the APP0 and APP1 segments that lead the file (up to
 * one whose length is broken). JFIF requires its APP0 right after the start of image, and Exif its APP1
 * right after it (or after the JFIF APP0); upload checks read the identifier at byte 6 (`JFIF`, `Exif`),
 * so nothing may come before them. Other segments have no place rule. Without such segments it is right
 * after the start of image: still a valid JPEG, though not JFIF, as the input was not.
 */
function paddingOffset(jpeg: Uint8Array): number {
  let offset = 2;
  while (
    offset + 4 <= jpeg.length &&
    jpeg[offset] === 0xff &&
    (jpeg[offset + 1] === 0xe0 || jpeg[offset + 1] === 0xe1)
  ) {
    const size = (jpeg[offset + 2]! << 8) | jpeg[offset + 3]!;
    if (size < 2 || offset + 2 + size > jpeg.length) break;
    offset += 2 + size;
  }
  return offset;
}

/**
 * Pads a JPEG to exactly `length` bytes with comment (COM, 0xFFFE) segments after its leading header
 * ({@link paddingOffset}): ISO/IEC 10918-1 (B.2.4.5) lets a file carry any number of them and every
 * decoder skips them, so the picture is untouched. For a file that is under a portal's minimum even at
 * the best quality (a 140×60 signature on white paper is a few KB). Returns the bytes as they were when
 * `length` is not more than their length, or cannot be reached (a segment needs at least 4 bytes).
 */
export function padJpeg(jpeg: Uint8Array, length: number): Uint8Array {
  let missing = length - jpeg.length;
  if (missing < 4 || jpeg[0] !== 0xff || jpeg[1] !== 0xd8) return jpeg;
  const out = new Uint8Array(length);
  const at = paddingOffset(jpeg);
  out.set(jpeg.subarray(0, at), 0);
  let offset = at;
  while (missing > 0) {
    // Each segment: FF FE, 2-byte length (data + 2), data. Leave at least 4 bytes for a last segment.
    let data = Math.min(COMMENT_MAX, missing - 4);
    if (missing - (data + 4) > 0 && missing - (data + 4) < 4) data -= 4;
    out[offset] = 0xff;
    out[offset + 1] = 0xfe;
    out[offset + 2] = ((data + 2) >> 8) & 0xff;
    out[offset + 3] = (data + 2) & 0xff;
    // The comment's text: spaces (0x20), nothing personal.
    out.fill(0x20, offset + 4, offset + 4 + data);
    offset += data + 4;
    missing -= data + 4;
  }
  out.set(jpeg.subarray(at), offset);
  return out;
}

/** A file name that says what the file is: `photo-ssc-cgl-2026-200x230-38KB.jpg`. */
export function fittedFileName(
  kind: FitTarget['kind'],
  bytes: number,
  size: { width: number; height: number },
  slug?: string,
): string {
  const safeSlug = slug
    ?.toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  const kb = Math.max(1, Math.floor(bytes / 1024));
  return [kind, safeSlug || null, `${size.width}x${size.height}`, `${kb}KB`].filter(Boolean).join('-') + '.jpg';
}

/** `uploadPixelSize` of contracts/upload-specs.ts (held equal by photo-fit.test.ts). */
export function pixelSize(spec: UploadSpec): { width: number; height: number } | null {
  if (spec.widthPx !== undefined && spec.heightPx !== undefined) return { width: spec.widthPx, height: spec.heightPx };
  if (spec.widthCm !== undefined && spec.heightCm !== undefined && spec.dpi !== undefined) {
    return {
      width: Math.round((spec.widthCm / 2.54) * spec.dpi),
      height: Math.round((spec.heightCm / 2.54) * spec.dpi),
    };
  }
  return null;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** The fitter's target for an upload spec, or null when the fitter cannot prepare it (`fitterCanPrepare`). */
export function fitTargetFor(spec: UploadSpec): FitTarget | null {
  if (spec.kind === 'other' || !spec.formats.includes('jpeg')) return null;
  const size = pixelSize(spec);
  if (!size) return null;
  return {
    kind: spec.kind,
    width: size.width,
    height: size.height,
    minKb: spec.minKb,
    maxKb: spec.maxKb,
    nameAndDate: spec.kind === 'photo' && spec.nameAndDate,
  };
}

/**
 * Common sizes for the fitter without a recruitment (`/tools/photo`), as the issue lists them: SSC's
 * photo and signature, and IBPS's photo, signature, left thumb impression and handwritten declaration.
 * The corpus test fits every image to each of them besides the demo recruitments' specs.
 */
export const FITTER_PRESETS = [
  {
    id: 'ssc-photo',
    spec: {
      kind: 'photo',
      widthCm: 3.5,
      heightCm: 4.5,
      dpi: 200,
      minKb: 20,
      maxKb: 50,
      formats: ['jpeg'],
      nameAndDate: false,
    },
  },
  {
    id: 'ssc-signature',
    spec: {
      kind: 'signature',
      widthCm: 4,
      heightCm: 2,
      dpi: 200,
      minKb: 10,
      maxKb: 20,
      formats: ['jpeg'],
      nameAndDate: false,
    },
  },
  {
    id: 'ibps-photo',
    spec: { kind: 'photo', widthPx: 200, heightPx: 230, minKb: 20, maxKb: 50, formats: ['jpeg'], nameAndDate: false },
  },
  {
    id: 'ibps-signature',
    spec: {
      kind: 'signature',
      widthPx: 140,
      heightPx: 60,
      minKb: 10,
      maxKb: 20,
      formats: ['jpeg'],
      nameAndDate: false,
    },
  },
  {
    id: 'ibps-thumb',
    spec: { kind: 'thumb', widthPx: 240, heightPx: 240, minKb: 20, maxKb: 50, formats: ['jpeg'], nameAndDate: false },
  },
  {
    id: 'ibps-declaration',
    spec: {
      kind: 'declaration',
      widthPx: 800,
      heightPx: 400,
      minKb: 50,
      maxKb: 100,
      formats: ['jpeg'],
      nameAndDate: false,
    },
  },
  {
    id: 'photo-name-date',
    spec: { kind: 'photo', widthPx: 200, heightPx: 230, minKb: 20, maxKb: 50, formats: ['jpeg'], nameAndDate: true },
  },
] as const satisfies readonly { id: string; spec: UploadSpec }[];

export type FitterPresetId = (typeof FITTER_PRESETS)[number]['id'];
