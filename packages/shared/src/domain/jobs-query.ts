import type { JobsQuery } from '../contracts/jobs.ts';

/** Recruitments per page of `/jobs` and `GET /api/jobs` (and the most a caller may ask for). */
export const JOBS_PER_PAGE = 20;
export const JOBS_MAX_PER_PAGE = 50;

const TEXT_LIMITS = { cat: 40, sector: 40, state: 40, qualification: 40, q: 200 } as const;
const DEFAULTS = { sort: 'last_date', show: 'open', page: 1, perPage: JOBS_PER_PAGE } as const;

/** `z.coerce.number().int().min(min).max(max)`: the number, or undefined when it is not one of those. */
function wholeNumber(value: string, max: number): number | undefined {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= max ? number : undefined;
}

/**
 * `/jobs`' URL parameters read the way the `jobsQuery` contract reads them (contracts/jobs.ts): every
 * known parameter valid, or the defaults for all of them, as `jobsQuery.safeParse` gives. The browser
 * reads its URL with this instead of the schema: the list page then needs no zod, whose schemas cost a
 * phone about 250 ms to build right after the page has painted. A test holds the two equal.
 */
export function readJobsQuery(params: Record<string, string>): JobsQuery {
  const query: Record<string, unknown> = { ...DEFAULTS };
  for (const [key, limit] of Object.entries(TEXT_LIMITS)) {
    const value = params[key];
    if (value === undefined) continue;
    const text = value.trim();
    if (text.length > limit) return { ...DEFAULTS };
    query[key] = text;
  }
  const { sort, show, page, perPage, eligible } = params;
  if (sort !== undefined) {
    if (sort !== 'last_date' && sort !== 'newest') return { ...DEFAULTS };
    query['sort'] = sort;
  }
  if (show !== undefined) {
    if (show !== 'open' && show !== 'all') return { ...DEFAULTS };
    query['show'] = show;
  }
  for (const [key, value, max] of [
    ['page', page, 10_000],
    ['perPage', perPage, JOBS_MAX_PER_PAGE],
  ] as const) {
    if (value === undefined) continue;
    const number = wholeNumber(value, max);
    if (number === undefined) return { ...DEFAULTS };
    query[key] = number;
  }
  if (eligible !== undefined) {
    if (eligible !== '1') return { ...DEFAULTS };
    query['eligible'] = eligible;
  }
  return query as JobsQuery;
}
