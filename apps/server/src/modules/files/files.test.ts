import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, testConfig } from '../../testing/app.ts';
import { createTestDatabase } from '../../testing/database.ts';
import { createFileStore, KEPT_FILE_MAX_BYTES, type FileStore } from './file-store.ts';

describe('stored files', () => {
  let app: FastifyInstance;
  let store: FileStore;
  let db: Awaited<ReturnType<typeof createTestDatabase>>['db'];
  let dataDir: string;
  beforeAll(async () => {
    ({ db } = await createTestDatabase());
    dataDir = await mkdtemp(path.join(tmpdir(), 'jp-files-'));
    store = createFileStore(db, dataDir);
    app = await createTestApp(db, { config: testConfig({ dataDir }) });
  });

  it('stores identical content once and serves it with its type, cached for a year', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7 test');
    const first = await store.save(bytes, { mimeType: 'application/pdf', originalName: 'notice one.pdf' });
    const second = await store.save(bytes, { mimeType: 'application/pdf' });
    expect(second.id).toBe(first.id);

    const response = await app.inject({ method: 'GET', url: `/api/files/${first.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-disposition']).toBe('inline; filename="notice_one.pdf"');
    expect(response.body).toBe('%PDF-1.7 test');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/files/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This file does not exist.');
    expect((await app.inject({ method: 'GET', url: '/api/files/nope' })).statusCode).toBe(400);
  });

  it('names the content by its SHA-256 as ETag and answers 304 to a client that has it (issue #24)', async () => {
    const file = await store.save(new TextEncoder().encode('%PDF-1.7 etag'), { mimeType: 'application/pdf' });
    const first = await app.inject({ method: 'GET', url: `/api/files/${file.id}` });
    expect(first.headers.etag).toBe(`"${file.sha256}"`);
    const again = await app.inject({
      method: 'GET',
      url: `/api/files/${file.id}`,
      headers: { 'if-none-match': `"${file.sha256}"` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await app.inject({
      method: 'GET',
      url: `/api/files/${file.id}`,
      headers: { 'if-none-match': '"x"' },
    });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe('%PDF-1.7 etag');
  });

  it('keeps a small file’s row and bytes after the first answer: no query, no disk read (result day, issue #24)', async () => {
    const file = await store.save(new TextEncoder().encode('%PDF-1.7 kept'), { mimeType: 'application/pdf' });
    expect((await app.inject({ method: 'GET', url: `/api/files/${file.id}` })).body).toBe('%PDF-1.7 kept');
    // Neither ever changes in the product; here both are taken away to show they are not read again.
    await db.execute(sql`delete from files where id = ${file.id}`);
    await rm(store.pathOf(file.sha256));
    const again = await app.inject({ method: 'GET', url: `/api/files/${file.id}` });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe('%PDF-1.7 kept');
  });

  it('streams a file too large to keep, read from disk each time', async () => {
    const large = new Uint8Array(KEPT_FILE_MAX_BYTES + 1).fill(0x41);
    large.set(new TextEncoder().encode('%PDF-1.7'));
    const file = await store.save(large, { mimeType: 'application/pdf' });
    const first = await app.inject({ method: 'GET', url: `/api/files/${file.id}` });
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.equals(Buffer.from(large))).toBe(true);
    expect(first.headers['content-length']).toBe(String(large.byteLength));
    expect(await store.contentOf(file)).toBeNull();
  });

  it('asks the database once when many first ask for the same file at the same moment (a crowd opening the PDF)', async () => {
    const file = await store.save(new TextEncoder().encode('%PDF-1.7 crowd'), { mimeType: 'application/pdf' });
    // A store that has seen nothing yet, as on an instance just started.
    const fresh = createFileStore(db, dataDir);
    const queries = vi.spyOn(db.$client, 'query');
    try {
      const found = await Promise.all(Array.from({ length: 5 }, () => fresh.find(file.id)));
      expect(found.map((row) => row?.id)).toEqual(Array(5).fill(file.id));
      const contents = await Promise.all(found.map((row) => fresh.contentOf(row!)));
      expect(contents.map((content) => content?.toString())).toEqual(Array(5).fill('%PDF-1.7 crowd'));
      expect(queries).toHaveBeenCalledTimes(1);
    } finally {
      queries.mockRestore();
    }
  });
});
