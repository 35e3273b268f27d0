import type { TFunction } from 'i18next';
import type { NextStep } from '@jobportal/shared';
import { formatDate } from '../../../lib/format.ts';

/** What comes next on an application's recruitment, as lines to show (the first is the step). */
export function nextStepLines(t: TFunction<'applications'>, step: NextStep): string[] {
  switch (step.kind) {
    case 'admit_card_expected':
      return [
        step.date ? t('step.admit_card_expected_on', { date: formatDate(step.date) }) : t('step.admit_card_expected'),
        ...examLine(t, step.examDate, step.examTentative),
      ];
    case 'admit_card_out':
      return [t('step.admit_card_out'), ...examLine(t, step.examDate, step.examTentative)];
    case 'answer_key_expected':
      return [
        step.date ? t('step.answer_key_expected_on', { date: formatDate(step.date) }) : t('step.answer_key_expected'),
      ];
    case 'objection_upcoming':
      return [t('step.objection_upcoming', { from: formatDate(step.from) })];
    case 'objection_open':
      return [step.until ? t('step.objection_open_until', { date: formatDate(step.until) }) : t('step.objection_open')];
    case 'result_expected':
      return [
        step.date ? t('step.result_expected_on', { date: formatDate(step.date) }) : t('step.result_expected'),
        ...(step.objectionClosedOn ? [t('step.objection_closed', { date: formatDate(step.objectionClosedOn) })] : []),
      ];
    case 'result_out':
      return [t('step.result_out')];
  }
}

function examLine(t: TFunction<'applications'>, examDate: string | null, tentative: boolean): string[] {
  if (!examDate) return [];
  return [t(tentative ? 'step.exam_tentative' : 'step.exam_on', { date: formatDate(examDate) })];
}
