import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, testConfig } from '../../testing/app.ts';
import { createTestDatabase } from '../../testing/database.ts';
import { createFileStore, type FileStore } from './file-store.ts';

describe('stored files', () => {
  let app: FastifyInstance;
  let store: FileStore;
  beforeAll(async () => {
    const { db } = await createTestDatabase();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'jp-files-'));
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
});
