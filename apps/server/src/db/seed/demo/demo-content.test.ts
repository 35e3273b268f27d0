import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  NOTICE_TYPES,
  SECTOR_SLUGS,
  recruitmentContent,
  resolveRelativeDates,
  type NoticeType,
  type RecruitmentContent,
  type UploadSpec,
} from '@jobportal/shared';

/**
 * The demo recruitments (one JSON file per sector, dates relative to the load day) must be valid
 * content and must make the lists look alive: open, closing-soon and expired drives, every notice
 * type, Hindi next to English, and nothing that could pass for a real advertisement.
 */

const folder = new URL('./recruitments/', import.meta.url);
const today = new Date();
// India's date, as resolveRelativeDates counts it.
const todayIso = resolveRelativeDates('today', today);

type Loaded = { file: string; raw: unknown };

function loadRaw(): Loaded[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .flatMap((file) => {
      const data: unknown = JSON.parse(readFileSync(new URL(file, folder), 'utf8'));
      if (!Array.isArray(data)) throw new Error(`${file} must hold a JSON array`);
      return data.map((raw: unknown) => ({ file, raw: resolveRelativeDates(raw, today) }));
    });
}

const loaded = loadRaw();
const parsed = loaded.map(({ file, raw }) => ({ file, result: recruitmentContent.safeParse(raw) }));
const items: { file: string; item: RecruitmentContent }[] = parsed.flatMap(({ file, result }) =>
  result.success ? [{ file, item: result.data }] : [],
);
const all = items.map(({ item }) => item);

/** Whole days from today to an ISO date (negative: in the past). */
function daysFromToday(iso: string): number {
  return Math.round((Date.parse(`${iso}T00:00:00Z`) - Date.parse(`${todayIso}T00:00:00Z`)) / 86_400_000);
}

function dateOf(item: RecruitmentContent, kind: RecruitmentContent['importantDates'][number]['kind']) {
  return item.importantDates.find((row) => row.kind === kind && row.date)?.date;
}

function lastDate(item: RecruitmentContent): string {
  const date = dateOf(item, 'last_date');
  if (!date) throw new Error(`${item.slug} has no dated last_date`);
  return date;
}

