import { describe, expect, it } from 'vitest';
import type { Notification } from '@jobportal/shared';
import { i18next } from '../../../lib/i18n.ts';
import { hiAlerts } from '../../../locales/hi-alerts.ts';
import { notificationText } from './notification-text.ts';

const t = i18next.getFixedT('en', 'alerts');
i18next.addResourceBundle('hi', 'alerts', hiAlerts, true, false);
const tHi = i18next.getFixedT('hi', 'alerts');
const base: Omit<Notification, 'kind' | 'data'> = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'SSC CGL 2026',
  url: '/jobs/ssc-cgl-2026',
  createdAt: '2026-11-24T10:00:00.000Z',
  readAt: null,
};

describe('notificationText', () => {
  it('words alerts by notice type, unknown types as a notice', () => {
    expect(notificationText(t, { ...base, kind: 'alert', data: { noticeType: 'job' } }, 'en')).toBe(
      'New job: SSC CGL 2026',
    );
    expect(notificationText(t, { ...base, kind: 'alert', data: { noticeType: 'admit_card' } }, 'en')).toBe(
      'Admit card: SSC CGL 2026',
    );
    expect(notificationText(t, { ...base, kind: 'alert', data: {} }, 'en')).toBe('New notice: SSC CGL 2026');
  });

  it('words reminders by date kind and days left', () => {
    const reminder = (dateKind: string, daysLeft: number) =>
      notificationText(t, { ...base, kind: 'reminder', data: { dateKind, daysLeft } }, 'en');
    expect(reminder('last_date', 3)).toBe('Last date to apply in 3 days: SSC CGL 2026');
    expect(reminder('last_date', 1)).toBe('Last date to apply tomorrow: SSC CGL 2026');
    expect(reminder('fee_last_date', 0)).toBe('Last date to pay the fee today: SSC CGL 2026');
    expect(reminder('admit_card', 2)).toBe('Admit card release in 2 days: SSC CGL 2026');
  });

  it('words people and story notifications with the name or title', () => {
    expect(notificationText(t, { ...base, kind: 'friend_request', title: 'Asha', data: {} }, 'en')).toBe(
      'Asha sent you a friend request',
    );
    expect(notificationText(t, { ...base, kind: 'story_rejected', title: 'My journey', data: {} }, 'en')).toBe(
      'Your story "My journey" was not approved',
    );
    const rescored = { ...base, kind: 'score_changed' as const, title: 'SSC CGL 2026' };
    expect(notificationText(t, { ...rescored, data: { from: 142.5, to: 144.5, dropped: 2 } }, 'en')).toBe(
      'SSC CGL 2026: your score changed from 142.50 to 144.50: 2 questions dropped',
    );
    expect(notificationText(t, { ...rescored, data: { from: 142.5, to: 140, dropped: 0 } }, 'en')).toBe(
      'SSC CGL 2026: your score changed from 142.50 to 140.00 with the new answer key',
    );
    expect(notificationText(t, { ...rescored, data: { from: 7, to: 9, dropped: 1 } }, 'en')).toBe(
      'SSC CGL 2026: your score changed from 7.00 to 9.00: 1 question dropped',
    );
  });

  it('names the recruitment of a notice as well as the notice, in the reader’s language', () => {
    const admitCard: Notification = {
      ...base,
      kind: 'alert',
      title: 'Call letter for the preliminary examination',
      data: {
        noticeType: 'admit_card',
        applied: 1,
        titleHi: 'प्रारंभिक परीक्षा का बुलावा पत्र',
        recruitment: 'SSC CGL 2026',
        recruitmentHi: 'एसएससी सीजीएल 2026',
      },
    };
    expect(notificationText(t, admitCard, 'en')).toBe(
      'Admit card: SSC CGL 2026 — Call letter for the preliminary examination',
    );
    expect(notificationText(tHi, admitCard, 'hi')).toBe('प्रवेश पत्र: एसएससी सीजीएल 2026 — प्रारंभिक परीक्षा का बुलावा पत्र');
    // No Hindi titles stored: the English ones in the Hindi sentence.
    expect(
      notificationText(tHi, { ...admitCard, data: { noticeType: 'admit_card', recruitment: 'SSC CGL 2026' } }, 'hi'),
    ).toBe('प्रवेश पत्र: SSC CGL 2026 — Call letter for the preliminary examination');
    // An item stored without its recruitment: the notice's title alone.
    expect(notificationText(t, { ...admitCard, data: { noticeType: 'admit_card' } }, 'en')).toBe(
      'Admit card: Call letter for the preliminary examination',
    );
    // A new job in Hindi: the recruitment's Hindi title.
    expect(
      notificationText(
        tHi,
        { ...base, kind: 'alert', data: { noticeType: 'job', titleHi: 'एसएससी सीजीएल 2026' } },
        'hi',
      ),
    ).toBe('नई भर्ती: एसएससी सीजीएल 2026');
  });
});
