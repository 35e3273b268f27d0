import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  adminTypingPassages,
  adminTypingRuleSets,
  currentTypingRuleSets,
  evaluateTyping,
  findTypingPassage,
  findTypingRuleSet,
  TYPING_PASSAGES,
  typingAttemptStarted,
  typingHistory,
  typingPassageFull,
  typingPassages,
  typingPresets,
  typingResult,
  type StartTypingAttemptInput,
  type TypingRuleSet,
} from '@jobportal/shared';
import type { Database } from '../../db/client.ts';
import { createResponseCache } from '../../http/response-cache.ts';
import { createTestApp } from '../../testing/app.ts';
import { createCapturingMailer, createVerifiedUser, ORIGIN } from '../../testing/auth.ts';
import { createTestDatabase } from '../../testing/database.ts';
import { createProfilesRepository } from '../profiles/profiles.repository.ts';
import { seedTypingContent } from '../../db/seed/typing-content.ts';

let app: FastifyInstance;
let db: Database;
const mailer = createCapturingMailer();
type Member = Awaited<ReturnType<typeof createVerifiedUser>>;
let asha: Member;
let bilal: Member;
let admin: Member;

type Method = 'GET' | 'POST' | 'PATCH';
const call = (who: Member | null, method: Method, url: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(who ? { cookie: who.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

const OPTIONS = { backspace: true, spaceLock: false, highlight: true, blind: false };
const practice = (overrides: Partial<StartTypingAttemptInput> = {}): StartTypingAttemptInput => ({
  ruleSetId: 'free-practice-v1',
  passageId: 'en-public-library',
  mode: 'practice',
  minutes: 1,
  layout: 'english',
  options: OPTIONS,
  ...overrides,
});

async function start(who: Member, input: StartTypingAttemptInput) {
  const response = await call(who, 'POST', '/api/typing/attempts', input);
  expect(response.statusCode, response.body).toBe(201);
  return typingAttemptStarted.parse(response.json());
}

const submit = (who: Member, id: string, body: { typed: string; elapsedMs: number; keystrokes: number }) =>
  call(who, 'POST', `/api/typing/attempts/${id}/submit`, body);

// The worked examples the browser tests type too (e2e/tests/typing): one mistake of several classes each.
const ENGLISH_TYPED =
  'A public library is one of the the most valuable institutions a town can have. It offers books, newspapers and a quiet place to studdy to anyone who walks in whatever their income. For students preparing for competitive examinations, a wellstocked reading room';
const HINDI_TYPED = 'स्वच्छता केवल सफाई कर्मचारियों कि जिम्मेदारी है, बल्कि हर हर नागरिक का कर्तव्य है।';

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  // A real public cache: admin changes must empty it.
  app = await createTestApp(db, { mailer, publicCache: createResponseCache({ ttlMs: 60_000 }) });
  asha = await createVerifiedUser(app, mailer, { name: 'Asha Verma' });
  bilal = await createVerifiedUser(app, mailer, { name: 'Bilal Khan' });
  admin = await createVerifiedUser(app, mailer, { name: 'Site Admin' });
  await createProfilesRepository(db).setAdminByEmail(admin.email, true);
});

describe('built-in content', () => {
  it('is in the database as the app starts it (main.ts seeds it; so does the test template), and only once', async () => {
    const { rows } = await db.$client.query<{ sets: number; passages: number }>(
      'SELECT (SELECT count(*)::int FROM typing_rule_sets) AS sets, (SELECT count(*)::int FROM typing_passages) AS passages',
    );
    expect(rows[0]).toEqual({ sets: 8, passages: TYPING_PASSAGES.length });
    expect(await seedTypingContent(db)).toBe(0);
  });

  it('lists the current presets as public, cacheable data (no session needed)', async () => {
    const response = await call(null, 'GET', '/api/typing/presets');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=60');
    const { items } = typingPresets.parse(response.json());
    expect(items.map((set) => set.id).sort()).toEqual(
      currentTypingRuleSets()
        .map((set) => set.id)
        .sort(),
    );
    expect(items.find((set) => set.id === 'ssc-chsl-en-v1')).toEqual(findTypingRuleSet('ssc-chsl-en-v1'));
  });

  it('lists passages without their text, by language and preset family; one passage with its text', async () => {
    const all = typingPassages.parse((await call(null, 'GET', '/api/typing/passages')).json()).items;
    expect(all.filter((passage) => passage.language === 'en').length).toBeGreaterThanOrEqual(10);
    expect(all.filter((passage) => passage.language === 'hi').length).toBeGreaterThanOrEqual(10);
    expect(all[0]).not.toHaveProperty('text');

    const hindiChsl = typingPassages.parse(
      (await call(null, 'GET', '/api/typing/passages?language=hi&preset=ssc-chsl-hi')).json(),
    ).items;
    expect(hindiChsl.length).toBeGreaterThanOrEqual(5);
    expect(
      hindiChsl.every((passage) => passage.language === 'hi' && passage.presetFamilies.includes('ssc-chsl-hi')),
    ).toBe(true);

    const one = typingPassageFull.parse((await call(null, 'GET', '/api/typing/passages/hi-swachhta')).json());
    expect(one).toMatchObject({ version: 1, text: findTypingPassage('hi-swachhta')!.text, wordCount: 99 });
    expect((await call(null, 'GET', '/api/typing/passages/no-such-passage')).statusCode).toBe(404);
  });

  it('refuses bad queries with 400, never 500', async () => {
    for (const url of [
      '/api/typing/passages?language=fr',
      '/api/typing/passages?preset=Not%20A%20Slug',
      '/api/typing/passages?other=1',
      '/api/typing/passages/UPPER',
    ]) {
      expect((await call(null, 'GET', url)).statusCode, url).toBe(400);
    }
  });
});

describe('attempts', () => {
  it('need a session: every attempt route answers 401 without one', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['POST', '/api/typing/attempts'],
      ['POST', `/api/typing/attempts/${id}/submit`],
      ['GET', `/api/typing/attempts/${id}`],
      ['GET', '/api/typing/history'],
    ] as const) {
      const response = await call(null, method, url, method === 'POST' ? {} : undefined);
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('start: the server checks the preset, passage, language, layout and duration', async () => {
    const cases: [Partial<StartTypingAttemptInput>, number, string][] = [
      [{ ruleSetId: 'no-such-preset' }, 404, 'NOT_FOUND'],
      [{ passageId: 'no-such-passage' }, 404, 'NOT_FOUND'],
      [{ ruleSetId: 'ssc-chsl-hi-v1', minutes: 10, layout: 'inscript' }, 400, 'LANGUAGE_MISMATCH'],
      [{ passageId: 'hi-yog', layout: 'english' }, 400, 'LAYOUT_NOT_ALLOWED'],
      [{ passageId: 'en-every-vote', layout: 'inscript' }, 400, 'LAYOUT_NOT_ALLOWED'],
      [{ minutes: 3 }, 400, 'DURATION_NOT_ALLOWED'],
      [
        { ruleSetId: 'ssc-chsl-en-v1', passageId: 'en-legal-aid', mode: 'exam', minutes: 5 },
        400,
        'DURATION_NOT_ALLOWED',
      ],
      [{ ruleSetId: 'ssc-chsl-en-v1', mode: 'exam', minutes: 10 }, 400, 'PASSAGE_NOT_FOR_PRESET'],
    ];
    for (const [overrides, status, code] of cases) {
      const response = await call(asha, 'POST', '/api/typing/attempts', practice(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(status);
      expect(response.json().code, JSON.stringify(overrides)).toBe(code);
    }
    const invalid = await call(asha, 'POST', '/api/typing/attempts', { ...practice(), userId: bilal.id });
    expect(invalid.statusCode).toBe(400);
  });

  it('start in exam mode takes backspace and the word rule from the preset, and the full time', async () => {
    const started = await start(
      asha,
      practice({
        ruleSetId: 'ssc-chsl-en-v1',
        passageId: 'en-railways-lifeline',
        mode: 'exam',
        minutes: 10,
        options: { backspace: false, spaceLock: false, highlight: false, blind: true },
      }),
    );
    expect(started.attempt).toMatchObject({
      mode: 'exam',
      language: 'en',
      layout: 'english',
      allottedMs: 600_000,
      options: { backspace: true, spaceLock: true, highlight: false, blind: true },
    });
    expect(started.ruleSet).toEqual(findTypingRuleSet('ssc-chsl-en-v1'));
    expect(started.passage.text).toBe(findTypingPassage('en-railways-lifeline')!.text);

    // Practice keeps what the candidate chose, and any practice duration.
    const own = await start(asha, practice({ minutes: 2, options: { ...OPTIONS, backspace: false, spaceLock: true } }));
    expect(own.attempt.options).toEqual({ ...OPTIONS, backspace: false, spaceLock: true });
    expect(own.attempt.allottedMs).toBe(120_000);
  });

  it('submit: the server scores the typed text itself (the English worked example)', async () => {
    const started = await start(asha, practice());
    const response = await submit(asha, started.attempt.id, {
      typed: ENGLISH_TYPED,
      elapsedMs: 60_000,
      keystrokes: 260,
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = typingResult.parse(response.json());
    expect(result.figures.counts).toMatchObject({ repetition: 1, misspelling: 1, punctuation: 1, spacing: 1 });
    expect(result.figures).toMatchObject({
      fullMistakes: 2,
      halfMistakes: 2,
      errorPercent: 6.98,
      grossWpm: 52,
      netWpm: 49,
      grossKdph: 15_600,
      accuracy: 98.46,
      keystrokes: 260,
      keystrokesPerHour: 15_600,
    });
    const expected = evaluateTyping({
      passage: findTypingPassage('en-public-library')!.text,
      typed: ENGLISH_TYPED,
      language: 'en',
      elapsedMs: 60_000,
      allottedMs: 60_000,
      mode: 'practice',
      keystrokes: 260,
      ruleSet: findTypingRuleSet('free-practice-v1')!,
    });
    expect(result.marks).toEqual(expected.marks);
    expect(result.verdict.passed).toBeNull();
    expect(result.summary).toMatchObject({ mode: 'practice', category: 'ur', elapsedMs: 60_000, netWpm: 49 });

    // The result can be read again, by its owner only.
    const again = await call(asha, 'GET', `/api/typing/attempts/${started.attempt.id}`);
    expect(typingResult.parse(again.json())).toEqual(result);
    expect((await call(bilal, 'GET', `/api/typing/attempts/${started.attempt.id}`)).statusCode).toBe(404);
  });

  it('submit: gross speed counts the key depressions, which the server bounds', async () => {
    const scored = async (keystrokes: number, options: { layout?: 'inscript'; elapsedMs?: number } = {}) => {
      const started = await start(
        asha,
        options.layout ? practice({ passageId: 'hi-swachhta', layout: options.layout }) : practice(),
      );
      const response = await submit(asha, started.attempt.id, {
        typed: options.layout ? HINDI_TYPED : ENGLISH_TYPED,
        elapsedMs: options.elapsedMs ?? 60_000,
        keystrokes,
      });
      expect(response.statusCode, response.body).toBe(200);
      return typingResult.parse(response.json());
    };
    // 275 keys (15 of them corrections) in a minute: 275 ÷ 5 = 55 wpm gross, 52 net.
    const corrected = await scored(275);
    expect(corrected.figures).toMatchObject({ keystrokes: 275, grossWpm: 55, netWpm: 52, grossKdph: 16_500 });
    expect(corrected.summary).toMatchObject({ grossWpm: 55, netWpm: 52 });
    // Fewer keys than characters in the box cannot be (English, paste off): the characters count.
    expect((await scored(10)).figures).toMatchObject({ keystrokes: 260, grossWpm: 52 });
    // More than the fastest typist presses in the time: cut to 250 wpm over the elapsed time.
    expect((await scored(1_000_000)).figures).toMatchObject({ keystrokes: 1250, grossWpm: 250 });
    expect((await scored(5000, { elapsedMs: 30_000 })).figures).toMatchObject({ keystrokes: 625, minutes: 0.5 });
    // A Hindi layout key may type a whole conjunct: fewer keys than characters are kept.
    expect((await scored(70, { layout: 'inscript' })).figures).toMatchObject({ keystrokes: 70, grossWpm: 14 });
    // A count stored before the bound (an older row) is bounded when the result is read.
    await db.$client.query('UPDATE typing_attempts SET keystrokes = 1000000 WHERE id = $1', [corrected.summary.id]);
    const reread = typingResult.parse((await call(asha, 'GET', `/api/typing/attempts/${corrected.summary.id}`)).json());
    expect(reread.figures).toMatchObject({ keystrokes: 1250, grossWpm: 250 });
  });

  it('submit: client figures are refused; absurd times and texts are refused; one submit only', async () => {
    const started = await start(asha, practice());
    const id = started.attempt.id;
    const withFigures = await call(asha, 'POST', `/api/typing/attempts/${id}/submit`, {
      typed: 'A public',
      elapsedMs: 1000,
      keystrokes: 8,
      netWpm: 200,
    });
    expect(withFigures.statusCode).toBe(400);

    const refusals: [{ typed: string; elapsedMs: number; keystrokes: number }, string][] = [
      [{ typed: 'A public', elapsedMs: 60_000 + 6_000, keystrokes: 8 }, 'ELAPSED_TOO_LONG'],
      [{ typed: 'word '.repeat(300), elapsedMs: 60_000, keystrokes: 1500 }, 'TYPED_TOO_LONG'],
      [{ typed: ENGLISH_TYPED, elapsedMs: 2_000, keystrokes: 260 }, 'IMPLAUSIBLE_SPEED'],
      [{ typed: ENGLISH_TYPED, elapsedMs: 0, keystrokes: 260 }, 'IMPLAUSIBLE_SPEED'],
    ];
    for (const [body, code] of refusals) {
      const response = await submit(asha, id, body);
      expect(response.statusCode, code).toBe(400);
      expect(response.json().code).toBe(code);
    }
    for (const body of [{ typed: 1, elapsedMs: 1, keystrokes: 1 }, { typed: '', elapsedMs: -1, keystrokes: 0 }, {}]) {
      expect((await call(asha, 'POST', `/api/typing/attempts/${id}/submit`, body)).statusCode).toBe(400);
    }
    expect((await call(asha, 'POST', '/api/typing/attempts/not-a-uuid/submit', {})).statusCode).toBe(400);

    // Someone else's attempt does not exist for them.
    expect((await submit(bilal, id, { typed: 'A', elapsedMs: 1000, keystrokes: 1 })).statusCode).toBe(404);

    // A late submit inside the grace is scored with the allotted time; a second submit is refused.
    const late = await submit(asha, id, { typed: 'A public library', elapsedMs: 62_000, keystrokes: 16 });
    expect(late.statusCode, late.body).toBe(200);
    expect(typingResult.parse(late.json()).summary.elapsedMs).toBe(60_000);
    const twice = await submit(asha, id, { typed: 'A public library', elapsedMs: 30_000, keystrokes: 16 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ALREADY_SUBMITTED');
  });

  it('submit: a started attempt expires two hours after its time', async () => {
    const started = await start(asha, practice());
    await db.$client.query(`UPDATE typing_attempts SET started_at = now() - interval '3 hours' WHERE id = $1`, [
      started.attempt.id,
    ]);
    const response = await submit(asha, started.attempt.id, { typed: 'A', elapsedMs: 1000, keystrokes: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('EXPIRED');
  });

  it('Hindi (InScript): NFC comparison, the worked example, and the verdict for the profile’s category', async () => {
    await call(bilal, 'PATCH', '/api/me/profile', { category: 'obc' });
    const started = await start(bilal, practice({ passageId: 'hi-swachhta', layout: 'inscript' }));
    expect(started.attempt).toMatchObject({ language: 'hi', layout: 'inscript' });
    // Decomposed input is compared as NFC: the server normalises what it stores.
    const result = typingResult.parse(
      (
        await submit(bilal, started.attempt.id, {
          typed: HINDI_TYPED.normalize('NFD'),
          elapsedMs: 60_000,
          // InScript: one key per character of the (NFC) text.
          keystrokes: 82,
        })
      ).json(),
    );
    expect(result.figures.counts).toMatchObject({ substitution: 1, omission: 1, repetition: 1 });
    expect(result.figures).toMatchObject({ fullMistakes: 3, halfMistakes: 0, errorPercent: 21.43, grossWpm: 16.4 });
    expect(result.typed).toBe(HINDI_TYPED);
    expect(result.summary).toMatchObject({ category: 'other', layout: 'inscript', language: 'hi' });

    // An SSC Hindi exam: pass/fail uses the "other" error limit (10%) and the full 10 minutes.
    const passage = findTypingPassage('hi-digital-seva')!;
    const exam = await start(
      bilal,
      practice({
        ruleSetId: 'ssc-chsl-hi-v1',
        passageId: passage.id,
        mode: 'exam',
        minutes: 10,
        layout: 'remington-gail',
      }),
    );
    const words = passage.text.split(' ');
    const scored = typingResult.parse(
      (await submit(bilal, exam.attempt.id, { typed: passage.text, elapsedMs: 400_000, keystrokes: 2000 })).json(),
    );
    expect(scored.figures).toMatchObject({ fullMistakes: 0, errorPercent: 0, minutes: 10, accuracy: 100 });
    expect(scored.verdict).toMatchObject({ allowedErrorPercent: 10, errorsOk: true, speedOk: true, passed: true });
    expect(scored.summary.elapsedMs).toBe(400_000);
    // Stopping early in an exam: untyped words are omissions and the speed is over the full time.
    const half = await start(
      bilal,
      practice({ ruleSetId: 'ssc-chsl-hi-v1', passageId: passage.id, mode: 'exam', minutes: 10, layout: 'inscript' }),
    );
    const partial = typingResult.parse(
      (
        await submit(bilal, half.attempt.id, {
          typed: words.slice(0, 150).join(' '),
          elapsedMs: 300_000,
          keystrokes: 800,
        })
      ).json(),
    );
    expect(partial.figures.counts.omission).toBe(words.length - 150);
    expect(partial.verdict).toMatchObject({ speedOk: false, passed: false });
  });
});

describe('history', () => {
  it('lists my attempts newest first with personal bests per preset, and nobody else’s', async () => {
    const carol = await createVerifiedUser(app, mailer, { name: 'Carol Dsouza' });
    const texts = [
      'A public library is one',
      'A public library is one of the most valuable institutions a town can have.',
      'A publik library',
    ];
    const ids: string[] = [];
    for (const typed of texts) {
      const started = await start(carol, practice());
      ids.push(started.attempt.id);
      expect(
        (await submit(carol, started.attempt.id, { typed, elapsedMs: 30_000, keystrokes: typed.length })).statusCode,
      ).toBe(200);
    }
    const hindi = await start(carol, practice({ passageId: 'hi-yog', layout: 'remington-gail', minutes: 2 }));
    await submit(carol, hindi.attempt.id, { typed: 'योग भारत की', elapsedMs: 20_000, keystrokes: 20 });
    // A started attempt that was never submitted is not history.
    await start(carol, practice());

    const history = typingHistory.parse((await call(carol, 'GET', '/api/typing/history')).json());
    expect(history.total).toBe(4);
    expect(history.items.map((item) => item.id)).toEqual([hindi.attempt.id, ...ids.slice().reverse()]);
    expect(history.items[0]).toMatchObject({
      ruleSet: { id: 'free-practice-v1', family: 'free-practice', version: 1, exam: 'Free practice' },
      passage: { id: 'hi-yog', version: 1 },
      layout: 'remington-gail',
    });
    const english = history.bests.find((best) => best.family === 'free-practice' && best.language === 'en')!;
    expect(english).toMatchObject({ attempts: 3, exam: 'Free practice' });
    expect(english.best.id).toBe(ids[1]);
    expect(history.bests.find((best) => best.language === 'hi')!.attempts).toBe(1);

    const other = typingHistory.parse((await call(bilal, 'GET', '/api/typing/history')).json());
    expect(other.items.some((item) => ids.includes(item.id))).toBe(false);
    expect((await call(carol, 'GET', '/api/typing/history?page=0')).statusCode).toBe(400);
    const second = typingHistory.parse((await call(carol, 'GET', '/api/typing/history?page=2')).json());
    expect(second.items).toEqual([]);
  });
});

describe('admin', () => {
  const v2 = (): TypingRuleSet => ({
    ...findTypingRuleSet('free-practice-v1')!,
    id: 'free-practice-v2',
    version: 2,
    minuteOptions: [1, 2, 5, 10],
    note: 'Ten minutes added.',
  });

  it('is for admins only', async () => {
    expect((await call(asha, 'GET', '/api/admin/typing/rule-sets')).statusCode).toBe(403);
    expect((await call(null, 'POST', '/api/admin/typing/passages', {})).statusCode).toBe(401);
    expect((await call(asha, 'POST', '/api/admin/typing/rule-sets', { ruleSet: v2() })).statusCode).toBe(403);
  });

  it('adds rule-set versions; old results keep the version that scored them', async () => {
    const before = await start(asha, practice());
    await submit(asha, before.attempt.id, { typed: 'A public library', elapsedMs: 10_000, keystrokes: 16 });

    const created = await call(admin, 'POST', '/api/admin/typing/rule-sets', { ruleSet: v2() });
    expect(created.statusCode, created.body).toBe(201);
    const again = await call(admin, 'POST', '/api/admin/typing/rule-sets', {
      ruleSet: { ...v2(), id: 'free-practice-v2b' },
    });
    expect(again.statusCode).toBe(409);
    const invalid = await call(admin, 'POST', '/api/admin/typing/rule-sets', {
      ruleSet: { ...v2(), id: 'free-practice-v3', version: 3, minuteOptions: [2] },
    });
    expect(invalid.statusCode).toBe(400);

    const presets = typingPresets.parse((await call(null, 'GET', '/api/typing/presets')).json()).items;
    expect(presets.find((set) => set.family === 'free-practice')).toMatchObject({ id: 'free-practice-v2', version: 2 });
    const listing = await call(admin, 'GET', '/api/admin/typing/rule-sets');
    expect(listing.statusCode, listing.body).toBe(200);
    const listed = adminTypingRuleSets.parse(listing.json()).items;
    expect(listed.find((item) => item.ruleSet.id === 'free-practice-v1')!.attempts).toBeGreaterThan(0);

    const old = typingResult.parse((await call(asha, 'GET', `/api/typing/attempts/${before.attempt.id}`)).json());
    expect(old.ruleSet.id).toBe('free-practice-v1');
    const ten = await start(asha, practice({ ruleSetId: 'free-practice-v2', minutes: 10 }));
    expect(ten.attempt.allottedMs).toBe(600_000);

    // Retiring v2 brings v1 back as the current version; a retired version cannot be started.
    expect(
      (await call(admin, 'PATCH', '/api/admin/typing/rule-sets/free-practice-v2', { active: false })).statusCode,
    ).toBe(204);
    const after = typingPresets.parse((await call(null, 'GET', '/api/typing/presets')).json()).items;
    expect(after.find((set) => set.family === 'free-practice')!.version).toBe(1);
    expect(
      (await call(asha, 'POST', '/api/typing/attempts', practice({ ruleSetId: 'free-practice-v2' }))).statusCode,
    ).toBe(404);
    expect((await call(admin, 'PATCH', '/api/admin/typing/rule-sets/nope-v1', { active: false })).statusCode).toBe(404);
  });

  it('adds passage versions and retires passages; old results keep the text that was typed', async () => {
    const before = await start(asha, practice({ passageId: 'en-every-vote' }));
    await submit(asha, before.attempt.id, { typed: 'In a democracy,', elapsedMs: 10_000, keystrokes: 15 });

    const text = 'In a democracy the vote is a right and a duty. Every adult citizen should vote.';
    const edited = await call(admin, 'POST', '/api/admin/typing/passages', {
      id: 'en-every-vote',
      language: 'en',
      title: 'Every vote counts',
      text,
      presetFamilies: ['free-practice'],
    });
    expect(edited.statusCode, edited.body).toBe(201);
    expect(typingPassageFull.parse(edited.json())).toMatchObject({
      version: 2,
      wordCount: 16,
      characterCount: text.length,
    });
    expect((await call(null, 'GET', '/api/typing/passages/en-every-vote')).json().text).toBe(text);

    const old = typingResult.parse((await call(asha, 'GET', `/api/typing/attempts/${before.attempt.id}`)).json());
    expect(old.passage).toMatchObject({ version: 1, text: findTypingPassage('en-every-vote')!.text });

    // A passage written as paragraphs: its line breaks are kept; the chooser's excerpt is one line.
    const paragraphs = 'The first paragraph of the passage.\nThe second paragraph is here.';
    const withParagraphs = await call(admin, 'POST', '/api/admin/typing/passages', {
      id: 'en-two-paragraphs',
      language: 'en',
      title: 'Two paragraphs',
      text: paragraphs,
      presetFamilies: ['free-practice'],
    });
    expect(withParagraphs.statusCode, withParagraphs.body).toBe(201);
    expect(typingPassageFull.parse(withParagraphs.json())).toMatchObject({
      text: paragraphs,
      wordCount: 11,
      excerpt: 'The first paragraph of the passage. The second paragraph is here.',
    });

    const unknownFamily = await call(admin, 'POST', '/api/admin/typing/passages', {
      id: 'new-one',
      language: 'en',
      title: 'New one',
      text,
      presetFamilies: ['no-such-family'],
    });
    expect(unknownFamily.statusCode).toBe(400);

    expect((await call(admin, 'PATCH', '/api/admin/typing/passages/en-every-vote', { active: false })).statusCode).toBe(
      204,
    );
    const listed = typingPassages.parse((await call(null, 'GET', '/api/typing/passages')).json()).items;
    expect(listed.some((passage) => passage.id === 'en-every-vote')).toBe(false);
    expect(
      (await call(asha, 'POST', '/api/typing/attempts', practice({ passageId: 'en-every-vote' }))).statusCode,
    ).toBe(404);
    const all = adminTypingPassages.parse((await call(admin, 'GET', '/api/admin/typing/passages')).json()).items;
    expect(all.filter((passage) => passage.id === 'en-every-vote').map((passage) => passage.active)).toEqual([
      false,
      false,
    ]);
  });
});
