import type {
  AgeNote,
  DomicileRule,
  EligibilityCheck,
  EligibilityNoticeField,
  EligibilityProfileField,
  EligibilityStatus,
  EligibilitySummary,
  PostEligibility,
  PostGender,
  RecruitmentEligibility,
  RelaxationKind,
} from '../../contracts/eligibility.ts';
import { STATE_SLUGS, type QualificationSlug, type StateSlug } from '../categories.ts';
import { ageOn } from './age.ts';
import { givenGender, isWoman } from './gender.ts';
import { isQualificationSlug, meetsQualification } from './qualifications.ts';

/** What a verdict reads from the caller's profile; null: not given. */
export type EligibilityProfile = {
  dateOfBirth: string | null;
  /** `general`, `obc`, `sc`, `st` or `ews` (PROFILE_CATEGORIES). */
  category: string | null;
  pwbd: boolean | null;
  exServiceman: boolean | null;
  state: string | null;
  qualification: string | null;
  /** `female`, `male`, `transgender` or `undisclosed` (PROFILE_GENDERS); `undisclosed` counts as not given. */
  gender: string | null;
};

type AgeLimitRule = {
  min: number;
  max: number;
  asOn: string;
  relaxations: ReadonlyArray<{ category: string; years: number }>;
};

/** What a verdict reads from a recruitment: its tag columns and the structured `details`. */
export type EligibilityRecruitment = {
  states: readonly string[];
  qualifications: readonly string[];
  details: {
    ageLimit?: AgeLimitRule | undefined;
    domicile?: DomicileRule | undefined;
    eligibility: ReadonlyArray<{
      post: string;
      qualifications?: readonly string[] | undefined;
      minAge?: number | undefined;
      maxAge?: number | undefined;
      domicile?: DomicileRule | undefined;
      gender?: PostGender | undefined;
    }>;
  };
};

/** One post's rules, the recruitment's filled in where the post's row says nothing. */
export type PostRule = {
  post: string | null;
  ageLimit: AgeLimitRule | null;
  qualifications: QualificationSlug[];
  domicile: DomicileRule;
  states: StateSlug[];
  /** Null: open to anyone. */
  gender: PostGender | null;
};

const CATEGORY_RELAXATIONS = ['obc', 'sc', 'st', 'ews'] as const;
const isStateSlug = (value: unknown): value is StateSlug =>
  typeof value === 'string' && (STATE_SLUGS as readonly string[]).includes(value);

/** The rules of each post (one per eligibility row), or of the whole recruitment when it has no rows. */
export function postRules(recruitment: EligibilityRecruitment): PostRule[] {
  const { details } = recruitment;
  const states = recruitment.states.filter(isStateSlug);
  const base = {
    ageLimit: details.ageLimit ?? null,
    qualifications: recruitment.qualifications.filter(isQualificationSlug),
    domicile: details.domicile ?? 'open',
    states,
  };
  // A domicile rule is about the recruitment's states; without any (the contract refuses it) it is open.
  const domicileOf = (rule: DomicileRule | undefined): DomicileRule =>
    states.length === 0 ? 'open' : (rule ?? 'open');
  base.domicile = domicileOf(details.domicile);
  if (details.eligibility.length === 0) return [{ post: null, ...base, gender: null }];
  return details.eligibility.map((row) => ({
    post: row.post,
    ageLimit: base.ageLimit
      ? { ...base.ageLimit, min: row.minAge ?? base.ageLimit.min, max: row.maxAge ?? base.ageLimit.max }
      : null,
    qualifications: row.qualifications ? row.qualifications.filter(isQualificationSlug) : base.qualifications,
    domicile: row.domicile ? domicileOf(row.domicile) : base.domicile,
    states,
    gender: row.gender === 'female' || row.gender === 'male' ? row.gender : null,
  }));
}

/** The profile's facts that relaxations depend on; null: not given. */
type Facts = {
  category: string | null;
  pwbd: boolean | null;
  esm: boolean | null;
  domiciled: boolean | null;
  /** Absent: as not a woman (callers that do not know the gender). */
  female?: boolean | null;
};

/**
 * The relaxations claimed with these facts, in the order they are added. The stacking rule of central
 * notices: the category's years (OBC, SC, ST, EWS: whatever the notice lists), then PwBD *on top* of
 * them (PwBD-OBC = 10 + 3); an ex-serviceman adds the notice's ESM years on top of the category too,
 * and someone who is both takes the larger of PwBD and ESM (they do not add up). A woman adds the
 * notice's women's years on top of her category's (state notices give a reserved-category woman both).
 * Where relaxations are for domiciles only, someone from elsewhere gets none. Unknown facts (null)
 * claim nothing.
 */