/** Every string anywhere in a JSON value. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const DEVANAGARI = /[\u0900-\u097F]/;
const isHindi = (text: string | undefined) => text !== undefined && DEVANAGARI.test(text);

describe('demo recruitments', () => {
  it('are one file per sector, and every item satisfies the recruitment content schema', () => {
    const files = [...new Set(loaded.map(({ file }) => file))].sort();
    expect(files).toEqual([...SECTOR_SLUGS].map((sector) => `${sector}.json`).sort());
    const failures = parsed.flatMap(({ file, result }, index) =>
      result.success
        ? []
        : [
            {
              file,
              slug: (loaded[index]!.raw as { slug?: unknown }).slug,
              issues: result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
            },
          ],
    );
    expect(failures).toEqual([]);
    for (const { file, item } of items) expect(`${item.sector}.json`, item.slug).toBe(file);
  });

  it('has at least 45 recruitments, at least 4 per sector, with unique demo slugs', () => {
    expect(all.length).toBeGreaterThanOrEqual(45);
    for (const sector of SECTOR_SLUGS) {
      expect(all.filter((item) => item.sector === sector).length, sector).toBeGreaterThanOrEqual(4);
    }
    const slugs = all.map((item) => item.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^demo-[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('is clearly fictional: demo organisations, demo prefixes and example.gov.in addresses only', () => {
    for (const item of all) {
      expect(item.organisation.name, item.slug).toMatch(/\(Demo\)/);
      expect(item.summary.startsWith('Demo data: '), item.slug).toBe(true);
      expect(item.summaryHi?.startsWith('डेमो डेटा: '), item.slug).toBe(true);
      if (item.advertisementNo) expect(item.advertisementNo, item.slug).toMatch(/^DEMO/);
      const urls = [item.organisation.website, item.officialSourceUrl, ...item.links.map((link) => link.url)];
      for (const text of strings(item)) urls.push(...(text.match(/https?:\/\/[^\s)\]]+/g) ?? []));
      for (const url of urls) {
        const host = new URL(url).hostname;
        expect(host === 'example.gov.in' || host.endsWith('.example.gov.in'), `${item.slug}: ${url}`).toBe(true);
        expect(new URL(url).protocol, url).toBe('https:');
      }
    }
  });

  it('spreads state recruitments over at least 12 states and keeps central ones all-India', () => {
    const states = new Set(all.flatMap((item) => item.states));
    expect(states.size).toBeGreaterThanOrEqual(12);
    for (const item of all) {
      if (['ssc', 'upsc', 'railway', 'bank', 'defence'].includes(item.sector))
        expect(item.states, item.slug).toEqual([]);
      if (['police', 'state-psc'].includes(item.sector)) expect(item.states.length, item.slug).toBeGreaterThan(0);
    }
    for (const sector of ['teaching', 'psu']) {
      expect(
        all.some((item) => item.sector === sector && item.states.length > 0),
        sector,
      ).toBe(true);
    }
  });

  it('has English and real Hindi for every recruitment and notice', () => {
    for (const item of all) {
      expect(isHindi(item.title), item.slug).toBe(false);
      expect(isHindi(item.titleHi), item.slug).toBe(true);
      expect(isHindi(item.summaryHi), item.slug).toBe(true);
      for (const notice of item.notices) {
        expect(isHindi(notice.title), `${item.slug}: ${notice.title}`).toBe(false);
        expect(isHindi(notice.titleHi), `${item.slug}: ${notice.title}`).toBe(true);
        if (notice.bodyHi) {
          expect(notice.body, `${item.slug}: ${notice.title}`).toBeDefined();
          expect(isHindi(notice.bodyHi), `${item.slug}: ${notice.title}`).toBe(true);
        }
      }
      for (const row of item.importantDates) if (row.labelHi) expect(isHindi(row.labelHi), row.label).toBe(true);
    }
    const bilingualBodies = all.flatMap((item) => item.notices).filter((notice) => notice.body && notice.bodyHi);
    expect(bilingualBodies.length).toBeGreaterThanOrEqual(10);
  });

  it('mixes open, closing-soon and expired recruitments', () => {
    const days = all.map((item) => daysFromToday(lastDate(item)));
    const open = days.filter((day) => day >= 4 && day <= 60).length;
    const closingSoon = days.filter((day) => day >= 0 && day <= 3).length;
    const expired = days.filter((day) => day >= -90 && day <= -1).length;
    expect(open).toBeGreaterThanOrEqual(25);
    expect(open).toBeLessThanOrEqual(35);
    expect(closingSoon).toBeGreaterThanOrEqual(5);
    expect(expired).toBeGreaterThanOrEqual(6);
    expect(open + closingSoon + expired).toBe(all.length);
    const published = all.filter((item) => item.status === 'published');
    const publishedDays = published.map((item) => daysFromToday(lastDate(item)));
    expect(publishedDays.filter((day) => day >= 0 && day <= 3).length).toBeGreaterThanOrEqual(5);
    expect(publishedDays.filter((day) => day < 0).length).toBeGreaterThanOrEqual(6);
  });

  it('keeps every timeline coherent', () => {
    for (const item of all) {
      const start = dateOf(item, 'application_start');
      const last = lastDate(item);
      const exam = dateOf(item, 'exam_date');
      const admit = dateOf(item, 'admit_card');
      const key = dateOf(item, 'answer_key');
      const result = dateOf(item, 'result');
      const fee = dateOf(item, 'fee_last_date');
      expect(start, item.slug).toBeDefined();
      expect(start! < last, `${item.slug}: application_start before last_date`).toBe(true);
      expect(start! <= todayIso, `${item.slug}: applications already open`).toBe(true);
      if (fee) expect(fee >= last, `${item.slug}: fee_last_date`).toBe(true);
      for (const row of item.importantDates) {
        if (row.date) expect(row.date >= start!, `${item.slug}: ${row.label}`).toBe(true);
        else expect(row.text, `${item.slug}: ${row.label}`).toBeDefined();
        if (row.endDate) expect(row.endDate >= row.date!, `${item.slug}: ${row.label}`).toBe(true);
      }
      if (exam) expect(exam > last, `${item.slug}: exam after last date`).toBe(true);
      if (admit) {
        expect(admit > last, `${item.slug}: admit card after last date`).toBe(true);
        if (exam) expect(admit < exam, `${item.slug}: admit card before exam`).toBe(true);
      }
      if (key) expect(exam !== undefined && key > exam, `${item.slug}: answer key after exam`).toBe(true);
      if (result) expect(exam !== undefined && result > (key ?? exam), `${item.slug}: result after exam`).toBe(true);

      const verified = daysFromToday(item.lastVerifiedAt);
      expect(verified, `${item.slug}: lastVerifiedAt`).toBeLessThanOrEqual(0);
      expect(verified, `${item.slug}: lastVerifiedAt`).toBeGreaterThanOrEqual(-10);
      for (const correction of item.corrections) expect(correction.date <= todayIso, item.slug).toBe(true);
      if (item.ageLimit) expect(item.ageLimit.min, item.slug).toBeLessThanOrEqual(item.ageLimit.max);
    }
    expect(all.filter((item) => item.corrections.length > 0).length).toBeGreaterThanOrEqual(8);
  });

  it('gives every recruitment a notification PDF and enough notices of every type', () => {
    const counts = Object.fromEntries(NOTICE_TYPES.map((type) => [type, 0])) as Record<NoticeType, number>;
    for (const item of all) for (const notice of item.notices) counts[notice.type] += 1;
    for (const type of ['result', 'admit_card', 'answer_key', 'exam_date', 'misc'] as const) {
      expect(counts[type], type).toBeGreaterThanOrEqual(12);
    }
    expect(counts.syllabus).toBeGreaterThanOrEqual(3);
    for (const item of all) {
      const job = item.notices.filter((notice) => notice.type === 'job');
      expect(job.length, item.slug).toBe(1);
      expect(job[0]!.pdf, item.slug).toBe(true);
    }
    const notices = all.flatMap((item) => item.notices);
    expect(notices.filter((notice) => notice.pdf).length / notices.length).toBeGreaterThan(0.7);
  });

  it('dates notices coherently with their recruitment', () => {
    for (const item of all) {
      const start = dateOf(item, 'application_start')!;
      const last = lastDate(item);
      const exam = dateOf(item, 'exam_date');
      const keys = item.notices.filter((notice) => notice.type === 'answer_key');
      for (const notice of item.notices) {
        const where = `${item.slug}: ${notice.title}`;
        expect(notice.date <= todayIso, `${where}: already issued`).toBe(true);
        if (notice.type === 'job') expect(notice.date <= start, where).toBe(true);
        else expect(notice.date >= start, where).toBe(true);
        if (notice.type === 'admit_card') expect(notice.date > last, where).toBe(true);
        if (notice.type === 'answer_key') {
          expect(exam !== undefined && notice.date > exam, `${where}: after the exam`).toBe(true);
          expect(notice.objectionStart, where).toBeDefined();
          expect(notice.objectionEnd, where).toBeDefined();
          expect(notice.objectionStart! >= notice.date, where).toBe(true);
          expect(notice.objectionEnd! >= notice.objectionStart!, where).toBe(true);
          expect([50, 100], where).toContain(notice.objectionFeePerQuestion);
        }
        if (notice.type === 'result') {
          expect(exam !== undefined && notice.date > exam, `${where}: after the exam`).toBe(true);
          for (const key of keys) expect(notice.date > key.objectionEnd!, `${where}: after objections`).toBe(true);
        }
        if (notice.type === 'exam_date') {
          expect(notice.examDate, where).toBeDefined();
          expect(notice.examDateStatus, where).toBeDefined();
          expect(notice.examDate! > notice.date, `${where}: announced before the exam`).toBe(true);
          expect(notice.examDate! > last, `${where}: exam after last date`).toBe(true);
        }
      }
    }
    const examNotices = all.flatMap((item) => item.notices).filter((notice) => notice.type === 'exam_date');
    const statuses = new Set(examNotices.map((notice) => notice.examDateStatus));
    expect([...statuses].sort()).toEqual(['confirmed', 'tentative']);
    const fees = new Set(all.flatMap((item) => item.notices).flatMap((notice) => notice.objectionFeePerQuestion ?? []));
    expect([...fees].sort()).toEqual([100, 50]);
  });

  it('has realistic, complete details', () => {
    for (const item of all) {
      const sum = item.vacancies.reduce((total, row) => total + row.total, 0);
      if (item.vacancies.length > 0) expect(item.totalVacancies, item.slug).toBe(sum);
      else expect(item.totalVacancies, item.slug).toBeUndefined();
      if (item.vacancies.length > 0) {
        // "… Recruitment 2026: 14,582 posts" style: the number after the colon is the total.
        const count = /: ([\d,]+) /.exec(item.title)?.[1];
        expect(count, `${item.slug}: count in the title`).toBeDefined();
        expect(Number(count!.replaceAll(',', '')), `${item.slug}: count in the title`).toBe(sum);
        expect(item.titleHi, `${item.slug}: count in the Hindi title`).toContain(count);
      }
      expect(item.howToApply.length, item.slug).toBeGreaterThanOrEqual(3);
      expect(item.howToApply.length, item.slug).toBeLessThanOrEqual(6);
      expect(item.faqs.length, item.slug).toBeGreaterThanOrEqual(2);
      expect(item.faqs.length, item.slug).toBeLessThanOrEqual(4);
      expect(item.documents.length, item.slug).toBeGreaterThanOrEqual(3);
      expect(item.selectionStages.length, item.slug).toBeGreaterThanOrEqual(2);
      expect(item.eligibility.length, item.slug).toBeGreaterThanOrEqual(1);
      expect(item.fees.length, item.slug).toBeGreaterThanOrEqual(1);
      expect(item.paymentModes.length, item.slug).toBeGreaterThanOrEqual(1);
      for (const kind of ['apply', 'notification', 'official'] as const) {
        expect(
          item.links.some((link) => link.kind === kind),
          `${item.slug}: ${kind} link`,
        ).toBe(true);
      }
      for (const row of item.vacancies) expect(row.payLevel, `${item.slug}: ${row.post}`).toBeDefined();
    }
    expect(all.filter((item) => item.examPattern).length).toBeGreaterThanOrEqual(10);
    expect(all.filter((item) => item.ageLimit).length).toBeGreaterThanOrEqual(40);
    expect(all.filter((item) => item.fees.some((fee) => fee.amount === 0)).length).toBeGreaterThanOrEqual(10);
  });

  it('tells what to upload, as real forms ask it (issue #26)', () => {
    const carrying = all.filter((item) => item.uploadSpecs.length > 0);
    expect(carrying.length).toBeGreaterThanOrEqual(Math.ceil(all.length * 0.75));
    const specs = carrying.flatMap((item) => item.uploadSpecs.map((spec) => ({ sector: item.sector, spec })));
    const has = (sector: string, test: (spec: UploadSpec) => boolean) =>
      specs.some((row) => row.sector === sector && test(row.spec));
    // SSC: centimetres at a dpi, a 20–50 KB photo and a 10–20 KB signature.
    expect(has('ssc', (s) => s.kind === 'photo' && s.dpi !== undefined && s.minKb === 20 && s.maxKb === 50)).toBe(true);
    expect(has('ssc', (s) => s.kind === 'signature' && s.minKb === 10 && s.maxKb === 20)).toBe(true);
    // IBPS: the four rows.
    for (const [kind, width, height, min, max] of [
      ['photo', 200, 230, 20, 50],
      ['signature', 140, 60, 10, 20],
      ['thumb', 240, 240, 20, 50],
      ['declaration', 800, 400, 50, 100],
    ] as const) {
      const row = (s: UploadSpec) =>
        s.kind === kind && s.widthPx === width && s.heightPx === height && s.minKb === min && s.maxKb === max;
      expect(has('bank', row), kind).toBe(true);
    }
    expect(specs.some((row) => row.sector === 'railway')).toBe(true);
    expect(has('state-psc', (s) => s.nameAndDate)).toBe(true);
    expect(specs.some((row) => row.spec.kind === 'other' && row.spec.formats.includes('pdf'))).toBe(true);
    // Every row speaks both languages where it writes words.
    for (const { spec } of specs) {
      expect(Boolean(spec.note), spec.kind).toBe(Boolean(spec.noteHi));
      if (spec.kind === 'other') expect(spec.labelHi).toBeTruthy();
    }
  });

  it('uses varied wording and the words people search for', () => {
    const withoutNumbers = (text: string) => text.replace(/[\d,–.]+/g, '#');
    for (const field of ['title', 'titleHi', 'summary', 'summaryHi'] as const) {
      const values = all.map((item) => withoutNumbers(item[field] ?? ''));
      expect(new Set(values).size, field).toBe(values.length);
    }
    const corpus = all.flatMap(strings).join('\n').toLowerCase();
    for (const word of [
      'recruitment',
      'vacancy',
      'vacancies',
      'bharti',
      'भर्ती',
      'admit card',
      'hall ticket',
      'answer key',
      'result',
      'merit list',
      'cut-off',
    ]) {
      expect(corpus, word).toContain(word);
    }
  });

  it('includes drafts, a scheduled and an archived recruitment to show visibility rules', () => {
    const byStatus = (status: RecruitmentContent['status']) => all.filter((item) => item.status === status).length;
    expect(byStatus('draft')).toBe(2);
    expect(byStatus('scheduled')).toBe(1);
    expect(byStatus('archived')).toBe(1);
    expect(byStatus('published')).toBe(all.length - 4);
  });
});
