import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { createConfirmedAccount, signInAsAdmin, signInThroughUi } from '../../support/accounts.ts';
import { seriousAxeFindings } from '../../support/axe.ts';

/**
 * Every route of apps/web/src/app/router.tsx (and the admin area's own routes), as each role the
 * guards let in, at a phone and a desktop width: no serious or critical axe-core finding, no
 * horizontal page scroll, and scrolled to the end, the last focusable element of <main> ends above
 * the fixed 60 px bottom ad bar; at the phone width every control is at least 44 × 44 px. One page per role and width walks all routes (fast), and the
 * findings are collected so one run reports every broken route at once.
 */

const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;

type Role = 'anonymous' | 'member' | 'admin';

interface Demo {
  job: string;
  story: string | null;
  test: string | null;
  page: string | null;
  notice: string | null;
  recruitment: string | null;
  user: string;
}

let memberState: Awaited<ReturnType<BrowserContext['storageState']>>;
let adminState: Awaited<ReturnType<BrowserContext['storageState']>>;
let demo: Demo;

async function firstItem(request: APIRequestContext, url: string): Promise<Record<string, unknown> | null> {
  const response = await request.get(url);
  if (!response.ok()) return null;
  const body = (await response.json()) as { items?: Record<string, unknown>[] } | Record<string, unknown>[];
  const items = Array.isArray(body) ? body : (body.items ?? []);
  return items[0] ?? null;
}

const key = (item: Record<string, unknown> | null, ...names: string[]): string | null => {
  for (const name of names) if (item && typeof item[name] === 'string') return item[name] as string;
  return null;
};

function routesFor(role: Role): string[] {
  if (role === 'anonymous') return ['/', '/update-password', '/dashboard'];
  const member = [
    '/dashboard',
    '/profile',
    `/profile/${demo.user}`,
    '/jobs',
    `/jobs/${demo.job}`,
    '/saved-jobs',
    '/applications',
    '/alerts',
    '/tests',
    '/tests/history',
    ...(demo.test ? [`/tests/${demo.test}`] : []),
    '/typing_test',
    '/result',
    '/admit-card',
    '/answer-key',
    '/misc',
    '/exam-date',
    '/syllabus',
    '/friends',
    '/stories',
    ...(demo.story ? [`/stories/${demo.story}`] : []),
    '/submit-story',
    '/users',
    ...(demo.page ? [`/page/${demo.page}`] : []),
    ...(demo.notice ? [`/notice/${demo.notice}/pdf`] : []),
    '/no-such-page',
  ];
  if (role === 'member') return member;
  // The admin sees the member pages above through the same components: the walk adds the admin area.
  return [
    '/dashboard',
    '/admin',
    '/admin/recruitments',
    '/admin/recruitments/new',
    ...(demo.recruitment ? [`/admin/recruitments/${demo.recruitment}`] : []),
    '/admin/import',
    '/admin/pages',
    '/admin/pages/new',
    ...(demo.page ? [`/admin/pages/${demo.page}`] : []),
    '/admin/stories',
    '/admin/users',
    `/admin/users/${demo.user}`,
    '/admin/tests',
    '/admin/typing',
    '/admin/audit',
    '/admin/no-such-page',
  ];
}

/** Counts the page's API calls in flight, so a route counts as rendered once its data has arrived. */
function trackApi(page: Page): () => number {
  let inFlight = 0;
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (isApi(request.url())) inFlight += 1;
  });
  const done = (request: { url(): string }) => {
    if (isApi(request.url())) inFlight -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => inFlight;
}

/** Waits until the route has rendered: no API call in flight for a moment, no busy region left. */
async function settle(page: Page, inFlight: () => number): Promise<void> {
  const deadline = Date.now() + 8_000;
  let quietSince = 0;
  while (Date.now() < deadline) {
    if (inFlight() > 0) quietSince = 0;
    else if (quietSince === 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 150) break;
    await page.waitForTimeout(20);
  }
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]') && document.title !== '', undefined, {
      // A large admin page (the recruitment editor) on a loaded machine can take a while to show.
      timeout: 10_000,
    })
    .catch(() => undefined);
}

