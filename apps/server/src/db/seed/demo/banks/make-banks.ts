/**
 * Writes the demo question banks that ship with the product (`sample-bank.docx`, `sample-bank.xlsx`):
 * the built-in practice papers made through the Word and Excel imports, as a test maker's files would
 * be. Run again after changing the generator: `node apps/server/src/db/seed/demo/banks/make-banks.ts`.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { bankDocx, bankXlsx } from '../../../../testing/bank-files.ts';

const here = (name: string) => fileURLToPath(new URL(name, import.meta.url));

await writeFile(here('./sample-bank.docx'), await bankDocx({ questions: 14 }));
await writeFile(here('./sample-bank.xlsx'), await bankXlsx({ rows: 12, withSet: true }));
console.log('wrote sample-bank.docx and sample-bank.xlsx');
