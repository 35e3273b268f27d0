import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { story, storiesPage, storyCard, type StoryInput } from '@jobportal/shared';
import { z } from 'zod';
import { createTestApp, testConfig } from '../../testing/app.ts';
import { createCapturingMailer, createVerifiedUser, ORIGIN } from '../../testing/auth.ts';
import { createTestDatabase } from '../../testing/database.ts';
import { fileUpload } from '../../testing/multipart.ts';
import { createProfilesRepository } from '../profiles/profiles.repository.ts';
import { createStoriesRepository, type StoriesRepository } from './stories.repository.ts';

let app: FastifyInstance;
let repository: StoriesRepository;
const mailer = createCapturingMailer();
type Member = Awaited<ReturnType<typeof createVerifiedUser>>;
let author: Member;
let reader: Member;
let admin: Member;

const call = (member: Member | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(member ? { cookie: member.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

const input = (overrides: Partial<StoryInput> = {}): StoryInput => ({
  title: 'How I cleared SSC CGL in my third attempt',
  exam: 'SSC CGL',
  year: 2025,
  post: 'Assistant Section Officer, CSS',
  state: 'uttar-pradesh',
  body: `## Where I started\n\nI failed twice. ${'I kept a notebook of every mistake and revised it each Sunday. '.repeat(5)}\n\n<script>alert(1)</script>`,
  tips: 'Mock tests every day; analyse each one.',
  showName: true,
  ...overrides,
});

async function submit(member: Member, overrides: Partial<StoryInput> = {}) {
  const response = await call(member, 'POST', '/api/stories', input(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return story.parse(response.json());
}

beforeAll(async () => {
  const { db } = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'jobportal-stories-'));
  // PUBLIC_CONTENT=true only changes what the sitemap lists (stories are in it); the API is the same.
  app = await createTestApp(db, { mailer, config: testConfig({ dataDir, publicContent: true }) });
  repository = createStoriesRepository(db);
  author = await createVerifiedUser(app, mailer, { name: 'Neha Author' });
  reader = await createVerifiedUser(app, mailer, { name: 'Om Reader' });
  admin = await createVerifiedUser(app, mailer, { name: 'Admin Person' });
  await createProfilesRepository(db).setAdminByEmail(admin.email, true);
});

describe('submitting a story', () => {
  it('stores it as pending, visible to its author and admins only', async () => {
    const created = await submit(author);
    expect(created).toMatchObject({ status: 'pending', publishedAt: null, rejectionReason: null });
    expect(created.slug).toMatch(/^how-i-cleared-ssc-cgl-in-my-third-attempt-[0-9a-f]{6}$/);
    expect(created.author).toMatchObject({ id: author.id, name: 'Neha Author' });

    expect((await call(author, 'GET', `/api/stories/${created.slug}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/stories/${created.slug}`)).statusCode).toBe(200);
    const other = await call(reader, 'GET', `/api/stories/${created.slug}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('This story does not exist or is not published.');
    expect((await call(null, 'GET', `/api/stories/${created.slug}`)).statusCode).toBe(404);
    const listed = storiesPage.parse((await call(reader, 'GET', '/api/stories')).json());
    expect(listed.items.map((item) => item.id)).not.toContain(created.id);

    const mine = z.object({ items: z.array(storyCard) }).parse((await call(author, 'GET', '/api/me/stories')).json());
    expect(mine.items.map((item) => [item.id, item.status])).toContainEqual([created.id, 'pending']);
  });

  it('refuses a story that is too short or incomplete, per field, and needs a signed-in author', async () => {
    const response = await call(author, 'POST', '/api/stories', { ...input(), body: 'Too short.', year: 2090 });
    expect(response.statusCode).toBe(400);
    const messages = (response.json().issues as Array<{ path: string; message: string }>).map(
      (i) => `${i.path}: ${i.message}`,
    );
    expect(messages).toContain('body: Tell your story in at least 200 characters.');
    expect(messages).toContain('year: The year cannot be in the future.');
    expect((await call(null, 'POST', '/api/stories', input())).statusCode).toBe(401);
  });
});

describe('story states', () => {
  it('publishes an approved story for everyone, newest first, searchable by exam, in the sitemap', async () => {
    const older = await submit(author, {
      title: 'Railway NTPC: from a village school to the station',
      exam: 'RRB NTPC',
    });
    const newer = await submit(author, { title: 'Bank PO after three years of trying', exam: 'IBPS PO' });
    await repository.transition(older.id, 'approve');
    await repository.transition(newer.id, 'approve');

    const page = storiesPage.parse((await call(null, 'GET', '/api/stories')).json());
    expect(page.items.map((item) => item.id).slice(0, 2)).toEqual([newer.id, older.id]);
    const byExam = storiesPage.parse((await call(reader, 'GET', '/api/stories?q=ntpc')).json());
    expect(byExam.items.map((item) => item.id)).toEqual([older.id]);
    expect(byExam.items[0]!.excerpt.length).toBeLessThanOrEqual(200);

    const shown = story.parse((await call(reader, 'GET', `/api/stories/${older.slug}`)).json());
    expect(shown).toMatchObject({ status: 'published', author: { name: 'Neha Author' } });
    expect(shown.publishedAt).not.toBeNull();

    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain(`/stories/${older.slug}</loc>`);
  });

  it('keeps a rejected story from the public with the reason its author sees; resubmitting makes it pending', async () => {
    const created = await submit(author, { title: 'A story the moderators sent back' });
    const rejected = await repository.transition(
      created.id,
      'reject',
      'Please remove the coaching centre advertisement.',
    );
    expect(rejected).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Please remove the coaching centre advertisement.',
    });
    expect((await call(reader, 'GET', `/api/stories/${created.slug}`)).statusCode).toBe(404);
    const mine = (await call(author, 'GET', '/api/me/stories')).json().items as Array<{
      id: string;
      rejectionReason: string;
    }>;
    expect(mine.find((item) => item.id === created.id)?.rejectionReason).toBe(
      'Please remove the coaching centre advertisement.',
    );
    expect(await repository.transition(created.id, 'unpublish')).toBeNull();
    expect(await repository.transition(created.id, 'resubmit')).toMatchObject({
      status: 'pending',
      rejectionReason: null,
    });
  });

  it('shows "Anonymous" (no author) when the author did not consent to show their name', async () => {
    const created = await submit(author, { title: 'An anonymous success story', showName: false });
    await repository.transition(created.id, 'approve');
    const shown = story.parse((await call(reader, 'GET', `/api/stories/${created.slug}`)).json());
    expect(shown.author).toBeNull();
    expect(JSON.stringify(shown)).not.toContain(author.id);
  });

  it('takes a photo from the author only, before publication, without its metadata', async () => {
    const created = await submit(author, { title: 'A story with a photograph' });
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#36c' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Secret Photographer' } })
      .toBuffer();
    const { payload, headers } = fileUpload(photo, 'p.jpg', 'image/jpeg');
    const put = (member: Member) =>
      app.inject({
        method: 'PUT',
        url: `/api/stories/${created.id}/photo`,
        payload,
        headers: { origin: ORIGIN, cookie: member.cookie, ...headers },
      });
    expect((await put(reader)).statusCode).toBe(404);
    const response = await put(author);
    expect(response.statusCode, response.body).toBe(200);
    const photoUrl = story.parse(response.json()).photoUrl!;
    const served = await app.inject({ method: 'GET', url: photoUrl });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200 });
    expect(meta.exif).toBeUndefined();
    await repository.transition(created.id, 'approve');
    expect((await put(author)).statusCode).toBe(409);
  });
});
