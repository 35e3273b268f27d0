import { access, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobsPage } from '@jobportal/shared';
import { createTestApp, testConfig } from '../../testing/app.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/database.ts';
import { createFileStore } from '../../modules/files/file-store.ts';
import { seedDemoContent } from './demo-content.ts';

describe('demo content', () => {
  let database: TestDatabase;
  let dataDir: string;
  let loaded: number;
  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'jp-seed-'));
    loaded = await seedDemoContent(database.db, dataDir);
  }, 120_000);

  it('loads at least 40 recruitments into an empty database, and nothing into a non-empty one', async () => {
    expect(loaded).toBeGreaterThanOrEqual(40);
    expect(await seedDemoContent(database.db, dataDir)).toBe(0);
  });

  it('says so at /api/site, so the UI can show the demo data mark', async () => {
    const app = await createTestApp(database.db, { config: testConfig({ dataDir }) });
    expect((await app.inject({ method: 'GET', url: '/api/site' })).json()).toEqual({
      demoContent: true,
      publicContent: false,
    });
    const empty = await createTestDatabase();
    const plain = await createTestApp(empty.db);
    expect((await plain.inject({ method: 'GET', url: '/api/site' })).json()).toEqual({
      demoContent: false,
      publicContent: false,
    });
  });

  it('gives every list page at least 10 notices', async () => {
    const { rows } = await database.db.$client.query<{ type: string; n: number }>(
      'SELECT type, count(*)::int AS n FROM notices GROUP BY type',
    );
    const counts = Object.fromEntries(rows.map((row) => [row.type, row.n]));
    for (const type of ['job', 'result', 'admit_card', 'answer_key', 'exam_date', 'misc']) {
      expect(counts[type] ?? 0, type).toBeGreaterThanOrEqual(10);
    }
  });

  it('stores a real PDF for each notice that asks for one', async () => {
    const { rows } = await database.db.$client.query<{ id: string; sha256: string; page_count: number }>(
      'SELECT f.id, f.sha256, f.page_count FROM notices n JOIN files f ON f.id = n.pdf_file_id LIMIT 5',
    );
    expect(rows.length).toBe(5);
    const store = createFileStore(database.db, dataDir);
    for (const row of rows) {
      await access(store.pathOf(row.sha256));
      expect(row.page_count).toBeGreaterThanOrEqual(1);
    }
    const app = await createTestApp(database.db, { config: testConfig({ dataDir }) });
    const pdf = await app.inject({ method: 'GET', url: `/api/files/${rows[0]!.id}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('shows up in the job lists: open, closing soon and expired, by category, in Hindi', async () => {
    const app = await createTestApp(database.db, { config: testConfig({ dataDir }) });
    const list = async (query: string) =>
      jobsPage.parse((await app.inject({ method: 'GET', url: `/api/jobs${query}` })).json());
    const open = await list('?perPage=50');
    expect(open.total).toBeGreaterThanOrEqual(20);
    expect(open.items.some((item) => item.daysLeft !== null && item.daysLeft <= 3)).toBe(true);
    const all = await list('?show=all&perPage=50');
    expect(all.items.some((item) => item.expired)).toBe(true);
    expect((await list('?cat=railway')).total).toBeGreaterThanOrEqual(3);
    expect((await list(`?q=${encodeURIComponent('भर्ती')}`)).total).toBeGreaterThan(0);
    const states = await database.db.execute<{ n: number }>(
      sql`SELECT count(DISTINCT s)::int AS n FROM recruitments, unnest(states) AS s`,
    );
    expect(states.rows[0]!.n).toBeGreaterThanOrEqual(10);
  });
});
