import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  eligibilityReason,
  evaluateEligibility,
  jobDetail,
  jobsPage,
  jobsQuery,
  ownProfile,
  publicProfile,
  QUALIFICATION_SLUGS,
  type EligibilityProfile,
} from '@jobportal/shared';
import type { Database } from '../../db/client.ts';
import { createResponseCache } from '../../http/response-cache.ts';
import { createTestApp } from '../../testing/app.ts';
import { createCapturingMailer, createVerifiedUser, ORIGIN } from '../../testing/auth.ts';
import { createTestDatabase } from '../../testing/database.ts';
import { recruitmentFixture } from '../../testing/factories.ts';
import { and, inArray, like } from 'drizzle-orm';
import { profiles, recruitments, user } from '../../db/schema.ts';
import { eligibleForFacts, factsOfProfiles } from './eligibility.ts';
import { createJobsRepository, type JobsRepository } from './jobs.repository.ts';

let app: FastifyInstance;
let db: Database;
let jobs: JobsRepository;
const mailer = createCapturingMailer();
const ids: Record<string, string> = {};

/** A calendar day as YYYY-MM-DD, `years` before today (India is at most a day off; the tests leave margin). */
const yearsAgo = (years: number, extraDays = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - extraDays);
  return date.toISOString().slice(0, 10);
};
const CENTRAL = [
  { category: 'obc', years: 3 },
  { category: 'sc', years: 5 },
  { category: 'st', years: 5 },
  { category: 'pwbd', years: 10 },
  { category: 'esm', years: 3 },
];
const asOn = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  jobs = createJobsRepository(db);
  // Limit 27 + OBC 3: a 29-year-old OBC graduate may apply.
  ids['obcOk'] = await jobs.insertContent(
    recruitmentFixture({ title: 'Eligible A', ageLimit: { min: 18, max: 27, asOn, relaxations: CENTRAL } }),
  );
  // Limit 25 with no relaxations: too old.
  ids['tooOld'] = await jobs.insertContent(
    recruitmentFixture({ title: 'Too old B', ageLimit: { min: 18, max: 25, asOn, relaxations: [] } }),
  );
  // No structured age limit: unknown.
  ids['noAge'] = await jobs.insertContent(recruitmentFixture({ title: 'No age C' }));
  // Bihar domiciles only: our user is from Bihar.
  ids['bihar'] = await jobs.insertContent(
    recruitmentFixture({
      title: 'Bihar D',
      states: ['bihar'],
      domicile: 'required',
      ageLimit: { min: 18, max: 37, asOn, relaxations: CENTRAL },
    }),
  );
  // Posts: one for post-graduates only, one for 12th pass with a lower age limit.
  ids['posts'] = await jobs.insertContent(
    recruitmentFixture({
      title: 'Posts E',
      qualifications: ['12th', 'post-graduate'],
      ageLimit: { min: 18, max: 40, asOn, relaxations: CENTRAL },
      eligibility: [
        { post: 'Lecturer', text: 'A master’s degree.', qualifications: ['post-graduate'] },
        { post: 'Clerk', text: '12th pass, age up to 25.', qualifications: ['12th'], maxAge: 25 },
      ],
    }),
  );
  // Police: a post for men up to 25 and one for women up to 25 + 5 years women's relaxation.
  ids['police'] = await jobs.insertContent(
    recruitmentFixture({
      title: 'Police G',
      qualifications: ['12th'],
      ageLimit: { min: 18, max: 25, asOn, relaxations: [...CENTRAL, { category: 'female', years: 5 }] },
      eligibility: [
        { post: 'Constable (Men)', text: '12th pass.', gender: 'male' },
        { post: 'Constable (Women)', text: '12th pass.', gender: 'female' },
      ],
    }),
  );
  app = await createTestApp(db, { mailer, publicCache: createResponseCache({ ttlMs: 60_000 }) });
});

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } });

async function userWith(profile: Record<string, unknown>) {
  const user = await createVerifiedUser(app, mailer);
  const saved = await app.inject({
    method: 'PATCH',
    url: '/api/me/profile',
    headers: { origin: ORIGIN, cookie: user.cookie },
    payload: profile,
  });
  expect(saved.statusCode).toBe(200);
  return user;
}

