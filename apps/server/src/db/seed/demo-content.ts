import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  answerKeyInput,
  recruitmentContent,
  resolveRelativeDates,
  sheetId,
  type RecruitmentContent,
} from '@jobportal/shared';
import type { Database } from '../client.ts';
import { appSettings, notices, recruitments } from '../schema.ts';
import { createAnswerKeysRepository } from '../../modules/answer-keys/index.ts';
import { createFileStore } from '../../modules/files/file-store.ts';
import { createJobsRepository } from '../../modules/jobs/jobs.repository.ts';
import { demoNoticePdf } from './demo-pdf.ts';

const demoDir = fileURLToPath(new URL('./demo/recruitments', import.meta.url));
const answerKeysFile = fileURLToPath(new URL('./demo/answer-keys/keys.json', import.meta.url));

/** The demo recruitments, with relative dates resolved against `today`. */
export async function readDemoRecruitments(today = new Date()): Promise<RecruitmentContent[]> {
  let names: string[];
  try {
    names = (await readdir(demoDir)).filter((name) => name.endsWith('.json')).sort();
  } catch {
    return [];
  }
  const all: RecruitmentContent[] = [];
  for (const name of names) {
    const raw = JSON.parse(await readFile(path.join(demoDir, name), 'utf8')) as unknown[];
    for (const item of raw) all.push(recruitmentContent.parse(resolveRelativeDates(item, today)));
  }
  return all;
}

/**
 * Loads the fictional demo content (recruitments, their notices and sample PDFs), only into a
 * database that has no recruitments yet. Returns how many recruitments were loaded.
 */
export async function seedDemoContent(db: Database, dataDir: string, today = new Date()): Promise<number> {
  const jobs = createJobsRepository(db);
  if ((await jobs.count()) > 0) return 0;
  const store = createFileStore(db, dataDir);
  const content = await readDemoRecruitments(today);
  for (const recruitment of content) {
    await jobs.insertContent(recruitment, async (index) => {
      const notice = recruitment.notices[index]!;
      const pdf = await demoNoticePdf(recruitment, notice);
      const file = await store.save(pdf.bytes, {
        mimeType: 'application/pdf',
        originalName: `${recruitment.slug}-${notice.type}.pdf`,
        pageCount: pdf.pageCount,
      });
      return file.id;
    });
  }
  await db
    .insert(appSettings)
    .values({ key: 'demo_content', value: { loadedAt: new Date().toISOString(), recruitments: content.length } })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: sql`excluded.value`, updatedAt: new Date() } });
  await seedDemoAnswerKeys(db);
  return content.length;
}

const keyAnswer = z.union([
  z.object({ right: z.array(sheetId).min(1) }).strict(),
  z.object({ dropped: z.literal(true) }).strict(),
]);

/**
 * A demo answer-key notice's key (`demo/answer-keys/keys.json`, written by `generate.ts` with the
 * sample response sheets beside it): the recruitment whose answer-key notice it is, what an admin
 * would attach (no entries: the notice's SSC sheets mark the right options), and each sample sheet
 * with the score it gets.
 */
export const demoAnswerKey = answerKeyInput.omit({ keyText: true }).extend({
  recruitmentSlug: z.string(),
  entries: z.record(sheetId, keyAnswer),
  samples: z.array(
    z.object({
      file: z.string(),
      expected: z.object({
        shift: z.object({ date: z.string(), time: z.string() }),
        score: z.number(),
        maxScore: z.number(),
        correct: z.number(),
        wrong: z.number(),
        skipped: z.number(),
        discarded: z.number(),
      }),
    }),
  ),
});
export type DemoAnswerKey = z.infer<typeof demoAnswerKey>;

/** The demo answer keys and their sample sheets' names and scores. */
export async function readDemoAnswerKeys(): Promise<DemoAnswerKey[]> {
  const raw = JSON.parse(await readFile(answerKeysFile, 'utf8')) as { keys: unknown };
  return z.array(demoAnswerKey).parse(raw.keys);
}

/**
 * Attaches the demo answer keys to their recruitments' answer-key notices, as an admin would
 * (`saveKey`): an NTA-style key to one, and its marking alone to an SSC one, whose sheets mark the
 * right options (a notice without a key row has no score check). Called with the demo content only.
 */
async function seedDemoAnswerKeys(db: Database) {
  const repository = createAnswerKeysRepository(db);
  for (const { recruitmentSlug, samples: _samples, ...key } of await readDemoAnswerKeys()) {
    const found = await db
      .select({ id: notices.id })
      .from(notices)
      .innerJoin(recruitments, eq(recruitments.id, notices.recruitmentId))
      .where(and(eq(recruitments.slug, recruitmentSlug), eq(notices.type, 'answer_key')));
    if (found.length !== 1) {
      throw new Error(`demo answer keys: ${recruitmentSlug} has ${found.length} answer-key notices, not one`);
    }
    await repository.saveKey(found[0]!.id, key);
  }
}
