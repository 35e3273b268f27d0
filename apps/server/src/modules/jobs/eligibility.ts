import { inArray, type SQL, sql } from 'drizzle-orm';
import {
  isQualificationSlug,
  QUALIFICATION_SLUGS,
  qualificationsHeld,
  STATE_SLUGS,
  type EligibilityProfile,
  type EligibilityRecruitment,
} from '@jobportal/shared';
import type { Database } from '../../db/client.ts';
import { profiles, recruitments } from '../../db/schema.ts';

/**
 * "Can I apply?" on the server: the caller's own profile facts, and the same rules as
 * `evaluateEligibility` (packages/shared/src/domain/eligibility) written as one SQL predicate, so
 * `GET /api/jobs?eligible=1` filters, pages and counts in the database. `eligibility.test.ts` checks
 * that the two agree on generated recruitments and profiles.
 */

/** The facts of a member without a profile row: nothing known, so every verdict reads "check". */
export const NO_ELIGIBILITY_FACTS: EligibilityProfile = Object.freeze({
  dateOfBirth: null,
  category: null,
  pwbd: null,
  exServiceman: null,
  state: null,
  qualification: null,
  gender: null,
});

const factColumns = {
  dateOfBirth: profiles.dateOfBirth,
  category: profiles.category,
  pwbd: profiles.pwbd,
  exServiceman: profiles.exServiceman,
  state: profiles.state,
  qualification: profiles.qualification,
  gender: profiles.gender,
};

/**
 * The facts a verdict reads, of many members in one query: each caller asks for its own viewer's
 * facts only (the id comes from the session), and the first views of a result day's crowd, arriving
 * together, share a query (app.ts, lib/batch-loader.ts). Members without a row are left out.
 */
export async function eligibilityProfilesOf(db: Database, userIds: string[]): Promise<Map<string, EligibilityProfile>> {
  const rows = await db
    .select({ id: profiles.id, ...factColumns })
    .from(profiles)
    .where(inArray(profiles.id, userIds));
  return new Map(rows.map(({ id, ...facts }) => [id, facts]));
}

/** What `evaluateEligibility` needs of a recruitment row. */
export function eligibilityRecruitmentOf(row: {
  states: string[];
  qualifications: string[];
  details: EligibilityRecruitment['details'];
}): EligibilityRecruitment {
  return { states: row.states, qualifications: row.qualifications, details: row.details };
}

const d = recruitments.details;

/** The years the notice lists for one relaxation category (the first row for it), or 0. */
const listedYears = (category: SQL) =>
  sql`coalesce((SELECT (x.value->>'years')::int FROM jsonb_array_elements(${d}->'ageLimit'->'relaxations') WITH ORDINALITY AS x(value, n)
    WHERE x.value->>'category' = ${category} ORDER BY x.n LIMIT 1), 0)`;

/**
 * A profile's facts as SQL expressions: parameters for the caller (`factsOf`), or the columns of a
 * `profiles` row (`factsOfProfiles`, for matching many users in one statement: alerts).
 */
export type EligibilityFacts = {
  dateOfBirth: SQL;
  category: SQL;
  pwbd: SQL;
  exServiceman: SQL;
  state: SQL;
  qualification: SQL;
  gender: SQL;
};

/** The caller's facts as parameters. */
export function factsOf(profile: EligibilityProfile): EligibilityFacts {
  const state = (STATE_SLUGS as readonly string[]).includes(profile.state ?? '') ? profile.state : null;
  return {
    dateOfBirth: sql`${profile.dateOfBirth}::date`,
    category: sql`${profile.category}::text`,
    pwbd: sql`${profile.pwbd}::boolean`,
    exServiceman: sql`${profile.exServiceman}::boolean`,
    state: sql`${state}::text`,
    qualification: sql`${isQualificationSlug(profile.qualification) ? profile.qualification : null}::text`,
    gender: sql`${profile.gender}::text`,
  };
}

/** The facts of the `profiles` row in the query. */
export function factsOfProfiles(): EligibilityFacts {
  return {
    dateOfBirth: sql`${profiles.dateOfBirth}`,
    category: sql`${profiles.category}`,
    pwbd: sql`${profiles.pwbd}`,
    exServiceman: sql`${profiles.exServiceman}`,
    state: sql`${profiles.state}`,
    qualification: sql`${profiles.qualification}`,
    gender: sql`${profiles.gender}`,
  };
}

