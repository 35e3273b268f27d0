import { asc, count, eq, sql } from 'drizzle-orm';
import type { AdminMockTest, MockTestContent } from '@jobportal/shared';
import type { RenderedTest } from '../mock-tests/index.ts';
import type { Database } from '../../db/client.ts';
import { mockTestRow } from '../../db/seed/mock-tests-content.ts';
import { mockTestAttempts, mockTests } from '../../db/schema.ts';

/** Admin reads and writes of the mock-test papers. Candidates read them through the mock-tests module. */
export function mockTestsContent(db: Database) {
  const attemptsOf = (slug: string) =>
    db
      .select({ attempts: count() })
      .from(mockTestAttempts)
      .where(eq(mockTestAttempts.testSlug, slug))
      .then(([row]) => row?.attempts ?? 0);

  return {
    /** Every paper, retired ones too, by exam then title, with its attempt count. */
    async mockTests(): Promise<AdminMockTest[]> {
      const rows = await db
        .select({
          test: mockTests,
          attempts: sql<number>`(SELECT count(*)::int FROM ${mockTestAttempts} a WHERE a.test_slug = ${mockTests.slug})`,
        })
        .from(mockTests)
        .orderBy(asc(mockTests.exam), asc(mockTests.title));
      return rows.map(({ test, attempts }) => ({
        slug: test.slug,
        title: test.title,
        exam: test.exam,
        sector: test.content.sector,
        languages: test.content.languages,
        durationMinutes: test.content.durationMinutes,
        sections: test.content.sections.length,
        questionCount: test.questionCount,
        maxScore: test.maxScore,
        active: test.active,
        attempts,
        updatedAt: test.updatedAt.toISOString(),
      }));
    },

    /** The paper as authored (answer key included): for export and editing. */
    async mockTestContent(slug: string): Promise<MockTestContent | undefined> {
      const [row] = await db.select({ content: mockTests.content }).from(mockTests).where(eq(mockTests.slug, slug));
      return row?.content;
    },

    /** Whether a paper with this slug exists, and how many attempts it has. */
    async mockTestUse(slug: string): Promise<{ exists: boolean; attempts: number }> {
      const [row] = await db.select({ slug: mockTests.slug }).from(mockTests).where(eq(mockTests.slug, slug));
      return { exists: !!row, attempts: row ? await attemptsOf(slug) : 0 };
    },

    /**
     * Inserts the paper, or replaces one nobody has attempted yet. Returns false when attempts appeared
     * meanwhile (the row is locked while checking, so a start cannot slip in between).
     */
    async saveMockTest(
      content: MockTestContent,
      rendered: RenderedTest,
    ): Promise<'created' | 'replaced' | 'attempted'> {
      return db.transaction(async (tx) => {
        const row = mockTestRow(content, rendered);
        const inserted = await tx
          .insert(mockTests)
          .values(row)
          .onConflictDoNothing()
          .returning({ slug: mockTests.slug });
        if (inserted.length > 0) return 'created';
        await tx.execute(sql`SELECT 1 FROM ${mockTests} WHERE slug = ${content.slug} FOR UPDATE`);
        const [used] = await tx
          .select({ attempts: count() })
          .from(mockTestAttempts)
          .where(eq(mockTestAttempts.testSlug, content.slug));
        if ((used?.attempts ?? 0) > 0) return 'attempted';
        await tx
          .update(mockTests)
          .set({ ...row, updatedAt: new Date() })
          .where(eq(mockTests.slug, content.slug));
        return 'replaced';
      });
    },

    /** Retire (hide from the catalogue) or restore a paper; false when there is none. */
    async setMockTestActive(slug: string, active: boolean): Promise<boolean> {
      const rows = await db
        .update(mockTests)
        .set({ active, updatedAt: new Date() })
        .where(eq(mockTests.slug, slug))
        .returning({ slug: mockTests.slug });
      return rows.length > 0;
    },
  };
}
