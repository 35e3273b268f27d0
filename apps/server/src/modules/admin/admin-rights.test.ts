import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { adminUser } from '@jobportal/shared';
import { startChangeFeed, type Change, type ChangeFeed } from '../../lib/change-feed.ts';
import { createTestApp } from '../../testing/app.ts';
import { createCapturingMailer, createVerifiedUser, ORIGIN } from '../../testing/auth.ts';
import { createTestDatabase } from '../../testing/database.ts';
import { createProfilesRepository } from '../profiles/profiles.repository.ts';

/**
 * The real change feed, with PostgreSQL's notices reaching this instance only `delayMs` later (another
 * instance's writes, a busy database): what this instance announces itself still arrives at once.
 */
function withLateNotices(feed: ChangeFeed, delayMs: number): ChangeFeed {
  const handlers = new Set<(change: Change | { kind: 'missed' }) => void>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  feed.subscribe((change) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      for (const handler of handlers) handler(change);
    }, delayMs);
    timers.add(timer);
  });
  return {
    get live() {
      return feed.live;
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    announce(change) {
      for (const handler of handlers) handler(change);
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      await feed.close();
    },
  };
}

let app: FastifyInstance;
const mailer = createCapturingMailer();
type Member = Awaited<ReturnType<typeof createVerifiedUser>>;
let admin: Member;
let feed: ChangeFeed;

const call = (who: Member, method: 'GET' | 'PUT' | 'DELETE', url: string) =>
  app.inject({ method, url, headers: { origin: ORIGIN, cookie: who.cookie } });

beforeAll(async () => {
  const { db, url } = await createTestDatabase();
  feed = withLateNotices(await startChangeFeed(url), 5_000);
  app = await createTestApp(db, { mailer, changeFeed: feed });
  admin = await createVerifiedUser(app, mailer, { name: 'Site Admin' });
  await createProfilesRepository(db).setAdminByEmail(admin.email, true);
});
afterAll(() => feed.close());

it('a revoked admin is refused on the very next request, without waiting for the database’s notice', async () => {
  const other = await createVerifiedUser(app, mailer, { name: 'Admin For A While' });
  expect(adminUser.parse((await call(admin, 'PUT', `/api/admin/users/${other.id}/admin`)).json()).isAdmin).toBe(true);
  // Their session is now kept in memory as an admin's.
  expect((await call(other, 'GET', '/api/admin/dashboard')).statusCode).toBe(200);
  expect((await call(other, 'GET', '/api/admin/dashboard')).statusCode).toBe(200);
  expect(adminUser.parse((await call(admin, 'DELETE', `/api/admin/users/${other.id}/admin`)).json()).isAdmin).toBe(
    false,
  );
  expect((await call(other, 'GET', '/api/admin/dashboard')).statusCode).toBe(403);
  // And granted again: an admin at once.
  await call(admin, 'PUT', `/api/admin/users/${other.id}/admin`);
  expect((await call(other, 'GET', '/api/admin/dashboard')).statusCode).toBe(200);
});
