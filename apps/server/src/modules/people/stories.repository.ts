import { randomBytes } from 'node:crypto';
import { and, desc, eq, getTableColumns, or, type SQL, sql } from 'drizzle-orm';
import {
  slugify,
  STORIES_PER_PAGE,
  storyTransition,
  type Story,
  type StoryAction,
  type StoryCard,
  type storyInput,
} from '@jobportal/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { profiles, stories } from '../../db/schema.ts';

type StoryRow = typeof stories.$inferSelect & {
  authorName: string | null;
  authorThumb: string | null;
};

function toStory(row: StoryRow): Story {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    exam: row.exam,
    year: row.year,
    post: row.post,
    state: row.state,
    body: row.body,
    tips: row.tips,
    photoUrl: row.photoFileId ? `/api/files/${row.photoFileId}` : null,
    author: row.showName
      ? { id: row.authorId, name: row.authorName ?? 'Member', avatarThumbUrl: row.authorThumb }
      : null,
    status: row.status as Story['status'],
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/** The first paragraph of the Markdown, as plain text, cut at about 200 characters. */
function excerptOf(body: string): string {
  const text = body
    .replace(/[#>*_`~[\]()!-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= 200 ? text : `${text.slice(0, 197).replace(/\s+\S*$/, '')}…`;
}

export function toStoryCard(story: Story): StoryCard {
  const { body, tips: _tips, ...rest } = story;
  return { ...rest, excerpt: excerptOf(body) };
}

export function createStoriesRepository(db: Database) {
  const select = () =>
    db
      .select({ ...getTableColumns(stories), authorName: profiles.name, authorThumb: profiles.avatarThumbUrl })
      .from(stories)
      .leftJoin(profiles, eq(profiles.id, stories.authorId));

  return {
    async create(authorId: string, input: z.output<typeof storyInput>): Promise<Story> {
      const slug = `${slugify(input.title)}-${randomBytes(3).toString('hex')}`;
      const [row] = await db
        .insert(stories)
        .values({ ...input, state: input.state ?? null, slug, authorId, status: 'pending' })
        .returning({ id: stories.id });
      return (await this.findById(row!.id))!;
    },

    async findById(id: string): Promise<Story | undefined> {
      const [row] = await select().where(eq(stories.id, id)).limit(1);
      return row ? toStory(row) : undefined;
    },

    /** A story by slug with its author's id (for the visibility check, even when the name is hidden). */
    async findBySlug(slug: string): Promise<{ story: Story; authorId: string } | undefined> {
      const [row] = await select().where(eq(stories.slug, slug)).limit(1);
      return row ? { story: toStory(row), authorId: row.authorId } : undefined;
    },

    async published(query: { q?: string | undefined; page: number }) {
      const conditions: SQL[] = [eq(stories.status, 'published')];
      if (query.q) {
        const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(or(sql`${stories.exam} ILIKE ${pattern}`, sql`${stories.title} ILIKE ${pattern}`)!);
      }
      const where = and(...conditions);
      const rows = await select()
        .where(where)
        .orderBy(desc(stories.publishedAt), desc(stories.id))
        .limit(STORIES_PER_PAGE)
        .offset((query.page - 1) * STORIES_PER_PAGE);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(stories)
        .where(where);
      return { items: rows.map((row) => toStoryCard(toStory(row))), total: count!.n };
    },

    async byAuthor(authorId: string): Promise<StoryCard[]> {
      const rows = await select().where(eq(stories.authorId, authorId)).orderBy(desc(stories.createdAt));
      return rows.map((row) => toStoryCard(toStory(row)));
    },

    /** Any status, newest first (the admin moderation queue). */
    async byStatus(status: Story['status'], page: number, perPage: number) {
      const rows = await select()
        .where(eq(stories.status, status))
        .orderBy(desc(stories.createdAt), desc(stories.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(stories)
        .where(eq(stories.status, status));
      return { items: rows.map(toStory), total: count!.n, page, perPage };
    },

    /** Changes a story's text (admins fix typos or remove personal data before publishing). */
    async edit(id: string, changes: Partial<z.output<typeof storyInput>>): Promise<Story | undefined> {
      const rows = await db
        .update(stories)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(stories.id, id))
        .returning({ id: stories.id });
      return rows.length > 0 ? this.findById(id) : undefined;
    },

    async authorOf(id: string): Promise<string | undefined> {
      const [row] = await db.select({ authorId: stories.authorId }).from(stories).where(eq(stories.id, id)).limit(1);
      return row?.authorId;
    },

    async setPhoto(id: string, fileId: string) {
      await db.update(stories).set({ photoFileId: fileId, updatedAt: new Date() }).where(eq(stories.id, id));
    },

    /**
     * Applies a moderation or author action if the story's current status allows it (one statement, so
     * two admins acting at once cannot both succeed from the same state). Returns the story, or null.
     */
    async transition(id: string, action: StoryAction, reason?: string): Promise<Story | null> {
      const current = await this.findById(id);
      if (!current) return null;
      const next = storyTransition(current.status, action);
      if (!next) return null;
      const [row] = await db
        .update(stories)
        .set({
          status: next,
          rejectionReason: next === 'rejected' ? (reason ?? null) : null,
          publishedAt: next === 'published' ? new Date() : next === 'pending' ? null : undefined,
          updatedAt: new Date(),
        })
        .where(and(eq(stories.id, id), eq(stories.status, current.status)))
        .returning({ id: stories.id });
      return row ? ((await this.findById(id)) ?? null) : null;
    },

    /** Published stories for the sitemap. */
    async publishedSlugs(): Promise<Array<{ slug: string; updatedAt: Date }>> {
      return await db
        .select({ slug: stories.slug, updatedAt: stories.updatedAt })
        .from(stories)
        .where(eq(stories.status, 'published'))
        .orderBy(desc(stories.publishedAt));
    },
  };
}

export type StoriesRepository = ReturnType<typeof createStoriesRepository>;
