import type { TFunction } from 'i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import { labelOf } from '../../../lib/option-label.ts';
import {
  formatDate,
  QUALIFICATIONS,
  STATES,
  type AgeNote,
  type EligibilityCheck,
  type EligibilitySummary,
} from '@jobportal/shared';

/**
 * A verdict in the UI's language: the same structure and wording as the shared English
 * `eligibilityReason`, through the catalogues (eligibility-text.test.ts keeps them in step).
 */

type Verdict = Pick<EligibilitySummary, 'status' | 'checks' | 'missingProfile' | 'missingNotice'>;

/** A category's name in the interface language (the shared vocabulary has both). */
const qualificationName = (slug: string) => labelOf(QUALIFICATIONS, slug, currentLanguage());
const stateName = (slug: string) => labelOf(STATES, slug, currentLanguage());

function orList(t: TFunction, items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return t('eligibility.list', { items: items.slice(0, -1).join(', '), last: items[items.length - 1] });
}

function andList(t: TFunction, items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return t('eligibility.andList', { items: items.slice(0, -1).join(', '), last: items[items.length - 1] });
}

function noteText(t: TFunction, note: AgeNote): string {
  switch (note.kind) {
    case 'esm_service_deduction':
      return t('eligibility.notes.esm_service_deduction');
    case 'outside_domicile':
      return t('eligibility.notes.outside_domicile', { states: orList(t, note.states.map(stateName)) });
  }
}

/** One check, e.g. "age 29 on 01/08/2026, limit 27 + 3 years OBC relaxation = 30". */
export function checkText(t: TFunction, check: EligibilityCheck): string {
  switch (check.kind) {
    case 'age': {
      const date = formatDate(check.asOn);
      if (check.age === null) return t('eligibility.ageNoBirth', { date });
      let text: string;
      if (check.outcome === 'too_young') text = t('eligibility.ageTooYoung', { age: check.age, date, min: check.min });
      else if (check.relaxations.length === 0) text = t('eligibility.age', { age: check.age, date, max: check.max });
      else {
        const added = check.relaxations
          .map((r) => t('eligibility.ageRelaxation', { years: r.years, name: t(`eligibility.relaxations.${r.kind}`) }))
          .join('');
        text = t('eligibility.ageRelaxed', { age: check.age, date, max: check.max, added, limit: check.limit });
      }
      return [text, ...check.notes.map((note) => noteText(t, note))].join(t('eligibility.separator'));
    }
    case 'qualification': {
      const needs = orList(t, check.required.map(qualificationName));
      return check.have === null
        ? t('eligibility.qualificationMissing', { needs })
        : t('eligibility.qualification', { have: qualificationName(check.have), needs });
    }
    case 'domicile': {
      const states = orList(t, check.states.map(stateName));
      return check.have === null
        ? t('eligibility.domicileMissing', { states })
        : t('eligibility.domicile', { have: stateName(check.have), states });
    }
    case 'gender': {
      const post = t(`eligibility.genderPost.${check.required}`);
      return check.have === null ? t('eligibility.genderMissing', { post }) : post;
    }
  }
}

/**
 * The one-line reason with the verdict: the age check when eligible, failing checks, or what is missing
 * (profile details missing: a sentence asking for them).
 */
export function reasonText(t: TFunction, verdict: Verdict): string {
  const parts: string[] = [];
  if (verdict.status === 'eligible') {
    const shown = verdict.checks.find((c) => c.kind === 'age') ?? verdict.checks[0];
    if (shown) parts.push(checkText(t, shown));
  } else if (verdict.status === 'not_eligible') {
    for (const check of verdict.checks) {
      if (check.outcome !== 'ok' && check.outcome !== 'unknown') parts.push(checkText(t, check));
    }
  } else {
    const noAge = verdict.missingNotice.includes('ageLimit');
    if (verdict.missingProfile.length > 0) {
      const fields = andList(
        t,
        verdict.missingProfile.map((f) => t(`eligibility.fields.${f}`)),
      );
      return t(noAge ? 'eligibility.addToProfileNoAge' : 'eligibility.addToProfile', { fields });
    }
    if (noAge) parts.push(t('eligibility.noticeNoAge'));
  }
  return t('eligibility.reason', {
    parts: parts.join(t('eligibility.separator')),
    verdict: t(`eligibility.verdict.${verdict.status}`),
  });
}
