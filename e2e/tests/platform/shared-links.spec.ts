import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { uniqueEmail } from '../../support/accounts.ts';
import { artifactsDir, e2ePort } from '../../support/paths.ts';
import { expect, test } from '../../support/test.ts';

/**
 * `PUBLIC_CONTENT=true`: this file starts its own app on the next port (a fresh embedded database with
 * the demo content, the development outbox for mail), so the default-mode suite keeps its server.
 */
const port = e2ePort + 1;
const origin = `http://localhost:${port}`;
const dataDir = path.join(artifactsDir, `public-content-${port}`, 'data');
const main = fileURLToPath(new URL('../../../apps/server/src/main.ts', import.meta.url));

let server: ChildProcess | undefined;
let api: APIRequestContext;
let job: { slug: string; title: string; lastDate: string | null };
let pdf: { id: string; title: string };
let story: { slug: string; title: string };

async function confirmedAccount(email: string, password: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
  expect(
    (await context.post('/api/auth/sign-up/email', { data: { email, password, name: 'Ravi Kumar' } })).status(),
  ).toBe(200);
  const outbox = (await (await context.get('/api/dev/outbox')).json()) as {
    mails: Array<{ to: string; text: string }>;
  };
  const mail = outbox.mails.find((item) => item.to === email);
  const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0];
  expect(link, 'confirmation link').toBeTruthy();
  const confirm = new URL(link!);
  await context.get(`${confirm.pathname}${confirm.search}`, { maxRedirects: 0 });
  expect((await context.post('/api/auth/sign-in/email', { data: { email, password } })).status()).toBe(200);
  return context;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const adminEmail = uniqueEmail('public-admin');
  server = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PUBLIC_CONTENT: 'true',
      ADMIN_EMAILS: adminEmail,
      SMTP_URL: '',
      DATABASE_URL: '',
      APP_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  api = await playwrightRequest.newContext({ baseURL: origin });
  await expect
    .poll(async () => (await api.get('/api/health').catch(() => undefined))?.status(), { timeout: 150_000 })
    .toBe(200);

  // A demo recruitment with a notice PDF.
  const jobs = (await (await api.get('/api/jobs?perPage=50')).json()) as { items: Array<{ slug: string }> };
  for (const item of jobs.items) {
    const detail = (await (await api.get(`/api/jobs/${item.slug}`)).json()) as {
      slug: string;
      title: string;
      lastDate: string | null;
      expired: boolean;
      notices: Array<{ id: string; title: string; pdfFileId: string | null }>;
    };
    const notice = detail.notices.find((candidate) => candidate.pdfFileId);
    if (notice && !detail.expired) {
      job = detail;
      pdf = notice;
      break;
    }
  }
  expect(job, 'a demo recruitment with a PDF').toBeTruthy();

  // A published story: written by a member, approved by an admin.
  const admin = await confirmedAccount(adminEmail, 'secret-pass-1');
  const body = `I worked in a shop by day and studied at night. ${'Every Sunday I took a full mock test and wrote down each mistake. '.repeat(4)}`;
  const created = await admin.post('/api/stories', {
    data: {
      title: 'From a shop counter to SSC CGL',
      exam: 'SSC CGL',
      year: 2025,
      post: 'Tax Assistant',
      body,
      showName: false,
    },
  });
  expect(created.status()).toBe(201);
  const submitted = (await created.json()) as { id: string; slug: string; title: string };
  expect((await admin.post(`/api/admin/stories/${submitted.id}/approve`)).status()).toBe(200);
  story = submitted;
  await admin.dispose();
});

test.afterAll(async () => {
  await api?.dispose();
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
});

