import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/app.ts';
import { createCapturingMailer, createVerifiedUser } from '../../testing/auth.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/database.ts';

const execFileAsync = promisify(execFile);
const script = fileURLToPath(new URL('./admin-cli.ts', import.meta.url));

describe('npm run admin', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const mailer = createCapturingMailer();
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp(database.db, { mailer });
  });

  const run = (...args: string[]) =>
    execFileAsync(process.execPath, [script, ...args], { env: { ...process.env, DATABASE_URL: database.url } });
  const isAdmin = async (cookie: string) =>
    (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().isAdmin as boolean;

  it('grants and revokes admin by email', async () => {
    const user = await createVerifiedUser(app, mailer);
    expect(await isAdmin(user.cookie)).toBe(false);
    expect((await run('grant', user.email.toUpperCase())).stdout).toBe(
      `${user.email.toUpperCase()} is now an admin.\n`,
    );
    // The running app hears of it from PostgreSQL (decision 019): within a second, not a query per request.
    await expect.poll(() => isAdmin(user.cookie), { timeout: 1_000, interval: 20 }).toBe(true);
    await run('revoke', user.email);
    await expect.poll(() => isAdmin(user.cookie), { timeout: 1_000, interval: 20 }).toBe(false);
  });

  it('says so when there is no such account', async () => {
    await expect(run('grant', 'ghost@example.com')).rejects.toMatchObject({
      code: 1,
      stderr: 'No account with the email ghost@example.com.\n',
    });
  });
});
