import type { MemberFee } from '../contracts/fees.ts';
import type { RESERVATION_CATEGORIES } from '../contracts/recruitment-content.ts';
import { isWoman } from './eligibility/gender.ts';

type Category = (typeof RESERVATION_CATEGORIES)[number];
type FeeRow = { category: Category | 'all'; label: string; amount: number };
type Candidate = { row: FeeRow; basis: Category | 'all' };

/** The member's facts a fee reads. */
export type FeeFacts = {
  /** A profile category (`general`, `obc`, `sc`, `st`, `ews`); anything else counts as none. */
  category: string | null;
  pwbd: boolean | null;
  exServiceman: boolean | null;
  /** A profile gender (PROFILE_GENDERS): only `female` claims the women's row; absent or null: not said. */
  gender?: string | null;
};

/**
 * How notices name each category in a row's label: one row often covers several ("General / OBC /
 * EWS", "SC / ST / PwBD") while its `category` names one of them. Abbreviations match as whole words
 * in capitals; words in any case.
 */
const NAMED_IN_LABEL: Record<Category, RegExp> = {
  general: /\b(?:UR|GEN)\b|\b(?:general|unreserved)\b/i,
  obc: /\bOBC\b/,
  sc: /\bSCs?\b/,
  st: /\bSTs?\b/,
  ews: /\bEWS\b/,
  pwbd: /\b(?:PwBD|PwD|PH)\b/,
  esm: /\b(?:ESM|Ex-?SM)\b|\bex-?servicem[ae]n\b/i,
  female: /\b(?:women|woman|female|girls?)\b/i,
};

const covers = (row: FeeRow, category: Category) =>
  row.category === category || NAMED_IN_LABEL[category].test(row.label);

/**
 * The member's own fee: the cheapest row that applies to them. A row applies when it is for everyone
 * (`all`), for their category, or for an exemption they have (PwBD, ex-servicemen, women), by its
 * `category` or by naming it in its label; when no row names their category, the General row is
 * theirs (an OBC candidate pays the unreserved fee unless the notice lists a lower one). On a tie the
 * category's row wins over an exemption's. Only a woman claims the women's row; a profile that does not
 * say pays as the notice's other rows say. Null without fee rows, or when no row applies.
 * `needs_category` when the fee depends on a category the profile does not give (unless an exemption
 * they have is the lowest fee of all: a woman is exempt whatever her category).
 */
export function feeForMember(fees: readonly FeeRow[], facts: FeeFacts): MemberFee | null {
  if (fees.length === 0) return null;
  const candidates: Candidate[] = [];
  for (const row of fees) if (row.category === 'all') candidates.push({ row, basis: 'all' });
  const exemptions: Array<[Category, boolean | null | undefined]> = [
    ['pwbd', facts.pwbd],
    ['esm', facts.exServiceman],
    ['female', isWoman(facts.gender)],
  ];
  const exempt: Candidate[] = [];
  for (const [exemption, has] of exemptions) {
    if (!has) continue;
    for (const row of fees)
      if (row.category !== 'all' && covers(row, exemption)) exempt.push({ row, basis: exemption });
  }
  const category = facts.category !== null && facts.category in NAMED_IN_LABEL ? (facts.category as Category) : null;
  if (category === null) {
    // Only a fee that is the same for everyone is known without the category, or an exemption's that
    // no row undercuts.
    if (candidates.length === fees.length) return pick(candidates);
    const lowest = Math.min(...fees.map((row) => row.amount));
    const exemptLowest = exempt.find((candidate) => candidate.row.amount === lowest);
    return exemptLowest ? pick([exemptLowest]) : { kind: 'needs_category' };
  }
  const own = fees.filter((row) => row.category !== 'all' && covers(row, category));
  const general = fees.filter((row) => row.category === 'general');
  for (const row of own.length > 0 ? own : general) candidates.push({ row, basis: category });
  candidates.push(...exempt);
  return candidates.length > 0 ? pick(candidates) : null;
}

/** The cheapest candidate; the first of equals (the order above: all, category, exemptions). */
function pick(candidates: readonly Candidate[]): MemberFee {
  let best = candidates[0]!;
  for (const candidate of candidates) if (candidate.row.amount < best.row.amount) best = candidate;
  return { kind: 'fee', amount: best.row.amount, basis: best.basis, label: best.row.label };
}