export function claimedRelaxations(
  listed: AgeLimitRule['relaxations'],
  facts: Facts,
): Array<{ kind: RelaxationKind; years: number }> {
  if (facts.domiciled === false || facts.domiciled === null) return [];
  const yearsFor = (kind: string) => listed.find((row) => row.category === kind)?.years ?? 0;
  const claimed: Array<{ kind: RelaxationKind; years: number }> = [];
  const category = CATEGORY_RELAXATIONS.find((kind) => kind === facts.category);
  if (category && yearsFor(category) > 0) claimed.push({ kind: category, years: yearsFor(category) });
  if (facts.female && yearsFor('female') > 0) claimed.push({ kind: 'female', years: yearsFor('female') });
  const pwbd = facts.pwbd ? yearsFor('pwbd') : 0;
  const esm = facts.esm ? yearsFor('esm') : 0;
  if (pwbd > 0 && pwbd >= esm) claimed.push({ kind: 'pwbd', years: pwbd });
  else if (esm > 0) claimed.push({ kind: 'esm', years: esm });
  return claimed;
}

const total = (relaxations: ReadonlyArray<{ years: number }>) => relaxations.reduce((sum, r) => sum + r.years, 0);

/** The facts at their most favourable: what an unknown field could still give. */
function bestFacts(facts: Facts, listed: AgeLimitRule['relaxations']): Facts {
  const yearsFor = (kind: string) => listed.find((row) => row.category === kind)?.years ?? 0;
  const bestCategory = facts.category ?? [...CATEGORY_RELAXATIONS].sort((a, b) => yearsFor(b) - yearsFor(a))[0] ?? null;
  return {
    category: bestCategory,
    pwbd: facts.pwbd ?? true,
    esm: facts.esm ?? true,
    domiciled: facts.domiciled ?? true,
    female: facts.female ?? true,
  };
}

type PostResult = {
  status: EligibilityStatus;
  checks: EligibilityCheck[];
  missingProfile: EligibilityProfileField[];
  missingNotice: EligibilityNoticeField[];
};

