import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../testing/app.ts';
import { createTestDatabase } from '../testing/database.ts';
import { recruitmentFixture } from '../testing/factories.ts';
import { createJobsRepository, type JobsRepository } from '../modules/jobs/jobs.repository.ts';
import { createResponseCache, type ResponseCache } from './response-cache.ts';

let app: FastifyInstance;
let cache: ResponseCache;
let jobs: JobsRepository;

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  const { db } = await createTestDatabase();
  jobs = createJobsRepository(db);
  await jobs.insertContent(recruitmentFixture({ slug: 'cached-one', sector: 'railway' }));
  // Enough bank ones for a page worth compressing (over 1 KB).
  for (let n = 0; n < 6; n += 1) await jobs.insertContent(recruitmentFixture({ sector: 'bank' }));
  cache = createResponseCache({ ttlMs: 60_000 });
  app = await createTestApp(db, { publicCache: cache });
});

describe('public response cache', () => {
  it('answers a repeated list request from the cache with the same body, ETag and headers', async () => {
    cache.clear();
    const first = await get('/api/jobs?cat=railway');
    const second = await get('/api/jobs?cat=railway');
    expect(first.headers['x-cache']).toBeUndefined();
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=60');
    // Security headers still apply to cached answers.
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  it('answers 304 from the cache when the client has the same ETag', async () => {
    const first = await get('/api/notices?type=job');
    const again = await get('/api/notices?type=job', { 'if-none-match': first.headers.etag as string });
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('keeps different queries apart and does not keep refusals', async () => {
    await get('/api/jobs?cat=railway');
    const other = await get('/api/jobs?cat=ssc');
    expect(other.headers['x-cache']).toBeUndefined();
    expect(other.json().items).toEqual([]);
    const bad = await get('/api/jobs?perPage=500');
    const badAgain = await get('/api/jobs?perPage=500');
    expect(bad.statusCode).toBe(400);
    expect(badAgain.headers['x-cache']).toBeUndefined();
  });

  it('shows new content once cleared, as it is when PostgreSQL says content changed', async () => {
    await get('/api/jobs?cat=railway');
    expect((await get('/api/jobs?cat=railway')).headers['x-cache']).toBe('hit');
    expect(cache.size).toBeGreaterThan(0);
    cache.clear();
    expect(cache.size).toBe(0);
    // A write to the content (here behind the app's back) is announced by the database's trigger; the
    // app clears its public answers on it (decision 019): the new recruitment is listed within a second.
    await get('/api/jobs?cat=railway');
    await jobs.insertContent(recruitmentFixture({ slug: 'cached-two', sector: 'railway' }));
    await expect
      .poll(async () => (await get('/api/jobs?cat=railway')).json().total, { timeout: 1_000, interval: 20 })
      .toBe(2);
  });

  it('compresses with brotli or gzip as the client accepts, from the cache too, and says it varies', async () => {
    cache.clear();
    const plain = await get('/api/jobs?cat=bank');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const miss = await get(`/api/jobs?cat=bank&perPage=19&e=${encoding}`, { 'accept-encoding': accept });
      const hit = await get(`/api/jobs?cat=bank&perPage=19&e=${encoding}`, { 'accept-encoding': accept });
      for (const response of [miss, hit]) {
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(JSON.parse(decode(response.rawPayload).toString('utf8')).items).toEqual(plain.json().items);
      }
      expect(hit.headers['x-cache']).toBe('hit');
    }
    // The same cached entry serves a client that accepts no compression.
    const identity = await get('/api/jobs?cat=bank&perPage=19&e=br');
    expect(identity.headers['x-cache']).toBe('hit');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json().items).toEqual(plain.json().items);
  });

  it('leaves other large responses to @fastify/compress', async () => {
    const response = await get('/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8'))).toHaveProperty('openapi', '3.1.0');
  });

  it('forgets entries after their time to live, and is off with ttlMs 0', async () => {
    const short = createResponseCache({ ttlMs: 30 });
    const off = createResponseCache({ ttlMs: 0 });
    const payload = '{"items":[]}';
    const reply = (headers: Record<string, string>) => ({
      statusCode: 200,
      getHeader: (name: string) => headers[name],
      header: () => undefined,
    });
    const request = { method: 'GET', url: '/api/jobs', headers: {} };
    for (const store of [short, off]) {
      store.hooks.onSend.call(
        app,
        request as never,
        reply({ etag: 'W/"x"', 'content-type': 'application/json' }) as never,
        payload,
        () => {},
      );
    }
    expect(short.size).toBe(1);
    expect(off.size).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(short.size).toBe(0);
  });
});
