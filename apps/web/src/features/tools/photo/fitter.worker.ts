/// <reference lib="webworker" />
/**
 * The photo and signature fitter's worker (decision 022): decode, crop, clean the paper of
 * ink-on-paper uploads, resize, print the name and the date, and encode a JPEG whose size lands inside
 * the spec's KB range, all off the main thread with OffscreenCanvas and the browser's own JPEG encoder.
 * The image never leaves the phone. The maths is in `@jobportal/shared/domain/photo-fit`.
 */
import {
  DECODE_LIMITS,
  byteRange,
  cropAspect,
  cropRect,
  declaredSize,
  decodeSize,
  downscaleSteps,
  isInkOnPaper,
  padJpeg,
  searchJpeg,
  sniffFormat,
  stripHeight,
  type FitTarget,
} from '@jobportal/shared/domain/photo-fit';
import type { FitError, FitRequest, FitResponse } from './fitter-protocol.ts';

declare const self: DedicatedWorkerGlobalScope;

class FitFailure extends Error {
  readonly code: FitError;
  constructor(code: FitError) {
    super(code);
    this.code = code;
  }
}

/** The last image decoded: moving the crop box fits the same image again without decoding it. */
let decoded: { key: string; bitmap: ImageBitmap } | null = null;

async function decode(file: Blob, key: string): Promise<ImageBitmap> {
  if (decoded?.key === key) return decoded.bitmap;
  decoded?.bitmap.close();
  decoded = null;
  const head = new Uint8Array(await file.slice(0, 256 * 1024).arrayBuffer());
  const format = sniffFormat(head);
  const declared = declaredSize(head);
  if (declared && declared.width * declared.height > DECODE_LIMITS.refuse) throw new FitFailure('tooManyPixels');
  let bitmap: ImageBitmap;
  try {
    if (declared && declared.width * declared.height > DECODE_LIMITS.decodeFull) {
      // Decoded scaled down: the width given is the smaller side's, so a photo turned by its EXIF
      // orientation comes out no larger either.
      const scaled = decodeSize(declared.width, declared.height);
      bitmap = await createImageBitmap(file, {
        imageOrientation: 'from-image',
        resizeWidth: Math.min(scaled.width, scaled.height),
        resizeQuality: 'high',
      });
    } else {
      bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    }
  } catch {
    if (format === 'heic') throw new FitFailure('heic');
    if (declared && declared.width * declared.height > DECODE_LIMITS.decodeFull) throw new FitFailure('tooManyPixels');
    throw new FitFailure('unreadable');
  }
  if (bitmap.width === 0 || bitmap.height === 0) throw new FitFailure('unreadable');
  decoded = { key, bitmap };
  return bitmap;
}

function context(
  canvas: OffscreenCanvas,
  smoothing: ImageSmoothingQuality = 'high',
): OffscreenCanvasRenderingContext2D {
  const ctx = canvas.getContext('2d', { willReadFrequently: false });
  if (!ctx) throw new FitFailure('unreadable');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = smoothing;
  return ctx;
}

/** The crop drawn at the picture's size by halving steps, on white (a PNG's transparency becomes white). */
function cropAndResize(bitmap: ImageBitmap, request: FitRequest, width: number, height: number): OffscreenCanvas {
  const crop = cropRect(bitmap.width, bitmap.height, cropAspect(request.target), request.view);
  let source: CanvasImageSource = bitmap;
  let from = crop;
  let canvas: OffscreenCanvas | null = null;
  const steps = downscaleSteps(Math.round(crop.width), Math.round(crop.height), width, height);
  for (const [index, step] of steps.entries()) {
    const next = new OffscreenCanvas(step.width, step.height);
    // A halving is a 2×2 average, which bilinear ('low') sampling at half size computes exactly and
    // cheaply; the last step to the exact size uses the browser's best filter.
    const ctx = context(next, index < steps.length - 1 ? 'low' : 'high');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, step.width, step.height);
    ctx.drawImage(source, from.x, from.y, from.width, from.height, 0, 0, step.width, step.height);
    source = next;
    from = { x: 0, y: 0, width: step.width, height: step.height };
    canvas = next;
  }
  if (!canvas) {
    canvas = new OffscreenCanvas(width, height);
    const ctx = context(canvas);
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(bitmap, crop.x, crop.y, crop.width, crop.height, 0, 0, width, height);
  }
  return canvas;
}

/**
 * Ink on paper: the paper (the bright end of the histogram) becomes pure white and the ink (the dark
 * end) is stretched to full strength and darkened, keeping its colour (blue ink stays blue).
 */
