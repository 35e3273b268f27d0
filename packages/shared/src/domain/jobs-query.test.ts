import { describe, expect, it } from 'vitest';
import { jobsQuery } from '../contracts/jobs.ts';
import { readJobsQuery } from './jobs-query.ts';

/** What the browser got before: the contract's own reading of the URL. */
const byContract = (params: Record<string, string>) => {
  const parsed = jobsQuery.safeParse(params);
  return parsed.success ? parsed.data : jobsQuery.parse({});
};

const VALUES: Record<string, string[]> = {
  cat: ['railway', ' up ', '', 'x'.repeat(40), ` ${'x'.repeat(40)} `, 'x'.repeat(41)],
  sector: ['bank', '  '],
  state: ['bihar', 's'.repeat(41)],
  qualification: ['10th', 'graduate '],
  q: ['bharti', ' रेलवे भर्ती ', 'q'.repeat(200), 'q'.repeat(201)],
  sort: ['last_date', 'newest', 'oldest', ''],
  show: ['open', 'all', 'closed'],
  page: ['1', '2', ' 3 ', '0', '-1', '2.5', 'abc', '', '10000', '10001', '1e3', '0x10', 'Infinity'],
  perPage: ['20', '50', '51', '0', 'x'],
  eligible: ['1', '0', 'yes', ''],
  other: ['ignored'],
};

describe('readJobsQuery', () => {
  it('reads every parameter alone as the jobsQuery contract does', () => {
    expect(readJobsQuery({})).toEqual(byContract({}));
    for (const [key, values] of Object.entries(VALUES)) {
      for (const value of values)
        expect(readJobsQuery({ [key]: value }), `${key}=${value}`).toEqual(byContract({ [key]: value }));
    }
  });

  it('reads combinations as the contract does: all valid, or the defaults for all', () => {
    const keys = Object.keys(VALUES);
    let seed = 7;
    const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
    for (let run = 0; run < 3_000; run += 1) {
      const params: Record<string, string> = {};
      for (const key of keys) {
        if (random() < 0.4) params[key] = VALUES[key]![Math.floor(random() * VALUES[key]!.length)]!;
      }
      expect(readJobsQuery(params), JSON.stringify(params)).toEqual(byContract(params));
    }
  });
});
