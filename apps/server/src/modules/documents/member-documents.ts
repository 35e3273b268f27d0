import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  requestPath,
  type InitialQuery,
  type NotFoundKind,
  type PageLanguage,
  type RenderedPage,
} from '@jobportal/shared';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import type { Viewer } from '../auth/index.ts';
import type { MemberAnswerer } from './member-answers.ts';
import type { PersonalParts } from './personal-parts.ts';
import { scriptSafeJson } from './html-document.ts';
import { compressKept } from '../../http/stitched-gzip.ts';

/**
 * Signed-in documents without a render per page view (decision 019). A page is rendered once per URL
 * and language for "a member" (placeholders for who they are, the public answers for what they see)
 * and kept; each member's document is that HTML with their name put in and their own answers (session,
 * profile, their verdicts on the list or recruitment, their saved jobs) added as JSON for the app. What
 * only a member may see is never in the kept HTML: the components that show it draw it once the app
 * runs the page (`usePersonalParts`), and the bell fetches its own count. Which requests are whose is
 * declared by the modules that serve them (personal-parts.ts); this file names none of them.
 */

/** The placeholder member a shared page is rendered for; none of it may reach the HTML but the name. */
const SHARED_VIEWER_ID = 'jp-shared-viewer-7c1e2a';
const SHARED_VIEWER_EMAIL = 'shared-viewer-7c1e2a@invalid';
/** Where each member's name goes (letters only: HTML escaping leaves it as it is). */
const NAME_MARKER = 'jpViewerName7c1e2a';
/** Where each member's own answers go, in the initial-queries JSON. */
const QUERIES_MARKER = 'jpMemberQueries7c1e2a';
const MARKERS = new RegExp(`(${NAME_MARKER}|"${QUERIES_MARKER}")`);

/**
 * The placeholder member as the modules' placeholders see them (personal-parts.ts): a member, but
 * nobody in particular, reading the page in `language`.
 */
const placeholderMember = (language: PageLanguage): Viewer => ({
  id: SHARED_VIEWER_ID,
  email: SHARED_VIEWER_EMAIL,
  name: NAME_MARKER,
  image: null,
  isAdmin: false,
  preferredLanguage: language,
  sessionId: SHARED_VIEWER_ID,
  sessionExpiresAt: '2100-01-01T00:00:00.000Z',
});

/**
 * How a member's own answer to a request of the shared page is found (`opening`: its JSON up to the
 * data; `answerer`: the module's answer in process, when there is one).
 */
type Slot = {
  key: readonly unknown[];
  url: string;
  opening: Buffer;
  answerer: MemberAnswerer | undefined;
};

/** A kept page: its text as bytes between the markers, and a name for this version of it. */
type Shared = { parts: Array<Buffer | typeof NAME_MARKER | typeof QUERIES_MARKER>; slots: Slot[]; version: string };

export type MemberDocuments = {
  /**
   * This member's document for the URL, or undefined when the page cannot be shared between members
   * (then it is rendered for them alone, as before). `notFound`: the app's not-found page instead,
   * rendered at `at` and kept once per kind for every URL that has no page (never one per URL).
   */
  documentFor(
    request: FastifyRequest,
    viewer: Viewer,
    language: PageLanguage,
    assemble: (page: RenderedPage) => Promise<string>,
    notFound?: { at: string; kind: NotFoundKind },
  ): Promise<{ body: Buffer[]; etag: string } | undefined>;
};

const CLOSE = Buffer.from('}');
const COMMA = Buffer.from(',');

/** Text escaped as React escapes it (`&#x27;`, not html-document's `&#39;`): the app hydrates it as it is. */
const escapeReactText = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#x27' }[char]};`);