const obc29 = {
  dateOfBirth: yearsAgo(29, 30),
  category: 'obc',
  qualification: 'graduate',
  state: 'bihar',
  pwbd: false,
  exServiceman: false,
};

describe('eligibility on /api/jobs', () => {
  it('gives signed-out callers no verdict, and refuses ?eligible=1 without a session', async () => {
    const page = jobsPage.parse((await get('/api/jobs')).json());
    expect(page.items.length).toBe(6);
    expect(page.items.every((item) => item.eligibility === undefined)).toBe(true);
    const refused = await get('/api/jobs?eligible=1');
    expect(refused.statusCode).toBe(401);
    expect((await get('/api/jobs?eligible=yes')).statusCode).toBe(400);
  });

  it('marks each card with the caller’s verdict and the reason', async () => {
    const user = await userWith(obc29);
    const response = await get('/api/jobs', user.cookie);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const byTitle = Object.fromEntries(jobsPage.parse(response.json()).items.map((item) => [item.title, item]));
    const a = byTitle['Eligible A']!.eligibility!;
    expect(a.status).toBe('eligible');
    expect(eligibilityReason(a)).toMatch(
      /^age 29 on \d\d\/\d\d\/\d{4}, limit 27 \+ 3 years OBC relaxation = 30 → eligible$/,
    );
    expect(byTitle['Too old B']!.eligibility!.status).toBe('not_eligible');
    expect(byTitle['No age C']!.eligibility).toMatchObject({ status: 'unknown', missingNotice: ['ageLimit'] });
    expect(byTitle['Bihar D']!.eligibility!.status).toBe('eligible');
    // Graduate: neither the post-graduate post nor the 12th post (29 > 25 + 3) admits them.
    expect(byTitle['Posts E']!.eligibility!.status).toBe('not_eligible');
    // Too old for the men's post (25 + 3); the women's (25 + 3 + 5) needs the gender.
    expect(byTitle['Police G']!.eligibility).toMatchObject({ status: 'unknown', missingProfile: ['gender'] });
  });

  it('is the kept public page plus the caller’s verdicts: as computed row by row, and new facts apply at once', async () => {
    const user = await userWith(obc29);
    const first = await get('/api/jobs', user.cookie);
    const answered = jobsPage.parse(first.json());
    // The same cards and verdicts as reading each row with the caller's facts (the path before decision 019).
    const facts = { ...obc29, pwbd: false, exServiceman: false, gender: null } as EligibilityProfile;
    const byRow = await jobs.listRows(jobsQuery.parse({}), facts);
    expect(answered.items).toEqual(byRow.items);
    expect(answered.items.find((item) => item.title === 'Too old B')!.eligibility!.status).toBe('not_eligible');
    // Younger now: the very next request says so (the facts kept in memory are forgotten at once).
    const younger = await app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: { origin: ORIGIN, cookie: user.cookie },
      payload: { dateOfBirth: yearsAgo(22) },
    });
    expect(younger.statusCode).toBe(200);
    const second = await get('/api/jobs', user.cookie);
    const next = jobsPage.parse(second.json());
    expect(next.items.find((item) => item.title === 'Too old B')!.eligibility!.status).toBe('eligible');
    expect(second.headers.etag).not.toBe(first.headers.etag);
    // Another member with other facts, the same page: their own verdicts.
    const other = await userWith({ ...obc29, dateOfBirth: yearsAgo(45) });
    const theirs = jobsPage.parse((await get('/api/jobs', other.cookie)).json());
    expect(theirs.items.find((item) => item.title === 'Eligible A')!.eligibility!.status).toBe('not_eligible');
  });

  it('lists only what the caller can apply for with ?eligible=1, paging and counting in SQL', async () => {
    const user = await userWith(obc29);
    const page = jobsPage.parse((await get('/api/jobs?eligible=1', user.cookie)).json());
    expect(page.items.map((item) => item.title).sort()).toEqual(['Bihar D', 'Eligible A']);
    expect(page.total).toBe(2);
    const first = jobsPage.parse((await get('/api/jobs?eligible=1&perPage=1', user.cookie)).json());
    const second = jobsPage.parse((await get('/api/jobs?eligible=1&perPage=1&page=2', user.cookie)).json());
    expect(first.total).toBe(2);
    expect(second.total).toBe(2);
    expect(new Set([...first.items, ...second.items].map((item) => item.title))).toEqual(
      new Set(['Bihar D', 'Eligible A']),
    );
    // From Assam: the Bihar post drops out.
    const assamese = await userWith({ ...obc29, state: 'assam' });
    const theirs = jobsPage.parse((await get('/api/jobs?eligible=1', assamese.cookie)).json());
    expect(theirs.items.map((item) => item.title)).toEqual(['Eligible A']);
    // Without a date of birth nothing is certain: an empty list, and the cards say what is missing.
    const blank = await userWith({ qualification: 'graduate' });
    expect(jobsPage.parse((await get('/api/jobs?eligible=1', blank.cookie)).json()).total).toBe(0);
    const cards = jobsPage.parse((await get('/api/jobs', blank.cookie)).json()).items;
    expect(cards.find((card) => card.title === 'Eligible A')!.eligibility!.missingProfile).toEqual(['dateOfBirth']);
  });

  it('never serves one caller’s answer to another, nor a signed-in answer from the public cache', async () => {
    const young = await userWith({ ...obc29, dateOfBirth: yearsAgo(20, 30) });
    const old = await userWith({ ...obc29, dateOfBirth: yearsAgo(50) });
    // The anonymous answer is cached for this URL…
    await get('/api/jobs?sort=newest');
    expect((await get('/api/jobs?sort=newest')).headers['x-cache']).toBe('hit');
    // …but neither signed-in caller gets it, nor each other's.
    const a = await get('/api/jobs?sort=newest', young.cookie);
    const b = await get('/api/jobs?sort=newest', old.cookie);
    expect(a.headers['x-cache']).toBeUndefined();
    expect(b.headers['x-cache']).toBeUndefined();
    const status = (r: typeof a) =>
      jobsPage.parse(r.json()).items.find((item) => item.title === 'Eligible A')!.eligibility!.status;
    expect(status(a)).toBe('eligible');
    expect(status(b)).toBe('not_eligible');
    // And the anonymous answer still has no verdict (no private answer was stored).
    const anonymous = jobsPage.parse((await get('/api/jobs?sort=newest')).json());
    expect(anonymous.items.every((item) => item.eligibility === undefined)).toBe(true);
  });

  it('gives the detail page a verdict per post', async () => {
    const user = await userWith({ ...obc29, dateOfBirth: yearsAgo(24, 30), qualification: '12th' });
    const detail = jobDetail.parse((await get(`/api/jobs/${ids['posts']}`, user.cookie)).json());
    expect(detail.eligibility!.status).toBe('eligible');
    expect(detail.eligibility!.post).toBe('Clerk');
    expect(detail.eligibility!.posts.map((post) => [post.post, post.status])).toEqual([
      ['Lecturer', 'not_eligible'],
      ['Clerk', 'eligible'],
    ]);
    expect(eligibilityReason(detail.eligibility!.posts[0]!)).toBe('12th pass, needs Post-graduate → not eligible');
    const anonymous = await get(`/api/jobs/${ids['posts']}`);
    expect(anonymous.headers['cache-control']).toContain('public');
    expect(jobDetail.parse(anonymous.json()).eligibility).toBeUndefined();
  });
});

