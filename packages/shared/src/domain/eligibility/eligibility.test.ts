import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUALIFICATION_SLUGS } from '../categories.ts';
import {
  ageOn,
  claimedRelaxations,
  eligibilityReason,
  evaluateEligibility,
  meetsQualification,
  qualificationsHeld,
  type EligibilityProfile,
  type EligibilityRecruitment,
} from './index.ts';

const CENTRAL = [
  { category: 'obc', years: 3 },
  { category: 'sc', years: 5 },
  { category: 'st', years: 5 },
  { category: 'pwbd', years: 10 },
  { category: 'esm', years: 3 },
];

function recruitment(
  overrides: Partial<EligibilityRecruitment['details']> = {},
  tags: Partial<EligibilityRecruitment> = {},
) {
  return {
    states: [],
    qualifications: ['graduate'],
    ...tags,
    details: {
      ageLimit: { min: 18, max: 27, asOn: '2026-08-01', relaxations: CENTRAL },
      eligibility: [],
      ...overrides,
    },
  } satisfies EligibilityRecruitment;
}

const profile = (overrides: Partial<EligibilityProfile> = {}): EligibilityProfile => ({
  dateOfBirth: '2000-01-10',
  category: 'general',
  pwbd: false,
  exServiceman: false,
  state: 'bihar',
  qualification: 'graduate',
  gender: null,
  ...overrides,
});

