import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../testing/app.ts';
import { createTestDatabase } from '../testing/database.ts';

describe('the built web app', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'jp-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(path.join(dist, 'favicon.svg'), '<svg/>');
    await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    await writeFile(path.join(dist, 'workbox-3af818fc.js'), 'define([], () => {});');
    await writeFile(path.join(dist, 'manifest.webmanifest'), '{"name":"JobPortal"}');
    const { db } = await createTestDatabase();
    app = await createTestApp(db, { webDistDir: dist });
  });

  it('serves index.html, uncached, for client-side routes', async () => {
    for (const url of ['/', '/dashboard', '/jobs?cat=railway', '/profile/123']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the service worker and the web manifest revalidated on every load, with their types', async () => {
    const worker = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    // Workbox's runtime is named by its content, like the hashed assets.
    const runtime = await app.inject({ method: 'GET', url: '/workbox-3af818fc.js' });
    expect(runtime.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sets a strict Content-Security-Policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    // The service worker and the web manifest: our origin only.
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('puts helmet’s headers on every answer: documents, files, the API, 404s and errors', async () => {
    const answers = await Promise.all(
      ['/', '/jobs', '/manifest.webmanifest', '/api/nope', '/api/jobs?page=abc'].map((url) =>
        app.inject({ method: 'GET', url }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 404, 400]);
    for (const answer of answers) {
      expect(answer.headers['content-security-policy']).toBe(answers[0]!.headers['content-security-policy']);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
      // Plain http here: no HSTS (it would pin a local or test origin to https).
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('answers unknown API paths with a JSON 404, never the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'No route for GET /api/nope' });
  });
});
