/**
 * `npm run budget`: the first-load JavaScript budget of the pages people open from a link (decision 017).
 *
 * "Initial JS" of a page is what the browser must fetch before that page can render: the entry chunk
 * with every chunk it imports statically, plus the page's own route chunk (loaded by the router before
 * it renders) with its static imports. What is loaded after first paint (the chat engine and socket
 * client, the service worker, other routes) is not. The figures come from Vite's build manifest and
 * the gzip size (level 9) of each file, so the check is exact and needs no browser.
 *
 * Run after `vite build` (the npm script builds first). Exit code 1 when a page is over its budget.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;

const KIB = 1024;
/** The budget: 150 KiB of gzip JavaScript for the first load of each page. */
export const INITIAL_JS_BUDGET = 150 * KIB;

/** The pages with a budget, and the module the router loads for each (besides the entry). */
export const BUDGETED_PAGES = [
  { page: '/', route: 'src/app/routes/login-page.tsx' },
  { page: '/jobs/{slug}', route: 'src/app/routes/job-detail-page.tsx' },
] as const;

const distDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/** The chunk keys a page needs: `start` and everything it imports statically, transitively. */
export function staticClosure(manifest: Manifest, start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(start);
  return seen;
}

/** The manifest key of the chunk that holds `source`: its own chunk, or the chunk it was bundled into. */
function chunkKeyFor(manifest: Manifest, source: string): string {
  if (manifest[source]) return source;
  throw new Error(
    `${source} has no chunk of its own: it is bundled into the entry, so its page has no route chunk ` +
      `(lazy-load it in src/app/router.tsx)`,
  );
}

/**
 * App modules bundled into more than one chunk. Each copy would have its own module state (two toast
 * stores, two query clients): a chunking setting that copies modules is a bug, not a size question.
 * A Web Worker's bundle (`*.worker-<hash>.js`, e.g. the photo fitter's) is not counted: it runs in a
 * realm of its own and cannot share the page's chunks, so the pure modules it imports are its own copy.
 */
export function duplicatedModules(assetsDir: string): Map<string, string[]> {
  const chunksBySource = new Map<string, string[]>();
  const pageMaps = (name: string) => name.endsWith('.js.map') && !/\.worker-[\w-]+\.js\.map$/.test(name);
  for (const file of readdirSync(assetsDir).filter(pageMaps)) {
    const { sources } = JSON.parse(readFileSync(path.join(assetsDir, file), 'utf8')) as { sources: string[] };
    for (const source of new Set(sources.filter((name) => !name.includes('node_modules') && name.includes('/src/')))) {
      chunksBySource.set(source, [...(chunksBySource.get(source) ?? []), file.replace(/\.map$/, '')]);
    }
  }
  return new Map([...chunksBySource].filter(([, chunks]) => chunks.length > 1));
}

function main(): void {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`);
  const [entryKey] = entries[0]!;
  const gzipCache = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
      gzipCache.set(file, size);
    }
    return size;
  };

  let failed = false;
  for (const { page, route } of BUDGETED_PAGES) {
    const keys = new Set([
      ...staticClosure(manifest, entryKey),
      ...staticClosure(manifest, chunkKeyFor(manifest, route)),
    ]);
    const files = [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
    const rows = files.map((file) => ({ file, gzip: gzipSize(file) })).sort((a, b) => b.gzip - a.gzip);
    const total = rows.reduce((sum, row) => sum + row.gzip, 0);
    const ok = total <= INITIAL_JS_BUDGET;
    failed ||= !ok;
    console.log(
      `${ok ? 'PASS' : 'FAIL'} ${page}: ${(total / KIB).toFixed(1)} KiB gzip of initial JS ` +
        `(budget ${INITIAL_JS_BUDGET / KIB} KiB, ${files.length} files)`,
    );
    for (const row of rows) console.log(`       ${(row.gzip / KIB).toFixed(1).padStart(6)} KiB  ${row.file}`);
  }
  if (failed) {
    console.error('A page is over its first-load budget: split what it does not need before first paint.');
    process.exitCode = 1;
  }
  const duplicated = duplicatedModules(path.join(distDir, 'assets'));
  for (const [source, chunks] of duplicated)
    console.error(`FAIL ${source} is bundled ${chunks.length} times: ${chunks.join(', ')}`);
  if (duplicated.size > 0) process.exitCode = 1;
  else console.log('PASS every app module is bundled once');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
