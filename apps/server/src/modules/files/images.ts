import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AVATAR_TYPES } from '@jobportal/shared';
import { HttpError } from '../../http/errors.ts';

type ImageType = (typeof AVATAR_TYPES)[number];

/** Decoding refuses images larger than this many pixels (a 40-megapixel photo is plenty). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * The one uploaded file of a multipart request, read into memory up to `maxBytes`. Refuses a missing
 * file or a larger one with a message the UI shows as it is.
 */
export async function readUpload(
  request: FastifyRequest,
  maxBytes: number,
  noun: 'image' | 'PDF' = 'image',
): Promise<Buffer> {
  const article = noun === 'image' ? 'an' : 'a';
  if (!request.isMultipart()) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', `Send the ${noun} as a multipart form upload.`);
  }
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!file) throw new HttpError(400, 'NO_FILE', `Choose ${article} ${noun} to upload.`);
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      const megabytes = Math.round(maxBytes / (1024 * 1024));
      throw new HttpError(413, 'FILE_TOO_LARGE', `That ${noun} is larger than ${megabytes} MB. Choose a smaller one.`);
    }
    throw error;
  }
}

/** The image's real type from its first bytes; the file name and the declared type are ignored. */
export async function sniffImage(content: Uint8Array): Promise<ImageType> {
  const detected = await fileTypeFromBuffer(content);
  const type = detected?.mime as ImageType | undefined;
  if (!type || !AVATAR_TYPES.includes(type)) {
    throw new HttpError(415, 'UNSUPPORTED_IMAGE', 'Upload a JPEG, PNG or WebP image.');
  }
  return type;
}

/**
 * Square WebP renditions of an uploaded photo, one per size. Turned upright by its EXIF orientation,
 * then re-encoded from pixels: no metadata (GPS position, camera, EXIF) survives.
 */
export async function squareRenditions<const Sizes extends Record<string, number>>(
  content: Uint8Array,
  sizes: Sizes,
): Promise<Record<keyof Sizes, Buffer>> {
  await sniffImage(content);
  const source = sharp(content, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  try {
    const entries = await Promise.all(
      Object.entries(sizes).map(
        async ([name, size]) =>
          [name, await source.clone().resize(size, size, { fit: 'cover' }).webp({ quality: 82 }).toBuffer()] as const,
      ),
    );
    return Object.fromEntries(entries) as Record<keyof Sizes, Buffer>;
  } catch {
    throw new HttpError(422, 'UNREADABLE_IMAGE', 'This image could not be read. Try another one.');
  }
}

/** A photo for a page (e.g. a success story): at most `width` wide, WebP, without metadata. */
export async function pagePhoto(content: Uint8Array, width = 1200): Promise<Buffer> {
  await sniffImage(content);
  try {
    return await sharp(content, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new HttpError(422, 'UNREADABLE_IMAGE', 'This image could not be read. Try another one.');
  }
}