describe('women: posts by gender and women’s relaxations', () => {
  it('lists a women’s post for a woman within the women’s limit, never for a man or a profile that does not say', async () => {
    const titles = async (profile: Record<string, unknown>) => {
      const user = await userWith(profile);
      return jobsPage.parse((await get('/api/jobs?eligible=1', user.cookie)).json()).items.map((item) => item.title);
    };
    // 29, OBC: 25 + 3 (OBC) + 5 (women) = 33 admits her to the women's post only.
    expect(await titles({ ...obc29, gender: 'female' })).toContain('Police G');
    const woman = await userWith({ ...obc29, gender: 'female' });
    const detail = jobDetail.parse((await get(`/api/jobs/${ids['police']}`, woman.cookie)).json());
    expect(detail.eligibility!.posts.map((post) => [post.post, post.status])).toEqual([
      ['Constable (Men)', 'not_eligible'],
      ['Constable (Women)', 'eligible'],
    ]);
    expect(eligibilityReason(detail.eligibility!)).toMatch(
      /^age 29 on .*, limit 25 \+ 3 years OBC relaxation \+ 5 years women’s relaxation = 33 → eligible$/,
    );
    expect(eligibilityReason(detail.eligibility!.posts[0]!)).toMatch(/post for men only → not eligible$/);
    for (const gender of ['male', 'transgender', 'undisclosed', null]) {
      expect(await titles({ ...obc29, gender }), String(gender)).not.toContain('Police G');
    }
    // A man young enough for the men's post.
    expect(await titles({ ...obc29, dateOfBirth: yearsAgo(22, 30), gender: 'male' })).toContain('Police G');
  });
});

