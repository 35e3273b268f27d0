import { describe, expect, it } from 'vitest';
import { generateSheet, sheetCorpus, sheetWithGap } from './response-sheets.ts';

describe('sheetWithGap', () => {
  it.each(sheetCorpus().map((spec) => [spec.label, spec] as const))(
    'cuts whole questions out of the middle of %s, as page, MHTML and text',
    (_label, spec) => {
      const whole = generateSheet(spec);
      const { html, mhtml, text, missing } = sheetWithGap(spec);
      const ids = whole.truth.sheet.sections.flatMap((section) => section.questions.map((q) => q.questionId));
      const kept = ids.filter((id) => html.includes(id));
      const cut = ids.filter((id) => !html.includes(id));

      expect(cut.length).toBe(missing.to - missing.from + 1);
      expect(missing.from).toBeGreaterThan(1);
      // A run between two questions: the first and the last questions are kept, and the cut is one run.
      expect(kept[0]).toBe(ids[0]);
      expect(kept.at(-1)).toBe(ids.at(-1));
      expect(ids.indexOf(cut.at(-1)!) - ids.indexOf(cut[0]!)).toBe(cut.length - 1);
      for (const id of cut) expect(text).not.toContain(id);
      for (const id of kept) expect(text).toContain(id);
      expect(mhtml).toContain('Content-Type: text/html');
      // The questions around the cut print the numbers next to it.
      const printed = (number: number) => new RegExp(`^Q\\.(?:No:\\s)?${number}\\b`, 'm');
      expect(text).toMatch(printed(missing.from - 1));
      expect(text).toMatch(printed(missing.to + 1));
    },
  );
});
