import { RESPONSE_SHEET_MAX_BYTES } from '@jobportal/shared';
import { readSheetFrom } from './build-sheet.ts';
import { decodePage } from './decode-text.ts';
import { pageOfMhtml } from './mhtml.ts';
import { printedSheetFromHtml } from './parse-html.ts';
import { printedSheetFromText } from './parse-text.ts';
import { refuse, type ReadResult } from './printed-sheet.ts';
import { sniffFile } from './sniff.ts';

export type { ReadResult } from './printed-sheet.ts';

/**
 * Reads a member's response sheet on the phone: a saved page (`.html`, `.htm`, Chrome's `.mhtml`) or
 * the page's text pasted in. Only `read.sheet` (the shift and the answers) is ever sent; the name, roll
 * number and centre are for showing. Resolves with why a sheet cannot be read rather than throwing.
 */
export async function readResponseSheet(input: { file: File } | { text: string }): Promise<ReadResult> {
  try {
    return 'file' in input ? await readFile(input.file) : readPastedText(input.text);
  } catch (error) {
    return refuse('not_a_page', error instanceof Error ? error.message : String(error));
  }
}

async function readFile(file: File): Promise<ReadResult> {
  if (file.size > RESPONSE_SHEET_MAX_BYTES) return refuse('too_large', `${file.size} bytes`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffFile(bytes);
  if (kind === 'mhtml') {
    const page = pageOfMhtml(bytes);
    return page
      ? readPage(decodePage(page.bytes, page.charset), 'mhtml')
      : refuse('not_a_page', 'MHTML without a page');
  }
  if (kind === 'text') return readPage(decodePage(bytes), 'html');
  return refuse('not_a_page', kind === 'empty' ? 'an empty file' : `a ${kind} file`);
}

/** Markup is read as a page; a file of plain text (pasted text saved as `.txt`) as pasted text. */
const looksLikeMarkup = (content: string) => /<(?:!doctype|html|head|body|table|div)\b/i.test(content.slice(0, 65_536));

function readPage(content: string, source: 'html' | 'mhtml'): ReadResult {
  return looksLikeMarkup(content) ? readSheetFrom(printedSheetFromHtml(content), source) : readPastedText(content);
}

function readPastedText(text: string): ReadResult {
  if (text.length > RESPONSE_SHEET_MAX_BYTES) return refuse('too_large', `${text.length} characters`);
  const reading = printedSheetFromText(text);
  return reading.ok ? readSheetFrom(reading.printed, 'text') : refuse('text_mangled', reading.mangled);
}
