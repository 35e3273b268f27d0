/**
 * Writes a generated question bank for the browser tests, which cannot import the server's code:
 *   node apps/server/src/testing/bank-files-cli.ts <out.docx|out.xlsx|out.csv> [questions] [row without answer…]
 */
import { writeFile } from 'node:fs/promises';
import { bankCsv, bankDocx, bankXlsx } from './bank-files.ts';

const [out, count = '8', ...missing] = process.argv.slice(2);
if (!out) throw new Error('usage: bank-files-cli.ts <out.docx|out.xlsx|out.csv> [questions] [row without answer…]');
const questions = Number(count);
const withoutAnswer = missing.map(Number);
const bytes = out.endsWith('.docx')
  ? await bankDocx({ questions, withoutAnswer })
  : out.endsWith('.xlsx')
    ? await bankXlsx({ rows: questions, withoutAnswer, withSet: true })
    : bankCsv({ rows: questions, withoutAnswer, withSet: true });
await writeFile(out, bytes);
