import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/app.ts';
import { createCapturingMailer, createVerifiedUser, ORIGIN, post } from '../../testing/auth.ts';
import { createTestDatabase } from '../../testing/database.ts';
import { redisForTests, testRedisClient, testRedisPrefix } from '../../testing/redis.ts';

/** better-auth with Redis as its secondary storage, as every instance runs it when REDIS_URL is set. */
const redis = await redisForTests();

describe.runIf(redis.available)(`sessions cached in Redis (${redis.reason || 'Redis reachable'})`, () => {
  const prefix = testRedisPrefix();
  const mailer = createCapturingMailer();
  let app: FastifyInstance;
  let client: Awaited<ReturnType<typeof testRedisClient>>;

  const authKeys = async () => {
    const keys: string[] = [];
    for await (const batch of client.scanIterator({ MATCH: `${prefix}auth:*`, COUNT: 500 })) keys.push(...batch);
    return keys;
  };
  const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/me', headers: { origin: ORIGIN, cookie } });

  beforeAll(async () => {
    const { db } = await createTestDatabase();
    client = await testRedisClient();
    app = await createTestApp(db, { mailer, redis: client, redisPrefix: prefix });
  });

  it('keeps the session in Redis and in PostgreSQL: a lost cache signs nobody out', async () => {
    const user = await createVerifiedUser(app, mailer, { name: 'Cache Asha' });
    expect((await authKeys()).length).toBeGreaterThan(0);
    expect((await me(user.cookie)).json()).toMatchObject({ id: user.id, name: 'Cache Asha' });

    await client.del(await authKeys());
    expect((await me(user.cookie)).statusCode).toBe(200);
  });

  it('shows a changed name at once, though the session was cached', async () => {
    const user = await createVerifiedUser(app, mailer, { name: 'Old Name' });
    expect((await me(user.cookie)).json().name).toBe('Old Name');
    const changed = await app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: { origin: ORIGIN, cookie: user.cookie },
      payload: { name: 'New Name' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(user.cookie)).json().name).toBe('New Name');
  });

  it('ends the session everywhere on sign-out', async () => {
    const user = await createVerifiedUser(app, mailer);
    expect((await me(user.cookie)).statusCode).toBe(200);
    expect((await post(app, '/api/auth/sign-out', {}, { cookie: user.cookie })).statusCode).toBe(200);
    expect((await me(user.cookie)).statusCode).toBe(401);
  });

  it('counts rate limits in Redis', async () => {
    await createVerifiedUser(app, mailer);
    const keys: string[] = [];
    for await (const batch of client.scanIterator({ MATCH: `${prefix}rate:*`, COUNT: 500 })) keys.push(...batch);
    expect(keys.some((key) => key.includes('sign-up'))).toBe(true);
  });
});