test('an anonymous visitor reads a job, its PDF and a story, saves the job after signing in, and is back on it', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: origin, serviceWorkers: 'block' });
  const page = await context.newPage();

  await page.goto(`/jobs/${job.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Important dates' })).toBeVisible();
  await expect(page).toHaveTitle(`${job.title} | JobPortal`);
  // Sharing: WhatsApp and Telegram links carry the page's address only.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    `https://wa.me/?text=${encodeURIComponent(`${job.title} ${origin}/jobs/${job.slug}`)}`,
  );

  // The notice PDF.
  await page.goto(`/notice/${pdf.id}/pdf`);
  await expect(page.getByRole('heading', { level: 1, name: pdf.title })).toBeVisible();
  await expect(page.locator('canvas').first()).toBeVisible({ timeout: 20_000 });

  // A story.
  await page.goto(`/stories/${story.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
  await expect(page).toHaveURL(`${origin}/stories/${story.slug}`);

  // Personal features still ask to sign in: saving the job.
  await page.goto(`/jobs/${job.slug}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const prompt = page.getByRole('dialog', { name: 'Sign in to continue' });
  await expect(prompt).toContainText('Sign in to save this job');
  await prompt.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${origin}/`);

  const email = uniqueEmail('public-reader');
  const reader = await confirmedAccount(email, 'secret-pass-1');
  await reader.dispose();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret-pass-1');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  await expect(page).toHaveURL(`${origin}/jobs/${job.slug}`);
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // Saved on the server, not only on screen.
  await expect
    .poll(async () => {
      const saved = (await (await page.request.get('/api/saved-jobs')).json()) as { items: Array<{ slug: string }> };
      return saved.items.map((item) => item.slug);
    })
    .toContain(job.slug);
  await context.close();
});

test('without JavaScript the job page holds its title, dates and JobPosting JSON-LD', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: origin, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/jobs/${job.slug}`);
  await expect(page).toHaveTitle(`${job.title} | JobPortal`);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Important dates' })).toBeVisible();
  if (job.lastDate) {
    const [year, month, day] = job.lastDate.split('-');
    await expect(page.locator('#root main')).toContainText(`${day}/${month}/${year}`);
  }
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<
    string,
    unknown
  >;
  expect(jsonLd).toMatchObject({ '@type': 'JobPosting', title: job.title, url: `${origin}/jobs/${job.slug}` });
  expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toBe(
    `${origin}/og/jobs/${job.slug}.png`,
  );
  await context.close();
});

test('the lists are in the HTML too: without JavaScript /jobs, /jobs?cat=… and /result show their items; with it the app takes over the same list', async ({
  browser,
}) => {
  const jobs = (await (await api.get('/api/jobs?sort=last_date&show=open&page=1')).json()) as {
    items: Array<{ slug: string; title: string }>;
  };
  const results = (await (await api.get('/api/notices?type=result&page=1')).json()) as {
    items: Array<{ title: string }>;
  };
  const firstJob = jobs.items[0]!;
  expect(results.items.length).toBeGreaterThan(0);

  const noScript = await browser.newContext({ baseURL: origin, javaScriptEnabled: false });
  const page = await noScript.newPage();
  await page.goto('/jobs');
  await expect(page).toHaveTitle('Government Jobs | JobPortal');
  await expect(page.getByRole('heading', { level: 1, name: 'Government Jobs' })).toBeVisible();
  await expect(page.locator('#root main').getByRole('link', { name: firstJob.title }).first()).toHaveAttribute(
    'href',
    `/jobs/${firstJob.slug}`,
  );
  expect(await page.locator('#root main h2').count()).toBe(jobs.items.length);
  await page.goto('/result');
  await expect(page.getByRole('heading', { level: 1, name: 'Results' })).toBeVisible();
  await expect(page.locator('#root main')).toContainText(results.items[0]!.title);
  // A filtered list is that list, rendered for its filter (decision 018).
  await page.goto('/jobs?cat=railway');
  await expect(page.getByRole('heading', { level: 1, name: 'Railway Jobs' })).toBeVisible();
  await noScript.close();

  // With JavaScript: the app starts (after the page has painted) and shows the same items, without
  // asking the server for them again.
  const context = await browser.newContext({ baseURL: origin, serviceWorkers: 'block' });
  const withScript = await context.newPage();
  const jobRequests: string[] = [];
  withScript.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/jobs') jobRequests.push(request.url());
  });
  await withScript.goto('/jobs');
  await expect(withScript.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(withScript.getByRole('link', { name: firstJob.title }).first()).toBeVisible();
  await expect(withScript.locator('template#jobportal-app-scripts')).toHaveCount(0);
  expect(jobRequests).toEqual([]);
  await context.close();
});

test('robots.txt and the sitemap open the content', async () => {
  const sitemap = await (await api.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${origin}/jobs/${job.slug}</loc>`);
  expect(sitemap).toContain(`<loc>${origin}/stories/${story.slug}</loc>`);
  const robots = await (await api.get('/robots.txt')).text();
  expect(robots).not.toMatch(/^Disallow: \/$/m);
  expect(robots).toContain('Disallow: /saved-jobs');
});
