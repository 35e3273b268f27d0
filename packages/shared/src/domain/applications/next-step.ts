/**
 * "What comes next" for a recruitment a member applied to (decision 023): read from the recruitment's
 * important dates (what the advertisement announced) and the notices published on it since (what
 * happened). Pure: the caller passes India's date of today.
 *
 * The steps follow each other: admit card → exam → answer key (objection window) → result. The latest
 * step that happened decides; a notice is evidence that its step happened, a date in the past that an
 * exam was held.
 */

import { INDIA_OFFSET_MS } from '../relative-dates.ts';

/** The parts of an important date this reads (see `importantDate` in the recruitment contract). */
export type TimelineDate = { kind: string; date?: string | undefined; endDate?: string | undefined };

/** The parts of a published notice this reads (see `noticeSummary`). */
export type TimelineNotice = {
  type: string;
  date: string;
  objectionStart?: string | null | undefined;
  objectionEnd?: string | null | undefined;
  examDate?: string | null | undefined;
  examDateStatus?: 'tentative' | 'confirmed' | null | undefined;
};

export type NextStep =
  /** No admit card yet; `date`: when the advertisement said it comes; `examDate` when known. */
  | { kind: 'admit_card_expected'; date: string | null; examDate: string | null; examTentative: boolean }
  /** The admit card is out and the exam is today or ahead (`examDate` null: not dated yet). */
  | { kind: 'admit_card_out'; examDate: string | null; examTentative: boolean }
  /** The exam is over; the answer key is awaited (`date`: announced for). */
  | { kind: 'answer_key_expected'; date: string | null }
  /** The answer key is out and objections open later. */
  | { kind: 'objection_upcoming'; from: string; until: string | null }
  /** Objections to the answer key are open until `until` (inclusive). */
  | { kind: 'objection_open'; until: string | null }
  /** Awaiting the result; `objectionClosedOn`: the objection window that closed, if there was one. */
  | { kind: 'result_expected'; date: string | null; objectionClosedOn: string | null }
  /** The result is out (the latest result notice's date). */
  | { kind: 'result_out'; date: string };

export type NextStepKind = NextStep['kind'];

const latest = <T extends { date: string }>(items: T[]): T | undefined =>
  items.reduce<T | undefined>((best, item) => (!best || item.date > best.date ? item : best), undefined);

export function nextStep(input: {
  /** India's date today, YYYY-MM-DD. */
  today: string;
  importantDates: readonly TimelineDate[];
  /** Published notices of the recruitment (any type; others are ignored). */
  notices: readonly TimelineNotice[];
}): NextStep {
  const { today, importantDates, notices } = input;
  const announced = (kind: string) => importantDates.find((item) => item.kind === kind && item.date)?.date ?? null;
  const ofType = (type: string) => notices.filter((notice) => notice.type === type);

  const result = latest(ofType('result'));
  if (result) return { kind: 'result_out', date: result.date };

  const answerKey = latest(ofType('answer_key'));
  if (answerKey) {
    const start = answerKey.objectionStart ?? null;
    const end = answerKey.objectionEnd ?? null;
    if (start && today < start) return { kind: 'objection_upcoming', from: start, until: end };
    if (end && today <= end) return { kind: 'objection_open', until: end };
    if (start && !end) return { kind: 'objection_open', until: null };
    return { kind: 'result_expected', date: announced('result'), objectionClosedOn: end };
  }

  // The exam date: the latest exam-date notice's, else the advertisement's (a window's first day).
  const examNotice = latest(ofType('exam_date').filter((notice) => notice.examDate));
  const examDate = examNotice?.examDate ?? announced('exam_date');
  const examTentative = examNotice ? examNotice.examDateStatus === 'tentative' : false;
  const examWindow = importantDates.find((item) => item.kind === 'exam_date' && item.date);
  const examLastDay = examNotice ? examDate : (examWindow?.endDate ?? examDate);
  if (examLastDay && examLastDay < today) return { kind: 'answer_key_expected', date: announced('answer_key') };

  if (ofType('admit_card').length > 0) return { kind: 'admit_card_out', examDate, examTentative };
  return { kind: 'admit_card_expected', date: announced('admit_card'), examDate, examTentative };
}

/** India is UTC+5:30 all year: its date at an instant, YYYY-MM-DD. */
export function indiaDateOf(instant: Date): string {
  return new Date(instant.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * Why an "applied on" date is refused, or null: not after today (India) and not before the
 * recruitment's application start when it is known.
 */
export function appliedOnProblem(
  appliedOn: string,
  context: { today: string; applicationStart: string | null | undefined },
): 'in_future' | 'before_start' | null {
  if (appliedOn > context.today) return 'in_future';
  if (context.applicationStart && appliedOn < context.applicationStart) return 'before_start';
  return null;
}
