import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keyFromMarks, MARKINGS, scoreSheet, type KeyAnswer, type MarkingPreset } from '@jobportal/shared';
import { readResponseSheet } from './read-sheet.ts';

/**
 * The demo's sample response sheets (README, "Answer-key day") read by the reader members' phones run,
 * and scored with the key the demo attaches (or, for SSC's, the right options the sheet marks), give
 * the marks `keys.json` promises.
 */
const folder = path.join(__dirname, '../../../../../../server/src/db/seed/demo/answer-keys');

type DemoKey = {
  recruitmentSlug: string;
  markingPreset: MarkingPreset;
  entries: Record<string, KeyAnswer>;
  samples: Array<{ file: string; expected: { shift: { date: string; time: string }; score: number } }>;
};

const { keys } = JSON.parse(await readFile(path.join(folder, 'keys.json'), 'utf8')) as { keys: DemoKey[] };
const samples = keys.flatMap((key) => key.samples.map((sample) => [sample.file, key, sample] as const));

describe("the demo's sample response sheets", () => {
  it.each(samples)('%s reads and scores as the demo says', async (file, key, sample) => {
    const bytes = await readFile(path.join(folder, file));
    const result = await readResponseSheet({ file: new File([bytes], file) });
    if (!result.ok) throw new Error(`${file}: ${result.problem} (${result.detail})`);
    const { read } = result;
    expect(read.sheet.shift).toEqual(sample.expected.shift);
    expect(read.personal.name).toMatch(/DEMO/);
    const attached = Object.entries(key.entries);
    const answers = attached.length > 0 ? new Map(attached) : keyFromMarks(read.markedKey ?? {});
    const scored = scoreSheet(read.sheet, answers, MARKINGS[key.markingPreset]);
    expect(scored.ok && scored.score.score).toBe(sample.expected.score);
  });
});
