import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { recruitmentContent, resolveRelativeDates, type RecruitmentContent } from '@jobportal/shared';
import type { Database } from '../client.ts';
import { appSettings } from '../schema.ts';
import { createFileStore } from '../../modules/files/file-store.ts';
import { createJobsRepository } from '../../modules/jobs/jobs.repository.ts';
import { demoNoticePdf } from './demo-pdf.ts';

const demoDir = fileURLToPath(new URL('./demo/recruitments', import.meta.url));

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
  return content.length;
}
