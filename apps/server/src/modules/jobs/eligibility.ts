import { eq, type SQL, sql } from 'drizzle-orm';
import {
  isQualificationSlug,
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

/** The caller's facts a verdict reads. Only ever the caller's own row: the id comes from the session. */
export async function eligibilityProfileOf(db: Database, userId: string): Promise<EligibilityProfile> {
  const [row] = await db
    .select({
      dateOfBirth: profiles.dateOfBirth,
      category: profiles.category,
      pwbd: profiles.pwbd,
      exServiceman: profiles.exServiceman,
      state: profiles.state,
      qualification: profiles.qualification,
    })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return row ?? { dateOfBirth: null, category: null, pwbd: null, exServiceman: null, state: null, qualification: null };
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
 * True for the recruitments this profile can definitely apply for (the `eligible` verdict): some post
 * (each eligibility row, or the recruitment itself without rows) admits them on age, qualification and
 * domicile, with unknown facts counted at their least favourable. False for everything without a date of
 * birth or a qualification in the profile, or without a structured age limit in the notice.
 */
export function eligibleFor(profile: EligibilityProfile): SQL {
  if (!profile.dateOfBirth || !isQualificationSlug(profile.qualification)) return sql`false`;
  const [year, month, day] = profile.dateOfBirth.split('-').map(Number) as [number, number, number];
  // A PostgreSQL array literal as one parameter (the slugs are plain words).
  const heldArray = `{${qualificationsHeld(profile.qualification).join(',')}}`;
  const category = ['obc', 'sc', 'st', 'ews'].includes(profile.category ?? '') ? profile.category : null;
  const state = (STATE_SLUGS as readonly string[]).includes(profile.state ?? '') ? profile.state : null;
  const inStates = state === null ? sql`false` : sql`${state}::text = ANY(${recruitments.states})`;
  const relaxation = sql`(${category === null ? sql`0` : listedYears(sql`${category}::text`)}
    + greatest(${profile.pwbd ? listedYears(sql`'pwbd'`) : sql`0`}, ${profile.exServiceman ? listedYears(sql`'esm'`) : sql`0`}))`;
  return sql`(jsonb_typeof(${d}->'ageLimit') = 'object' AND EXISTS (
    SELECT 1
    FROM jsonb_array_elements(CASE WHEN jsonb_array_length(coalesce(${d}->'eligibility', '[]'::jsonb)) = 0
      THEN '[{}]'::jsonb ELSE ${d}->'eligibility' END) AS post(rule)
    CROSS JOIN LATERAL (SELECT
      CASE WHEN cardinality(${recruitments.states}) = 0 THEN 'open'
        ELSE coalesce(post.rule->>'domicile', ${d}->>'domicile', 'open') END AS domicile,
      (${d}->'ageLimit'->>'asOn')::date AS as_on) AS rules
    CROSS JOIN LATERAL (SELECT extract(year FROM rules.as_on)::int - ${year}::int
      - CASE WHEN (extract(month FROM rules.as_on)::int, extract(day FROM rules.as_on)::int) < (${month}::int, ${day}::int)
        THEN 1 ELSE 0 END AS age) AS candidate
    WHERE candidate.age >= coalesce((post.rule->>'minAge')::int, (${d}->'ageLimit'->>'min')::int)
      AND candidate.age <= coalesce((post.rule->>'maxAge')::int, (${d}->'ageLimit'->>'max')::int)
        + CASE WHEN rules.domicile = 'reservation_only' AND NOT ${inStates} THEN 0 ELSE ${relaxation} END
      AND (CASE WHEN post.rule ? 'qualifications'
        THEN ARRAY(SELECT jsonb_array_elements_text(post.rule->'qualifications'))
        ELSE ${recruitments.qualifications} END) && ${heldArray}::text[]
      AND (rules.domicile <> 'required' OR ${inStates})
  ))`;
}
