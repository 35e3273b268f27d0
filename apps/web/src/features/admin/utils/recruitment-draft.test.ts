import { describe, expect, it } from 'vitest';
import { recruitmentWrite } from '@jobportal/shared';
import { i18next } from '../../../lib/i18n.ts';
import { hiAdmin } from '../../../locales/hi-admin.ts';
import { recruitment } from '../testing/fixtures.ts';
import {
  emptyDraft,
  fromContent,
  newUploadRow,
  newVacancyRow,
  snapshot,
  toContent,
  toPreviewJob,
  validateDraft,
  vacancyMismatch,
  vacancySum,
} from './recruitment-draft.ts';

const t = i18next.getFixedT('en', 'admin');

describe('recruitment draft', () => {
  it('round-trips saved content unchanged', () => {
    const content = recruitment().content;
    const back = toContent(fromContent(content));
    expect(recruitmentWrite.parse(back)).toEqual(recruitmentWrite.parse(content));
    expect(snapshot(fromContent(content))).toBe(snapshot(fromContent(content)));
  });

  it('round-trips the "Can I apply?" rules: the domicile rule and each post’s qualifications, ages and domicile', () => {
    const base = recruitment().content;
    const content = {
      ...base,
      states: ['bihar' as const],
      domicile: 'reservation_only' as const,
      ageLimit: { min: 18, max: 30, asOn: '2026-08-01', relaxations: [] },
      eligibility: [
        {
          post: 'Clerk',
          text: '12th pass.',
          qualifications: ['12th' as const],
          maxAge: 25,
          domicile: 'required' as const,
        },
        { post: 'Officer', text: 'A degree.', minAge: 21 },
      ],
    };
    const back = recruitmentWrite.parse(toContent(fromContent(content)));
    expect(back.domicile).toBe('reservation_only');
    expect(back.eligibility).toEqual([
      { post: 'Clerk', text: '12th pass.', qualifications: ['12th'], maxAge: 25, domicile: 'required' },
      { post: 'Officer', text: 'A degree.', minAge: 21 },
    ]);
  });

  it('round-trips upload specs: pixels, centimetres at a dpi, a sizeless PDF, the photo’s name and date (issue #26)', () => {
    const specs = [
      {
        kind: 'photo',
        widthCm: 3.5,
        heightCm: 4.5,
        dpi: 200,
        minKb: 20,
        maxKb: 50,
        formats: ['jpeg'],
        background: 'white',
        nameAndDate: true,
      },
      {
        kind: 'signature',
        widthPx: 140,
        heightPx: 60,
        minKb: 10,
        maxKb: 20,
        formats: ['jpeg'],
        nameAndDate: false,
        note: 'Black ink',
        noteHi: 'काली स्याही',
      },
      {
        kind: 'other',
        label: 'Caste certificate',
        labelHi: 'जाति प्रमाण पत्र',
        minKb: 50,
        maxKb: 300,
        formats: ['pdf'],
        nameAndDate: false,
      },
    ] as const;
    const content = recruitmentWrite.parse({ ...recruitment().content, uploadSpecs: specs });
    const draft = fromContent(content);
    expect(draft.uploadSpecs.map((row) => row.unit)).toEqual(['cm', 'px', 'none']);
    const back = recruitmentWrite.parse(toContent(draft));
    expect(back.uploadSpecs).toEqual(specs);
    // Draft → content → draft gives the same form (row keys aside).
    const again = fromContent(back);
    const unkeyed = (rows: typeof draft.uploadSpecs) => rows.map(({ key: _key, ...row }) => row);
    expect(unkeyed(again.uploadSpecs)).toEqual(unkeyed(draft.uploadSpecs));
    // Rows stored before issue #26 have none.
    expect(fromContent({ ...content, uploadSpecs: undefined as never }).uploadSpecs).toEqual([]);
  });

  it('sends only the size of the chosen unit, and shows the contract’s errors at the row’s fields', () => {
    const row = {
      ...newUploadRow('signature'),
      unit: 'px' as const,
      widthPx: '140',
      heightPx: '',
      widthCm: '3.5',
      minKb: '30',
      maxKb: '20',
      nameAndDate: true,
    };
    const draft = { ...fromContent(recruitment().content), uploadSpecs: [row] };
    expect(toContent(draft).uploadSpecs).toEqual([
      {
        kind: 'signature',
        widthPx: 140,
        heightPx: undefined,
        minKb: 30,
        maxKb: 20,
        formats: ['jpeg'],
        nameAndDate: false,
      },
    ]);
    const errors = validateDraft(draft, t);
    expect(errors['uploadSpecs.0.heightPx']).toBe('Give both the width and the height.');
    expect(errors['uploadSpecs.0.maxKb']).toBe('Must not be below the smallest size.');
    i18next.addResourceBundle('hi', 'admin', hiAdmin, true, false);
    expect(validateDraft(draft, i18next.getFixedT('hi', 'admin'))['uploadSpecs.0.heightPx']).toBe(
      'चौड़ाई और ऊँचाई दोनों लिखें।',
    );
    const other = { ...newUploadRow('other'), minKb: '1', maxKb: '100' };
    expect(validateDraft({ ...draft, uploadSpecs: [other] }, t)['uploadSpecs.0.label']).toBe('Name the document.');
    const twice = [newUploadRow('photo'), newUploadRow('photo')].map((spec) => ({
      ...spec,
      widthPx: '200',
      heightPx: '230',
      minKb: '20',
      maxKb: '50',
    }));
    const dupe = validateDraft({ ...draft, uploadSpecs: twice }, t);
    expect(dupe['uploadSpecs.1.kind']).toBe('There is already a row of this kind.');
    expect(dupe['uploadSpecs.0.kind']).toBeUndefined();
  });

  it('reads empty vacancy cells as 0 and an empty total as the sum', () => {
    const row = { ...newVacancyRow(), post: 'Clerk', ur: '7', obc: '2', total: '' };
    expect(vacancySum(row)).toBe(9);
    expect(vacancyMismatch(row)).toBe(false);
    const draft = { ...fromContent(recruitment().content), vacancies: [row] };
    expect(toContent(draft).vacancies).toEqual([
      {
        post: 'Clerk',
        ur: 7,
        obc: 2,
        sc: 0,
        st: 0,
        ews: 0,
        total: 9,
        pwbd: undefined,
        esm: undefined,
        payLevel: undefined,
      },
    ]);
    expect(vacancyMismatch({ ...row, total: '10' })).toBe(true);
  });

  it('flags a vacancy mismatch even while other fields are still empty', () => {
    const draft = emptyDraft(() => 'Label');
    draft.vacancies = [{ ...newVacancyRow(), post: 'Clerk', ur: '5', total: '6' }];
    const errors = validateDraft(draft, t);
    expect(errors['vacancies.0.total']).toBe('The categories add up to 5.');
    expect(errors['title']).toBe('Fill this in.');
    expect(errors['organisation.website']).toBe('Fill this in.');
  });

  it('drops empty optional text instead of sending ""', () => {
    const draft = fromContent(recruitment().content);
    draft.titleHi = '   ';
    draft.importantDates[0]!.text = '';
    const content = toContent(draft);
    expect(content.titleHi).toBeUndefined();
    expect(content.importantDates[0]!.text).toBeUndefined();
    expect(validateDraft(draft, t)).toEqual({});
  });

  it('shapes the draft as the public job page expects for the preview', () => {
    const job = toPreviewJob(fromContent(recruitment().content), { today: '2026-04-28' });
    expect(job).toMatchObject({
      title: 'SSC CGL Recruitment 2026',
      organisation: 'Staff Selection Commission',
      applicationStart: '2026-04-01',
      lastDate: '2026-05-01',
      daysLeft: 3,
      expired: false,
    });
    expect(job.details.vacancies).toHaveLength(2);
  });
});
