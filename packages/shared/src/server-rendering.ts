/**
 * What the server and the web app agree on for server-rendered pages (decisions 016 and 018). No zod:
 * the web app's first load imports this.
 */

/**
 * A server-rendered page hands the web app the answers it was rendered from: JSON in the script
 * element with this id, a list of queries (key and data) for the app's query cache.
 */
export const INITIAL_QUERIES_ELEMENT_ID = 'jobportal-initial-queries';
export type InitialQuery = {
  key: readonly unknown[];
  data: unknown;
  /** The API request that answered it (server side only: which answers are personal, decision 019). */
  url?: string;
};

/** The path and query of a server-rendered page's API request, as the API sees it. */
export function requestPath(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  const url = input instanceof URL ? input : new URL(input.url, 'http://localhost');
  return `${url.pathname}${url.search}`;
}

/** The interface languages a page is rendered in. */
export type PageLanguage = 'en' | 'hi';

/** The web app keeps its interface language in this cookie too (lib/i18n.ts); the server renders in it. */
export const LANGUAGE_COOKIE = 'jobportal_language';

/** The language the cookie in a `Cookie` header (or `document.cookie`) names; null when none or unknown. */
export function languageInCookies(cookies: string): PageLanguage | null {
  const value = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(cookies)?.[1];
  return value === 'en' || value === 'hi' ? value : null;
}

/** The web app's HTML for one URL as one visitor sees it (`renderPage` in apps/web/src/entry-server.tsx). */
export type RenderedPage = {
  /** The app's HTML for the root element. */
  html: string;
  /** The answers it was rendered from: the browser's app starts from them (lib/initial-queries.ts). */
  queries: InitialQuery[];
  language: PageLanguage;
  /** Rendered for a signed-in user: the document is theirs alone, never cached or shared. */
  personal: boolean;
};

/**
 * The pages the server renders (where visitors land: the sign-in screen, the dashboard, the lists and
 * a recruitment's page); any other page is drawn by the app in the browser. Both ends read this list.
 */
export const RENDERED_PAGES = [
  '/',
  '/dashboard',
  '/jobs',
  '/result',
  '/admit-card',
  '/answer-key',
  '/exam-date',
  '/misc',
  '/syllabus',
] as const;

/** Does the server render the page at this path (one of RENDERED_PAGES, or a recruitment `/jobs/{idOrSlug}`)? */
export function isRenderedPath(pathname: string): boolean {
  if ((RENDERED_PAGES as readonly string[]).includes(pathname)) return true;
  return /^\/jobs\/[^/]+$/.test(pathname);
}

/**
 * Every path of the web app's route table (apps/web/src/app/router.tsx, which a web test holds equal to
 * this): `:name` is one segment, a trailing `*` any rest. A path none of them matches is not a page: the
 * server answers it 404 with the app's not-found page.
 */
export const APP_ROUTES = [
  '/',
  '/update-password',
  '/sitemap.xml',
  '/jobs',
  '/jobs/:idOrSlug',
  '/result',
  '/admit-card',
  '/answer-key',
  '/misc',
  '/exam-date',
  '/syllabus',
  '/stories',
  '/stories/:slug',
  '/page/:slug',
  '/notice/:id/pdf',
  '/dashboard',
  '/profile',
  '/profile/:userId',
  '/saved-jobs',
  '/answer-key/:noticeId/check',
  '/applications',
  '/alerts',
  '/tests',
  '/tests/history',
  '/tests/:slug',
  '/tests/attempts/:id',
  '/tests/attempts/:id/result',
  '/typing_test',
  '/tools/photo',
  '/friends',
  '/submit-story',
  '/users',
  '/admin/*',
] as const;

const routeSegments = APP_ROUTES.map((route) => route.split('/').slice(1));

/** Does a route of the web app know this path (trailing slashes aside, as the app's router ignores them)? */
export function isAppPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const segments = path.split('/').slice(1);
  return routeSegments.some((route) => {
    if (route.at(-1) === '*') {
      const fixed = route.slice(0, -1);
      return segments.length >= fixed.length && fixed.every((part, index) => part === segments[index]);
    }
    if (route.length !== segments.length) return false;
    return route.every((part, index) => (part.startsWith(':') ? segments[index] !== '' : part === segments[index]));
  });
}

/**
 * In the head of a document the server answers 404 or 400 (unknown content, a path no route knows, a
 * malformed id), its content the kind of thing not found: the app shows its not-found page for it at the
 * document's path, on the server as in the browser.
 */
export const NOT_FOUND_META_NAME = 'jobportal:not-found';

/** What was not found: a recruitment (`/jobs/…`), a notice (`/notice/…/pdf`), or any other page. */
export const NOT_FOUND_KINDS = ['recruitment', 'notice', 'page'] as const;
export type NotFoundKind = (typeof NOT_FOUND_KINDS)[number];

/** Where the not-found page is rendered: one document for every URL that has none (it shows no path). */
export const NOT_FOUND_RENDER_PATH = '/not-found';
