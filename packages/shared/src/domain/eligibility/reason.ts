import type {
  AgeNote,
  EligibilityCheck,
  EligibilityProfileField,
  EligibilityStatus,
  EligibilitySummary,
  PostGender,
  RelaxationKind,
} from '../../contracts/eligibility.ts';
import { QUALIFICATIONS, STATES } from '../categories.ts';
import { formatDate } from '../format.ts';

/**
 * English renderings of a verdict, for logs, mails and tests. The web app renders the same structure
 * through its i18n catalogues (features/jobs/eligibility) and a test keeps the two in step.
 */

export const RELAXATION_NAMES_EN: Record<RelaxationKind, string> = {
  obc: 'OBC',
  sc: 'SC',
  st: 'ST',
  ews: 'EWS',
  female: 'women’s',
  pwbd: 'PwBD',
  esm: 'ex-serviceman',
};

/** A profile field as the sentence that asks for it names it: "Add your date of birth and …". */
export const PROFILE_FIELD_NAMES_EN: Record<EligibilityProfileField, string> = {
  dateOfBirth: 'date of birth',
  category: 'category',
  pwbd: 'PwBD status',
  exServiceman: 'ex-serviceman status',
  state: 'state',
  qualification: 'qualification',
  gender: 'gender',
};

/** A post marked by gender, as a reason names it. */
export const POST_GENDER_NAMES_EN: Record<PostGender, string> = {
  female: 'post for women only',
  male: 'post for men only',
};

export const STATUS_NAMES_EN: Record<EligibilityStatus, string> = {
  eligible: 'eligible',
  not_eligible: 'not eligible',
  unknown: 'unknown',
};

const qualificationName = (slug: string) => QUALIFICATIONS.find((q) => q.slug === slug)?.en ?? slug;
const stateName = (slug: string) => STATES.find((s) => s.slug === slug)?.en ?? slug;
const joinList = (items: string[], word: string) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1]}`;
const orList = (items: string[]) => joinList(items, 'or');

function noteEn(note: AgeNote): string {
  switch (note.kind) {
    case 'esm_service_deduction':
      return 'ex-servicemen may also deduct their military service (see the notice)';
    case 'outside_domicile':
      return `relaxations are for domiciles of ${orList(note.states.map(stateName))} only`;
  }
}

/** One check in English, e.g. "age 29 on 01/08/2026, limit 27 + 3 years OBC relaxation = 30". */
export function describeCheckEn(check: EligibilityCheck): string {
  switch (check.kind) {
    case 'age': {
      if (check.age === null) return `age on ${formatDate(check.asOn)}: no date of birth in your profile`;
      const head = `age ${check.age} on ${formatDate(check.asOn)}`;
      let text: string;
      if (check.outcome === 'too_young') text = `${head}, minimum ${check.min}`;
      else if (check.relaxations.length === 0) text = `${head}, limit ${check.max}`;
      else {
        const added = check.relaxations
          .map((r) => ` + ${r.years} years ${RELAXATION_NAMES_EN[r.kind]} relaxation`)
          .join('');
        text = `${head}, limit ${check.max}${added} = ${check.limit}`;
      }
      return [text, ...check.notes.map(noteEn)].join('; ');
    }
    case 'qualification': {
      const needs = orList(check.required.map(qualificationName));
      return check.have === null
        ? `needs ${needs}: no qualification in your profile`
        : `${qualificationName(check.have)}, needs ${needs}`;
    }
    case 'domicile': {
      const states = orList(check.states.map(stateName));
      return check.have === null
        ? `for domiciles of ${states}: no state in your profile`
        : `domicile ${stateName(check.have)}, post for domiciles of ${states}`;
    }
    case 'gender': {
      const post = POST_GENDER_NAMES_EN[check.required];
      return check.have === null ? `${post}: no gender in your profile` : post;
    }
  }
}

/**
 * The reason a verdict gives, in one line ending with it: "age 29 on 01/08/2026, limit 27 + 3 years OBC
 * relaxation = 30 → eligible". Eligible: the age check (the qualification's when the notice gives no
 * age). Not eligible: the checks that fail. Unknown for want of profile details: a sentence asking for
 * them ("Add your date of birth and qualification to see if you can apply."), which the card and the
 * detail page follow with the one-step prompt.
 */
export function eligibilityReason(
  verdict: Pick<EligibilitySummary, 'status' | 'checks' | 'missingProfile' | 'missingNotice'>,
): string {
  const parts: string[] = [];
  if (verdict.status === 'eligible') {
    const shown = verdict.checks.find((c) => c.kind === 'age') ?? verdict.checks[0];
    if (shown) parts.push(describeCheckEn(shown));
  } else if (verdict.status === 'not_eligible') {
    for (const check of verdict.checks) {
      if (check.outcome !== 'ok' && check.outcome !== 'unknown') parts.push(describeCheckEn(check));
    }
  } else {
    const noAge = verdict.missingNotice.includes('ageLimit');
    if (verdict.missingProfile.length > 0) {
      const fields = joinList(
        verdict.missingProfile.map((f) => PROFILE_FIELD_NAMES_EN[f]),
        'and',
      );
      return noAge
        ? `The notice gives no age limit we can check. Add your ${fields} to check the rest.`
        : `Add your ${fields} to see if you can apply.`;
    }
    if (noAge) parts.push('the notice gives no age limit we can check');
  }
  return `${parts.join('; ')} → ${STATUS_NAMES_EN[verdict.status]}`;
}