function cleanPaper(canvas: OffscreenCanvas): void {
  const ctx = context(canvas);
  const image = ctx.getImageData(0, 0, canvas.width, canvas.height);
  const data = image.data;
  const histogram = new Uint32Array(256);
  const pixels = data.length / 4;
  for (let i = 0; i < data.length; i += 4) {
    histogram[(data[i]! * 77 + data[i + 1]! * 150 + data[i + 2]! * 29) >> 8]! += 1;
  }
  const percentile = (share: number) => {
    let seen = 0;
    for (let level = 0; level < 256; level += 1) {
      seen += histogram[level]!;
      if (seen >= pixels * share) return level;
    }
    return 255;
  };
  const ink = percentile(0.02);
  const paper = Math.max(ink + 24, percentile(0.7) - 12);
  const span = paper - ink;
  for (let i = 0; i < data.length; i += 4) {
    const luma = (data[i]! * 77 + data[i + 1]! * 150 + data[i + 2]! * 29) >> 8;
    const t = (luma - ink) / span;
    if (t >= 0.82) {
      data[i] = data[i + 1] = data[i + 2] = 255;
      continue;
    }
    for (let c = 0; c < 3; c += 1) {
      const level = Math.min(1, Math.max(0, (data[i + c]! - ink) / span));
      data[i + c] = Math.round(255 * level ** 1.6);
    }
  }
  ctx.putImageData(image, 0, 0);
}

/** The name and the date on a white strip at the bottom, each line as large as fits. */
function printNameAndDate(canvas: OffscreenCanvas, strip: number, name: string, date: string): void {
  const ctx = context(canvas);
  const top = canvas.height - strip;
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, top, canvas.width, strip);
  ctx.fillStyle = '#000';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const lines = [name, date].map((line) => line.trim()).filter(Boolean);
  const lineHeight = strip / Math.max(1, lines.length);
  lines.forEach((line, index) => {
    let size = Math.floor(lineHeight * 0.78);
    ctx.font = `bold ${size}px sans-serif`;
    while (size > 6 && ctx.measureText(line).width > canvas.width * 0.94) {
      size -= 1;
      ctx.font = `bold ${size}px sans-serif`;
    }
    ctx.fillText(line, canvas.width / 2, top + lineHeight * (index + 0.5), canvas.width * 0.96);
  });
}

/** The picture at `detail` of its size stretched back to the exact size (fewer details, smaller file). */
function atDetail(canvas: OffscreenCanvas, detail: number): OffscreenCanvas {
  if (detail >= 1) return canvas;
  const small = new OffscreenCanvas(
    Math.max(1, Math.round(canvas.width * detail)),
    Math.max(1, Math.round(canvas.height * detail)),
  );
  context(small).drawImage(canvas, 0, 0, small.width, small.height);
  const back = new OffscreenCanvas(canvas.width, canvas.height);
  context(back).drawImage(small, 0, 0, back.width, back.height);
  return back;
}

async function fit(request: FitRequest): Promise<FitResponse> {
  const started = performance.now();
  const bitmap = await decode(request.file, request.fileKey);
  const target: FitTarget = request.target;
  const strip = stripHeight(target);
  const picture = cropAndResize(bitmap, request, target.width, target.height - strip);
  if (isInkOnPaper(target.kind)) cleanPaper(picture);
  let canvas = picture;
  if (strip > 0) {
    canvas = new OffscreenCanvas(target.width, target.height);
    context(canvas).drawImage(picture, 0, 0);
    printNameAndDate(canvas, strip, request.name ?? '', request.date ?? '');
  }
  const range = byteRange(target.minKb, target.maxKb);
  const outcome = await searchJpeg(async (quality, detail) => {
    const blob = await atDetail(canvas, detail).convertToBlob({ type: 'image/jpeg', quality });
    return { bytes: blob.size, data: blob };
  }, range);
  if (!outcome.ok) throw new FitFailure('cannotFit');
  let jpeg: Uint8Array = new Uint8Array(await outcome.result.data.arrayBuffer());
  const padded = outcome.padTo !== null;
  if (outcome.padTo !== null) jpeg = padJpeg(jpeg, outcome.padTo);
  if (jpeg.length < range.min || jpeg.length > range.max) throw new FitFailure('cannotFit');
  return {
    id: request.id,
    ok: true,
    jpeg: jpeg.buffer as ArrayBuffer,
    width: canvas.width,
    height: canvas.height,
    sourceWidth: bitmap.width,
    sourceHeight: bitmap.height,
    quality: outcome.result.quality,
    detail: outcome.result.detail,
    padded,
    milliseconds: Math.round(performance.now() - started),
  };
}

self.addEventListener('message', (event: MessageEvent<FitRequest>) => {
  const request = event.data;
  fit(request).then(
    (response) => {
      if (response.ok) self.postMessage(response, [response.jpeg]);
      else self.postMessage(response);
    },
    (error: unknown) => {
      const code: FitError = error instanceof FitFailure ? error.code : 'unreadable';
      self.postMessage({ id: request.id, ok: false, error: code } satisfies FitResponse);
    },
  );
});