export function createMemberDocuments(options: {
  app: FastifyInstance;
  /** The web app's renderer, its requests answered by `fetchApi` (`notFound`: the app's not-found page). */
  renderPage: (
    url: string,
    fetchApi: typeof fetch,
    language: PageLanguage,
    notFound: NotFoundKind | undefined,
  ) => Promise<RenderedPage | undefined>;
  /** How long a shared page is served before it is rendered again (days left, scheduled notices). */
  keepMs: number;
  changeFeed: ChangeFeed;
  /**
   * What each module declared of the paths it serves: placeholders, the member's own answers (one no
   * module answers in process is asked of the API as the member), what the app fetches itself, who.
   */
  personalParts: PersonalParts;
  onError: (error: unknown, url: string) => void;
  /** Told whether a member's page was served from the kept ones (the metrics' cache counts). */
  onLookup?: (hit: boolean) => void;
}): MemberDocuments {
  const { app, keepMs, personalParts } = options;
  type Kept = { shared: Shared | null; renderedAt: number };
  const kept = new Map<string, Kept>();
  const rendering = new Map<string, Promise<Kept>>();
  options.changeFeed.subscribe((change) => {
    // New or changed content: pages are rendered again on their next view.
    if (change.kind === 'content-changed' || change.kind === 'missed') kept.clear();
  });

  /** The API as a member who is nobody in particular: placeholders for who, public answers for what. */
  function sharedFetch(language: PageLanguage, refuse: () => void): typeof fetch {
    const member = placeholderMember(language);
    return async (input) => {
      const url = requestPath(input);
      const pathname = url.split('?')[0]!;
      const placeholder = personalParts.partOf(pathname)?.placeholder?.(member);
      if (placeholder !== undefined) return Response.json(placeholder);
      // Asked without a cookie: whatever answers is public by definition.
      const answer = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      if (answer.statusCode !== 200) refuse();
      return new Response(answer.body, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    };
  }

  async function render(
    url: string,
    language: PageLanguage,
    assemble: (page: RenderedPage) => Promise<string>,
    notFound: NotFoundKind | undefined,
    previous: Shared | null | undefined,
  ): Promise<Shared | null> {
    let shareable = true;
    const page = await options.renderPage(
      url,
      sharedFetch(language, () => (shareable = false)),
      language,
      notFound,
    );
    if (!page || !shareable) return null;
    const slots: Slot[] = [];
    const queries: Array<InitialQuery | string> = [];
    for (const query of page.queries) {
      // Who the member is: every document has theirs (ownBytesOf).
      if (personalParts.who.some((who) => who.isKey(query.key))) continue;
      if (query.url !== undefined) {
        const url = new URL(query.url, 'http://localhost');
        const part = personalParts.partOf(url.pathname);
        if (part?.fetchedByApp) continue;
        if (part?.own) {
          const opening = Buffer.from(`{"key":${scriptSafeJson(JSON.stringify(query.key))},"data":`);
          // Found once per kept page (its URL read once), then asked for every member who opens it.
          slots.push({ key: query.key, url: query.url, opening, answerer: part.own(url) });
          continue;
        }
      }
      queries.push({ key: query.key, data: query.data });
    }
    queries.push(QUERIES_MARKER);
    const html = await assemble({ ...page, queries: queries as InitialQuery[], personal: true });
    // Nothing of the placeholder member but the name may be in it; a page that shows more is not shared.
    if (html.includes(SHARED_VIEWER_ID) || html.includes(SHARED_VIEWER_EMAIL)) return null;
    const texts = html.split(MARKERS);
    if (texts.filter((part) => part === `"${QUERIES_MARKER}"`).length !== 1) return null;
    const version = createHash('sha1').update(html).digest('base64url');
    // The same page as before (nothing changed in the meantime): the kept bytes and their compressions
    // stay, only the time is new.
    if (previous?.version === version) return previous;
    // Encoded once: each member's document is these bytes and a few of their own.
    const parts = texts.map((part) =>
      part === NAME_MARKER ? NAME_MARKER : part === `"${QUERIES_MARKER}"` ? QUERIES_MARKER : Buffer.from(part),
    );
    // Compressed before it is kept: every member's view of it is gzip from the first (decision 031).
    await compressKept(parts.flatMap((part) => (typeof part === 'string' ? [] : [part])));
    return { parts, slots, version };
  }

  /** The kept page, rendered again in the background once older than `keepMs` (the old one meanwhile). */
  function sharedPage(
    url: string,
    language: PageLanguage,
    assemble: (page: RenderedPage) => Promise<string>,
    notFound: NotFoundKind | undefined,
  ) {
    // The not-found page is one entry per language and kind, apart from the URLs' (which start with '/').
    const key = notFound ? `${language} not-found ${notFound}` : `${language} ${url}`;
    const current = kept.get(key);
    const fresh = current && Date.now() - current.renderedAt < keepMs;
    // A stale page served while the next renders counts as a hit: no member waits for a render.
    options.onLookup?.(fresh === true || (current !== undefined && keepMs > 0));
    if (fresh) return Promise.resolve(current);
    let pending = rendering.get(key);
    if (!pending) {
      pending = render(url, language, assemble, notFound, current?.shared)
        .catch((error: unknown) => {
          options.onError(error, url);
          return null;
        })
        .then((shared) => {
          const next = { shared, renderedAt: Date.now() };
          if (keepMs <= 0) return next;
          if (kept.size >= 500) kept.delete(kept.keys().next().value!);
          kept.set(key, next);
          return next;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    // A stale page is served while the next one renders (content changes clear it: never served then).
    return current && keepMs > 0 ? Promise.resolve(current) : pending;
  }

  /** The member's own answer to one of the page's requests, as the API gives it to them. */
  async function answerAs(
    request: FastifyRequest,
    viewer: Viewer,
    slot: Slot,
  ): Promise<{ parts: Buffer[]; etag: string } | undefined> {
    const key = slot.opening;
    // Already safe inside the script element (member-answers.ts).
    const direct = await slot.answerer?.(viewer);
    if (direct !== undefined) return { parts: [key, ...direct.parts, CLOSE], etag: direct.etag };
    const answer = await app.inject({
      method: 'GET',
      url: slot.url,
      remoteAddress: request.ip,
      headers: { accept: 'application/json', cookie: request.headers.cookie ?? '' },
    });
    if (answer.statusCode !== 200) return undefined;
    const body = scriptSafeJson(answer.body);
    return { parts: [key, Buffer.from(body), CLOSE], etag: createHash('sha1').update(body).digest('base64url') };
  }

  /**
   * The member's own bytes of every document: their name as the page shows it, and who they are as the
   * app reads it (session and profile). Made once per signed-in viewer (the guard keeps one per session
   * and makes a new one when anything in it changes).
   */
  const ownBytes = new WeakMap<Viewer, { name: Buffer; who: Buffer[]; tag: string; etags: Map<string, string> }>();
  function ownBytesOf(viewer: Viewer) {
    let bytes = ownBytes.get(viewer);
    if (bytes) return bytes;
    const who = personalParts.who.map((part) => Buffer.from(scriptSafeJson(JSON.stringify(part.entry(viewer)))));
    const name = Buffer.from(escapeReactText(viewer.name));
    const hash = createHash('sha1').update(name);
    for (const piece of who) hash.update(piece);
    const tag = hash.digest('base64url');
    bytes = { name, who, tag, etags: new Map() };
    ownBytes.set(viewer, bytes);
    return bytes;
  }

  return {
    async documentFor(request, viewer, language, assemble, notFound) {
      const { shared } = await sharedPage(notFound?.at ?? request.url, language, assemble, notFound?.kind);
      if (!shared) return undefined;
      const own = await Promise.all(shared.slots.map((slot) => answerAs(request, viewer, slot)));
      if (own.some((answer) => answer === undefined)) return undefined;
      const { name, who, tag, etags } = ownBytesOf(viewer);
      const answers = own as Array<{ parts: Buffer[]; etag: string }>;
      const pieces: Buffer[] = [];
      for (const entry of [...who.map((piece) => [piece]), ...answers.map((answer) => answer.parts)]) {
        if (pieces.length > 0) pieces.push(COMMA);
        pieces.push(...entry);
      }
      // The kept bytes are sent as they are, between the member's own: no copy of the whole document.
      const body = shared.parts.flatMap((part) =>
        part === NAME_MARKER ? [name] : part === QUERIES_MARKER ? pieces : [part],
      );
      // Named by the kept page's version, who is asking, and the versions of their answers: worked out
      // once per viewer for each set of versions (a member refreshing a page asks the same again).
      let versions = shared.version;
      for (const answer of answers) versions += ` ${answer.etag}`;
      let etag = etags.get(versions);
      if (etag === undefined) {
        const hash = createHash('sha1').update(shared.version).update(tag);
        for (const answer of answers) hash.update(answer.etag);
        etag = `W/"d${hash.digest('base64url')}"`;
        if (etags.size >= 32) etags.clear();
        etags.set(versions, etag);
      }
      return { body, etag };
    },
  };
}
