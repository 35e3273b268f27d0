import { describe, expect, it } from 'vitest';
import { paletteCounts, type MockTestPaper } from '@jobportal/shared';
import {
  addTime,
  applyAction,
  firstOpenPosition,
  nextPosition,
  previousPosition,
  rememberedPosition,
  rememberPosition,
  visit,
  type Responses,
} from './player.ts';

const question = (key: string) => ({
  key,
  text: { en: key },
  options: [{ en: 'a' }, { en: 'b' }],
  marks: 1,
  negativeMarks: 0,
});
const paper: MockTestPaper = {
  slug: 'demo',
  title: 'Demo',
  titleHi: null,
  exam: 'Demo',
  languages: ['en'],
  durationMinutes: 10,
  sections: [
    { key: 's1', title: 'One', titleHi: null, durationMinutes: null, questions: [question('a'), question('b')] },
    { key: 's2', title: 'Two', titleHi: null, durationMinutes: null, questions: [question('c')] },
  ],
};
const keys = ['a', 'b', 'c'];
const all = () => true;

describe('the player rules', () => {
  it('makes an opened question "not answered", once', () => {
    const opened = visit({}, 'a');
    expect(opened.changed).toEqual({ questionKey: 'a', selectedIndex: null, markedForReview: false, timeSpentMs: 0 });
    expect(visit(opened.responses, 'a').changed).toBeUndefined();
    expect(paletteCounts(keys, Object.values(opened.responses))).toMatchObject({ not_visited: 2, not_answered: 1 });
  });

  it('saves the draft only with Save & Next or Mark for Review & Next; Clear Response removes the choice', () => {
    let responses: Responses = visit({}, 'a').responses;
    responses = applyAction(responses, 'a', 'save-next', 1).responses;
    expect(responses['a']).toMatchObject({ selectedIndex: 1, markedForReview: false });
    responses = applyAction(responses, 'a', 'mark-next', 0).responses;
    expect(responses['a']).toMatchObject({ selectedIndex: 0, markedForReview: true });
    expect(paletteCounts(keys, Object.values(responses)).answered_marked).toBe(1);
    responses = applyAction(responses, 'a', 'clear', 0).responses;
    expect(responses['a']).toMatchObject({ selectedIndex: null, markedForReview: true });
    expect(paletteCounts(keys, Object.values(responses)).marked).toBe(1);
    responses = applyAction(responses, 'b', 'mark-next', null).responses;
    expect(paletteCounts(keys, Object.values(responses)).marked).toBe(2);
  });

  it('adds time to a visited question only', () => {
    expect(addTime({}, 'a', 500).changed).toBeUndefined();
    const { responses } = visit({}, 'a');
    expect(addTime(responses, 'a', 1500.4).changed?.timeSpentMs).toBe(1500);
  });

  it('moves through open sections and wraps round', () => {
    expect(nextPosition(paper, { section: 0, question: 0 }, all)).toEqual({ section: 0, question: 1 });
    expect(nextPosition(paper, { section: 0, question: 1 }, all)).toEqual({ section: 1, question: 0 });
    expect(nextPosition(paper, { section: 1, question: 0 }, all)).toEqual({ section: 0, question: 0 });
    // Section 2 locked: Save & Next on the last question of section 1 goes back to its first.
    expect(nextPosition(paper, { section: 0, question: 1 }, (key) => key === 's1')).toEqual({
      section: 0,
      question: 0,
    });
    expect(previousPosition(paper, { section: 1, question: 0 }, all)).toEqual({ section: 0, question: 1 });
    expect(previousPosition(paper, { section: 1, question: 0 }, (key) => key === 's2')).toEqual({
      section: 1,
      question: 0,
    });
    expect(firstOpenPosition(paper, (key) => key === 's2')).toEqual({ section: 1, question: 0 });
  });
});

describe('the remembered position', () => {
  it('reopens the question on screen after a reload, unless its section is closed or it is gone', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    };
    expect(rememberedPosition('a1', paper, all, storage)).toBeUndefined();
    rememberPosition('a1', { section: 1, question: 0 }, storage);
    expect(rememberedPosition('a1', paper, all, storage)).toEqual({ section: 1, question: 0 });
    expect(rememberedPosition('a1', paper, (key) => key === 's1', storage)).toBeUndefined();
    rememberPosition('a1', { section: 0, question: 9 }, storage);
    expect(rememberedPosition('a1', paper, all, storage)).toBeUndefined();
  });
});
