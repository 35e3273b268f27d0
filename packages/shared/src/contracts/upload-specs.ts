import { z } from 'zod';

/**
 * What a recruitment's application form asks to upload: the photo, the signature, the left
 * thumb impression, the handwritten declaration and other documents, each with its size in pixels or in
 * centimetres at a dpi, the file-size range in KB, the formats, the background and whether the name and
 * the date must be printed on the photo. Stored with the recruitment (its `details.uploadSpecs`), shown
 * on the job page, and read by the photo and signature fitter.
 */

export const UPLOAD_KINDS = ['photo', 'signature', 'thumb', 'declaration', 'other'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const UPLOAD_FORMATS = ['jpeg', 'png', 'pdf'] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];

export const UPLOAD_BACKGROUNDS = ['white', 'light', 'any'] as const;
export type UploadBackground = (typeof UPLOAD_BACKGROUNDS)[number];

/** Limits of a spec row (what any real application portal asks falls well inside them). */
export const UPLOAD_SPEC_LIMITS = {
  px: { min: 20, max: 4000 },
  cm: { min: 0.5, max: 30 },
  dpi: { min: 72, max: 600 },
  kb: { min: 1, max: 10_240 },
} as const;

const text = (max: number) => z.string().trim().min(1).max(max);
const px = z.number().int().min(UPLOAD_SPEC_LIMITS.px.min).max(UPLOAD_SPEC_LIMITS.px.max);
const cm = z.number().min(UPLOAD_SPEC_LIMITS.cm.min).max(UPLOAD_SPEC_LIMITS.cm.max);
const kb = z.number().int().min(UPLOAD_SPEC_LIMITS.kb.min).max(UPLOAD_SPEC_LIMITS.kb.max);

export const uploadSpec = z
  .object({
    kind: z.enum(UPLOAD_KINDS),
    /** Required for `other` ("Caste certificate"); the others have their own names in both languages. */
    label: text(120).optional(),
    labelHi: text(120).optional(),
    /** The size in pixels … */
    widthPx: px.optional(),
    heightPx: px.optional(),
    /** … or in centimetres at a dpi (3.5 cm × 4.5 cm at 200 dpi). */
    widthCm: cm.optional(),
    heightCm: cm.optional(),
    dpi: z.number().int().min(UPLOAD_SPEC_LIMITS.dpi.min).max(UPLOAD_SPEC_LIMITS.dpi.max).optional(),
    minKb: kb,
    maxKb: kb,
    formats: z.array(z.enum(UPLOAD_FORMATS)).min(1).max(UPLOAD_FORMATS.length),
    background: z.enum(UPLOAD_BACKGROUNDS).optional(),
    /** The photo must carry the candidate's name and the date it was taken, printed below the face. */
    nameAndDate: z.boolean().default(false),
    note: text(300).optional(),
    noteHi: text(300).optional(),
  })
  .superRefine((spec, ctx) => {
    if (spec.minKb > spec.maxKb) {
      ctx.addIssue({ code: 'custom', path: ['maxKb'], message: 'must not be below the smallest size' });
    }
    if (spec.kind === 'other' && !spec.label) {
      ctx.addIssue({ code: 'custom', path: ['label'], message: 'name the document' });
    }
    const pixels = spec.widthPx !== undefined || spec.heightPx !== undefined;
    const centimetres = spec.widthCm !== undefined || spec.heightCm !== undefined || spec.dpi !== undefined;
    if (pixels && centimetres) {
      ctx.addIssue({
        code: 'custom',
        path: ['widthCm'],
        message: 'give the size in pixels or in centimetres, not both',
      });
    }
    if (pixels && (spec.widthPx === undefined || spec.heightPx === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['heightPx'], message: 'give both the width and the height' });
    }
    if (centimetres && (spec.widthCm === undefined || spec.heightCm === undefined || spec.dpi === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['dpi'], message: 'give the width, the height and the dpi' });
    }
    if (spec.nameAndDate && spec.kind !== 'photo') {
      ctx.addIssue({ code: 'custom', path: ['nameAndDate'], message: 'only a photo carries the name and date' });
    }
  });

export type UploadSpec = z.infer<typeof uploadSpec>;
export type UploadSpecInput = z.input<typeof uploadSpec>;

// Pure functions of a spec, in a module without zod (the job page's first load carries them).
export { fitterCanPrepare, uploadPixelSize } from '../domain/upload-size.ts';
