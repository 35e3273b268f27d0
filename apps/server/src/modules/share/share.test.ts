import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SLUG_MAX_LENGTH, storyInput } from '@jobportal/shared';
import { createTestApp, testConfig } from '../../testing/app.ts';
import { createCapturingMailer, createVerifiedUser } from '../../testing/auth.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/database.ts';
import { recruitmentFixture } from '../../testing/factories.ts';
import { createFakePageRenderer, createWebDist } from '../../testing/rendered-pages.ts';
import { eq } from 'drizzle-orm';
import { pages, recruitments } from '../../db/schema.ts';
import { createJobsRepository } from '../jobs/jobs.repository.ts';
import { createStoriesRepository } from '../people/stories.repository.ts';
import { createOgImages, OG_HEIGHT, OG_WIDTH, type OgCard, renderOgPng } from './og-image.ts';

const APP_URL = 'https://jobs.example.in';

let database: TestDatabase;
let dist: string;
let noticeId: string;
let storySlug: string;
let pendingSlug: string;

/** Width and height from a PNG's IHDR chunk (bytes 16–23), after checking the signature. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(body.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

/** The attribute of the first tag matching `selector` in the raw HTML (what a link-preview fetcher reads). */
function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta [^>]*(?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1];
}
const titleOf = (html: string) => /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link [^>]*rel="canonical" href="([^"]*)"/.exec(html)?.[1];

// The web app's renderer stood in for; each render counted.
const renderer = createFakePageRenderer();
const { renderPage } = renderer;

