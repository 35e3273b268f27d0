import { recruitmentContent, resolveRelativeDates, type RecruitmentContent } from '@jobportal/shared';

let sequence = 0;

/**
 * A valid recruitment (dates may be written as "today±N"), with overrides. Every call gets a
 * unique slug.
 */
export function recruitmentFixture(overrides: Record<string, unknown> = {}): RecruitmentContent {
  sequence += 1;
  const base = {
    slug: `test-recruitment-${process.pid}-${sequence}`,
    title: `Test Recruitment ${sequence}: 100 posts`,
    titleHi: `परीक्षण भर्ती ${sequence}: 100 पद`,
    organisation: { name: 'Test Selection Board', shortName: 'TSB', website: 'https://tsb.example.gov.in' },
    summary: 'Demo data: a recruitment used by the tests.',
    summaryHi: 'डेमो डेटा: परीक्षण के लिए भर्ती।',
    sector: 'ssc',
    states: [],
    qualifications: ['graduate'],
    status: 'published',
    totalVacancies: 100,
    importantDates: [
      { kind: 'application_start', label: 'Application starts', date: 'today-10' },
      { kind: 'last_date', label: 'Last date to apply', date: 'today+20' },
    ],
    fees: [{ category: 'general', label: 'General / OBC / EWS', amount: 100 }],
    paymentModes: ['UPI'],
    vacancies: [{ post: 'Assistant', ur: 40, obc: 27, sc: 15, st: 8, ews: 10, total: 100 }],
    eligibility: [{ post: 'Assistant', text: 'A degree from a recognised university.' }],
    selectionStages: ['Computer based test'],
    howToApply: ['Apply online.'],
    documents: ['Photograph'],
    faqs: [],
    links: [{ kind: 'apply', label: 'Apply online', url: 'https://tsb.example.gov.in/apply' }],
    officialSourceUrl: 'https://tsb.example.gov.in/notice',
    lastVerifiedAt: 'today-1',
    corrections: [],
    notices: [{ type: 'job', title: 'Notification', date: 'today-10' }],
  };
  return recruitmentContent.parse(resolveRelativeDates({ ...base, ...overrides }, new Date()));
}
