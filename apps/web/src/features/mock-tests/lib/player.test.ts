import { describe, expect, it } from 'vitest';
import { paletteCounts, type MockTestPaper } from '@jobportal/shared';
import {
  addTime,
  applyAction,
  chooseOption,
  draftOf,
  firstOpenPosition,
  isNotANumber,
  nextPosition,
  previousPosition,
  rememberedPosition,
  rememberPosition,
  typeValue,
  visit,
  type Responses,
} from './player.ts';

const question = (key: string) => ({
  key,
  type: 'single' as const,
  passage: null,
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
  figures: [],
  sections: [
    {
      key: 's1',
      title: 'One',
      titleHi: null,
      durationMinutes: null,
      passages: [],
      questions: [question('a'), question('b')],
    },
    { key: 's2', title: 'Two', titleHi: null, durationMinutes: null, passages: [], questions: [question('c')] },
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
    responses = applyAction(responses, 'a', 'save-next', { selectedIndex: 1 }).responses;
    expect(responses['a']).toEqual({ questionKey: 'a', selectedIndex: 1, markedForReview: false, timeSpentMs: 0 });
    responses = applyAction(responses, 'a', 'mark-next', { selectedIndex: 0 }).responses;
    expect(responses['a']).toMatchObject({ selectedIndex: 0, markedForReview: true });
    expect(paletteCounts(keys, Object.values(responses)).answered_marked).toBe(1);
    responses = applyAction(responses, 'a', 'clear', { selectedIndex: 0 }).responses;
    expect(responses['a']).toMatchObject({ selectedIndex: null, markedForReview: true });
    expect(paletteCounts(keys, Object.values(responses)).marked).toBe(1);
    responses = applyAction(responses, 'b', 'mark-next', { selectedIndex: null }).responses;
    expect(paletteCounts(keys, Object.values(responses)).marked).toBe(2);
  });

  it('saves a multiple-answer draft’s options and a numeric draft’s value; Clear Response removes either', () => {
    let responses: Responses = visit(visit({}, 'a').responses, 'b').responses;
    responses = applyAction(responses, 'a', 'save-next', { selectedIndex: null, selectedIndexes: [0, 2] }).responses;
    expect(responses['a']).toEqual({
      questionKey: 'a',
      selectedIndex: null,
      selectedIndexes: [0, 2],
      markedForReview: false,
      timeSpentMs: 0,
    });
    responses = applyAction(responses, 'b', 'mark-next', { selectedIndex: null, value: ' 12.5 ' }).responses;
    expect(responses['b']).toMatchObject({ selectedIndex: null, value: '12.5', markedForReview: true });
    expect(paletteCounts(keys, Object.values(responses))).toMatchObject({ answered: 1, answered_marked: 1 });

    responses = applyAction(responses, 'a', 'clear', { selectedIndex: null, selectedIndexes: [1] }).responses;
    responses = applyAction(responses, 'b', 'clear', { selectedIndex: null, value: '3' }).responses;
    expect(responses['a']).toMatchObject({ selectedIndex: null, selectedIndexes: [], value: '' });
    expect(responses['b']).toMatchObject({
      selectedIndex: null,
      selectedIndexes: [],
      value: '',
      markedForReview: true,
    });
    expect(paletteCounts(keys, Object.values(responses))).toMatchObject({ not_answered: 1, marked: 1 });

    // An empty box saves as no answer.
    responses = applyAction(responses, 'b', 'save-next', { selectedIndex: null, value: '  ' }).responses;
    expect(paletteCounts(keys, Object.values(responses)).not_answered).toBe(2);
  });

  it('makes a draft of the saved answer in the fields of the question’s type', () => {
    const saved = {
      questionKey: 'a',
      selectedIndex: 1,
      selectedIndexes: [0, 3],
      value: '7',
      markedForReview: false,
      timeSpentMs: 0,
    };
    expect(draftOf({ type: 'single' }, saved)).toEqual({ selectedIndex: 1 });
    expect(draftOf({ type: 'multiple' }, saved)).toEqual({ selectedIndex: null, selectedIndexes: [0, 3] });
    expect(draftOf({ type: 'numeric' }, saved)).toEqual({ selectedIndex: null, value: '7' });
    expect(draftOf({ type: 'single' }, undefined)).toEqual({ selectedIndex: null });
    expect(draftOf({ type: 'multiple' }, undefined)).toEqual({ selectedIndex: null, selectedIndexes: [] });
    expect(draftOf({ type: 'numeric' }, undefined)).toEqual({ selectedIndex: null, value: '' });
  });

  it('chooses one option of a single-answer question and toggles those of a multiple-answer one', () => {
    expect(chooseOption({ type: 'single' }, { selectedIndex: 0 }, 2)).toEqual({ selectedIndex: 2 });
    let draft = draftOf({ type: 'multiple' }, undefined);
    draft = chooseOption({ type: 'multiple' }, draft, 3);
    draft = chooseOption({ type: 'multiple' }, draft, 1);
    expect(draft).toEqual({ selectedIndex: null, selectedIndexes: [1, 3] });
    draft = chooseOption({ type: 'multiple' }, draft, 3);
    expect(draft).toEqual({ selectedIndex: null, selectedIndexes: [1] });
    expect(typeValue('-3')).toEqual({ selectedIndex: null, value: '-3' });
  });

  it('tells a typed answer that is not a number from a number or an empty box', () => {
    for (const value of ['42', '-3', '12.5', '.5', ' 7 ', '\u22123', '', '   ', undefined]) {
      expect(isNotANumber(value), String(value)).toBe(false);
    }
    for (const value of ['12,5', 'abc', '-', '.', '1e5', '1.2.3']) expect(isNotANumber(value), value).toBe(true);
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