function evaluatePost(rule: PostRule, profile: EligibilityProfile): PostResult {
  const checks: EligibilityCheck[] = [];
  const missingProfile = new Set<EligibilityProfileField>();
  const missingNotice = new Set<EligibilityNoticeField>();
  const state = isStateSlug(profile.state) ? profile.state : null;
  const inStates = state === null ? null : rule.states.includes(state);
  const female = isWoman(profile.gender);

  // Age.
  if (!rule.ageLimit) {
    missingNotice.add('ageLimit');
  } else {
    const limit = rule.ageLimit;
    const facts: Facts = {
      category: profile.category,
      pwbd: profile.pwbd,
      esm: profile.exServiceman,
      domiciled: rule.domicile === 'reservation_only' ? inStates : true,
      // On a post for men only no woman's relaxation can help, whatever the profile says.
      female: rule.gender === 'male' ? false : female,
    };
    const relaxations = claimedRelaxations(limit.relaxations, facts);
    const base = {
      asOn: limit.asOn,
      min: limit.min,
      max: limit.max,
      relaxations,
      limit: limit.max + total(relaxations),
    };
    const notes: AgeNote[] = [];
    if (!profile.dateOfBirth) {
      missingProfile.add('dateOfBirth');
      checks.push({ kind: 'age', outcome: 'unknown', age: null, ...base, notes });
    } else {
      const age = ageOn(profile.dateOfBirth, limit.asOn);
      let outcome: 'ok' | 'too_young' | 'too_old' | 'unknown';
      if (age < limit.min) outcome = 'too_young';
      else if (age <= base.limit) outcome = 'ok';
      else {
        const best = claimedRelaxations(limit.relaxations, bestFacts(facts, limit.relaxations));
        if (age <= limit.max + total(best)) {
          outcome = 'unknown';
          // The unknown facts that could raise the limit far enough.
          const listedYears = (kind: string) => limit.relaxations.find((row) => row.category === kind)?.years ?? 0;
          if (facts.domiciled === null) missingProfile.add('state');
          if (facts.category === null && CATEGORY_RELAXATIONS.some((kind) => listedYears(kind) > 0)) {
            missingProfile.add('category');
          }
          if (facts.pwbd === null && listedYears('pwbd') > 0) missingProfile.add('pwbd');
          if (facts.esm === null && listedYears('esm') > 0) missingProfile.add('exServiceman');
          if (facts.female === null && listedYears('female') > 0) missingProfile.add('gender');
        } else outcome = 'too_old';
      }
      if (outcome === 'too_old' && profile.exServiceman) notes.push({ kind: 'esm_service_deduction' });
      if (rule.domicile === 'reservation_only' && inStates === false && outcome === 'too_old') {
        notes.push({ kind: 'outside_domicile', states: rule.states });
      }
      checks.push({ kind: 'age', outcome, age, ...base, notes });
    }
  }

  // Qualification.
  const have = isQualificationSlug(profile.qualification) ? profile.qualification : null;
  if (have === null) missingProfile.add('qualification');
  checks.push({
    kind: 'qualification',
    outcome: have === null ? 'unknown' : meetsQualification(have, rule.qualifications) ? 'ok' : 'not_met',
    required: rule.qualifications,
    have,
  });

  // Domicile (only where the post is for domiciles).
  if (rule.domicile === 'required') {
    if (state === null) missingProfile.add('state');
    checks.push({
      kind: 'domicile',
      outcome: state === null ? 'unknown' : inStates ? 'ok' : 'not_met',
      states: rule.states,
      have: state,
    });
  }

  // Gender (only where the notice opens the post to women only or men only).
  if (rule.gender !== null) {
    const have = givenGender(profile.gender);
    if (have === null) missingProfile.add('gender');
    checks.push({
      kind: 'gender',
      outcome: have === null ? 'unknown' : have === rule.gender ? 'ok' : 'not_met',
      required: rule.gender,
      have,
    });
  }

  const failed = checks.some((check) => check.outcome !== 'ok' && check.outcome !== 'unknown');
  const unsure = checks.some((check) => check.outcome === 'unknown') || missingNotice.size > 0;
  const status: EligibilityStatus = failed ? 'not_eligible' : unsure ? 'unknown' : 'eligible';
  return {
    status,
    checks,
    // Say what is missing only when it is what keeps the verdict open.
    missingProfile: status === 'unknown' ? ELIGIBILITY_FIELD_ORDER.filter((field) => missingProfile.has(field)) : [],
    missingNotice: status === 'unknown' ? [...missingNotice] : [],
  };
}

const ELIGIBILITY_FIELD_ORDER: EligibilityProfileField[] = [
  'dateOfBirth',
  'qualification',
  'category',
  'gender',
  'state',
  'pwbd',
  'exServiceman',
];

const RANK: Record<EligibilityStatus, number> = { eligible: 0, unknown: 1, not_eligible: 2 };

/**
 * "Can I apply?" for one recruitment: a verdict per post, and the recruitment's (the best post's).
 * `eligible` only when the profile's known facts are enough whatever the unknown ones are; `not_eligible`
 * only when no value of the unknown ones could change it; `unknown` otherwise, naming what would decide.
 */
export function evaluateEligibility(
  recruitment: EligibilityRecruitment,
  profile: EligibilityProfile,
): RecruitmentEligibility {
  const rules = postRules(recruitment);
  const results = rules.map((rule) => ({ rule, result: evaluatePost(rule, profile) }));
  const best = [...results].sort((a, b) => RANK[a.result.status] - RANK[b.result.status])[0]!;
  const status = best.result.status;
  const union = <T>(pick: (r: PostResult) => T[], order: readonly T[]) => {
    const found = new Set(
      results.filter(({ result }) => result.status === status).flatMap(({ result }) => pick(result)),
    );
    return order.filter((item) => found.has(item));
  };
  const posts: PostEligibility[] =
    rules[0]!.post === null ? [] : results.map(({ rule, result }) => ({ post: rule.post!, ...result }));
  return {
    post: best.rule.post,
    status,
    checks: best.result.checks,
    missingProfile: union((r) => r.missingProfile, ELIGIBILITY_FIELD_ORDER),
    missingNotice: union((r) => r.missingNotice, ['ageLimit'] as const),
    posts,
  };
}

/** The list card's part of a verdict (no per-post rows). */
export function eligibilitySummaryOf(verdict: RecruitmentEligibility): EligibilitySummary {
  const { posts: _posts, ...summary } = verdict;
  return summary;
}
