import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { SITE_NAME, type AnswerKeyStage } from '@jobportal/shared';

/** Open Graph's recommended size: WhatsApp, Telegram, Facebook and X all crop from it. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** The public facts a recruitment's card shows. */
export type JobCardFacts = {
  title: string;
  titleHi: string | null;
  organisation: string;
  totalVacancies: number | null;
  /** Already formatted for display (dd/mm/yyyy). */
  lastDate: string | null;
};

/**
 * A member's answer-key score as they may share it: the exam and the figures, nothing of the person
 * (the server never has the sheet's name, roll number or centre). Figures already formatted.
 */
export type ScoreCardFacts = {
  exam: string;
  notice: string;
  marks: string;
  maxMarks: string;
  rank: string | null;
  normalised: string | null;
  stage: AnswerKeyStage;
};

/** What a card says: a recruitment's facts, a member's score, or the site-wide default. */
export type OgCard =
  { kind: 'job'; job: JobCardFacts } | { kind: 'score'; score: ScoreCardFacts } | { kind: 'site'; tagline: string };

/** Bump when the layout changes, so cached cards are drawn again. */
const LAYOUT_VERSION = 1;

// The app's colours (apps/web/src/styles.css: brand-700, slate).
const BRAND = '#1d4ed8';
const BRAND_DARK = '#1e40af';
const BRAND_LIGHT = '#dbeafe';
const INK = '#0f172a';
const MUTED = '#475569';

type Font = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };

const require = createRequire(import.meta.url);

/** satori reads woff (not woff2): Noto Sans for Latin, Noto Sans Devanagari for Hindi. */
async function loadFonts(): Promise<Font[]> {
  const file = (pkg: string, name: string) => readFile(require.resolve(`${pkg}/files/${name}`));
  const [latin400, latin700, deva400, deva700] = await Promise.all([
    file('@fontsource/noto-sans', 'noto-sans-latin-400-normal.woff'),
    file('@fontsource/noto-sans', 'noto-sans-latin-700-normal.woff'),
    file('@fontsource/noto-sans-devanagari', 'noto-sans-devanagari-devanagari-400-normal.woff'),
    file('@fontsource/noto-sans-devanagari', 'noto-sans-devanagari-devanagari-700-normal.woff'),
  ]);
  return [
    { name: 'Noto Sans', data: latin400, weight: 400, style: 'normal' },
    { name: 'Noto Sans', data: latin700, weight: 700, style: 'normal' },
    { name: 'Noto Sans Devanagari', data: deva400, weight: 400, style: 'normal' },
    { name: 'Noto Sans Devanagari', data: deva700, weight: 700, style: 'normal' },
  ];
}

type Node = { type: string; props: { style?: Record<string, unknown>; children?: unknown } };
const el = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

function fact(label: string, value: string): Node {
  return el('div', { display: 'flex', flexDirection: 'column', marginRight: 64 }, [
    el('div', { fontSize: 26, color: MUTED }, label),
    el('div', { fontSize: 40, fontWeight: 700, color: INK }, value),
  ]);
}

/** A score card's body: the exam, the notice and stage, the marks large, then rank and normalised marks. */
function scoreBody(score: ScoreCardFacts): Node {
  return el('div', { display: 'flex', flexDirection: 'column', flexGrow: 1, padding: '40px 56px 44px' }, [
    el(
      'div',
      { fontSize: score.exam.length > 70 ? 40 : 46, fontWeight: 700, color: INK, lineHeight: 1.15 },
      clip(score.exam, 100),
    ),
    el(
      'div',
      { fontSize: 28, color: MUTED, marginTop: 12 },
      `${clip(score.notice, 60)} · ${score.stage === 'final' ? 'Final key · अंतिम कुंजी' : 'Provisional key · अनंतिम कुंजी'}`,
    ),
    el('div', { display: 'flex', alignItems: 'baseline', marginTop: 28 }, [
      el('div', { fontSize: 30, color: MUTED, marginRight: 20 }, 'Score · स्कोर'),
      el('div', { fontSize: 96, fontWeight: 700, color: BRAND_DARK }, score.marks),
      el('div', { fontSize: 44, color: MUTED, marginLeft: 12 }, `/ ${score.maxMarks}`),
    ]),
    el('div', { display: 'flex', marginTop: 'auto' }, [
      ...(score.rank ? [fact('Rank among members', score.rank)] : []),
      ...(score.normalised ? [fact('Normalised marks', score.normalised)] : []),
    ]),
  ]);
}

