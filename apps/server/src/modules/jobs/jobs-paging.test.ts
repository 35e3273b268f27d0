import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { jobsPage, LIST_TOTAL_CAP } from '@jobportal/shared';
import { createTestApp } from '../../testing/app.ts';
import { createTestDatabase } from '../../testing/database.ts';

// More matches than the lists count: 1,005 open recruitments, 10 of them railway ones.
const ROWS = LIST_TOTAL_CAP + 5;
let app: FastifyInstance;

async function list(query: string) {
  const response = await app.inject({ method: 'GET', url: `/api/jobs${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return jobsPage.parse(response.json());
}

beforeAll(async () => {
  const { db } = await createTestDatabase();
  await db.execute(sql`
    INSERT INTO recruitments (slug, title, organisation_name, organisation_short_name, organisation_website,
      summary, sector, status, published_at, last_date, details, official_source_url)
    SELECT 'bulk-' || n, 'Bulk Recruitment ' || n, 'Bulk Board', 'BB', 'https://bb.example.gov.in',
      'Demo data.', CASE WHEN n <= 10 THEN 'railway' ELSE 'ssc' END, 'published', now() - make_interval(mins => n),
      (now() AT TIME ZONE 'Asia/Kolkata')::date + (n % 300), '{}'::jsonb, 'https://bb.example.gov.in/notice'
    FROM generate_series(1, ${ROWS}) AS n`);
  await db.execute(sql`ANALYZE recruitments`);
  app = await createTestApp(db);
});

describe('GET /api/jobs totals', () => {
  it(`counts matches up to ${LIST_TOTAL_CAP} and says when there are more`, async () => {
    const first = await list('');
    expect(first).toMatchObject({ total: LIST_TOTAL_CAP, totalCapped: true, page: 1 });
    expect(first.items).toHaveLength(20);
  });

  it('gives the exact total when there are fewer matches than the cap', async () => {
    expect(await list('?cat=railway&perPage=5')).toMatchObject({ total: 10, totalCapped: false });
    expect(await list('?cat=railway&perPage=20')).toMatchObject({ total: 10, totalCapped: false });
  });

  it('knows the exact total from a last page that is not full, even past the cap', async () => {
    const last = await list('?page=51');
    expect(last.items).toHaveLength(ROWS - 50 * 20);
    expect(last).toMatchObject({ total: ROWS, totalCapped: false });
  });

  it('pages through everything in deadline order without repeats', async () => {
    const seen = new Set<string>();
    let previous = '';
    for (let page = 1; page <= 3; page += 1) {
      for (const item of (await list(`?page=${page}&perPage=50`)).items) {
        const key = `${item.lastDate}|${item.id}`;
        expect(key >= previous).toBe(true);
        expect(seen.has(item.id)).toBe(false);
        seen.add(item.id);
        previous = key;
      }
    }
    expect(seen.size).toBe(150);
  });
});
