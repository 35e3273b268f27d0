import { type SQL, sql } from 'drizzle-orm';
import { expandTerm, LIST_TOTAL_CAP, searchTerms } from '@jobportal/shared';
import type { Database } from '../../db/client.ts';

/** Today's date in India, where every last date is meant. */
export const todayInIndia = sql`(now() AT TIME ZONE 'Asia/Kolkata')::date`;

/** A page's matches counted up to `LIST_TOTAL_CAP`: the count stops reading once it knows there are more. */
export type Counted = { total: number; totalCapped: boolean };

/** Total of a page: known without counting when the page is not full. */
export async function pageTotal(
  page: number,
  perPage: number,
  rowsOnPage: number,
  count: (limit: number) => Promise<number>,
): Promise<Counted> {
  const offset = (page - 1) * perPage;
  if (rowsOnPage > 0 && rowsOnPage < perPage) return { total: offset + rowsOnPage, totalCapped: false };
  const n = await count(LIST_TOTAL_CAP + 1);
  return { total: Math.min(n, LIST_TOTAL_CAP), totalCapped: n > LIST_TOTAL_CAP };
}

/** Rows of a limited subquery, counted: `SELECT count(*) FROM (… LIMIT n)`. */
export async function countUpTo(db: Database, matches: { as(alias: string): SQL.Aliased | object }): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sql`(${matches}) AS matches`);
  return row!.n;
}

/**
 * `tsquery` for a search box text: every term (with its domain synonyms, as prefixes) must match,
 * in the English (stemmed) or the simple (Hindi and other scripts) dictionary.
 */
export function searchQuery(text: string): SQL | undefined {
  const terms = searchTerms(text);
  if (terms.length === 0) return undefined;
  const perTerm = terms.map((term) => {
    const alternatives = expandTerm(term)
      .map((word) => `${word}:*`)
      .join(' | ');
    return sql`(to_tsquery('english', ${alternatives}) || to_tsquery('simple', ${alternatives}))`;
  });
  return sql.join(perTerm, sql` && `);
}
