import { describe, expect, it } from 'vitest';
import { parseAnswerKey } from './answer-key.ts';

const entries = (text: string, questions: number) => [...parseAnswerKey(text, questions).answers];

describe('parseAnswerKey formats', () => {
  it.each([
    ['1-B, 2-D, 3-A, 4-C', 'pairs with dashes'],
    ['1 B 2 D 3 A 4 C', 'pairs with spaces'],
    ['1. (b)\n2. (d)\n3. (a)\n4. (c)', 'one a line, letters in brackets'],
    ['Q.1 : 2\nQ.2 : 4\nQ.3 : 1\nQ.4 : 3', 'Q. numbers, option numbers'],
    ['Q. No. | Answer\n1 | B\n2 | D\n3 | A\n4 | C', 'an official table'],
    ['प्रश्न | उत्तर\n१ - ख\n२ - घ\n३ - क\n४ - ग', 'Hindi letters and Devanagari digits'],
  ])('reads %j (%s)', (text) => {
    expect(parseAnswerKey(text, 4)).toEqual({
      answers: new Map([
        [1, 1],
        [2, 3],
        [3, 0],
        [4, 2],
      ]),
      issues: [],
    });
  });

  it('reads dropped questions: Dropped, Bonus and *', () => {
    expect(entries('1-A\n2 Dropped\n3 - Bonus\n4 *', 4)).toEqual([
      [1, 0],
      [2, 'dropped'],
      [3, 'dropped'],
      [4, 'dropped'],
    ]);
  });

  it('skips headings and words that only look like answers', () => {
    expect(parseAnswerKey('SSC CGL 2024 Shift 1 answer key\n1. All of them: A\n1 C, 2 D', 2)).toEqual({
      answers: new Map([
        [1, 2],
        [2, 3],
      ]),
      issues: [],
    });
  });
});

describe('parseAnswerKey issues', () => {
  it('names the question without an answer', () => {
    const text = Array.from({ length: 25 }, (_, i) => i + 1)
      .filter((n) => n !== 13)
      .map((n) => `${n}-B`)
      .join(', ');
    expect(parseAnswerKey(text, 25).issues).toEqual([
      { message: 'The key has 24 answers but the paper has 25 questions: question 13 has no answer.' },
    ]);
  });

  it('names several missing questions, and questions the paper does not have', () => {
    expect(parseAnswerKey('1-A 2-B 5-C 6-D', 5).issues).toEqual([
      {
        message:
          'The key has 4 answers but the paper has 5 questions: questions 3 and 4 have no answer; question 6 is not in the paper.',
      },
    ]);
    expect(parseAnswerKey('1-A 2-B 4-D', 3).issues).toEqual([
      {
        message:
          "The key's answers do not match the paper's 3 questions: question 3 has no answer; question 4 is not in the paper.",
      },
    ]);
  });

  it('says when a question is given two different answers', () => {
    expect(parseAnswerKey('1-A\n2-B\n1-C', 2)).toEqual({
      answers: new Map([
        [1, 0],
        [2, 1],
      ]),
      issues: [{ line: 3, message: 'Line 3: question 1 is given twice, A on line 1 and C here.' }],
    });
    // The same answer twice is harmless.
    expect(parseAnswerKey('1-A 2-B 1-A', 2).issues).toEqual([]);
  });

  it('says when an answer is not an option', () => {
    expect(parseAnswerKey('1-A\n2-E', 2).issues).toEqual([
      { line: 2, message: 'Line 2: "E" is not an option of question 2: use A–D, 1–4 or क ख ग घ.' },
    ]);
    expect(parseAnswerKey('1-5', 1).issues).toEqual([
      { line: 1, message: 'Line 1: "5" is not an option of question 1: use A–D, 1–4 or क ख ग घ.' },
    ]);
  });

  it('says when a row of the table has no answer', () => {
    expect(parseAnswerKey('Q. No. | Answer\n1 | A\n2 |', 2).issues).toEqual([
      { line: 3, message: 'Line 3: question 2 has no answer.' },
    ]);
  });

  it('reads five options when the paper has five', () => {
    expect(entries('1-E', 1)).toEqual([]);
    expect([...parseAnswerKey('1-E', 1, 5).answers]).toEqual([[1, 4]]);
  });
});
