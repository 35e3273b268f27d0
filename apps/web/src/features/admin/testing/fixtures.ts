import type { AdminNotice, AdminRecruitment, AdminUser, Story } from '@jobportal/shared';

export const RECRUITMENT_ID = '5b1d3c1e-2f4a-4c8e-9a7b-1c2d3e4f5a6b';
export const NOTICE_ID = '7c2e4d2f-3a5b-4d9f-8b8c-2d3e4f5a6b7c';

export function notice(overrides: Partial<AdminNotice> = {}): AdminNotice {
  return {
    id: NOTICE_ID,
    recruitmentId: RECRUITMENT_ID,
    type: 'job',
    title: 'Notification for CGL 2026',
    titleHi: null,
    body: null,
    bodyHi: null,
    date: '2026-04-01',
    status: 'published',
    publishAt: null,
    pdf: null,
    objectionStart: null,
    objectionEnd: null,
    objectionFeePerQuestion: null,
    examDate: null,
    examDateStatus: null,
    ...overrides,
  };
}

/** A valid, published recruitment with two vacancy rows whose totals add up. */
export function recruitment(overrides: Partial<AdminRecruitment> = {}): AdminRecruitment {
  return {
    id: RECRUITMENT_ID,
    publishedAt: '2026-04-01T04:30:00.000Z',
    updatedAt: '2026-04-02T04:30:00.000Z',
    notices: [notice()],
    content: {
      slug: 'ssc-cgl-2026',
      title: 'SSC CGL Recruitment 2026',
      organisation: { name: 'Staff Selection Commission', shortName: 'SSC', website: 'https://ssc.gov.in' },
      summary: 'Combined Graduate Level examination for Group B and C posts.',
      sector: 'ssc',
      states: [],
      qualifications: ['graduate'],
      status: 'published',
      importantDates: [
        { kind: 'application_start', label: 'Application starts', date: '2026-04-01' },
        { kind: 'last_date', label: 'Last date to apply', date: '2026-05-01' },
      ],
      fees: [{ category: 'general', label: 'General', amount: 100 }],
      paymentModes: ['UPI'],
      vacancies: [
        { post: 'Assistant', ur: 10, obc: 5, sc: 3, st: 1, ews: 1, total: 20 },
        { post: 'Inspector', ur: 4, obc: 2, sc: 1, st: 1, ews: 1, total: 9 },
      ],
      eligibility: [],
      selectionStages: [],
      howToApply: [],
      documents: [],
      uploadSpecs: [],
      faqs: [],
      links: [],
      officialSourceUrl: 'https://ssc.gov.in/notice.pdf',
      lastVerifiedAt: '2026-04-02',
      corrections: [],
      notices: [],
    },
    ...overrides,
  };
}

export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 'admin-1',
    name: 'Asha Admin',
    email: 'admin@example.com',
    emailVerified: true,
    isAdmin: true,
    banned: false,
    banReason: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    lastSeen: '2026-04-01T00:00:00.000Z',
    ...overrides,
  };
}

export function pendingStory(overrides: Partial<Story> = {}): Story {
  return {
    id: '9d3f5e3a-4b6c-4eaf-9c9d-3e4f5a6b7c8d',
    slug: 'how-i-cleared-ssc-cgl',
    title: 'How I cleared SSC CGL on my second attempt',
    exam: 'SSC CGL',
    year: 2025,
    post: 'Inspector',
    state: 'bihar',
    body: 'I studied **every day** for two years.',
    tips: null,
    photoUrl: null,
    author: { id: 'user-2', name: 'Kiran Das', avatarThumbUrl: null },
    status: 'pending',
    rejectionReason: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    publishedAt: null,
    ...overrides,
  };
}
