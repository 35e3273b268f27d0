import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  answerKeyCheckView,
  answerKeyView,
  formatOfficialKey,
  parseOfficialKey,
  type CheckInput,
  type KeyAnswer,
  type ResponseSheet,
  type SheetStatus,
} from '@jobportal/shared';
import { answerKeys, notices, recruitments } from '../../schema.ts';
import { createTestApp } from '../../../testing/app.ts';
import { createCapturingMailer, createVerifiedUser, ORIGIN } from '../../../testing/auth.ts';
import { createTestDatabase, type TestDatabase } from '../../../testing/database.ts';
import { readDemoAnswerKeys, seedDemoContent, type DemoAnswerKey } from '../demo-content.ts';

/**
 * The demo's answer-key day (issue #36): loading the demo content attaches an NTA-style key to the RRB
 * Group D answer-key notice and SSC MTS's marking to its notice, and the sample response sheets beside
 * the key (`answer-keys/`, written by its `generate.ts`) score as `keys.json` says when a member checks
 * them. The sheets are read here with plain patterns on their IDs, not with the web's reader nor the
 * generator: what is committed is what is tested.
 */

const GROUP_D = 'demo-railway-group-d-2026';
const SSC_MTS = 'demo-ssc-mts-havaldar-2026';
const samplesFolder = new URL('./answer-keys/', import.meta.url);

// ── Reading a sample sheet: the shift, and per question its IDs, chosen option, status and marks.

/** The HTML part of Chrome's MHTML (quoted-printable, UTF-8). */
function htmlOfMhtml(mhtml: string): string {
  const boundary = /boundary="([^"]+)"/.exec(mhtml)?.[1];
  const start = /\r\nContent-Type: text\/html[^\r\n]*\r\n(?:[^\r\n]+\r\n)*\r\n/.exec(mhtml);
  if (!boundary || !start) throw new Error('no text/html part');
  const body = mhtml.slice(start.index + start[0].length);
  const joined = body.slice(0, body.indexOf(`\r\n--${boundary}`)).replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let at = 0; at < joined.length; at++) {
    const hex = joined[at] === '=' ? /^[0-9A-F]{2}/.exec(joined.slice(at + 1, at + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      at += 2;
    } else if (joined.startsWith('\r\n', at)) {
      bytes.push(0x0a);
      at += 1;
    } else bytes.push(joined.charCodeAt(at));
  }
  return new TextDecoder().decode(Uint8Array.from(bytes));
}

const STATUSES: Record<string, (chose: boolean) => SheetStatus> = {
  Answered: () => 'answered',
  'Not Answered': () => 'not_answered',
  'Not Visited': () => 'not_visited',
  'Not Attempted and Marked For Review': () => 'marked_for_review',
  'Answered and Marked For Review': () => 'answered_marked_for_review',
  'Marked For Review': (chose) => (chose ? 'answered_marked_for_review' : 'marked_for_review'),
};

/** The value cell after a menu label ("Question ID :" → "6090604630"). */
const menuValue = (panel: string, label: string) =>
  new RegExp(`${label}\\s*</td>\\s*<td class="bold">\\s*([^<]+?)\\s*</td>`).exec(panel)?.[1];

function readSample(html: string): { sheet: ResponseSheet; markedKey: Record<string, string[]> | null } {
  const date = /(?:Exam|Test) Date<\/td>\s*<td>\s*(\d{2})\/(\d{2})\/(\d{4})/.exec(html);
  const time = /(?:Exam|Test) Time<\/td>\s*<td>\s*(\d{1,2}):(\d{2}) (AM|PM)/.exec(html);
  if (!date || !time) throw new Error('no exam date or time');
  const hour = (Number(time[1]) % 12) + (time[3] === 'PM' ? 12 : 0);
  const shift = { date: `${date[3]}-${date[2]}-${date[1]}`, time: `${String(hour).padStart(2, '0')}:${time[2]}` };
  const markedKey: Record<string, string[]> = {};
  const sections = html
    .split('<div class="section-cntnr">')
    .slice(1)
    .map((section) => {
      const name = /Section :<\/span>\s*&nbsp;\s*<span class="bold">\s*([^<]+?)\s*<\/span>/.exec(section)![1]!;
      const questions = section
        .split('<div class="question-pnl">')
        .slice(1)
        .map((panel) => {
          const questionId = menuValue(panel, 'Question ID :')!;
          const optionIds = [...panel.matchAll(/Option (\d+) ID :\s*<\/td>\s*<td class="bold">\s*(\w+)\s*<\/td>/g)].map(
            (match, index) => {
              expect(Number(match[1])).toBe(index + 1);
              return match[2]!;
            },
          );
          const chosen = menuValue(panel, 'Chosen Option :')!;
          const chosenOptionId = chosen === '--' ? null : /^\d$/.test(chosen) ? optionIds[Number(chosen) - 1]! : chosen;
          const status = STATUSES[menuValue(panel, 'Status :')!]!(chosenOptionId !== null);
          const marked = [...panel.matchAll(/<td class="rightAns">\s*(?:<img[^>]*>)?\s*(\d+)\./g)];
          if (marked.length > 0 || panel.includes('wrngAns')) {
            markedKey[questionId] = marked.map((match) => optionIds[Number(match[1]) - 1]!);
          }
          return { questionId, optionIds, chosenOptionId, status };
        });
      return { name, questions };
    });
  return { sheet: { shift, sections }, markedKey: Object.keys(markedKey).length > 0 ? markedKey : null };
}

