import { describe, expect, it } from 'vitest';
import { fitterCanPrepare, uploadPixelSize, uploadSpec, type UploadSpecInput } from './upload-specs.ts';

const IBPS_PHOTO: UploadSpecInput = {
  kind: 'photo',
  widthPx: 200,
  heightPx: 230,
  minKb: 20,
  maxKb: 50,
  formats: ['jpeg'],
};
const SSC_PHOTO: UploadSpecInput = {
  kind: 'photo',
  widthCm: 3.5,
  heightCm: 4.5,
  dpi: 200,
  minKb: 20,
  maxKb: 50,
  formats: ['jpeg'],
  background: 'white',
};

const messages = (input: UploadSpecInput) => {
  const result = uploadSpec.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('uploadSpec: one row of what the application form asks to upload', () => {
  it('accepts a size in pixels or in centimetres at a dpi, and defaults "name and date" to off', () => {
    expect(uploadSpec.parse(IBPS_PHOTO)).toMatchObject({ widthPx: 200, heightPx: 230, nameAndDate: false });
    expect(uploadSpec.parse(SSC_PHOTO)).toMatchObject({ widthCm: 3.5, dpi: 200, background: 'white' });
    expect(uploadSpec.parse({ ...IBPS_PHOTO, nameAndDate: true }).nameAndDate).toBe(true);
    // A document without a size (a PDF certificate).
    expect(messages({ kind: 'other', label: 'Caste certificate', minKb: 50, maxKb: 300, formats: ['pdf'] })).toEqual(
      [],
    );
  });

  it('refuses pixels and centimetres together, half a size, and a size in cm without its dpi', () => {
    expect(messages({ ...IBPS_PHOTO, widthCm: 3.5, heightCm: 4.5, dpi: 200 })).toContain(
      'widthCm: give the size in pixels or in centimetres, not both',
    );
    expect(messages({ ...IBPS_PHOTO, heightPx: undefined })).toEqual(['heightPx: give both the width and the height']);
    expect(messages({ ...SSC_PHOTO, dpi: undefined })).toEqual(['dpi: give the width, the height and the dpi']);
  });

  it('refuses a KB range upside down, an unnamed other document and the name and date on a signature', () => {
    expect(messages({ ...IBPS_PHOTO, minKb: 60, maxKb: 50 })).toEqual(['maxKb: must not be below the smallest size']);
    expect(messages({ kind: 'other', minKb: 1, maxKb: 300, formats: ['pdf'] })).toEqual(['label: name the document']);
    expect(
      messages({
        kind: 'signature',
        widthPx: 140,
        heightPx: 60,
        minKb: 10,
        maxKb: 20,
        formats: ['jpeg'],
        nameAndDate: true,
      }),
    ).toEqual(['nameAndDate: only a photo carries the name and date']);
  });

  it('keeps to its limits: pixels, centimetres, dpi, KB and formats', () => {
    expect(messages({ ...IBPS_PHOTO, widthPx: 19 })).toHaveLength(1);
    expect(messages({ ...IBPS_PHOTO, widthPx: 4001 })).toHaveLength(1);
    expect(messages({ ...IBPS_PHOTO, widthPx: 200.5 })).toHaveLength(1);
    expect(messages({ ...SSC_PHOTO, widthCm: 0.4 })).toHaveLength(1);
    expect(messages({ ...SSC_PHOTO, dpi: 601 })).toHaveLength(1);
    expect(messages({ ...IBPS_PHOTO, minKb: 0 })).toHaveLength(1);
    expect(messages({ ...IBPS_PHOTO, maxKb: 10_241 })).toHaveLength(1);
    expect(messages({ ...IBPS_PHOTO, formats: [] })).toHaveLength(1);
    expect(messages({ ...IBPS_PHOTO, formats: ['gif' as 'png'] })).toHaveLength(1);
  });
});

describe('uploadPixelSize and fitterCanPrepare', () => {
  it('gives the pixels as stated, or centimetres at the dpi rounded (3.5 × 4.5 cm at 200 dpi = 276 × 354 px)', () => {
    expect(uploadPixelSize(uploadSpec.parse(IBPS_PHOTO))).toEqual({ width: 200, height: 230 });
    expect(uploadPixelSize(uploadSpec.parse(SSC_PHOTO))).toEqual({ width: 276, height: 354 });
    expect(
      uploadPixelSize(uploadSpec.parse({ kind: 'other', label: 'Marksheet', minKb: 1, maxKb: 500, formats: ['pdf'] })),
    ).toBeNull();
  });

  it('prepares a JPEG image of a known shape, not a PDF, a sizeless row or another document', () => {
    expect(fitterCanPrepare(uploadSpec.parse(IBPS_PHOTO))).toBe(true);
    expect(fitterCanPrepare(uploadSpec.parse(SSC_PHOTO))).toBe(true);
    expect(fitterCanPrepare(uploadSpec.parse({ ...IBPS_PHOTO, formats: ['png'] }))).toBe(false);
    expect(fitterCanPrepare(uploadSpec.parse({ kind: 'signature', minKb: 10, maxKb: 20, formats: ['jpeg'] }))).toBe(
      false,
    );
    expect(
      fitterCanPrepare(
        uploadSpec.parse({
          kind: 'other',
          label: 'Photo ID',
          widthPx: 400,
          heightPx: 300,
          minKb: 1,
          maxKb: 300,
          formats: ['jpeg'],
        }),
      ),
    ).toBe(false);
  });
});
