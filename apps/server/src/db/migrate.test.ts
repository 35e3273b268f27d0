import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/database.ts';
import { migrationsFolder, runMigrations } from './migrate.ts';

async function appliedMigrations(db: Awaited<ReturnType<typeof createTestDatabase>>['db']) {
  const result = await db.$client.query<{ count: string }>('SELECT count(*) FROM drizzle.__drizzle_migrations');
  return Number(result.rows[0]!.count);
}

describe('runMigrations', () => {
  it('brings an empty database to the current schema, and a second run changes nothing', async () => {
    const { url, db } = await createTestDatabase({ empty: true });
    await runMigrations(url);
    const sqlFiles = (await readdir(migrationsFolder)).filter((file) => file.endsWith('.sql'));
    expect(sqlFiles.length).toBeGreaterThan(0);
    expect(await appliedMigrations(db)).toBe(sqlFiles.length);

    const tables = await db.$client.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    expect(tables.rows.map((row) => row.table_name)).toContain('app_settings');

    await runMigrations(url);
    expect(await appliedMigrations(db)).toBe(sqlFiles.length);
  });

  it('lets several instances start together: each migration is applied exactly once', async () => {
    const { url, db } = await createTestDatabase({ empty: true });
    await Promise.all([runMigrations(url), runMigrations(url), runMigrations(url)]);
    const sqlFiles = (await readdir(migrationsFolder)).filter((file) => file.endsWith('.sql'));
    expect(await appliedMigrations(db)).toBe(sqlFiles.length);
  });
});