async function sampleSheet(file: string) {
  const content = await readFile(new URL(file, samplesFolder), 'utf8');
  return readSample(file.endsWith('.mhtml') ? htmlOfMhtml(content) : content);
}

/**
 * The marks counted by hand, as the two exams' notices give them: RRB's +1 and −1/3; SSC MTS's +3, and
 * −1 in Session-II only (general awareness, English). A dropped question gives its marks to everyone.
 */
function countedByHand(sheet: ResponseSheet, key: ReadonlyMap<string, KeyAnswer>, exam: 'rrb' | 'mts') {
  let thirds = 0;
  for (const section of sheet.sections) {
    const [right, wrong] =
      exam === 'rrb' ? [3, -1] : /numerical|mathematical|reasoning/i.test(section.name) ? [9, 0] : [9, -3];
    for (const question of section.questions) {
      const answer = key.get(question.questionId)!;
      if ('dropped' in answer) thirds += right;
      else if (question.chosenOptionId !== null) {
        thirds += answer.right.includes(question.chosenOptionId) ? right : wrong;
      }
    }
  }
  return Math.round((thirds / 3) * 100) / 100;
}

const keyFrom = (entries: Record<string, KeyAnswer | string[]>) =>
  new Map(
    Object.entries(entries).map(([id, answer]): [string, KeyAnswer] => [
      id,
      Array.isArray(answer) ? (answer.length > 0 ? { right: answer } : { dropped: true }) : answer,
    ]),
  );

// ── The tests.

let database: TestDatabase;
let app: FastifyInstance;
let member: string;
let keys: Map<string, DemoAnswerKey>;
const noticeIds = new Map<string, string>();
const mailer = createCapturingMailer();

async function seededKeys() {
  return database.db
    .select({
      slug: recruitments.slug,
      noticeId: answerKeys.noticeId,
      markingPreset: answerKeys.markingPreset,
      stage: answerKeys.stage,
      normalisation: answerKeys.normalisation,
      entries: answerKeys.entries,
      cutoffs: answerKeys.cutoffs,
      version: answerKeys.version,
    })
    .from(answerKeys)
    .innerJoin(notices, eq(notices.id, answerKeys.noticeId))
    .innerJoin(recruitments, eq(recruitments.id, notices.recruitmentId))
    .orderBy(recruitments.slug);
}

const check = (slug: string, body: CheckInput) =>
  app.inject({
    method: 'PUT',
    url: `/api/answer-keys/${noticeIds.get(slug)}/check`,
    headers: { origin: ORIGIN, cookie: member },
    payload: body,
  });

beforeAll(async () => {
  database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'jp-demo-keys-'));
  expect(await seedDemoContent(database.db, dataDir)).toBeGreaterThan(0);
  keys = new Map((await readDemoAnswerKeys()).map((key) => [key.recruitmentSlug, key]));
  for (const row of await seededKeys()) noticeIds.set(row.slug, row.noticeId);
  app = await createTestApp(database.db, { mailer });
  member = (await createVerifiedUser(app, mailer, { name: 'Demo Member' })).cookie;
}, 120_000);