describe('"Your fee" on the detail page (issue #26)', () => {
  it('gives a member their own fee from their category and exemptions, a prompt without a category, visitors none', async () => {
    const id = await jobs.insertContent(
      recruitmentFixture({
        title: 'Fees F',
        fees: [
          { category: 'general', label: 'General / OBC / EWS', amount: 100 },
          { category: 'sc', label: 'SC / ST', amount: 0 },
          { category: 'pwbd', label: 'PwBD', amount: 0 },
        ],
      }),
    );
    const fee = async (cookie?: string) => jobDetail.parse((await get(`/api/jobs/${id}`, cookie)).json()).yourFee;
    expect(await fee((await userWith(obc29)).cookie)).toEqual({
      kind: 'fee',
      amount: 100,
      basis: 'obc',
      label: 'General / OBC / EWS',
    });
    expect(await fee((await userWith({ ...obc29, category: 'st' })).cookie)).toMatchObject({ amount: 0, basis: 'st' });
    expect(await fee((await userWith({ ...obc29, pwbd: true })).cookie)).toMatchObject({ amount: 0, basis: 'pwbd' });
    expect(await fee((await userWith({ ...obc29, category: null })).cookie)).toEqual({ kind: 'needs_category' });
    expect(await fee()).toBeUndefined();
  });

  it('exempts a woman where the notice exempts women, and charges a man', async () => {
    const id = await jobs.insertContent(
      recruitmentFixture({
        title: 'Fees H',
        fees: [
          { category: 'general', label: 'General / OBC / EWS (men)', amount: 100 },
          { category: 'female', label: 'Women (all categories)', amount: 0 },
          { category: 'sc', label: 'SC / ST', amount: 0 },
        ],
      }),
    );
    const fee = async (profile: Record<string, unknown>) =>
      jobDetail.parse((await get(`/api/jobs/${id}`, (await userWith(profile)).cookie)).json()).yourFee;
    expect(await fee({ ...obc29, gender: 'female' })).toEqual({
      kind: 'fee',
      amount: 0,
      basis: 'female',
      label: 'Women (all categories)',
    });
    expect(await fee({ ...obc29, gender: 'male' })).toMatchObject({ amount: 100, basis: 'obc' });
    // Her fee is known without her category: women pay nothing whatever it is.
    expect(await fee({ ...obc29, category: null, gender: 'female' })).toMatchObject({ amount: 0, basis: 'female' });
    // A new gender applies at once (the member's facts kept in memory are forgotten).
    const member = await userWith({ ...obc29, gender: 'male' });
    const read = async () => jobDetail.parse((await get(`/api/jobs/${id}`, member.cookie)).json()).yourFee;
    expect(await read()).toMatchObject({ amount: 100 });
    const changed = await app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: { origin: ORIGIN, cookie: member.cookie },
      payload: { gender: 'female' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await read()).toMatchObject({ amount: 0, basis: 'female' });
  });
});