describe('ageOn: completed years on the "as on" date', () => {
  it('completes the year on the birthday itself, not the day before', () => {
    expect(ageOn('1998-08-01', '2026-08-01')).toBe(28);
    expect(ageOn('1998-08-02', '2026-08-01')).toBe(27);
    expect(ageOn('1998-07-31', '2026-08-01')).toBe(28);
  });

  it('counts a 29 February birthday as completed on 1 March in other years', () => {
    expect(ageOn('2004-02-29', '2026-02-28')).toBe(21);
    expect(ageOn('2004-02-29', '2026-03-01')).toBe(22);
    expect(ageOn('2004-02-29', '2028-02-29')).toBe(24);
    expect(ageOn('2004-02-29', '2028-02-28')).toBe(23);
  });

  const date = fc
    .date({ min: new Date('1940-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));

  it('never goes down as the "as on" date moves later, and grows by one each birthday', () => {
    fc.assert(
      fc.property(date, date, date, (born, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(ageOn(born, early)).toBeLessThanOrEqual(ageOn(born, late));
      }),
    );
    fc.assert(
      fc.property(date, fc.integer({ min: 0, max: 80 }), (born, years) => {
        fc.pre(!born.endsWith('-02-29'));
        const birthday = `${String(Number(born.slice(0, 4)) + years).padStart(4, '0')}${born.slice(4)}`;
        expect(ageOn(born, birthday)).toBe(years);
      }),
    );
  });

  it('agrees with counting whole years by calendar (an independent computation)', () => {
    fc.assert(
      fc.property(date, date, (born, on) => {
        fc.pre(born <= on);
        // The largest n such that adding n years (29 Feb → 1 Mar in common years) is not after `on`.
        const b = new Date(`${born}T00:00:00Z`);
        let n = 0;
        for (;;) {
          const next = new Date(Date.UTC(b.getUTCFullYear() + n + 1, b.getUTCMonth(), b.getUTCDate()));
          if (next.toISOString().slice(0, 10) > on) break;
          n += 1;
        }
        expect(ageOn(born, on)).toBe(n);
      }),
    );
  });
});

describe('qualifications', () => {
  it('orders 10th < 12th < graduate < post-graduate, with ITI and diploma after the 10th only', () => {
    expect(meetsQualification('post-graduate', ['10th'])).toBe(true);
    expect(meetsQualification('graduate', ['12th'])).toBe(true);
    expect(meetsQualification('12th', ['graduate'])).toBe(false);
    expect(meetsQualification('diploma', ['10th'])).toBe(true);
    expect(meetsQualification('diploma', ['12th'])).toBe(false);
    expect(meetsQualification('iti', ['diploma'])).toBe(false);
    expect(meetsQualification('12th', ['iti'])).toBe(false);
    expect(meetsQualification('graduate', ['diploma', 'graduate'])).toBe(true);
  });

  it('is reflexive and transitive: whoever holds a qualification meets everything it includes', () => {
    const slug = fc.constantFrom(...QUALIFICATION_SLUGS);
    fc.assert(
      fc.property(slug, slug, slug, (a, b, c) => {
        expect(meetsQualification(a, [a])).toBe(true);
        if (meetsQualification(a, [b]) && meetsQualification(b, [c])) expect(meetsQualification(a, [c])).toBe(true);
        if (a !== b && meetsQualification(a, [b])) expect(meetsQualification(b, [a])).toBe(false);
      }),
    );
    expect(qualificationsHeld('post-graduate')).toEqual(['post-graduate', 'graduate', '12th', '10th', '8th']);
  });
});

describe('relaxations', () => {
  it('stacks PwBD on top of the category, and takes the larger of PwBD and ESM', () => {
    const facts = { category: 'obc', pwbd: true, esm: false, domiciled: true };
    expect(claimedRelaxations(CENTRAL, facts)).toEqual([
      { kind: 'obc', years: 3 },
      { kind: 'pwbd', years: 10 },
    ]);
    expect(claimedRelaxations(CENTRAL, { ...facts, category: 'sc' })).toEqual([
      { kind: 'sc', years: 5 },
      { kind: 'pwbd', years: 10 },
    ]);
    expect(claimedRelaxations(CENTRAL, { ...facts, category: 'general', esm: true })).toEqual([
      { kind: 'pwbd', years: 10 },
    ]);
    expect(claimedRelaxations(CENTRAL, { ...facts, pwbd: false, esm: true })).toEqual([
      { kind: 'obc', years: 3 },
      { kind: 'esm', years: 3 },
    ]);
    expect(claimedRelaxations(CENTRAL, { ...facts, domiciled: false })).toEqual([]);
    // A relaxation the notice does not list is not claimed.
    expect(claimedRelaxations([{ category: 'sc', years: 5 }], { ...facts, category: 'ews' })).toEqual([]);
  });
});

describe('evaluateEligibility', () => {
  it('renders the reason the issue asks for: OBC, 29 on the "as on" date, limit 27 + 3 = 30', () => {
    const verdict = evaluateEligibility(recruitment(), profile({ dateOfBirth: '1997-05-10', category: 'obc' }));
    expect(verdict.status).toBe('eligible');
    expect(eligibilityReason(verdict)).toBe('age 29 on 01/08/2026, limit 27 + 3 years OBC relaxation = 30 → eligible');
  });

  it('is not eligible one day past the limit and eligible on the boundary day', () => {
    // Limit 27 (general): born 02/08/1998 is 27 on 01/08/2026; born 01/08/1998 is 28.
    const boundary = evaluateEligibility(recruitment(), profile({ dateOfBirth: '1998-08-02' }));
    expect(boundary.status).toBe('eligible');
    const over = evaluateEligibility(recruitment(), profile({ dateOfBirth: '1998-08-01' }));
    expect(over.status).toBe('not_eligible');
    expect(eligibilityReason(over)).toBe('age 28 on 01/08/2026, limit 27 → not eligible');
    // The minimum: 18 on the as-on day is old enough; a day younger is not.
    expect(evaluateEligibility(recruitment(), profile({ dateOfBirth: '2008-08-01' })).status).toBe('eligible');
    const young = evaluateEligibility(recruitment(), profile({ dateOfBirth: '2008-08-02' }));
    expect(eligibilityReason(young)).toBe('age 17 on 01/08/2026, minimum 18 → not eligible');
  });

  it('stacks PwBD on the category: SC + PwBD at 42 with limit 27 + 5 + 10 = 42', () => {
    const verdict = evaluateEligibility(
      recruitment(),
      profile({ dateOfBirth: '1984-05-01', category: 'sc', pwbd: true }),
    );
    expect(eligibilityReason(verdict)).toBe(
      'age 42 on 01/08/2026, limit 27 + 5 years SC relaxation + 10 years PwBD relaxation = 42 → eligible',
    );
    const without = evaluateEligibility(recruitment(), profile({ dateOfBirth: '1984-05-01', category: 'sc' }));
    expect(without.status).toBe('not_eligible');
  });

  it('says which profile fields would decide, and only those', () => {
    // 29 with limit 27: a category or PwBD / ESM could make it; the date of birth is known.
    const verdict = evaluateEligibility(
      recruitment(),
      profile({ dateOfBirth: '1997-05-10', category: null, pwbd: null, exServiceman: null }),
    );
    expect(verdict.status).toBe('unknown');
    expect(verdict.missingProfile).toEqual(['category', 'pwbd', 'exServiceman']);
    expect(eligibilityReason(verdict)).toBe(
      'Add your category, PwBD status and ex-serviceman status to see if you can apply.',
    );
    // 24 is within the limit whatever the category: no need to ask.
    expect(
      evaluateEligibility(recruitment(), profile({ dateOfBirth: '2002-01-01', category: null, pwbd: null })).status,
    ).toBe('eligible');
    // 60 is past every relaxation: not eligible whatever they add.
    expect(
      evaluateEligibility(recruitment(), profile({ dateOfBirth: '1966-01-01', category: null, pwbd: null })).status,
    ).toBe('not_eligible');
    const noBirth = evaluateEligibility(recruitment(), profile({ dateOfBirth: null, qualification: null }));
    expect(noBirth.missingProfile).toEqual(['dateOfBirth', 'qualification']);
    expect(eligibilityReason(noBirth)).toBe('Add your date of birth and qualification to see if you can apply.');
    const noAgeLimit = evaluateEligibility(recruitment({ ageLimit: undefined }), profile({ qualification: null }));
    expect(eligibilityReason(noAgeLimit)).toBe(
      'The notice gives no age limit we can check. Add your qualification to check the rest.',
    );
  });

  it('is unknown when the recruitment has no structured age limit, but not eligible if something else fails', () => {
    const verdict = evaluateEligibility(recruitment({ ageLimit: undefined }), profile());
    expect(verdict.status).toBe('unknown');
    expect(verdict.missingNotice).toEqual(['ageLimit']);
    expect(eligibilityReason(verdict)).toBe('the notice gives no age limit we can check → unknown');
    const unqualified = evaluateEligibility(recruitment({ ageLimit: undefined }), profile({ qualification: '12th' }));
    expect(eligibilityReason(unqualified)).toBe('12th pass, needs Graduate → not eligible');
  });

  it('restricts domicile posts to their states, and domicile-only relaxations to domiciles', () => {
    const forBihar = recruitment({ domicile: 'required' }, { states: ['bihar'] });
    expect(evaluateEligibility(forBihar, profile({ state: 'bihar' })).status).toBe('eligible');
    const outsider = evaluateEligibility(forBihar, profile({ state: 'assam' }));
    expect(eligibilityReason(outsider)).toBe('domicile Assam, post for domiciles of Bihar → not eligible');
    expect(evaluateEligibility(forBihar, profile({ state: null })).missingProfile).toEqual(['state']);

    const localQuota = recruitment({ domicile: 'reservation_only' }, { states: ['uttar-pradesh'] });
    const obc29 = { dateOfBirth: '1997-05-10', category: 'obc' };
    expect(evaluateEligibility(localQuota, profile({ ...obc29, state: 'uttar-pradesh' })).status).toBe('eligible');
    const fromBihar = evaluateEligibility(localQuota, profile({ ...obc29, state: 'bihar' }));
    expect(eligibilityReason(fromBihar)).toBe(
      'age 29 on 01/08/2026, limit 27; relaxations are for domiciles of Uttar Pradesh only → not eligible',
    );
    expect(evaluateEligibility(localQuota, profile({ ...obc29, state: null })).missingProfile).toEqual(['state']);
  });

  it('decides per post, and the recruitment by its best post', () => {
    const agniveer = recruitment(
      {
        ageLimit: { min: 17, max: 21, asOn: '2026-08-01', relaxations: [] },
        eligibility: [
          { post: 'Agniveer GD', qualifications: ['10th'] },
          { post: 'Agniveer Technical', qualifications: ['12th'], maxAge: 23 },
          { post: 'Agniveer Tradesman', qualifications: ['8th'] },
        ],
      },
      { qualifications: ['8th', '10th', '12th'] },
    );
    const tenthAt22 = evaluateEligibility(agniveer, profile({ dateOfBirth: '2004-06-01', qualification: '10th' }));
    expect(tenthAt22.posts.map((p) => p.status)).toEqual(['not_eligible', 'not_eligible', 'not_eligible']);
    expect(tenthAt22.status).toBe('not_eligible');
    const twelfthAt22 = evaluateEligibility(agniveer, profile({ dateOfBirth: '2004-06-01', qualification: '12th' }));
    expect(twelfthAt22.posts.map((p) => p.status)).toEqual(['not_eligible', 'eligible', 'not_eligible']);
    expect(twelfthAt22.status).toBe('eligible');
    expect(twelfthAt22.post).toBe('Agniveer Technical');
    expect(eligibilityReason(twelfthAt22)).toBe('age 22 on 01/08/2026, limit 23 → eligible');
  });

  it('notes the ESM service deduction when it could matter', () => {
    const verdict = evaluateEligibility(recruitment(), profile({ dateOfBirth: '1995-01-01', exServiceman: true }));
    expect(eligibilityReason(verdict)).toBe(
      'age 31 on 01/08/2026, limit 27 + 3 years ex-serviceman relaxation = 30; ex-servicemen may also deduct their military service (see the notice) → not eligible',
    );
  });

  describe('women: relaxations and posts by gender', () => {
    const withFemale = recruitment({
      ageLimit: { min: 18, max: 27, asOn: '2026-08-01', relaxations: [...CENTRAL, { category: 'female', years: 5 }] },
    });
    // 31 on 01/08/2026.
    const at31 = { dateOfBirth: '1995-01-01' };

    it('raises the upper age limit for women only, on top of the category', () => {
      const woman = evaluateEligibility(withFemale, profile({ ...at31, gender: 'female' }));
      expect(eligibilityReason(woman)).toBe(
        'age 31 on 01/08/2026, limit 27 + 5 years women’s relaxation = 32 → eligible',
      );
      const obcWoman = evaluateEligibility(
        withFemale,
        profile({ dateOfBirth: '1992-01-01', category: 'obc', gender: 'female' }),
      );
      expect(eligibilityReason(obcWoman)).toBe(
        'age 34 on 01/08/2026, limit 27 + 3 years OBC relaxation + 5 years women’s relaxation = 35 → eligible',
      );
      for (const gender of ['male', 'transgender'] as const) {
        const other = evaluateEligibility(withFemale, profile({ ...at31, gender }));
        expect(eligibilityReason(other), gender).toBe('age 31 on 01/08/2026, limit 27 → not eligible');
      }
      // A notice without a women's relaxation gives a woman none.
      expect(evaluateEligibility(recruitment(), profile({ ...at31, gender: 'female' })).status).toBe('not_eligible');
    });

    it('asks for the gender when a women’s relaxation would decide, and not otherwise', () => {
      for (const gender of [null, 'undisclosed'] as const) {
        const verdict = evaluateEligibility(withFemale, profile({ ...at31, gender }));
        expect(verdict.status, String(gender)).toBe('unknown');
        expect(verdict.missingProfile).toEqual(['gender']);
        expect(eligibilityReason(verdict)).toBe('Add your gender to see if you can apply.');
      }
      expect(evaluateEligibility(withFemale, profile({ dateOfBirth: '2000-01-01' })).status).toBe('eligible');
      expect(evaluateEligibility(withFemale, profile({ dateOfBirth: '1980-01-01' })).status).toBe('not_eligible');
    });

    it('gives no women’s relaxation outside the domicile where relaxations are for domiciles only', () => {
      const local = recruitment(
        {
          domicile: 'reservation_only',
          ageLimit: { min: 18, max: 27, asOn: '2026-08-01', relaxations: [{ category: 'female', years: 5 }] },
        },
        { states: ['bihar'] },
      );
      expect(evaluateEligibility(local, profile({ ...at31, gender: 'female', state: 'bihar' })).status).toBe(
        'eligible',
      );
      expect(evaluateEligibility(local, profile({ ...at31, gender: 'female', state: 'assam' })).status).toBe(
        'not_eligible',
      );
    });

    const police = recruitment({
      ageLimit: { min: 18, max: 25, asOn: '2026-08-01', relaxations: [] },
      eligibility: [
        { post: 'Constable (Men)', gender: 'male' },
        { post: 'Constable (Women)', gender: 'female', maxAge: 28 },
      ],
    });
    // 24 on 01/08/2026.
    const at24 = { dateOfBirth: '2002-01-01' };

    it('admits only the named gender to a post marked for women or for men, with the reason', () => {
      const woman = evaluateEligibility(police, profile({ ...at24, gender: 'female' }));
      expect(woman.posts.map((p) => [p.post, p.status])).toEqual([
        ['Constable (Men)', 'not_eligible'],
        ['Constable (Women)', 'eligible'],
      ]);
      expect(eligibilityReason(woman.posts[0]!)).toBe('post for men only → not eligible');
      const man = evaluateEligibility(police, profile({ ...at24, gender: 'male' }));
      expect(man.posts.map((p) => p.status)).toEqual(['eligible', 'not_eligible']);
      expect(eligibilityReason(man.posts[1]!)).toBe('post for women only → not eligible');
      // A man of 27 is past his post's limit and may not take the women's.
      const older = evaluateEligibility(police, profile({ dateOfBirth: '1999-01-01', gender: 'male' }));
      expect(older.status).toBe('not_eligible');
      const transgender = evaluateEligibility(police, profile({ ...at24, gender: 'transgender' }));
      expect(transgender.status).toBe('not_eligible');
    });

    it('asks for the gender on a post marked by gender when the profile does not say', () => {
      for (const gender of [null, 'undisclosed'] as const) {
        const verdict = evaluateEligibility(police, profile({ ...at24, gender }));
        expect(verdict.status, String(gender)).toBe('unknown');
        expect(verdict.missingProfile).toEqual(['gender']);
        expect(verdict.posts.map((p) => p.status)).toEqual(['unknown', 'unknown']);
        expect(eligibilityReason(verdict)).toBe('Add your gender to see if you can apply.');
      }
      // Too old for both posts: no gender would help.
      expect(evaluateEligibility(police, profile({ dateOfBirth: '1990-01-01' })).status).toBe('not_eligible');
    });
  });

  // ── Properties.

  const category = fc.constantFrom('general', 'obc', 'sc', 'st', 'ews', null);
  const flag = fc.constantFrom(true, false, null);
  const arbitraryProfile: fc.Arbitrary<EligibilityProfile> = fc.record({
    dateOfBirth: fc.option(
      fc
        .date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2012-12-31T00:00:00Z'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      { nil: null },
    ),
    category,
    pwbd: flag,
    exServiceman: flag,
    state: fc.constantFrom('bihar', 'assam', 'delhi', null),
    qualification: fc.option(fc.constantFrom(...QUALIFICATION_SLUGS), { nil: null }),
    gender: fc.constantFrom('female', 'male', 'transgender', 'undisclosed', null),
  });
  const relaxation = fc.record({
    category: fc.constantFrom('obc', 'sc', 'st', 'ews', 'pwbd', 'esm', 'female'),
    years: fc.integer({ min: 0, max: 15 }),
  });
  const arbitraryRecruitment: fc.Arbitrary<EligibilityRecruitment> = fc.record({
    states: fc.constantFrom([], ['bihar'], ['bihar', 'assam']),
    qualifications: fc.subarray([...QUALIFICATION_SLUGS], { minLength: 1 }),
    details: fc.record({
      ageLimit: fc.option(
        fc.record({
          min: fc.integer({ min: 14, max: 25 }),
          max: fc.integer({ min: 25, max: 45 }),
          asOn: fc.constantFrom('2026-08-01', '2028-02-29', '2027-03-01'),
          relaxations: fc.uniqueArray(relaxation, { selector: (r) => r.category, maxLength: 7 }),
        }),
        { nil: undefined },
      ),
      domicile: fc.constantFrom(undefined, 'open' as const, 'required' as const, 'reservation_only' as const),
      eligibility: fc.array(
        fc.record({
          post: fc.constantFrom('A', 'B', 'C'),
          qualifications: fc.option(fc.subarray([...QUALIFICATION_SLUGS], { minLength: 1 }), { nil: undefined }),
          maxAge: fc.option(fc.integer({ min: 25, max: 45 }), { nil: undefined }),
          gender: fc.constantFrom(undefined, 'female' as const, 'male' as const),
        }),
        { maxLength: 3 },
      ),
    }),
  });
  /** Every way to fill in the profile's unknown relaxation facts. */
  function completions(p: EligibilityProfile): EligibilityProfile[] {
    const cats = p.category === null ? ['general', 'obc', 'sc', 'st', 'ews'] : [p.category];
    const flags = (v: boolean | null) => (v === null ? [true, false] : [v]);
    const states = p.state === null ? ['bihar', 'delhi'] : [p.state];
    const genders = p.gender === null || p.gender === 'undisclosed' ? ['female', 'male', 'transgender'] : [p.gender];
    return cats.flatMap((c) =>
      flags(p.pwbd).flatMap((pwbd) =>
        flags(p.exServiceman).flatMap((exServiceman) =>
          states.flatMap((state) =>
            genders.map((gender) => ({ ...p, category: c, pwbd, exServiceman, state, gender })),
          ),
        ),
      ),
    );
  }

  it('is eligible only if every completion of the unknown facts is, not eligible only if none is', () => {
    fc.assert(
      fc.property(arbitraryRecruitment, arbitraryProfile, (r, p) => {
        fc.pre(p.dateOfBirth !== null && p.qualification !== null);
        const verdict = evaluateEligibility(r, p);
        const filled = completions(p).map((c) => evaluateEligibility(r, c).status);
        if (verdict.status === 'eligible') expect(filled.every((s) => s === 'eligible')).toBe(true);
        if (verdict.status === 'not_eligible') expect(filled.every((s) => s === 'not_eligible')).toBe(true);
        if (verdict.status === 'unknown' && r.details.ageLimit) {
          // Unknown because of the profile: some completion decides it one way and names what was missing.
          expect(new Set(filled).size).toBeGreaterThan(1);
          expect(verdict.missingProfile.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('never gets worse with more relaxation: PwBD, a relaxed category or a later birth date', () => {
    fc.assert(
      fc.property(arbitraryRecruitment, arbitraryProfile, (r, p) => {
        fc.pre(p.dateOfBirth !== null);
        const rank = { not_eligible: 0, unknown: 1, eligible: 2 } as const;
        const base = rank[evaluateEligibility(r, { ...p, pwbd: false }).status];
        expect(rank[evaluateEligibility(r, { ...p, pwbd: true }).status]).toBeGreaterThanOrEqual(base);
      }),
      { numRuns: 300 },
    );
  });

  it('agrees with the age arithmetic: eligible on age exactly when min ≤ age ≤ max + relaxations', () => {
    fc.assert(
      fc.property(arbitraryRecruitment, arbitraryProfile, (r, p) => {
        const complete = {
          ...p,
          category: p.category ?? 'general',
          pwbd: p.pwbd ?? false,
          exServiceman: p.exServiceman ?? false,
          gender: p.gender === 'female' ? 'female' : 'male',
        };
        fc.pre(complete.dateOfBirth !== null && r.details.ageLimit !== undefined && r.details.eligibility.length === 0);
        const verdict = evaluateEligibility(r, complete);
        const age = verdict.checks.find((c) => c.kind === 'age')!;
        expect(age.kind === 'age' && age.age).toBe(ageOn(complete.dateOfBirth!, r.details.ageLimit!.asOn));
        if (age.kind !== 'age' || age.age === null) return;
        const within = age.age >= age.min && age.age <= age.limit;
        expect(age.outcome === 'ok').toBe(within);
        expect(age.limit).toBe(age.max + age.relaxations.reduce((s, x) => s + x.years, 0));
      }),
      { numRuns: 300 },
    );
  });
});