describe('demo answer keys', () => {
  it("attaches RRB Group D's NTA-style key and SSC MTS's marking (no entries), once", async () => {
    const rows = await seededKeys();
    expect(rows.map((row) => row.slug)).toEqual([GROUP_D, SSC_MTS]);
    const [groupD, mts] = rows;
    expect(groupD).toMatchObject({
      markingPreset: 'rrb_ntpc_cbt1',
      stage: 'provisional',
      normalisation: 'equipercentile',
      version: 1,
    });
    expect(groupD!.entries).toEqual(keys.get(GROUP_D)!.entries);
    const answers = Object.values(groupD!.entries);
    expect(answers.length).toBe(40);
    expect(answers.filter((answer) => 'dropped' in answer)).toHaveLength(1);
    expect(answers.filter((answer) => 'right' in answer && answer.right.length === 2)).toHaveLength(1);
    expect(mts).toMatchObject({
      markingPreset: 'ssc_mts',
      stage: 'provisional',
      normalisation: 'ssc_2019',
      entries: {},
      version: 1,
    });

    // The admin's editor shows the key as text (question ID, right options or "Dropped"): it reads back.
    const text = formatOfficialKey(Object.entries(groupD!.entries));
    const parsed = parseOfficialKey(text);
    expect(parsed.ok && Object.fromEntries(parsed.entries)).toEqual(groupD!.entries);

    // Only into an empty database: loading again attaches nothing again.
    expect(await seedDemoContent(database.db, await mkdtemp(path.join(tmpdir(), 'jp-demo-keys-')))).toBe(0);
    expect((await seededKeys()).map((row) => row.version)).toEqual([1, 1]);
  });

  it('gives both notices a score check: Group D with its key attached, SSC MTS reading the sheet’s marks', async () => {
    for (const [slug, attached] of [
      [GROUP_D, true],
      [SSC_MTS, false],
    ] as const) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/answer-keys/${noticeIds.get(slug)}`,
        headers: { cookie: member },
      });
      expect(response.statusCode, slug).toBe(200);
      const view = answerKeyView.parse(response.json());
      expect(view).toMatchObject({ keyAttached: attached, stage: 'provisional', check: null });
      expect(view.markingPreset).toBe(keys.get(slug)!.markingPreset);
    }
  });

  it('scores the Group D sample sheet (IDs only, like NTA’s) with the seeded key, as keys.json says', async () => {
    const [sample] = keys.get(GROUP_D)!.samples;
    const { sheet, markedKey } = await sampleSheet(sample!.file);
    expect(markedKey).toBeNull();
    const key = keyFrom(keys.get(GROUP_D)!.entries);
    const questions = sheet.sections.flatMap((section) => section.questions);
    // The sheet and the key have the same questions, and the key's options are the sheet's.
    expect(questions.map((q) => q.questionId).sort()).toEqual([...key.keys()].sort());
    for (const question of questions) {
      const answer = key.get(question.questionId)!;
      if ('right' in answer) for (const id of answer.right) expect(question.optionIds).toContain(id);
    }
    expect(sheet.shift).toEqual(sample!.expected.shift);
    expect(countedByHand(sheet, key, 'rrb')).toBe(sample!.expected.score);

    const response = await check(GROUP_D, { sheet, markedKey: null });
    expect(response.statusCode, response.body).toBe(200);
    const view = answerKeyCheckView.parse(response.json());
    const { shift, ...expected } = sample!.expected;
    expect(view.score).toMatchObject(expected);
    expect(view.shift).toBe(`${shift.date} ${shift.time}`);
    expect(view.score.answers.some((answer) => answer.outcome === 'discarded')).toBe(true);
  });

  it('scores the SSC MTS sample sheet, saved as a page and as MHTML, by the right options it marks', async () => {
    const samples = keys.get(SSC_MTS)!.samples;
    expect(samples.map((sample) => path.extname(sample.file)).sort()).toEqual(['.html', '.mhtml']);
    const read = await Promise.all(samples.map((sample) => sampleSheet(sample.file)));
    expect(read[1]).toEqual(read[0]);
    for (const [index, { sheet, markedKey }] of read.entries()) {
      const sample = samples[index]!;
      expect(markedKey, sample.file).not.toBeNull();
      const marks = Object.values(markedKey!);
      expect(marks.length).toBe(40);
      // One question the key dropped (no option marked) and one with two right options.
      expect(marks.filter((right) => right.length === 0)).toHaveLength(1);
      expect(marks.filter((right) => right.length === 2)).toHaveLength(1);
      expect(countedByHand(sheet, keyFrom(markedKey!), 'mts')).toBe(sample.expected.score);

      // No key is attached: a sheet without its marks (pasted text) cannot be scored.
      const unmarked = await check(SSC_MTS, { sheet, markedKey: null });
      expect(unmarked.statusCode).toBe(409);
      expect(unmarked.json()).toMatchObject({ code: 'ANSWER_KEY_NOT_ATTACHED' });

      const response = await check(SSC_MTS, { sheet, markedKey });
      expect(response.statusCode, response.body).toBe(200);
      const { shift, ...expected } = sample.expected;
      const view = answerKeyCheckView.parse(response.json());
      expect(view.score, sample.file).toMatchObject(expected);
      expect(view.shift).toBe(`${shift.date} ${shift.time}`);
    }
  });

  it('are plainly fictional: a DEMO candidate, the demo boards, no real site', async () => {
    for (const file of [...keys.values()].flatMap((key) => key.samples.map((sample) => sample.file))) {
      const content = await readFile(new URL(file, samplesFolder), 'utf8');
      const html = file.endsWith('.mhtml') ? htmlOfMhtml(content) : content;
      expect(html, file).toContain('DEMO CANDIDATE');
      expect(html, file).toMatch(/Board \(Demo\)/);
      expect(content, file).not.toMatch(/digialm|\.gov\.in|nic\.in/);
    }
  });
});
