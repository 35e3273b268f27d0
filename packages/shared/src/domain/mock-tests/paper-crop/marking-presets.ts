import { MARKING_PRESET_LABELS, MARKING_PRESETS, MARKINGS, type MarkingPreset } from '../../answer-keys/marking.ts';
import type { Marks } from '../scoring.ts';

/**
 * The marking an admin picks for a paper made from a PDF or a question bank: one exam's, from the same
 * presets as the answer keys (`answer-keys/marking.ts`, each from its notice), or no negative marking.
 * Presets that mark sections differently (SSC MTS) are left out: such a paper comes in as one section,
 * so the JSON editor is the place for them.
 */
export const PAPER_MARKINGS = [
  ...MARKING_PRESETS.filter((preset) => MARKINGS[preset].sections === undefined),
  'none',
] as const satisfies readonly (MarkingPreset | 'none')[];
export type PaperMarkingId = MarkingPreset | 'none';

export type PaperMarking = {
  marksPerQuestion: Marks;
  negativeMarks: Marks;
  label: { en: string; hi: string };
};

const NONE: PaperMarking = {
  marksPerQuestion: 1,
  negativeMarks: 0,
  label: { en: 'No negative marking (+1, 0)', hi: 'कोई ऋणात्मक अंकन नहीं (+1, 0)' },
};

/** A marking's marks for a right and a wrong answer (RRB's third as the exact fraction "1/3"), and its name. */
export function paperMarking(id: PaperMarkingId): PaperMarking {
  if (id === 'none') return NONE;
  const marking = MARKINGS[id];
  return { marksPerQuestion: marking.correct, negativeMarks: marking.wrong, label: MARKING_PRESET_LABELS[id] };
}
