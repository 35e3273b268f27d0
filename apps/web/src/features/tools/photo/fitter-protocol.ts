import type { CropView, FitTarget } from '@jobportal/shared/domain/photo-fit';

/** What the page asks the fitter's worker (fitter.worker.ts). */
export type FitRequest = {
  id: number;
  /** The image the member picked (the worker keeps the last one decoded, so moving the crop is quick). */
  file: Blob;
  /** Says which file it is (name, size, time): the same key, the same image, not decoded again. */
  fileKey: string;
  target: FitTarget;
  view: CropView;
  /** Printed on the strip when the target asks for the name and the date. */
  name?: string;
  date?: string;
};

/** Why the fitter could not make a file (each has a message in both languages, `tools:fitter.errors`). */
export const FIT_ERRORS = ['heic', 'unreadable', 'tooManyPixels', 'cannotFit'] as const;
export type FitError = (typeof FIT_ERRORS)[number];

export type FitResponse =
  | {
      id: number;
      ok: true;
      jpeg: ArrayBuffer;
      width: number;
      height: number;
      /** The source image as decoded (after its EXIF rotation). */
      sourceWidth: number;
      sourceHeight: number;
      quality: number;
      detail: number;
      padded: boolean;
      milliseconds: number;
    }
  | { id: number; ok: false; error: FitError };
