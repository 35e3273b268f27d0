import type { SheetStatus } from '@jobportal/shared';

/**
 * What "Status :" says. TCS iON prints "Marked For Review" both for a question answered and marked
 * (with a chosen option) and, on some boards' sheets, for one marked without an answer ("--"); so that
 * status is settled by whether an option was chosen. "Not Attempted and Marked For Review" is marked
 * without an answer, "Answered and Marked For Review" with one (NTA's wording, and the exam screen's).
 */
export type PrintedStatus =
  'answered' | 'not_answered' | 'not_visited' | 'not_attempted_marked' | 'answered_marked' | 'marked';

const PRINTED_STATUSES: Record<string, PrintedStatus> = {
  answered: 'answered',
  'not answered': 'not_answered',
  'not visited': 'not_visited',
  'not attempted and marked for review': 'not_attempted_marked',
  'not answered and marked for review': 'not_attempted_marked',
  'answered and marked for review': 'answered_marked',
  'marked for review': 'marked',
};

const normaliseStatus = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[\s\u00a0]+/g, ' ')
    .replace(/[.\s]+$/, '')
    .trim();

export function printedStatusOf(text: string): PrintedStatus | null {
  return PRINTED_STATUSES[normaliseStatus(text)] ?? null;
}

/** Whether `text` is the start of a status (one wrapped over lines in pasted text: "Not Attempted and"). */
export function startsAStatus(text: string): boolean {
  const start = normaliseStatus(text);
  return start.length > 0 && Object.keys(PRINTED_STATUSES).some((status) => status.startsWith(start));
}

/** Statuses under which a printed "0" means no option was chosen (some sheets print 0 for none). */
export const UNANSWERED_STATUSES: ReadonlySet<PrintedStatus> = new Set([
  'not_answered',
  'not_visited',
  'not_attempted_marked',
  'marked',
]);

export function sheetStatusOf(printed: PrintedStatus, chose: boolean): SheetStatus {
  switch (printed) {
    case 'not_attempted_marked':
      return 'marked_for_review';
    case 'answered_marked':
      return 'answered_marked_for_review';
    case 'marked':
      return chose ? 'answered_marked_for_review' : 'marked_for_review';
    default:
      return printed;
  }
}
