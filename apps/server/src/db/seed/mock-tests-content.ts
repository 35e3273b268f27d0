import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mockTestContent, scoreAttempt, type MockTestContent } from '@jobportal/shared';
import { renderMockTest, type RenderedTest } from '../../modules/mock-tests/index.ts';
import type { Database } from '../client.ts';
import { mockTests } from '../schema.ts';

const testsDir = fileURLToPath(new URL('./demo/tests', import.meta.url));

/** The mock tests the product ships with (one JSON file per test), validated. */
export async function readBuiltInMockTests(): Promise<MockTestContent[]> {
  const names = (await readdir(testsDir)).filter((name) => name.endsWith('.json')).sort();
  const tests: MockTestContent[] = [];
  for (const name of names) {
    tests.push(mockTestContent.parse(JSON.parse(await readFile(path.join(testsDir, name), 'utf8'))));
  }
  return tests;
}

/** The row of a test: its content, its texts rendered, and the catalogue columns. */
export function mockTestRow(content: MockTestContent, rendered: RenderedTest = renderMockTest(content).rendered) {
  const questionCount = content.sections.reduce((sum, section) => sum + section.questions.length, 0);
  return {
    slug: content.slug,
    title: content.title,
    exam: content.exam,
    sector: content.sector,
    content,
    rendered,
    questionCount,
    maxScore: scoreAttempt(content, []).maxScore,
  };
}

/**
 * Loads the built-in mock tests, always (not only with DEMO_CONTENT): unlike the demo recruitments,
 * which are fictional notices that must never pass for real ones, these are original practice papers
 * written for the product, and `/tests` is empty without them. Only missing tests are inserted, so
 * nothing an admin changed is touched. Returns how many were inserted.
 */
export async function seedMockTests(db: Database): Promise<number> {
  const tests = await readBuiltInMockTests();
  if (tests.length === 0) return 0;
  const inserted = await db
    .insert(mockTests)
    .values(tests.map((test) => mockTestRow(test)))
    .onConflictDoNothing()
    .returning({ slug: mockTests.slug });
  return inserted.length;
}