/** The qualifications a highest one includes (`qualificationsHeld`), as a text[]; NULL for none or unknown. */
function heldSql(qualification: SQL): SQL {
  const cases = QUALIFICATION_SLUGS.map(
    (slug) => sql`WHEN ${slug}::text THEN ${`{${qualificationsHeld(slug).join(',')}}`}::text[]`,
  );
  return sql`(CASE ${qualification} ${sql.join(cases, sql` `)} ELSE NULL END)`;
}

/**
 * True for the recruitments these facts can definitely apply for (the `eligible` verdict): some post
 * (each eligibility row, or the recruitment itself without rows) admits them on age, qualification,
 * domicile and gender, with unknown facts (NULL, and a gender of "prefer not to say") counted at their
 * least favourable. False without a date of birth or a qualification, and for a recruitment without a
 * structured age limit.
 */
export function eligibleForFacts(facts: EligibilityFacts): SQL {
  const category = sql`(CASE WHEN ${facts.category} IN ('obc', 'sc', 'st', 'ews') THEN ${facts.category} END)`;
  const inStates = sql`coalesce(${facts.state} = ANY(${recruitments.states}), false)`;
  // A woman's years stack on the category's (claimedRelaxations); on a post for men only no woman applies.
  const woman = sql`coalesce(${facts.gender} = 'female', false)`;
  const relaxation = sql`(${listedYears(category)} + CASE WHEN ${woman} THEN ${listedYears(sql`'female'`)} ELSE 0 END + greatest(
      CASE WHEN coalesce(${facts.pwbd}, false) THEN ${listedYears(sql`'pwbd'`)} ELSE 0 END,
      CASE WHEN coalesce(${facts.exServiceman}, false) THEN ${listedYears(sql`'esm'`)} ELSE 0 END))`;
  return sql`(jsonb_typeof(${d}->'ageLimit') = 'object' AND ${facts.dateOfBirth} IS NOT NULL AND EXISTS (
    SELECT 1
    FROM jsonb_array_elements(CASE WHEN jsonb_array_length(coalesce(${d}->'eligibility', '[]'::jsonb)) = 0
      THEN '[{}]'::jsonb ELSE ${d}->'eligibility' END) AS post(rule)
    CROSS JOIN LATERAL (SELECT
      CASE WHEN cardinality(${recruitments.states}) = 0 THEN 'open'
        ELSE coalesce(post.rule->>'domicile', ${d}->>'domicile', 'open') END AS domicile,
      (${d}->'ageLimit'->>'asOn')::date AS as_on) AS rules
    CROSS JOIN LATERAL (SELECT extract(year FROM rules.as_on)::int - extract(year FROM ${facts.dateOfBirth})::int
      - CASE WHEN (extract(month FROM rules.as_on)::int, extract(day FROM rules.as_on)::int)
          < (extract(month FROM ${facts.dateOfBirth})::int, extract(day FROM ${facts.dateOfBirth})::int)
        THEN 1 ELSE 0 END AS age) AS candidate
    WHERE candidate.age >= coalesce((post.rule->>'minAge')::int, (${d}->'ageLimit'->>'min')::int)
      AND candidate.age <= coalesce((post.rule->>'maxAge')::int, (${d}->'ageLimit'->>'max')::int)
        + CASE WHEN rules.domicile = 'reservation_only' AND NOT ${inStates} THEN 0 ELSE ${relaxation} END
      AND coalesce((CASE WHEN post.rule ? 'qualifications'
        THEN ARRAY(SELECT jsonb_array_elements_text(post.rule->'qualifications'))
        ELSE ${recruitments.qualifications} END) && ${heldSql(facts.qualification)}, false)
      AND (rules.domicile <> 'required' OR ${inStates})
      AND (post.rule->>'gender' IS NULL OR coalesce(post.rule->>'gender' = ${facts.gender}, false))
  ))`;
}

/** `eligibleForFacts` for the caller's own profile (`GET /api/jobs?eligible=1`). */
export function eligibleFor(profile: EligibilityProfile): SQL {
  if (!profile.dateOfBirth || !isQualificationSlug(profile.qualification)) return sql`false`;
  return eligibleForFacts(factsOf(profile));
}
