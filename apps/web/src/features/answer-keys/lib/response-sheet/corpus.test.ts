import { SHEET_STATUSES } from '@jobportal/shared';
import { describe, expect, it } from 'vitest';
import { generateSheet, sheetCorpus, type GeneratedSheet } from '@jobportal/shared/testing/response-sheets';

/** The corpus covers what the brief of the reader lists, and is the same every time it is generated. */
describe('sheetCorpus', () => {
  const specs = sheetCorpus();
  const sheets = specs.map((spec) => ({ spec, sheet: generateSheet(spec) }));
  const questionsOf = (sheet: GeneratedSheet) => sheet.truth.sheet.sections.flatMap((section) => section.questions);

  it('has at least 40 sheets of 25 to 200 questions in 1 to 5 sections, with distinct labels', () => {
    expect(specs.length).toBeGreaterThanOrEqual(40);
    expect(new Set(specs.map((spec) => spec.label)).size).toBe(specs.length);
    const counts = sheets.map(({ sheet }) => questionsOf(sheet).length);
    expect(Math.min(...counts)).toBe(25);
    expect(Math.max(...counts)).toBe(200);
    const sectionCounts = new Set(sheets.map(({ sheet }) => sheet.truth.sheet.sections.length));
    expect([...sectionCounts].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('covers every board and both media, images, each way of printing the chosen option, and every status', () => {
    const has = (test: (spec: (typeof specs)[number]) => boolean) => specs.some(test);
    for (const board of ['ssc', 'rrb', 'nta'] as const) {
      expect(has((spec) => spec.board === board && spec.medium === 'hindi')).toBe(true);
      expect(has((spec) => spec.board === board && spec.medium === 'english')).toBe(true);
    }
    expect(has((spec) => spec.board === 'ssc' && spec.imageOptions)).toBe(true);
    expect(has((spec) => spec.board === 'nta' && spec.imageOptions)).toBe(true);
    expect(new Set(specs.map((spec) => spec.chosenPrinted))).toEqual(new Set(['number', 'id', 'letter']));
    expect(has((spec) => spec.charset === 'windows-1252') && has((spec) => spec.charset === 'iso-8859-1')).toBe(true);
    expect(has((spec) => spec.mhtmlEncoding === 'base64') && has((spec) => spec.textSeparator === 'spaces')).toBe(true);
    expect(has((spec) => spec.options === 5) && has((spec) => spec.chosenRowUnopened)).toBe(true);
    expect(has((spec) => spec.textJoinsTables)).toBe(true);
    for (const { sheet } of sheets) {
      const statuses = new Set(questionsOf(sheet).map((question) => question.status));
      if (questionsOf(sheet).length >= 100) expect([...statuses].sort()).toEqual([...SHEET_STATUSES].sort());
    }
    const all = sheets.flatMap(({ sheet }) => questionsOf(sheet));
    expect(new Set(all.map((question) => question.status))).toEqual(new Set(SHEET_STATUSES));
    expect(all.some((question) => question.chosenOptionId === null)).toBe(true);
  });

  it('marks the key on SSC and RRB sheets, with double-marked and unmarked (bonus) questions', () => {
    for (const { spec, sheet } of sheets) {
      if (spec.vendor === 'tcs_ion') expect(spec.keyMarked).toBe(spec.board !== 'nta');
      expect(sheet.truth.kind).toBe(spec.keyMarked ? 'marked' : 'ids_only');
      expect(sheet.textTruth.markedKey).toBeNull();
    }
    const keys = sheets.flatMap(({ sheet }) => Object.values(sheet.truth.markedKey ?? {}));
    expect(keys.some((right) => right.length === 2)).toBe(true);
    expect(keys.some((right) => right.length === 0)).toBe(true);
    expect(keys.filter((right) => right.length === 1).length).toBeGreaterThan(keys.length / 2);
  });

  it('has SSC’s 2025 pages (Eduquity’s "Q.No" tables) in English and Hindi, with the key marked and not', () => {
    const eduquity = sheets.filter(({ spec }) => spec.vendor === 'eduquity');
    const kinds = new Set(eduquity.map(({ spec }) => `${spec.medium} ${spec.keyMarked ? 'marked' : 'unmarked'}`));
    expect(kinds).toEqual(new Set(['english marked', 'english unmarked', 'hindi marked', 'hindi unmarked']));
    for (const { spec, sheet } of eduquity) {
      expect(spec.board).toBe('ssc');
      expect(sheet.html).toMatch(/>Q\.No:&nbsp;1</);
      expect(sheet.html).not.toMatch(/class="(?:menu-tbl|question-pnl)"/);
      expect(sheet.html).toContain('<!-- Option 1 -->');
      expect(/bgcolor="(?:green|yellow)"/.test(sheet.html)).toBe(spec.keyMarked);
      expect(sheet.text).toMatch(/^Q\.No:\s1\b/m);
      expect(sheet.text).toMatch(/^Question ID\s+:\s+\d+$/m);
    }
  });

  it('numbers questions afresh in each section on most sheets, and through the paper on some', () => {
    const numbering = (which: 'per_section' | 'running') =>
      sheets.filter(({ spec }) => spec.numbering === which && spec.sections.length > 1);
    expect(numbering('per_section').length).toBeGreaterThan(numbering('running').length);
    expect(numbering('running').length).toBeGreaterThan(0);
    for (const { spec, sheet } of numbering('per_section')) {
      expect(sheet.text.match(/^Q\.(?:No:\s)?1\b/gm)?.length).toBe(spec.sections.length);
    }
    for (const { sheet } of numbering('running')) expect(sheet.text.match(/^Q\.(?:No:\s)?1\b/gm)?.length).toBe(1);
  });

  it('writes Hindi questions in Devanagari, quoted-printable as UTF-8 bytes in the MHTML', () => {
    const hindi = sheets.find(({ spec }) => spec.medium === 'hindi' && spec.mhtmlEncoding === 'quoted-printable')!;
    expect(hindi.sheet.html).toMatch(/[\u0900-\u097f]/);
    expect(hindi.sheet.text).toMatch(/[\u0900-\u097f]/);
    expect(hindi.sheet.mhtml).toContain('=E0=A4');
    expect(hindi.sheet.mhtml).toMatch(/=\r\n/);
  });

  it('prints the candidate in the page, the MHTML and the text, where a leak test can look for them', () => {
    const { spec, sheet } = sheets[0]!;
    for (const value of [spec.candidate.name, spec.candidate.rollNumber]) {
      expect(sheet.html).toContain(value);
      expect(sheet.text).toContain(value);
    }
    expect(sheet.truth.personal).toEqual(spec.candidate);
  });

  it('is deterministic', () => {
    const again = sheetCorpus();
    expect(again).toEqual(specs);
    expect(generateSheet(again[7]!)).toEqual(sheets[7]!.sheet);
  });
});