async function check(page: Page, inFlight: () => number, route: string, width: number): Promise<string[]> {
  const problems: string[] = [];
  await page.goto(route, { waitUntil: 'domcontentloaded' });
  await page.locator('main').waitFor();
  await settle(page, inFlight);

  for (const finding of await seriousAxeFindings(page)) problems.push(`${route} @${width}: axe ${finding}`);

  const scroll = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  if (scroll.scrollWidth > scroll.innerWidth) {
    problems.push(`${route} @${width}: page scrolls sideways (${scroll.scrollWidth} > ${scroll.innerWidth})`);
  }

  const covered = await page.evaluate(() => {
    window.scrollTo(0, document.scrollingElement!.scrollHeight);
    const ad = document.querySelector('[data-testid="bottom-ad"]');
    const main = document.querySelector('main');
    if (!ad || !main) return null;
    const focusable = [
      ...main.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
      ),
    ].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    });
    const last = focusable.at(-1);
    if (!last) return null;
    const adTop = ad.getBoundingClientRect().top;
    const bottom = last.getBoundingClientRect().bottom;
    // Only content that scrolls with the page counts: a fixed or sticky control is the page's own choice.
    return bottom > adTop + 0.5 ? `${last.tagName.toLowerCase()} "${last.textContent?.trim().slice(0, 40)}"` : null;
  });
  if (covered) problems.push(`${route} @${width}: last focusable ${covered} ends under the bottom ad bar`);
  if (width < 640) problems.push(...(await smallTapTargets(page)).map((target) => `${route} @${width}: ${target}`));
  return problems;
}

/** WCAG 2.5.5's 44 × 44 CSS px, which the phone layout promises for every control (issue #15). */
const MIN_TAP = 44;

/**
 * The controls in <main>, the header and open dialogs smaller than 44 × 44 px: buttons, [role=button],
 * tabs, inputs, selects, links styled as buttons (`data-slot="button"`, from `Button asChild`) and the
 * links of navigation bars. A checkbox or radio is measured by the label it sits in (the label is what
 * a finger taps). Inline text links, and controls that are a word of a sentence (inside a <p> with more
 * text), are exempt, as in WCAG 2.5.8. Disabled, hidden and visually hidden (1 px, `sr-only`) controls
 * are passed over.
 */
async function smallTapTargets(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  return page.evaluate((min) => {
    const roots = [
      document.querySelector('main'),
      document.querySelector('header'),
      ...document.querySelectorAll('[role="dialog"]'),
    ].filter((root): root is Element => root !== null);
    const selector = [
      'button',
      '[role="button"]',
      '[role="tab"]',
      'input:not([type="hidden"])',
      'select',
      'a[data-slot="button"]',
      // Links in a navigation bar (the admin sections, tabs) are tapped like buttons, not read in a sentence.
      'nav a[href]',
    ].join(', ');
    const found = new Map<Element, string>();
    for (const root of roots) {
      for (const element of root.querySelectorAll<HTMLElement>(selector)) {
        if (element.matches(':disabled, [aria-disabled="true"]')) continue;
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.display === 'none') continue;
        // A word of a sentence (an actor's name in an audit entry): exempt like a text link.
        const sentence = element.parentElement?.closest('p');
        const own = (element.textContent ?? '').trim().length;
        if (sentence && (sentence.textContent ?? '').trim().length > own + 10) continue;
        const drawn = element.getBoundingClientRect();
        if (drawn.width <= 1 || drawn.height <= 1) continue;
        const choice = element.matches('input[type="checkbox"], input[type="radio"]');
        const target = choice ? (element.closest('label') ?? element) : element;
        const box = target.getBoundingClientRect();
        if (box.width >= min - 0.5 && box.height >= min - 0.5) continue;
        const name = (
          element.getAttribute('aria-label') ??
          ((element as HTMLInputElement).labels?.[0]?.textContent || null) ??
          (element.textContent || null) ??
          element.getAttribute('name') ??
          element.id
        )
          .trim()
          .slice(0, 40);
        const kind =
          element.tagName.toLowerCase() + (element.getAttribute('type') ? `[${element.getAttribute('type')}]` : '');
        found.set(target, `tap target ${kind} "${name}" is ${Math.round(box.width)}×${Math.round(box.height)} px`);
      }
    }
    return [...found.values()];
  }, MIN_TAP);
}

