import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded-postgres.ts';
import { createDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { seedMockTests } from '../db/seed/mock-tests-content.ts';
import { createFileStore } from '../modules/files/file-store.ts';
import { seedTypingContent } from '../db/seed/typing-content.ts';
import { databaseUrlFor } from './database-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser connection to the test cluster (any database). */
    adminDatabaseUrl: string;
    /** Migrated database every test file copies its own database from. */
    templateDatabase: string;
  }
}

/**
 * Starts one PostgreSQL for the whole run (embedded, or `TEST_DATABASE_URL`) and migrates a
 * template database; each test file then clones the template, which takes milliseconds.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let dataDir: string | undefined;
  // An external server: TEST_DATABASE_URL, or DATABASE_URL as the app itself would use.
  let adminUrl = process.env['TEST_DATABASE_URL'] ?? process.env['DATABASE_URL'];
  if (!adminUrl) {
    dataDir = await mkdtemp(path.join(tmpdir(), 'jobportal-test-'));
    embedded = await startEmbeddedPostgres({
      dataDir,
      logger: pino({ level: 'warn' }),
      // A throwaway cluster: durability buys nothing here.
      settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
    });
    adminUrl = embedded.url;
  }

  const templateDatabase = `jobportal_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${templateDatabase}`);
  await admin.query(`CREATE DATABASE ${templateDatabase}`);
  await runMigrations(databaseUrlFor(adminUrl, templateDatabase));
  // Built-in reference content, loaded at start by main.ts, as every running app has it.
  const template = createDatabase(databaseUrlFor(adminUrl, templateDatabase), { max: 1 });
  await seedTypingContent(template);
  // The built-in figures' rows are in the template; their files in a directory of this run's, which the
  // test apps do not serve from (none of the server's tests downloads a figure).
  const figuresDir = await mkdtemp(path.join(tmpdir(), 'jobportal-test-figures-'));
  await seedMockTests(template, createFileStore(template, figuresDir));
  await template.$client.end();

  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', templateDatabase);

  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${templateDatabase} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    await rm(figuresDir, { recursive: true, force: true });
  };
}
