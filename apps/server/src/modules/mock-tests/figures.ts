import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { MOCK_TEST_FIGURE_WIDTHS, type MockTestFigure } from '@jobportal/shared';
import type { Database } from '../../db/client.ts';
import { mockTestFigures, type FigureFiles } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { sniffImage, type FileStore } from '../files/index.ts';

/**
 * Figures of mock-test papers: an uploaded image (JPEG, PNG or WebP, sniffed) stored once at the widths
 * a phone and a desktop ask for, as WebP, with a JPEG at 720 px for a browser without WebP. The paper's
 * text names a figure by id (`![alt](figure:<id>)`); rendering reads the figures it names.
 */

export type Figure = { id: string; width: number; height: number; files: FigureFiles };

/** Decoding refuses images larger than this (a phone photo of a diagram is about 12 megapixels). */
const MAX_INPUT_PIXELS = 40_000_000;
/** Lossy WebP at this quality keeps a line drawing's edges clean at a fraction of PNG's size. */
const WEBP_QUALITY = 80;
const FALLBACK_WIDTH = 720;

/** `figure:<uuid>` in a paper's text. */
export const FIGURE_REFERENCE = /figure:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/g;

/** The figure ids a paper's texts name (anywhere in the document). */
export function figureIdsIn(document: unknown): string[] {
  const ids = new Set<string>();
  for (const match of JSON.stringify(document).matchAll(FIGURE_REFERENCE)) ids.add(match[1]!);
  return [...ids];
}

/** The widths to store: each of `MOCK_TEST_FIGURE_WIDTHS` up to the image's own width (never enlarged). */
export function renditionWidths(sourceWidth: number): number[] {
  const widths = MOCK_TEST_FIGURE_WIDTHS.filter((width) => width < sourceWidth);
  const largest = Math.min(sourceWidth, MOCK_TEST_FIGURE_WIDTHS.at(-1)!);
  return [...new Set([...widths, largest])].sort((a, b) => a - b);
}

/** The renditions of an image: WebP at each width, and the JPEG fallback (on white: JPEG has no transparency). */
export async function figureRenditions(content: Uint8Array): Promise<{
  width: number;
  height: number;
  webp: { width: number; data: Buffer }[];
  fallback: { width: number; data: Buffer };
}> {
  await sniffImage(content);
  try {
    const source = sharp(content, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const { data: upright, info } = await source.toBuffer({ resolveWithObject: true });
    const image = () => sharp(upright, { limitInputPixels: MAX_INPUT_PIXELS });
    const widths = renditionWidths(info.width);
    const webp = await Promise.all(
      widths.map(async (width) => ({
        width,
        data: await image().resize({ width }).webp({ quality: WEBP_QUALITY, effort: 5 }).toBuffer(),
      })),
    );
    const fallbackWidth = Math.min(FALLBACK_WIDTH, info.width);
    const fallback = {
      width: fallbackWidth,
      data: await image()
        .resize({ width: fallbackWidth })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer(),
    };
    const largest = widths.at(-1)!;
    return { width: largest, height: Math.round((info.height * largest) / info.width), webp, fallback };
  } catch {
    throw new HttpError(422, 'UNREADABLE_IMAGE', 'This image could not be read. Try another one.');
  }
}

export function createFiguresRepository(db: Database) {
  return {
    /** The figures with these ids (unknown ids are left out). */
    async find(ids: readonly string[]): Promise<Map<string, Figure>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select()
        .from(mockTestFigures)
        .where(inArray(mockTestFigures.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row]));
    },

    async insert(figure: Omit<Figure, 'id'> & { id?: string }): Promise<Figure> {
      const [row] = await db.insert(mockTestFigures).values(figure).onConflictDoNothing().returning();
      return row ?? (await this.find([figure.id!])).get(figure.id!)!;
    },
  };
}
export type FiguresRepository = ReturnType<typeof createFiguresRepository>;

export const fileUrl = (fileId: string) => `/api/files/${fileId}`;

/** The figure as the admin's upload answers it. */
export function figureView(figure: Figure): MockTestFigure {
  const { webp, fallback } = figure.files;
  return {
    id: figure.id,
    markdown: `![Describe the figure](figure:${figure.id})`,
    width: figure.width,
    height: figure.height,
    renditions: webp.map((r) => ({ width: r.width, bytes: r.bytes, url: fileUrl(r.fileId) })),
    fallback: { width: fallback.width, bytes: fallback.bytes, url: fileUrl(fallback.fileId) },
  };
}

/** Stores an uploaded figure's renditions (`id` given: a built-in figure with a fixed id). */
export async function storeFigure(
  deps: { store: FileStore; figures: FiguresRepository },
  content: Uint8Array,
  id?: string,
): Promise<Figure> {
  return saveFigure(deps, await figureRenditions(content), id);
}

export type FigureRenditions = Awaited<ReturnType<typeof figureRenditions>>;

/** A figure's renditions made elsewhere (`figureRenditions`), stored. */
export async function saveFigure(
  deps: { store: FileStore; figures: FiguresRepository },
  renditions: FigureRenditions,
  id?: string,
): Promise<Figure> {
  const save = async (data: Buffer, mimeType: string) => (await deps.store.save(data, { mimeType })).id;
  const webp = await Promise.all(
    renditions.webp.map(async (r) => ({
      width: r.width,
      bytes: r.data.byteLength,
      fileId: await save(r.data, 'image/webp'),
    })),
  );
  const fallback = {
    width: renditions.fallback.width,
    bytes: renditions.fallback.data.byteLength,
    fileId: await save(renditions.fallback.data, 'image/jpeg'),
  };
  return deps.figures.insert({
    ...(id ? { id } : {}),
    width: renditions.width,
    height: renditions.height,
    files: { webp, fallback },
  });
}

/** A figure's id from its image's bytes (a UUID's shape): the same picture is stored once. */
export function figureIdOf(bytes: Uint8Array): string {
  const hash = createHash('sha256').update(bytes).digest('hex');
  return `${hash.slice(0, 8)}-${hash.slice(8, 12)}-4${hash.slice(13, 16)}-8${hash.slice(17, 20)}-${hash.slice(20, 32)}`;
}

/** An image for a paper (a Word bank's picture, a PDF's crop) stored as a figure; or why it could not be. */
export type StoreImage = (bytes: Uint8Array, contentType: string) => Promise<{ id: string } | { refused: string }>;

/**
 * Pictures of a Word bank as figures. The id comes from the picture's bytes, so checking a bank
 * twice, or importing the same picture in two banks, stores it once.
 */
export function figureStore(deps: { store: FileStore; figures: FiguresRepository }): StoreImage {
  return async (bytes, contentType) => {
    const id = figureIdOf(bytes);
    if ((await deps.figures.find([id])).has(id)) return { id };
    try {
      return { id: (await storeFigure(deps, bytes, id)).id };
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const kind = contentType.replace(/^image\/(x-)?/, '').toUpperCase();
      return {
        refused:
          `a picture (${kind}) could not be used: only JPEG, PNG and WebP pictures work on every phone. ` +
          'Insert it again as a PNG (an equation drawn as a picture: retype it with Word’s equation editor).',
      };
    }
  };
}
