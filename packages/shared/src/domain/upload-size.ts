import type { UploadSpec } from '../contracts/upload-specs.ts';

/**
 * What a spec's size comes to: kept apart from the contract, which builds zod schemas when
 * loaded, so the job page can use them without loading zod.
 */

/** The pixel size a spec asks for (centimetres at its dpi, rounded), or null when it names none. */
export function uploadPixelSize(spec: UploadSpec): { width: number; height: number } | null {
  if (spec.widthPx !== undefined && spec.heightPx !== undefined) return { width: spec.widthPx, height: spec.heightPx };
  if (spec.widthCm !== undefined && spec.heightCm !== undefined && spec.dpi !== undefined) {
    return {
      width: Math.round((spec.widthCm / 2.54) * spec.dpi),
      height: Math.round((spec.heightCm / 2.54) * spec.dpi),
    };
  }
  return null;
}

/** Whether the fitter can prepare this upload (an image of a known shape, as a JPEG). */
export function fitterCanPrepare(spec: UploadSpec): boolean {
  return spec.kind !== 'other' && spec.formats.includes('jpeg') && uploadPixelSize(spec) !== null;
}
