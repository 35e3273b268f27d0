import { describe, expect, it } from 'vitest';
import { appliedOnProblem, indiaDateOf, nextStep, type TimelineDate, type TimelineNotice } from './next-step.ts';

const today = '2026-06-15';
const dates: TimelineDate[] = [
  { kind: 'application_start', date: '2026-04-01' },
  { kind: 'last_date', date: '2026-04-30' },
  { kind: 'admit_card', date: '2026-06-20' },
  { kind: 'exam_date', date: '2026-07-05', endDate: '2026-07-07' },
  { kind: 'answer_key', date: '2026-07-20' },
  { kind: 'result', date: '2026-09-01' },
];
const notice = (type: string, date: string, extra: Partial<TimelineNotice> = {}): TimelineNotice => ({
  type,
  date,
  ...extra,
});

describe('nextStep', () => {
  it('expects the admit card on its announced date, with the exam date', () => {
    expect(nextStep({ today, importantDates: dates, notices: [] })).toEqual({
      kind: 'admit_card_expected',
      date: '2026-06-20',
      examDate: '2026-07-05',
      examTentative: false,
    });
  });

  it('knows nothing yet without dates or notices', () => {
    expect(nextStep({ today, importantDates: [], notices: [] })).toEqual({
      kind: 'admit_card_expected',
      date: null,
      examDate: null,
      examTentative: false,
    });
  });

  it('ignores important dates without a date (only "to be notified")', () => {
    const step = nextStep({ today, importantDates: [{ kind: 'admit_card' }, { kind: 'exam_date' }], notices: [] });
    expect(step).toMatchObject({ kind: 'admit_card_expected', date: null, examDate: null });
  });

  it('says the admit card is out once its notice is published, until the exam is over', () => {
    const notices = [notice('admit_card', '2026-06-14'), notice('job', '2026-04-01')];
    expect(nextStep({ today, importantDates: dates, notices })).toEqual({
      kind: 'admit_card_out',
      examDate: '2026-07-05',
      examTentative: false,
    });
    // The exam window's last day is still the exam: the admit card stays the step.
    expect(nextStep({ today: '2026-07-07', importantDates: dates, notices }).kind).toBe('admit_card_out');
    expect(nextStep({ today: '2026-07-08', importantDates: dates, notices })).toEqual({
      kind: 'answer_key_expected',
      date: '2026-07-20',
    });
  });

  it('takes the exam date of the latest exam-date notice over the advertisement, with its status', () => {
    const notices = [
      notice('exam_date', '2026-05-01', { examDate: '2026-07-01', examDateStatus: 'tentative' }),
      notice('exam_date', '2026-06-10', { examDate: '2026-08-09', examDateStatus: 'tentative' }),
    ];
    expect(nextStep({ today, importantDates: dates, notices })).toEqual({
      kind: 'admit_card_expected',
      date: '2026-06-20',
      examDate: '2026-08-09',
      examTentative: true,
    });
    // The notice's date is the one exam day: the advertisement's window no longer counts.
    expect(nextStep({ today: '2026-08-10', importantDates: dates, notices }).kind).toBe('answer_key_expected');
    expect(nextStep({ today: '2026-08-09', importantDates: dates, notices }).kind).toBe('admit_card_expected');
  });

  it('expects the answer key after an exam day without any admit card notice', () => {
    expect(nextStep({ today: '2026-07-10', importantDates: dates, notices: [] })).toEqual({
      kind: 'answer_key_expected',
      date: '2026-07-20',
    });
  });

  describe('answer key and objection window', () => {
    const key = notice('answer_key', '2026-07-18', { objectionStart: '2026-07-20', objectionEnd: '2026-07-25' });
    const at = (day: string, notices: TimelineNotice[] = [key]) =>
      nextStep({ today: day, importantDates: dates, notices });

    it('before the window opens', () => {
      expect(at('2026-07-19')).toEqual({ kind: 'objection_upcoming', from: '2026-07-20', until: '2026-07-25' });
    });
    it('open from its first to its last day, inclusive', () => {
      expect(at('2026-07-20')).toEqual({ kind: 'objection_open', until: '2026-07-25' });
      expect(at('2026-07-25')).toEqual({ kind: 'objection_open', until: '2026-07-25' });
    });
    it('closed the day after: the result is next', () => {
      expect(at('2026-07-26')).toEqual({
        kind: 'result_expected',
        date: '2026-09-01',
        objectionClosedOn: '2026-07-25',
      });
    });
    it('an answer key without a window: the result is next', () => {
      expect(at('2026-07-19', [notice('answer_key', '2026-07-18')])).toEqual({
        kind: 'result_expected',
        date: '2026-09-01',
        objectionClosedOn: null,
      });
    });
    it('a window with only an end date is open until then', () => {
      expect(at('2026-07-19', [notice('answer_key', '2026-07-18', { objectionEnd: '2026-07-22' })])).toEqual({
        kind: 'objection_open',
        until: '2026-07-22',
      });
    });
    it('a window with only a start date is open once started', () => {
      expect(at('2026-07-21', [notice('answer_key', '2026-07-18', { objectionStart: '2026-07-20' })])).toEqual({
        kind: 'objection_open',
        until: null,
      });
    });
    it('the latest answer key decides (a revised key reopens objections)', () => {
      const revised = notice('answer_key', '2026-08-01', { objectionStart: '2026-08-02', objectionEnd: '2026-08-04' });
      expect(at('2026-08-03', [key, revised])).toEqual({ kind: 'objection_open', until: '2026-08-04' });
    });
    it('an answer key counts even with the exam date still ahead on paper', () => {
      expect(at('2026-06-01').kind).toBe('objection_upcoming');
    });
  });

  it('says the result is out with the latest result notice, whatever else is there', () => {
    const notices = [
      notice('admit_card', '2026-06-14'),
      notice('answer_key', '2026-07-18', { objectionStart: '2026-07-20', objectionEnd: '2026-12-31' }),
      notice('result', '2026-09-02'),
      notice('result', '2026-10-02'),
    ];
    expect(nextStep({ today: '2026-10-03', importantDates: dates, notices })).toEqual({
      kind: 'result_out',
      date: '2026-10-02',
    });
  });
});

describe('appliedOnProblem', () => {
  it('accepts today and the application start day', () => {
    expect(appliedOnProblem('2026-06-15', { today, applicationStart: '2026-04-01' })).toBeNull();
    expect(appliedOnProblem('2026-04-01', { today, applicationStart: '2026-04-01' })).toBeNull();
  });
  it('refuses a date after today', () => {
    expect(appliedOnProblem('2026-06-16', { today, applicationStart: null })).toBe('in_future');
  });
  it('refuses a date before the application start, when known', () => {
    expect(appliedOnProblem('2026-03-31', { today, applicationStart: '2026-04-01' })).toBe('before_start');
    expect(appliedOnProblem('2020-01-01', { today, applicationStart: null })).toBeNull();
  });
});

describe('indiaDateOf', () => {
  it('is already tomorrow after 18:30 UTC', () => {
    expect(indiaDateOf(new Date('2026-06-15T18:29:00Z'))).toBe('2026-06-15');
    expect(indiaDateOf(new Date('2026-06-15T18:30:00Z'))).toBe('2026-06-16');
  });
});
