import type { Marks } from '../mock-tests/scoring.ts';

/**
 * How an exam marks its objective paper, as its notice says: marks for a right answer, marks lost for
 * a wrong one (0: no negative marking), and sections marked otherwise (SSC MTS's first session has no
 * negative marking, its second has). A dropped question earns its full marks for everyone who sat the
 * shift (SSC, RRB, IBPS and NTA all say so), which the mock tests' scoring already does.
 */
export type Marking = {
  correct: Marks;
  wrong: Marks;
  /** Sections whose name contains one of `names` (case-insensitive) are marked with these instead. */
  sections?: ReadonlyArray<{ names: readonly string[]; correct: Marks; wrong: Marks }>;
};

export const MARKING_PRESETS = [
  'ssc_cgl_tier1',
  'ssc_chsl_tier1',
  'ssc_mts',
  'rrb_ntpc_cbt1',
  'ibps_prelims',
  'cuet',
] as const;
export type MarkingPreset = (typeof MARKING_PRESETS)[number];

/** The presets' marks, from each exam's notice. */
export const MARKINGS: Record<MarkingPreset, Marking> = {
  ssc_cgl_tier1: { correct: 2, wrong: 0.5 },
  ssc_chsl_tier1: { correct: 2, wrong: 0.5 },
  // Session-I (numerical and mathematical ability, reasoning) has no negative marking; Session-II has −1.
  ssc_mts: {
    correct: 3,
    wrong: 1,
    sections: [{ names: ['numerical', 'mathematical', 'reasoning'], correct: 3, wrong: 0 }],
  },
  rrb_ntpc_cbt1: { correct: 1, wrong: '1/3' },
  ibps_prelims: { correct: 1, wrong: 0.25 },
  cuet: { correct: 5, wrong: 1 },
};

export const MARKING_PRESET_LABELS: Record<MarkingPreset, { en: string; hi: string }> = {
  ssc_cgl_tier1: { en: 'SSC CGL Tier-I (+2, −0.5)', hi: 'SSC CGL टियर-I (+2, −0.5)' },
  ssc_chsl_tier1: { en: 'SSC CHSL Tier-I (+2, −0.5)', hi: 'SSC CHSL टियर-I (+2, −0.5)' },
  ssc_mts: {
    en: 'SSC MTS (+3; −1 in Session-II only)',
    hi: 'SSC MTS (+3; −1 केवल सत्र-II में)',
  },
  rrb_ntpc_cbt1: { en: 'RRB NTPC CBT-1 (+1, −1/3)', hi: 'RRB NTPC CBT-1 (+1, −1/3)' },
  ibps_prelims: { en: 'IBPS prelims (+1, −0.25)', hi: 'IBPS प्रारंभिक (+1, −0.25)' },
  cuet: { en: 'CUET (+5, −1)', hi: 'CUET (+5, −1)' },
};

/** The marks of a section by its printed name. */
export function sectionMarking(marking: Marking, sectionName: string): { correct: Marks; wrong: Marks } {
  const name = sectionName.toLowerCase();
  const rule = marking.sections?.find((section) => section.names.some((part) => name.includes(part.toLowerCase())));
  return rule ? { correct: rule.correct, wrong: rule.wrong } : { correct: marking.correct, wrong: marking.wrong };
}