describe('profile: PwBD and ex-serviceman', () => {
  it('saves them for the owner and never shows them to anyone else', async () => {
    const owner = await userWith({ pwbd: true, exServiceman: false, category: 'sc' });
    const own = ownProfile.parse((await get('/api/me/profile', owner.cookie)).json());
    expect(own).toMatchObject({ pwbd: true, exServiceman: false });
    const viewer = await createVerifiedUser(app, mailer);
    const seen = (await get(`/api/profiles/${own.id}`, viewer.cookie)).json();
    publicProfile.parse(seen);
    for (const secret of ['pwbd', 'exServiceman', 'category', 'dateOfBirth']) expect(seen).not.toHaveProperty(secret);
    const refused = await app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: { origin: ORIGIN, cookie: owner.cookie },
      payload: { pwbd: 'yes' },
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('profile: gender', () => {
  it('saves it for the owner, refuses other values with a message, and never shows it to anyone else', async () => {
    const owner = await userWith({ gender: 'female', category: 'obc', state: 'bihar' });
    const own = ownProfile.parse((await get('/api/me/profile', owner.cookie)).json());
    expect(own.gender).toBe('female');
    for (const gender of ['male', 'transgender', 'undisclosed', null]) {
      const saved = await app.inject({
        method: 'PATCH',
        url: '/api/me/profile',
        headers: { origin: ORIGIN, cookie: owner.cookie },
        payload: { gender },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(ownProfile.parse(saved.json()).gender).toBe(gender);
    }
    for (const gender of ['woman', 'F', 1, '']) {
      const refused = await app.inject({
        method: 'PATCH',
        url: '/api/me/profile',
        headers: { origin: ORIGIN, cookie: owner.cookie },
        payload: { gender },
      });
      expect(refused.statusCode, String(gender)).toBe(400);
      expect(refused.json().issues).toEqual([
        expect.objectContaining({ path: 'gender', message: 'Choose a gender from the list.' }),
      ]);
    }
    await app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: { origin: ORIGIN, cookie: owner.cookie },
      payload: { gender: 'female' },
    });
    // Another member: the profile page, the directory and a friend's view carry no gender.
    const viewer = await createVerifiedUser(app, mailer);
    const seen = (await get(`/api/profiles/${own.id}`, viewer.cookie)).json();
    publicProfile.parse(seen);
    expect(seen).not.toHaveProperty('gender');
    const directory = await get(`/api/users?q=${encodeURIComponent(own.name.slice(0, 20))}`, viewer.cookie);
    expect(directory.statusCode).toBe(200);
    expect(directory.body).not.toMatch(/gender|female/);
    expect(JSON.stringify(seen)).not.toContain('female');
  });
});

describe('the SQL filter agrees with the shared rules', () => {
  it('lists exactly the recruitments evaluateEligibility calls eligible, for generated rules and profiles', async () => {
    const relaxation = fc.record({
      category: fc.constantFrom('obc', 'sc', 'st', 'ews', 'pwbd', 'esm', 'female'),
      years: fc.integer({ min: 0, max: 12 }),
    });
    const asOnDates = ['2026-08-01', '2028-02-29', '2027-03-01', '2026-02-28'];
    const rules = fc.record({
      states: fc.constantFrom([], ['bihar'], ['bihar', 'assam']),
      qualifications: fc.subarray([...QUALIFICATION_SLUGS], { minLength: 1 }),
      ageLimit: fc.option(
        fc.record({
          min: fc.integer({ min: 14, max: 24 }),
          max: fc.integer({ min: 25, max: 40 }),
          asOn: fc.constantFrom(...asOnDates),
          relaxations: fc.uniqueArray(relaxation, { selector: (r) => r.category, maxLength: 7 }),
        }),
        { nil: undefined },
      ),
      domicile: fc.constantFrom(undefined, 'open', 'required', 'reservation_only'),
      posts: fc.array(
        fc.record({
          qualifications: fc.option(fc.subarray([...QUALIFICATION_SLUGS], { minLength: 1 }), { nil: undefined }),
          maxAge: fc.option(fc.integer({ min: 25, max: 40 }), { nil: undefined }),
          domicile: fc.constantFrom(undefined, 'open', 'required'),
          gender: fc.constantFrom(undefined, undefined, 'female', 'male'),
        }),
        { maxLength: 3 },
      ),
    });
    const generated = fc.sample(rules, { numRuns: 45, seed: 17 });
    const tag = `sqlcheck${Date.now()}`;
    for (const [index, r] of generated.entries()) {
      const restricted = r.states.length > 0;
      await jobs.insertContent(
        recruitmentFixture({
          slug: `${tag}-${index}`,
          title: `${tag} ${index}`,
          states: r.states,
          qualifications: r.qualifications,
          ...(r.ageLimit ? { ageLimit: r.ageLimit } : {}),
          ...(r.domicile && (restricted || r.domicile === 'open') ? { domicile: r.domicile } : {}),
          eligibility: r.posts.map((post, n) => ({
            post: `Post ${n}`,
            text: 'Generated.',
            ...(post.qualifications ? { qualifications: post.qualifications } : {}),
            ...(post.maxAge !== undefined && r.ageLimit ? { maxAge: Math.max(post.maxAge, r.ageLimit.min) } : {}),
            ...(post.domicile && (restricted || post.domicile === 'open') ? { domicile: post.domicile } : {}),
            ...(post.gender ? { gender: post.gender } : {}),
          })),
        }),
      );
    }
    const generatedProfiles = fc.sample(
      fc.record({
        dateOfBirth: fc.oneof(
          fc.constantFrom(null, '2004-02-29', '2008-03-01', '2001-08-01', '2001-08-02'),
          fc
            .date({ min: new Date('1980-01-01T00:00:00Z'), max: new Date('2014-12-31T00:00:00Z'), noInvalidDate: true })
            .map((d) => d.toISOString().slice(0, 10)),
        ),
        category: fc.constantFrom('general', 'obc', 'sc', 'st', 'ews', null),
        pwbd: fc.constantFrom(true, false, null),
        exServiceman: fc.constantFrom(true, false, null),
        state: fc.constantFrom('bihar', 'assam', 'delhi', null),
        qualification: fc.option(fc.constantFrom(...QUALIFICATION_SLUGS), { nil: null }),
        gender: fc.constantFrom('female', 'male', 'transgender', 'undisclosed', null),
      }),
      { numRuns: 40, seed: 29 },
    ) as EligibilityProfile[];
    let eligibleSeen = 0;
    for (const profile of generatedProfiles) {
      const query = { q: tag, show: 'all', sort: 'newest', page: 1, perPage: 50 } as const;
      const everything = await jobs.list({ ...query }, profile);
      expect(everything.items.length).toBe(generated.length);
      const expected = everything.items
        .filter((item) => item.eligibility!.status === 'eligible')
        .map((item) => item.slug)
        .sort();
      const filtered = await jobs.list({ ...query, eligible: '1' }, profile);
      expect(filtered.items.map((item) => item.slug).sort(), JSON.stringify(profile)).toEqual(expected);
      expect(filtered.total).toBe(expected.length);
      eligibleSeen += expected.length;
      // The card's verdict is the shared function's on the stored recruitment (same as the detail page).
      for (const item of everything.items.slice(0, 5)) {
        const detail = (await jobs.findVisible(item.id))!;
        expect(item.eligibility!.status).toBe(evaluateEligibility(detail, profile).status);
      }
    }
    // The generated cases exercise both sides.
    expect(eligibleSeen).toBeGreaterThan(20);
    expect(eligibleSeen).toBeLessThan(generated.length * generatedProfiles.length);

    // The same predicate over `profiles` rows: every (user, recruitment) pair in one statement, as alerts
    // match subscribers. Pairs must be exactly those the list filter gave per profile.
    const userIds = generatedProfiles.map((_, n) => `${tag}-user-${n}`);
    await db
      .insert(user)
      .values(userIds.map((id) => ({ id, name: id, email: `${id}@example.test`, emailVerified: true })));
    await db.insert(profiles).values(
      generatedProfiles.map((profile, n) => ({
        id: userIds[n]!,
        ...profile,
        gender: profile.gender as (typeof profiles.$inferInsert)['gender'],
      })),
    );
    const pairs = await db
      .select({ userId: profiles.id, slug: recruitments.slug })
      .from(profiles)
      .innerJoin(recruitments, eligibleForFacts(factsOfProfiles()))
      .where(and(inArray(profiles.id, userIds), like(recruitments.slug, `${tag}-%`)));
    const expectedPairs: string[] = [];
    for (const [n, profile] of generatedProfiles.entries()) {
      const query = { q: tag, show: 'all', sort: 'newest', page: 1, perPage: 50, eligible: '1' } as const;
      for (const item of (await jobs.list(query, profile)).items) expectedPairs.push(`${userIds[n]} ${item.slug}`);
    }
    expect(pairs.map((pair) => `${pair.userId} ${pair.slug}`).sort()).toEqual(expectedPairs.sort());
  });
});