/** The card as satori's element tree: a brand bar, the title, Hindi title, organisation, facts. */
function layout(card: OgCard): Node {
  const brandBar = el(
    'div',
    {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      backgroundColor: BRAND,
      color: '#ffffff',
      padding: '28px 56px',
      fontSize: 34,
      fontWeight: 700,
    },
    [
      el('div', { display: 'flex' }, SITE_NAME),
      el(
        'div',
        { display: 'flex', fontSize: 26, fontWeight: 400, color: BRAND_LIGHT },
        'Government jobs · सरकारी नौकरी',
      ),
    ],
  );
  const body =
    card.kind === 'score'
      ? scoreBody(card.score)
      : card.kind === 'job'
        ? el('div', { display: 'flex', flexDirection: 'column', flexGrow: 1, padding: '44px 56px 48px' }, [
            el(
              'div',
              { fontSize: card.job.title.length > 70 ? 50 : 60, fontWeight: 700, color: INK, lineHeight: 1.15 },
              clip(card.job.title, 110),
            ),
            ...(card.job.titleHi
              ? [
                  el(
                    'div',
                    { fontSize: 36, color: BRAND_DARK, marginTop: 14, lineHeight: 1.3 },
                    clip(card.job.titleHi, 70),
                  ),
                ]
              : []),
            el('div', { fontSize: 32, color: MUTED, marginTop: 18 }, clip(card.job.organisation, 70)),
            el('div', { display: 'flex', marginTop: 'auto' }, [
              ...(card.job.totalVacancies !== null
                ? [fact('Vacancies', card.job.totalVacancies.toLocaleString('en-IN'))]
                : []),
              ...(card.job.lastDate ? [fact('Last date', card.job.lastDate)] : []),
            ]),
          ])
        : el('div', { display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'center', padding: 56 }, [
            el('div', { fontSize: 80, fontWeight: 700, color: INK }, SITE_NAME),
            el('div', { fontSize: 38, color: MUTED, marginTop: 20, lineHeight: 1.3 }, clip(card.tagline, 120)),
            el('div', { fontSize: 34, color: BRAND_DARK, marginTop: 20 }, 'रिज़ल्ट · एडमिट कार्ड · उत्तर कुंजी'),
          ]);
  return el(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      width: OG_WIDTH,
      height: OG_HEIGHT,
      backgroundColor: '#ffffff',
      fontFamily: 'Noto Sans, Noto Sans Devanagari',
      borderBottom: `16px solid ${BRAND}`,
    },
    [brandBar, body],
  );
}

/** Renders a card to a 1200×630 PNG (satori lays out to SVG, resvg rasterises it). */
export async function renderOgPng(card: OgCard, fonts: Font[]): Promise<Buffer> {
  // satori's types want a ReactNode; a plain { type, props } tree is what React elements are.
  const svg = await satori(layout(card) as unknown as Parameters<typeof satori>[0], {
    width: OG_WIDTH,
    height: OG_HEIGHT,
    fonts,
  });
  return new Resvg(svg, { fitTo: { mode: 'width', value: OG_WIDTH } }).render().asPng();
}

export type OgImages = {
  /** The PNG for a card: from the disk cache, or drawn once (concurrent first requests share one drawing). */
  png(card: OgCard): Promise<Buffer>;
  /** The cache key of a card (the ETag of its PNG). */
  key(card: OgCard): string;
};

/**
 * Cards cached on disk under `dir` by a hash of what they show, so a changed title or date gives a new
 * file and an unchanged one is drawn once per data directory. Several instances sharing a DATA_DIR may
 * draw the same card once each; the write is atomic (temporary file, then rename).
 */
export function createOgImages(dir: string, render: typeof renderOgPng = renderOgPng): OgImages {
  let fonts: Promise<Font[]> | undefined;
  const inFlight = new Map<string, Promise<Buffer>>();
  const key = (card: OgCard) =>
    createHash('sha256')
      .update(JSON.stringify({ v: LAYOUT_VERSION, card }))
      .digest('hex')
      .slice(0, 32);

  async function produce(hash: string, card: OgCard): Promise<Buffer> {
    const file = path.join(dir, `${hash}.png`);
    const cached = await readFile(file).catch(() => undefined);
    if (cached) return cached;
    fonts ??= loadFonts();
    const png = await render(card, await fonts);
    await mkdir(dir, { recursive: true });
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, png);
    await rename(temporary, file);
    return png;
  }

  return {
    key,
    png(card) {
      const hash = key(card);
      let pending = inFlight.get(hash);
      if (!pending) {
        pending = produce(hash, card).finally(() => inFlight.delete(hash));
        inFlight.set(hash, pending);
      }
      return pending;
    },
  };
}

/** Cards drawn when asked and not kept (a member's own score card: one per member, shared once). */
export function createCardRenderer(render: typeof renderOgPng = renderOgPng) {
  let fonts: Promise<Font[]> | undefined;
  return {
    async png(card: OgCard): Promise<Buffer> {
      fonts ??= loadFonts();
      return render(card, await fonts);
    },
  };
}
export type CardRenderer = ReturnType<typeof createCardRenderer>;