/** Routes per test: a walk of 26 routes with axe on each outlasted any sane timeout on a slow CI machine. */
const ROUTES_PER_TEST = 7;

/** The role's routes in groups of ROUTES_PER_TEST (the count is fixed before beforeAll has the demo ids). */
function routeGroup(role: Role, group: number): string[] {
  return routesFor(role).slice(group * ROUTES_PER_TEST, (group + 1) * ROUTES_PER_TEST);
}

/** How many groups each role has: anonymous 3 routes, member up to 26, admin up to 16. */
const GROUPS: Record<Role, number> = { anonymous: 1, member: 4, admin: 3 };

async function walk(
  browser: Browser,
  role: Role,
  viewport: { width: number; height: number },
  routes: string[],
): Promise<string[]> {
  const context = await browser.newContext({
    viewport,
    // Not isMobile: a phone browser would zoom out to the widest content, hiding a sideways scroll.
    reducedMotion: 'reduce',
    ...(role === 'member' ? { storageState: memberState } : {}),
    ...(role === 'admin' ? { storageState: adminState } : {}),
    extraHTTPHeaders: { 'x-forwarded-for': `10.201.${WIDTHS.findIndex((w) => w.width === viewport.width)}.9` },
  });
  const page = await context.newPage();
  const inFlight = trackApi(page);
  const problems: string[] = [];
  for (const route of routes) problems.push(...(await check(page, inFlight, route, viewport.width)));
  await context.close();
  return problems;
}

