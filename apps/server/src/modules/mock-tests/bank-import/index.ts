import { fileTypeFromBuffer } from 'file-type';
import JSZip from 'jszip';
import type { MockTestBankFormat, MockTestBankPaper } from '@jobportal/shared';
import { HttpError } from '../../../http/errors.ts';
import { buildBank, type BuiltBank } from './bank.ts';
import type { StoreImage } from '../figures.ts';
import { readDocx } from './docx.ts';
import { readCsv, readXlsx, type SheetRead } from './sheet.ts';

/**
 * Question banks in: a Word document or a sheet read into questions, the questions built into one
 * paper with a report row by row. Saving is the JSON import's (the caller's): a bank is one paper, all
 * of it or nothing.
 */

export { buildBank } from './bank.ts';
export { questionsOfBlocks } from './docx.ts';
export { bankTemplateCsv, bankTemplateXlsx } from './template.ts';

const NAMES: Record<MockTestBankFormat | 'doc' | 'xls', string> = {
  docx: 'a Word document (.docx)',
  xlsx: 'an Excel workbook (.xlsx)',
  csv: 'a CSV file (.csv)',
  doc: 'an old Word document (.doc)',
  xls: 'an old Excel workbook (.xls)',
};
/** A document this much larger unpacked than packed is not a question bank (a zip bomb). */
const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;

const refuse = (message: string) => new HttpError(415, 'UNSUPPORTED_BANK', message);

/** The file's format from its bytes, checked against its name's extension. */
export async function bankFormat(bytes: Uint8Array, fileName: string): Promise<MockTestBankFormat> {
  const named = /\.(docx|xlsx|csv|doc|xls)$/i.exec(fileName)?.[1]?.toLowerCase() as keyof typeof NAMES | undefined;
  const detected = await fileTypeFromBuffer(bytes);
  let actual: keyof typeof NAMES | undefined;
  if (detected?.ext === 'docx' || detected?.ext === 'xlsx') actual = detected.ext;
  else if (detected?.ext === 'cfb') actual = named === 'xls' ? 'xls' : named === 'doc' ? 'doc' : undefined;
  else if (detected === undefined && isText(bytes)) actual = 'csv';
  if (actual === 'doc' || actual === 'xls') {
    throw refuse(
      `This is ${NAMES[actual]}. Save it as ${actual === 'doc' ? '.docx' : '.xlsx'} (File → Save As) and upload that.`,
    );
  }
  if (actual === undefined) {
    throw refuse(
      'This file is not a Word document, an Excel workbook or a CSV file. Upload a .docx, .xlsx or .csv question bank.',
    );
  }
  if (named !== undefined && named !== actual) {
    throw refuse(
      `“${fileName}” is named as ${NAMES[named]} but it is ${NAMES[actual]}. Rename it or choose the right file.`,
    );
  }
  return actual;
}

/** UTF-8 text without NUL bytes (a CSV), not a binary file with another name. */
function isText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, 64 * 1024));
    return true;
  } catch {
    // A multi-byte letter cut at the 64 KiB mark is still text.
    return bytes.length > 64 * 1024;
  }
}

async function checkUnpackedSize(bytes: Uint8Array) {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    throw refuse('This file is damaged and could not be opened. Save it again and upload it.');
  }
  let total = 0;
  zip.forEach((_, entry) => {
    total += (entry as unknown as { _data?: { uncompressedSize?: number } })._data?.uncompressedSize ?? 0;
  });
  if (total > MAX_UNPACKED_BYTES) throw refuse('This file unpacks to more than 200 MB: it is not a question bank.');
}

export type ReadBank = SheetRead & { format: MockTestBankFormat };

/** The bank's questions, read in the format its bytes are. */
export async function readBank(bytes: Uint8Array, fileName: string, storeImage: StoreImage): Promise<ReadBank> {
  const format = await bankFormat(bytes, fileName);
  if (format !== 'csv') await checkUnpackedSize(bytes);
  try {
    if (format === 'docx') return { format, ...(await readDocx(bytes, storeImage)) };
    if (format === 'xlsx') return { format, ...(await readXlsx(bytes)) };
    return { format, ...readCsv(bytes) };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const message =
      format === 'csv'
        ? `This CSV file could not be read (${(error as Error).message}). Save it as “CSV UTF-8” and upload it again.`
        : `This ${format === 'docx' ? 'Word' : 'Excel'} file could not be read. Save it again as .${format} and upload it.`;
    return { format, questions: [], issues: [{ path: '', message }] };
  }
}

/** The paper a bank makes, or only the file's issues when no question could be read. */
export function bankPaper(read: ReadBank, paper: MockTestBankPaper, fileName: string): BuiltBank | undefined {
  if (read.issues.length > 0 || read.questions.length === 0) return undefined;
  return buildBank(paper, read.questions, { fileName });
}
