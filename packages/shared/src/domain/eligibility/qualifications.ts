import { QUALIFICATION_SLUGS, type QualificationSlug } from '../categories.ts';

/**
 * What each highest qualification includes, one step down (the vocabulary of `categories.ts`). It is a
 * partial order, not a line: ITI and a diploma follow the 10th but are not the 12th, and a graduate has
 * passed the 12th but holds neither a trade certificate nor a diploma. Notices that accept a higher
 * qualification for a diploma or ITI post say so by listing it (SSC JE: "diploma or degree"). Keep the
 * rule here, in one place (docs/decisions/014-eligibility.md).
 */
export const QUALIFICATION_INCLUDES: Readonly<Record<QualificationSlug, readonly QualificationSlug[]>> = {
  '8th': [],
  '10th': ['8th'],
  '12th': ['10th'],
  iti: ['10th'],
  diploma: ['10th'],
  graduate: ['12th'],
  'post-graduate': ['graduate'],
};

export const isQualificationSlug = (value: unknown): value is QualificationSlug =>
  typeof value === 'string' && (QUALIFICATION_SLUGS as readonly string[]).includes(value);

/** Every qualification someone whose highest is `highest` holds, `highest` first. */
export function qualificationsHeld(highest: QualificationSlug): QualificationSlug[] {
  const held: QualificationSlug[] = [];
  const visit = (slug: QualificationSlug) => {
    if (held.includes(slug)) return;
    held.push(slug);
    QUALIFICATION_INCLUDES[slug].forEach(visit);
  };
  visit(highest);
  return held;
}

/** Does `highest` meet a requirement of any one of `required`? */
export function meetsQualification(highest: QualificationSlug, required: readonly QualificationSlug[]): boolean {
  const held = qualificationsHeld(highest);
  return required.some((slug) => held.includes(slug));
}
