import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, testConfig } from '../../testing/app.ts';
import { createCapturingMailer, createVerifiedUser } from '../../testing/auth.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/database.ts';
import { recruitmentFixture } from '../../testing/factories.ts';
import { createFakePageRenderer, createWebDist } from '../../testing/rendered-pages.ts';
import { createJobsRepository } from '../jobs/jobs.repository.ts';

// The documents of the pages the server renders: for a member (kept for all members, with theirs put
// in) and for visitors without a session. The heads and previews every document carries: share.test.ts.

let database: TestDatabase;
let dist: string;

// The web app's renderer stood in for; each render counted.
const renderer = createFakePageRenderer();
const { renderPage } = renderer;

beforeAll(async () => {
  database = await createTestDatabase();
  dist = await createWebDist();
  await createJobsRepository(database.db).insertContent(
    recruitmentFixture({
      slug: 'ssc-cgl-2026',
      title: 'SSC CGL 2026 <script>alert(1)</script> & "more"',
      titleHi: 'एसएससी सीजीएल 2026',
      totalVacancies: 14582,
      notices: [{ type: 'result', title: 'CGL Tier-I result', date: 'today-2' }],
    }),
  );
});

describe('server-rendered pages', () => {
  let app: FastifyInstance;
  let cookie: string;
  beforeAll(async () => {
    const mailer = createCapturingMailer();
    app = await createTestApp(database.db, {
      config: testConfig({ dataDir: await mkdtemp(path.join(tmpdir(), 'jp-og-')) }),
      webDistDir: dist,
      renderPage,
      documentCacheMs: 60_000,
      mailer,
    });
    cookie = (await createVerifiedUser(app, mailer, { name: 'Meera <Singh>' })).cookie;
    return () => app.close();
  });

  it('renders a signed-in user’s page with their cookie, for them alone', async () => {
    const answer = await app.inject({ method: 'GET', url: '/dashboard', headers: { cookie } });
    const html = answer.body;
    expect(html).toContain('<div id="root"><ul data-rendered="/dashboard" data-me="200"');
    expect(html).toContain('$&amp; Meera &lt;Singh&gt;</ul>');
    // The answers it was rendered from, for the app (JSON that no content can close early).
    const queries = /<script type="application\/json" id="jobportal-initial-queries">([^<]*)<\/script>/.exec(html)?.[1];
    const answers = JSON.parse(queries!) as Array<{ key: unknown[]; data: unknown }>;
    expect(answers.map((entry) => entry.key[0])).toEqual(['auth', 'me', 'jobs']);
    expect(answers[0]).toMatchObject({ data: { user: { name: 'Meera <Singh>' } } });
    expect(answers[2]).toMatchObject({ key: ['jobs', 'page=1'], data: { items: [{ slug: 'ssc-cgl-2026' }] } });
    // Never kept by a shared cache, and never handed to the next visitor from this server's cache.
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    expect(String(answer.headers.vary)).toContain('Cookie');
    const anonymous = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(anonymous.body).toContain('<div id="root"></div>');
    expect(anonymous.body).not.toContain('Meera');
    expect(anonymous.headers['cache-control']).toBe('no-cache');
  });

  it('renders a page once for all members; two members asking at once each get their own parts only', async () => {
    const mailer = createCapturingMailer();
    const other = await createTestApp(database.db, {
      config: testConfig({ dataDir: await mkdtemp(path.join(tmpdir(), 'jp-og-')) }),
      webDistDir: dist,
      renderPage,
      documentCacheMs: 60_000,
      mailer,
    });
    const members = [
      { ...(await createVerifiedUser(other, mailer, { name: 'Asha & Co' })), text: 'Asha &amp; Co' },
      { ...(await createVerifiedUser(other, mailer, { name: 'Ravi "Kumar"' })), text: 'Ravi &quot;Kumar&quot;' },
    ];
    const urls = ['/dashboard', '/jobs', '/jobs?cat=ssc', '/jobs/ssc-cgl-2026'];
    const before = renderer.renders;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => {
        const member = members[index % 2]!;
        const url = urls[Math.floor(index / 2) % urls.length]!;
        // Half of them as browsers ask (gzip taken: the document stitched from kept compressions).
        const gzip = Math.floor(index / 8) % 2 === 1;
        const headers = { cookie: member.cookie, ...(gzip ? { 'accept-encoding': 'gzip, deflate, br' } : {}) };
        return other.inject({ method: 'GET', url, headers }).then((answer) => ({ member, url, answer, gzip }));
      }),
    );
    for (const { member, answer, gzip } of answers) {
      const stranger = members.find((candidate) => candidate !== member)!;
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-cache');
      expect(answer.headers['content-encoding']).toBe(gzip ? 'gzip' : undefined);
      expect(answer.headers['vary']).toBe('Cookie, Accept-Encoding');
      const html = gzip ? gunzipSync(answer.rawPayload).toString('utf8') : answer.body;
      expect(html).toContain(`$&amp; ${member.text}</ul>`);
      expect(html).toContain(`"id":"${member.id}"`);
      expect(html).not.toContain(stranger.id);
      expect(html).not.toContain(stranger.email);
      expect(html).not.toContain(stranger.text);
      expect(html).not.toContain(stranger.cookie.split('=')[1]!.split('.')[0]!);
    }
    // Each member's answers in the document are exactly what the API answers them.
    for (const member of members) {
      const html = (
        await other.inject({ method: 'GET', url: '/jobs/ssc-cgl-2026', headers: { cookie: member.cookie } })
      ).body;
      const embedded = JSON.parse(
        /<script type="application\/json" id="jobportal-initial-queries">([^<]*)<\/script>/.exec(html)![1]!,
      ) as Array<{ key: unknown[]; data: unknown }>;
      const byKey = new Map(embedded.map((entry) => [JSON.stringify(entry.key), entry.data]));
      for (const [key, path] of [
        [['jobs', 'page=1'], '/api/jobs?page=1'],
        [['job', 'ssc-cgl-2026'], '/api/jobs/ssc-cgl-2026'],
        [['saved-jobs'], '/api/saved-jobs'],
      ] as const) {
        const api = await other.inject({ method: 'GET', url: path, headers: { cookie: member.cookie } });
        expect(byKey.get(JSON.stringify(key)), path).toEqual(api.json());
        const gzipped = await other.inject({
          method: 'GET',
          url: path,
          headers: { cookie: member.cookie, 'accept-encoding': 'gzip' },
        });
        // The member's jobs answers are stitched gzip; a small one (saved jobs) goes as it is.
        const gzip = gzipped.headers['content-encoding'] === 'gzip';
        expect(gzip, path).toBe(path !== '/api/saved-jobs');
        const text = gzip ? gunzipSync(gzipped.rawPayload).toString('utf8') : gzipped.body;
        expect(JSON.parse(text), path).toEqual(api.json());
      }
      expect(byKey.get(JSON.stringify(['job', 'ssc-cgl-2026']))).toMatchObject({
        eligibility: { status: 'unknown' },
        yourFee: { kind: 'needs_category' },
      });
    }
    // One render per URL for both members and all 40 views: a page view is not a render.
    expect(renderer.renders - before).toBe(urls.length);
    // Gzipped, a member's document is the same bytes, and (its kept parts compressed before the page
    // was kept) a fraction of them from the first view: no compression per view. These test pages are
    // small; a real one is a fifth or less.
    for (const url of urls) {
      const cookie = members[0]!.cookie;
      const identity = (await other.inject({ method: 'GET', url, headers: { cookie } })).rawPayload;
      const gzipped = (await other.inject({ method: 'GET', url, headers: { cookie, 'accept-encoding': 'gzip' } }))
        .rawPayload;
      expect(gunzipSync(gzipped).equals(identity), url).toBe(true);
      expect(gzipped.length, url).toBeLessThan(identity.length * 0.6);
    }
    await other.close();
  });

  it('defers the app’s scripts until the HTML has painted, and renders in the visitor’s language', async () => {
    const html = (
      await app.inject({
        method: 'GET',
        url: '/jobs?cat=railway',
        headers: { cookie: `${cookie}; jobportal_language=hi` },
      })
    ).body;
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('data-lang="hi"');
    // A filtered list is the app's page for that filter.
    expect(html).toContain('data-rendered="/jobs" data-me="200"');
    // The scripts wait in an inert template for /boot.js: nothing but the HTML is needed to paint.
    expect(html).toContain(
      '<template id="jobportal-app-scripts"><script type="module" src="/assets/index-abc.js"></script></template><script defer src="/boot.js"></script>',
    );
    expect(html).not.toMatch(/<body>[\s\S]*<script type="module"/);
  });

  it('gives a page it does not render, or one the visitor may not see, the app shell', async () => {
    for (const [url, headers] of [
      ['/profile', { cookie }],
      ['/jobs', {}],
      ['/dashboard', {}],
    ] as const) {
      const html = (await app.inject({ method: 'GET', url, headers })).body;
      expect(html, url).toContain('<div id="root"></div>');
      expect(html, url).not.toContain('jobportal-initial-queries');
      expect(html, url).toContain('<script type="module" src="/assets/index-abc.js"></script>');
    }
  });

  it('answers the app shell, not an error, when rendering fails', async () => {
    const answer = await app.inject({ method: 'GET', url: '/jobs?fail=1', headers: { cookie } });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<div id="root"></div>');
  });
});

describe('server-rendered pages for visitors without a session (PUBLIC_CONTENT=true)', () => {
  it('are rendered once per URL and language while the cache keeps them', async () => {
    const app = await createTestApp(database.db, {
      config: testConfig({ publicContent: true, dataDir: await mkdtemp(path.join(tmpdir(), 'jp-og-')) }),
      webDistDir: dist,
      renderPage,
      documentCacheMs: 60_000,
    });
    const before = renderer.renders;
    const first = (await app.inject({ method: 'GET', url: '/jobs' })).body;
    const second = (await app.inject({ method: 'GET', url: '/jobs' })).body;
    expect(second).toBe(first);
    expect(renderer.renders - before).toBe(1);
    const hindi = (await app.inject({ method: 'GET', url: '/jobs', headers: { cookie: 'jobportal_language=hi' } }))
      .body;
    expect(hindi).toContain('data-lang="hi"');
    expect(renderer.renders - before).toBe(2);
    await app.close();
  });
});
