import type { Marks } from '../scoring.ts';

/**
 * The marking an admin picks when publishing a paper made from a PDF, in the mock tests' own terms
 * (`ScorableTest.marksPerQuestion` and `negativeMarks`, a deduction as a positive mark; RRB's third of
 * a mark as the exact fraction "1/3", which `isValidMarks` accepts and the scoring sums exactly).
 */
export type PaperMarking = {
  marksPerQuestion: Marks;
  negativeMarks: Marks;
  label: { en: string; hi: string };
};

export const MARKING_PRESETS = {
  'ssc-cgl': {
    marksPerQuestion: 2,
    negativeMarks: 0.5,
    label: { en: 'SSC CGL (+2, −0.5)', hi: 'एसएससी सीजीएल (+2, −0.5)' },
  },
  ibps: {
    marksPerQuestion: 1,
    negativeMarks: 0.25,
    label: { en: 'IBPS (+1, −0.25)', hi: 'आईबीपीएस (+1, −0.25)' },
  },
  rrb: {
    marksPerQuestion: 1,
    negativeMarks: '1/3',
    label: { en: 'RRB (+1, −1/3)', hi: 'आरआरबी (+1, −1/3)' },
  },
  none: {
    marksPerQuestion: 1,
    negativeMarks: 0,
    label: { en: 'No negative marking (+1, 0)', hi: 'कोई ऋणात्मक अंकन नहीं (+1, 0)' },
  },
} as const satisfies Record<string, PaperMarking>;

export type PaperMarkingPresetId = keyof typeof MARKING_PRESETS;