async function appFor(publicContent: boolean) {
  return createTestApp(database.db, {
    config: testConfig({ appUrl: APP_URL, publicContent, dataDir: await mkdtemp(path.join(tmpdir(), 'jp-og-')) }),
    webDistDir: dist,
    renderPage,
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  dist = await createWebDist();
  const jobs = createJobsRepository(database.db);
  await jobs.insertContent(
    recruitmentFixture({
      slug: 'ssc-cgl-2026',
      title: 'SSC CGL 2026 <script>alert(1)</script> & "more"',
      titleHi: 'एसएससी सीजीएल 2026',
      totalVacancies: 14582,
      notices: [{ type: 'result', title: 'CGL Tier-I result', date: 'today-2' }],
    }),
  );
  await jobs.insertContent(
    recruitmentFixture({ slug: 'secret-draft', title: 'Secret draft recruitment', status: 'draft' }),
  );
  const listed = await jobs.listNotices({ type: 'result', page: 1, perPage: 10 });
  noticeId = listed.items[0]!.id;

  await database.db.insert(pages).values([
    { slug: 'about', title: 'About JobPortal', body: '# About\n\nWe list **government** jobs.', status: 'published' },
    { slug: 'hidden', title: 'Hidden draft page', body: 'x', status: 'draft' },
  ]);
  const mailer = createCapturingMailer();
  const mailApp = await createTestApp(database.db, { mailer });
  const author = await createVerifiedUser(mailApp, mailer);
  const stories = createStoriesRepository(database.db);
  const body = `I studied every evening after work. ${'Mock tests and revision every Sunday. '.repeat(8)}`;
  const story = await stories.create(
    author.id,
    storyInput.parse({
      title: 'From clerk to inspector in two years',
      exam: 'SSC CGL',
      year: 2025,
      post: 'Inspector',
      body,
      showName: false,
    }),
  );
  await stories.transition(story.id, 'approve');
  storySlug = story.slug;
  const pending = await stories.create(
    author.id,
    storyInput.parse({
      title: 'A pending story nobody approved',
      exam: 'SSC CHSL',
      year: 2024,
      post: 'Clerk',
      body,
      showName: false,
    }),
  );
  pendingSlug = pending.slug;
});

describe.each([false, true])('server-rendered head (PUBLIC_CONTENT=%s)', (publicContent) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appFor(publicContent);
  });

  const shareable = () => [
    {
      url: '/jobs/ssc-cgl-2026',
      title: 'SSC CGL 2026 &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;more&quot; | JobPortal',
      description: /14,582 vacancies · last date \d{2}\/\d{2}\/\d{4}/,
      canonical: '/jobs/ssc-cgl-2026',
      image: '/og/jobs/ssc-cgl-2026.png',
    },
    {
      url: '/result',
      title: 'Results | JobPortal',
      description: /exam results/,
      canonical: '/result',
      image: '/og/site.png',
    },
    {
      url: '/admit-card',
      title: 'Admit Cards | JobPortal',
      description: /Admit cards/,
      canonical: '/admit-card',
      image: '/og/site.png',
    },
    {
      url: '/answer-key',
      title: 'Answer Keys | JobPortal',
      description: /objection/,
      canonical: '/answer-key',
      image: '/og/site.png',
    },
    {
      url: '/exam-date',
      title: 'Exam Dates | JobPortal',
      description: /schedules/,
      canonical: '/exam-date',
      image: '/og/site.png',
    },
    {
      url: '/syllabus',
      title: 'Syllabus | JobPortal',
      description: /pattern/,
      canonical: '/syllabus',
      image: '/og/site.png',
    },
    {
      url: '/misc',
      title: 'Miscellaneous | JobPortal',
      description: /notices/,
      canonical: '/misc',
      image: '/og/site.png',
    },
    {
      url: `/notice/${noticeId}/pdf`,
      title: 'CGL Tier-I result | JobPortal',
      description: /Result \(PDF\)/,
      canonical: `/notice/${noticeId}/pdf`,
      image: '/og/jobs/ssc-cgl-2026.png',
    },
    {
      url: `/stories/${storySlug}`,
      title: 'From clerk to inspector in two years | JobPortal',
      description: /SSC CGL 2025, Inspector: I studied/,
      canonical: `/stories/${storySlug}`,
      image: '/og/site.png',
    },
    {
      url: '/page/about',
      title: 'About JobPortal | JobPortal',
      description: /We list government jobs/,
      canonical: '/page/about',
      image: '/og/site.png',
    },
    {
      url: '/tests',
      title: 'Online Tests | JobPortal',
      description: /Mock tests/,
      canonical: '/tests',
      image: '/og/site.png',
    },
    {
      url: '/typing_test',
      title: 'Typing Test | JobPortal',
      description: /typing/,
      canonical: '/typing_test',
      image: '/og/site.png',
    },
    {
      url: '/?utm_source=whatsapp',
      title: 'JobPortal',
      description: /Government job notices/,
      canonical: '/',
      image: '/og/site.png',
    },
  ];

  it('answers every shareable URL, without a cookie, with its title, description, canonical and a 1200×630 og:image', async () => {
    for (const expected of shareable()) {
      const response = await app.inject({ method: 'GET', url: expected.url });
      expect(response.statusCode, expected.url).toBe(200);
      expect(response.headers['cache-control'], expected.url).toBe('no-cache');
      const html = response.body;
      expect(titleOf(html), expected.url).toBe(expected.title);
      expect(metaContent(html, 'og:title'), expected.url).toBe(expected.title);
      expect(metaContent(html, 'description'), expected.url).toMatch(expected.description);
      expect(metaContent(html, 'og:description'), expected.url).toBe(metaContent(html, 'description'));
      expect(canonicalOf(html), expected.url).toBe(`${APP_URL}${expected.canonical}`);
      expect(metaContent(html, 'og:url'), expected.url).toBe(`${APP_URL}${expected.canonical}`);
      expect(metaContent(html, 'og:site_name')).toBe('JobPortal');
      expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
      const image = metaContent(html, 'og:image');
      expect(image, expected.url).toBe(`${APP_URL}${expected.image}`);
      const png = await app.inject({ method: 'GET', url: new URL(image!).pathname });
      expect(png.statusCode, image).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      expect(pngSize(png.rawPayload)).toEqual({ width: OG_WIDTH, height: OG_HEIGHT });
    }
  }, 60_000);

  it('never says anything about drafts, pending stories or unpublished pages: 404, and 400 for a malformed id', async () => {
    const hidden = [
      ['/jobs/secret-draft', 404],
      ['/page/hidden', 404],
      [`/stories/${pendingSlug}`, 404],
      ['/notice/not-a-uuid/pdf', 400],
    ] as const;
    for (const [url, status] of hidden) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expect(titleOf(response.body), url).toBe('Page not found | JobPortal');
      expect(metaContent(response.body, 'robots'), url).toBe('noindex');
      expect(response.body).not.toMatch(/Secret draft|Hidden draft|nobody approved/);
    }
    // A broken percent-encoding is refused by Fastify itself, never a 500.
    expect((await app.inject({ method: 'GET', url: '/jobs/%E0%A4' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/og/jobs/secret-draft.png' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/og/jobs/secret-draft.jpg' })).statusCode).toBe(400);
  });

  it('gives personal pages the site head only, and varies the ETag with the URL', async () => {
    const dashboard = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(titleOf(dashboard.body)).toBe('JobPortal');
    const job = await app.inject({ method: 'GET', url: '/jobs/ssc-cgl-2026' });
    const results = await app.inject({ method: 'GET', url: '/result' });
    expect(job.headers.etag).toBeTruthy();
    expect(job.headers.etag).not.toBe(results.headers.etag);
    const again = await app.inject({
      method: 'GET',
      url: '/jobs/ssc-cgl-2026',
      headers: { 'if-none-match': String(job.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const other = await app.inject({
      method: 'GET',
      url: '/result',
      headers: { 'if-none-match': String(job.headers.etag) },
    });
    expect(other.statusCode).toBe(200);
    // Compressed like every other answer (a route, not the not-found handler).
    const compressed = await app.inject({ method: 'GET', url: '/result', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.etag).toBe(results.headers.etag);
    // Unknown API paths stay JSON 404s.
    const api = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it(
    publicContent
      ? 'renders the job page into the HTML for anyone, with JobPosting JSON-LD'
      : 'keeps the job page out of the HTML for a visitor who is not signed in',
    async () => {
      const html = (await app.inject({ method: 'GET', url: '/jobs/ssc-cgl-2026' })).body;
      const jsonLd = /<script [^>]*type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
      if (publicContent) {
        expect(html).toContain('<meta name="jobportal:public-content" content="true" />');
        // In the root, as rendered ("$&" stays as it is: no replacement pattern expands), asked of the
        // API in-process as this (anonymous) visitor: /api/me answered 401.
        expect(html).toContain('<div id="root"><ul data-rendered="/jobs/ssc-cgl-2026" data-me="401" data-lang="en"');
        expect(html).toContain('>$&amp; </ul></div>');
        // The stylesheet linked (cached a year), not inlined: the title and every preview tag come within
        // the first few KB, where chat apps read them.
        expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
        expect(html).not.toContain('<style>');
        expect(html.indexOf('twitter:image')).toBeLessThan(3_000);
        expect(JSON.parse(jsonLd!)).toMatchObject({
          '@type': 'JobPosting',
          totalJobOpenings: 14582,
          url: `${APP_URL}/jobs/ssc-cgl-2026`,
        });
        // JSON in a script element cannot be closed by the content.
        expect(jsonLd).not.toContain('</script');
      } else {
        expect(html).not.toContain('jobportal:public-content');
        expect(html).toContain('<div id="root"></div>');
        expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
        expect(jsonLd).toBeUndefined();
      }
      expect(html).not.toContain('<script>alert(1)');
    },
  );
});

describe.each([false, true])('URLs with no content (PUBLIC_CONTENT=%s)', (publicContent) => {
  let app: FastifyInstance;
  let member: { cookie: string };
  beforeAll(async () => {
    const mailer = createCapturingMailer();
    app = await createTestApp(database.db, {
      config: testConfig({ publicContent, dataDir: await mkdtemp(path.join(tmpdir(), 'jp-og-')) }),
      webDistDir: dist,
      renderPage,
      // Kept as in production: what is kept must neither outlive content nor grow with random URLs.
      documentCacheMs: 60_000,
      mailer,
    });
    member = await createVerifiedUser(app, mailer, { name: 'Nisha <Rao>' });
  });
  // The configured address (an https one would make the session cookie a __Secure- one).
  const { appUrl } = testConfig();
  const audiences = () => [
    { who: 'a visitor', headers: {}, me: 401 },
    { who: 'a signed-in member', headers: { cookie: member.cookie }, me: 200 },
  ];
  const long = 'x'.repeat(5_000);
  /** URL, status, what was not found (the app's page says so), and a part of the URL not in the document. */
  const missing = [
    ['/jobs/does-not-exist', 404, 'recruitment', 'does-not-exist'],
    ['/jobs/secret-draft', 404, 'recruitment', 'secret-draft'],
    ['/notice/0b6f6a3e-1111-4222-8333-444444444444/pdf', 404, 'notice', '0b6f6a3e-1111'],
    ['/no-such-page', 404, 'page', 'no-such-page'],
    ['/jobs/ssc-cgl-2026/more', 404, 'page', 'ssc-cgl-2026/more'],
    [`/jobs/${long}`, 400, 'recruitment', 'xxxxxxxxxx'],
    [`/jobs/${'y'.repeat(SLUG_MAX_LENGTH + 1)}`, 400, 'recruitment', 'yyyyyyyyyy'],
    ['/notice/not-a-uuid/pdf', 400, 'notice', 'not-a-uuid'],
    [`/tests/${long}`, 400, 'page', 'xxxxxxxxxx'],
  ] as const;

  it('answers unknown content and paths 404 and malformed ids 400, with the app’s not-found page, noindex and no canonical', async () => {
    for (const { who, headers, me } of audiences()) {
      for (const [url, status, kind, part] of missing) {
        const label = `${who}: ${url.slice(0, 60)}`;
        const response = await app.inject({ method: 'GET', url, headers });
        expect(response.statusCode, label).toBe(status);
        expect(response.headers['content-type'], label).toBe('text/html; charset=utf-8');
        // Kept by nobody: the content may be published at that URL later.
        expect(response.headers['cache-control'], label).toBe('no-store');
        const html = response.body;
        // The app's not-found page (rendered once, at no URL of the request's) and the head that says so.
        expect(html, label).toContain(
          `<div id="root"><section data-rendered="not-found" data-kind="${kind}" data-at="/not-found" data-me="${me}" data-lang="en">`,
        );
        expect(html, label).toContain(`<meta name="jobportal:not-found" content="${kind}" />`);
        expect(titleOf(html), label).toBe('Page not found | JobPortal');
        expect(metaContent(html, 'robots'), label).toBe('noindex');
        expect(canonicalOf(html), label).toBeUndefined();
        expect(metaContent(html, 'og:url'), label).toBeUndefined();
        expect(html, label).not.toContain(part);
        expect(html.length, label).toBeLessThan(4_000);
        if (me === 200) expect(html, label).toContain('Nisha &lt;Rao&gt;<h1>Page not found</h1>');
      }
    }
  });

  it('still answers a real job, a notice and the lists 200 with their canonical', async () => {
    for (const { who, headers } of audiences()) {
      for (const url of ['/jobs/ssc-cgl-2026', `/notice/${noticeId}/pdf`, '/jobs', '/result', '/admit-card']) {
        const label = `${who}: ${url}`;
        const response = await app.inject({ method: 'GET', url, headers });
        expect(response.statusCode, label).toBe(200);
        expect(canonicalOf(response.body), label).toBe(`${appUrl}${url}`);
        expect(metaContent(response.body, 'og:url'), label).toBe(`${appUrl}${url}`);
        expect(metaContent(response.body, 'robots'), label).toBeUndefined();
        expect(response.body, label).not.toContain('jobportal:not-found');
        expect(response.body, label).not.toContain('data-rendered="not-found"');
      }
    }
  });

  it('renders the not-found page once (per kind) for all such URLs: random URLs cost no render', async () => {
    // One render per kind (a recruitment, any page) and audience, then none.
    for (const { headers } of audiences()) {
      for (const url of ['/jobs/warm-up', '/warm-up/page']) await app.inject({ method: 'GET', url, headers });
    }
    const before = renderer.renders;
    for (let index = 0; index < 40; index += 1) {
      for (const { headers } of audiences()) {
        const url = index % 2 ? `/jobs/random-${index}` : `/random-${index}/page`;
        expect((await app.inject({ method: 'GET', url, headers })).statusCode, url).toBe(404);
      }
    }
    expect(renderer.renders - before).toBe(0);
  });

  it('answers content published after its 404 with its page, without waiting for anything kept', async () => {
    const slug = `published-later-${publicContent}`;
    await createJobsRepository(database.db).insertContent(
      recruitmentFixture({ slug, title: 'Published later', status: 'draft' }),
    );
    for (const { who, headers } of audiences()) {
      expect((await app.inject({ method: 'GET', url: `/jobs/${slug}`, headers })).statusCode, who).toBe(404);
    }
    await database.db.update(recruitments).set({ status: 'published' }).where(eq(recruitments.slug, slug));
    // PostgreSQL's change notice reaches the app within milliseconds (decision 019); nothing waits 60 s.
    await vi.waitFor(
      async () => {
        for (const { who, headers } of audiences()) {
          const response = await app.inject({ method: 'GET', url: `/jobs/${slug}`, headers });
          expect(response.statusCode, who).toBe(200);
          expect(titleOf(response.body), who).toBe('Published later | JobPortal');
          expect(canonicalOf(response.body), who).toBe(`${appUrl}/jobs/${slug}`);
        }
      },
      { timeout: 5_000, interval: 50 },
    );
    // The other tests' lists are as they were.
    await database.db.delete(recruitments).where(eq(recruitments.slug, slug));
  });

  it('answers preview images of unknown or malformed recruitments 404, never an HTML page', async () => {
    for (const url of ['/og/jobs/does-not-exist.png', `/og/jobs/${long}.png`, '/og/jobs/a/b.png', '/og/nothing']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url.slice(0, 60)).toBe(404);
      expect(response.headers['content-type'], url.slice(0, 60)).toMatch(/^application\/json/);
    }
  });
});

describe('preview images', () => {
  const card: OgCard = {
    kind: 'job',
    job: {
      title: 'Railway Group D',
      titleHi: 'रेलवे ग्रुप डी',
      organisation: 'RRB',
      totalVacancies: 32438,
      lastDate: '01/03/2026',
    },
  };

  it('are drawn once for concurrent first requests and then read from the disk cache', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'jp-og-cache-'));
    const render = vi.fn(renderOgPng);
    const images = createOgImages(dir, render);
    const [first, second] = await Promise.all([images.png(card), images.png(card)]);
    expect(render).toHaveBeenCalledTimes(1);
    expect(first.equals(second)).toBe(true);
    expect(pngSize(first)).toEqual({ width: 1200, height: 630 });
    expect(await readdir(dir)).toEqual([`${images.key(card)}.png`]);
    // A new process on the same DATA_DIR reads the file instead of drawing.
    const later = vi.fn(renderOgPng);
    expect((await createOgImages(dir, later).png(card)).equals(first)).toBe(true);
    expect(later).not.toHaveBeenCalled();
    // Changed content is a new file.
    await images.png({ ...card, job: { ...card.job, lastDate: '02/03/2026' } });
    expect(await readdir(dir)).toHaveLength(2);
  }, 30_000);
});

describe('a recruitment with the longest slug the rules allow (SLUG_MAX_LENGTH)', () => {
  it('is found by the API, its preview image and its page head; one character more is refused, not "no route"', async () => {
    const slug = `${'long-slug-'.repeat(12)}`.slice(0, SLUG_MAX_LENGTH - 1) + 'z';
    expect(slug).toHaveLength(SLUG_MAX_LENGTH);
    await createJobsRepository(database.db).insertContent(
      recruitmentFixture({ slug, title: 'A recruitment with a very long slug' }),
    );
    const app = await appFor(false);
    const job = await app.inject({ method: 'GET', url: `/api/jobs/${slug}` });
    expect(job.statusCode).toBe(200);
    expect(job.json()).toMatchObject({ slug, title: 'A recruitment with a very long slug' });
    const image = await app.inject({ method: 'GET', url: `/og/jobs/${slug}.png` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const page = await app.inject({ method: 'GET', url: `/jobs/${slug}` });
    expect(page.body).toContain('<title data-server-head>A recruitment with a very long slug');
    const tooLong = await app.inject({ method: 'GET', url: `/api/jobs/${slug}x` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  }, 30_000);
});
