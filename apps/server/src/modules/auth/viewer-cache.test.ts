import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase, type Database } from '../../db/client.ts';
import { createTestApp } from '../../testing/app.ts';
import { createCapturingMailer, createVerifiedUser, ORIGIN, post } from '../../testing/auth.ts';
import { createTestDatabase } from '../../testing/database.ts';
import { batchLoader } from '../../lib/batch-loader.ts';
import { createProfilesRepository, NO_VIEWER_FLAGS } from '../profiles/profiles.repository.ts';

// Two instances on one database (decision 019): each keeps the sessions it recognised in memory, and
// PostgreSQL's change notices make both forget a session the moment it ends.
let db: Database;
let url: string;
let first: FastifyInstance;
let second: FastifyInstance;
let secondDb: Database;
const mailer = createCapturingMailer();

beforeAll(async () => {
  ({ db, url } = await createTestDatabase());
  // The second instance has a pool of its own, as a second process would.
  secondDb = createDatabase(url, { max: 4 });
  first = await createTestApp(db, { mailer });
  second = await createTestApp(secondDb, { mailer });
});

const me = (app: FastifyInstance, cookie: string) => app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

/** Polls until `check` holds; returns how long it took (ms). */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`not within ${ms} ms`);
}

describe('sessions kept in memory', () => {
  it('recognise a session without a database round trip once seen', async () => {
    const { cookie } = await createVerifiedUser(first, mailer, { name: 'Kept Once' });
    expect((await me(second, cookie)).statusCode).toBe(200);
    const queries = vi.spyOn(secondDb.$client, 'query');
    const connects = vi.spyOn(secondDb.$client, 'connect');
    try {
      for (let i = 0; i < 20; i += 1) {
        const answer = await me(second, cookie);
        expect(answer.statusCode).toBe(200);
        expect(answer.json().name).toBe('Kept Once');
      }
      expect(queries).not.toHaveBeenCalled();
      expect(connects).not.toHaveBeenCalled();
    } finally {
      queries.mockRestore();
      connects.mockRestore();
    }
  });

  it('members first seen together are each recognised as themselves, with their own profile flags (result day)', async () => {
    const members = [];
    for (let i = 0; i < 6; i += 1) members.push(await createVerifiedUser(first, mailer, { name: `Crowd Member ${i}` }));
    await db.execute(sql`UPDATE "profiles" SET "is_admin" = true WHERE "id" = ${members[2]!.id}`);
    await db.execute(sql`UPDATE "profiles" SET "preferred_language" = 'hi' WHERE "id" = ${members[4]!.id}`);
    // The second instance has seen none of them: every request is a first view, their flags batched.
    const answers = await Promise.all(members.map((member) => me(second, member.cookie)));
    answers.forEach((answer, i) => {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({
        name: `Crowd Member ${i}`,
        isAdmin: i === 2,
        preferredLanguage: i === 4 ? 'hi' : null,
      });
    });
  });

  it('the flags of sessions looked up together come in one query, each account its own', async () => {
    const a = await createVerifiedUser(first, mailer);
    const b = await createVerifiedUser(first, mailer);
    await db.execute(sql`UPDATE "profiles" SET "is_admin" = true WHERE "id" = ${b.id}`);
    const flagsOf = batchLoader(createProfilesRepository(secondDb).viewerFlagsOfMany, NO_VIEWER_FLAGS);
    const queries = vi.spyOn(secondDb.$client, 'query');
    try {
      const flags = await Promise.all([flagsOf(a.id), flagsOf(b.id), flagsOf('no-such-account'), flagsOf(a.id)]);
      expect(flags).toEqual([
        { isAdmin: false, preferredLanguage: null },
        { isAdmin: true, preferredLanguage: null },
        NO_VIEWER_FLAGS,
        { isAdmin: false, preferredLanguage: null },
      ]);
      expect(queries).toHaveBeenCalledTimes(1);
    } finally {
      queries.mockRestore();
    }
  });

  it('a signed-out session is refused at once where it ended and within 1 s on the other instance', async () => {
    const { cookie } = await createVerifiedUser(first, mailer);
    expect((await me(first, cookie)).statusCode).toBe(200);
    expect((await me(second, cookie)).statusCode).toBe(200);
    const out = await post(first, '/api/auth/sign-out', {}, { cookie });
    expect(out.statusCode).toBe(200);
    expect((await me(first, cookie)).statusCode).toBe(401);
    const took = await within(1_000, async () => (await me(second, cookie)).statusCode === 401);
    expect(took).toBeLessThan(1_000);
  });

  it('a session deleted behind the app (psql, another tool) is refused within 1 s on both', async () => {
    const { cookie, id } = await createVerifiedUser(first, mailer);
    expect((await me(first, cookie)).statusCode).toBe(200);
    expect((await me(second, cookie)).statusCode).toBe(200);
    await db.execute(sql`DELETE FROM "session" WHERE "user_id" = ${id}`);
    await within(1_000, async () => (await me(first, cookie)).statusCode === 401);
    await within(1_000, async () => (await me(second, cookie)).statusCode === 401);
  });

  it('follows an admin grant made by another process, and a name change, within 1 s', async () => {
    const { cookie, id } = await createVerifiedUser(first, mailer, { name: 'Before Change' });
    expect((await me(second, cookie)).json()).toMatchObject({ isAdmin: false, name: 'Before Change' });
    await db.execute(sql`UPDATE "profiles" SET "is_admin" = true WHERE "id" = ${id}`);
    await within(1_000, async () => (await me(second, cookie)).json().isAdmin === true);
    await db.execute(sql`UPDATE "user" SET "name" = 'After Change' WHERE "id" = ${id}`);
    await within(1_000, async () => (await me(second, cookie)).json().name === 'After Change');
  });

  it('a banned member is refused on both instances within 1 s', async () => {
    const { cookie, id } = await createVerifiedUser(first, mailer);
    expect((await me(second, cookie)).statusCode).toBe(200);
    await db.execute(sql`UPDATE "user" SET "banned" = true WHERE "id" = ${id}`);
    await within(1_000, async () => (await me(second, cookie)).statusCode === 401);
  });

  it('a forged or altered cookie is never answered from memory', async () => {
    const { cookie } = await createVerifiedUser(first, mailer);
    expect((await me(first, cookie)).statusCode).toBe(200);
    const altered = cookie.replace(/=(.)/, (_match, char: string) => `=${char === 'A' ? 'B' : 'A'}`);
    expect((await me(first, altered)).statusCode).toBe(401);
    expect((await me(first, `${cookie}x`)).statusCode).toBe(401);
    expect(
      (await first.inject({ method: 'GET', url: '/api/me', headers: { cookie: 'other=1', origin: ORIGIN } }))
        .statusCode,
    ).toBe(401);
  });
});