test.describe('route walk', () => {
  // A group of routes per test; the 360 px walk also measures every control (slow on a busy machine).
  // The groups run on both workers (the walk is the suite's longest file, 5 min on one): each worker
  // makes its own member in beforeAll.
  test.describe.configure({ mode: 'parallel', timeout: 150_000 });

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.200.0.1' } });
    const page = await context.newPage();
    const account = await createConfirmedAccount(page, { name: 'Walk Member' });
    await signInThroughUi(page, account.email, account.password);
    memberState = await context.storageState();
    const me = (await (await page.request.get('/api/me')).json()) as { user?: { id: string }; id?: string };
    const userId = me.user?.id ?? me.id;
    const jobs = await firstItem(page.request, '/api/jobs');
    const stories = await firstItem(page.request, '/api/stories');
    const tests = await firstItem(page.request, '/api/mock-tests');
    const notice = await firstItem(page.request, '/api/notices?type=result');
    await context.close();

    const adminContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.200.0.2' } });
    const adminPage = await adminContext.newPage();
    await signInAsAdmin(adminPage);
    adminState = await adminContext.storageState();
    const pages = await firstItem(adminPage.request, '/api/admin/pages');
    const recruitments = await firstItem(adminPage.request, '/api/admin/recruitments');
    await adminContext.close();

    expect(userId, 'the member has an id').toBeTruthy();
    expect(jobs, 'the demo data has jobs').toBeTruthy();
    demo = {
      job: key(jobs, 'slug', 'id')!,
      story: key(stories, 'slug', 'id'),
      test: key(tests, 'slug'),
      page: key(pages, 'slug'),
      notice: key(notice, 'id'),
      recruitment: key(recruitments, 'id'),
      user: userId!,
    };
  });

  for (const viewport of WIDTHS) {
    for (const role of ['anonymous', 'member', 'admin'] as const) {
      for (let group = 0; group < GROUPS[role]; group += 1) {
        const part = GROUPS[role] > 1 ? ` (part ${group + 1} of ${GROUPS[role]})` : '';
        test(`${role} at ${viewport.width}×${viewport.height}${part}: no serious axe finding, no sideways scroll, nothing under the ad bar${viewport.width < 640 ? ', tap targets ≥ 44 px' : ''}`, async ({
          browser,
        }) => {
          const routes = routeGroup(role, group);
          expect(routes.length, 'the group has routes to walk').toBeGreaterThan(0);
          const problems = await walk(browser, role, viewport, routes);
          expect(problems).toEqual([]);
        });
      }
    }
  }

  test('the groups cover every route of every role', () => {
    for (const role of ['anonymous', 'member', 'admin'] as const) {
      const walked = Array.from({ length: GROUPS[role] }, (_, group) => routeGroup(role, group)).flat();
      expect(walked, role).toEqual(routesFor(role));
    }
  });

  test('on a phone, /jobs shows the first job above the ad bar; the Filters button opens the filters in a sheet', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      reducedMotion: 'reduce',
      storageState: memberState,
      extraHTTPHeaders: { 'x-forwarded-for': '10.201.5.9' },
    });
    const page = await context.newPage();
    await page.goto('/jobs?qualification=graduate&sort=newest');
    const firstCard = page.getByTestId('job-card').first();
    await expect(firstCard).toBeVisible();
    const top = (await firstCard.boundingBox())!.y;
    expect(top).toBeLessThan(740 - 60);
    // Not just its top edge: the first job's title is readable above the 60 px ad bar.
    const title = (await firstCard.getByRole('heading').boundingBox())!;
    expect(title.y + title.height).toBeLessThanOrEqual(740 - 60);

    // The filter controls wait in a sheet; the button counts the active ones (qualification and sort).
    await expect(page.getByLabel('Qualification')).toHaveCount(0);
    const filters = page.getByRole('button', { name: /^Filters/ });
    await expect(filters).toHaveText('Filters2');
    await filters.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet.getByLabel('Qualification')).toHaveValue('graduate');
    await sheet.getByLabel('State').selectOption({ index: 1 });
    await expect(page).toHaveURL(/state=/);
    await sheet.getByRole('button', { name: 'Close filters' }).click();
    await expect(filters).toHaveText('Filters3');
    await context.close();
  });

  test('every element the keyboard reaches shows a focus ring', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
      storageState: memberState,
      extraHTTPHeaders: { 'x-forwarded-for': '10.201.6.9' },
    });
    const page = await context.newPage();
    const unmarked: string[] = [];
    for (const route of ['/dashboard', `/jobs/${demo.job}`]) {
      await page.goto(route);
      await expect(page.locator('main h1').first()).toBeVisible();
      for (let step = 0; step < 30; step += 1) {
        await page.keyboard.press('Tab');
        const focus = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          if (!element || element === document.body) return null;
          const style = getComputedStyle(element);
          const ring = (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none';
          return {
            ring,
            name: `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`,
          };
        });
        if (focus && !focus.ring) unmarked.push(`${route}: ${focus.name}`);
      }
    }
    await context.close();
    expect([...new Set(unmarked)]).toEqual([]);
  });

  test('on a phone, the jobs error state’s “Try again” sits fully above the ad bar', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      reducedMotion: 'reduce',
      storageState: memberState,
      extraHTTPHeaders: { 'x-forwarded-for': '10.201.7.9' },
      // The service worker would fetch /api/jobs itself, past page.route: this test is about layout.
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.route(/\/api\/jobs(\?|$)/, (route) =>
      route.fulfill({ status: 503, json: { error: 'unavailable', message: 'Try later' } }),
    );
    // Into /jobs within the app: a document for /jobs would come with the list in it (decision 018),
    // and the error state is what the app shows when its own request fails.
    await page.goto('/saved-jobs');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    await page.evaluate(() => {
      window.history.pushState(null, '', '/jobs');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const retry = page.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeVisible({ timeout: 20_000 });
    await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
    const adTop = (await page.getByTestId('bottom-ad').boundingBox())!.y;
    const box = (await retry.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(adTop);
    await context.close();
  });
});
