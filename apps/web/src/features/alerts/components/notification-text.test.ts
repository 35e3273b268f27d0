import { describe, expect, it } from 'vitest';
import type { Notification } from '@jobportal/shared';
import { i18next } from '../../../lib/i18n.ts';
import { notificationText } from './notification-text.ts';

const t = i18next.getFixedT('en', 'alerts');
const base: Omit<Notification, 'kind' | 'data'> = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'SSC CGL 2026',
  url: '/jobs/ssc-cgl-2026',
  createdAt: '2026-11-24T10:00:00.000Z',
  readAt: null,
};

describe('notificationText', () => {
  it('words alerts by notice type, unknown types as a notice', () => {
    expect(notificationText(t, { ...base, kind: 'alert', data: { noticeType: 'job' } })).toBe('New job: SSC CGL 2026');
    expect(notificationText(t, { ...base, kind: 'alert', data: { noticeType: 'admit_card' } })).toBe(
      'Admit card: SSC CGL 2026',
    );
    expect(notificationText(t, { ...base, kind: 'alert', data: {} })).toBe('New notice: SSC CGL 2026');
  });

  it('words reminders by date kind and days left', () => {
    const reminder = (dateKind: string, daysLeft: number) =>
      notificationText(t, { ...base, kind: 'reminder', data: { dateKind, daysLeft } });
    expect(reminder('last_date', 3)).toBe('Last date to apply in 3 days: SSC CGL 2026');
    expect(reminder('last_date', 1)).toBe('Last date to apply tomorrow: SSC CGL 2026');
    expect(reminder('fee_last_date', 0)).toBe('Last date to pay the fee today: SSC CGL 2026');
    expect(reminder('admit_card', 2)).toBe('Admit card release in 2 days: SSC CGL 2026');
  });

  it('words people and story notifications with the name or title', () => {
    expect(notificationText(t, { ...base, kind: 'friend_request', title: 'Asha', data: {} })).toBe(
      'Asha sent you a friend request',
    );
    expect(notificationText(t, { ...base, kind: 'story_rejected', title: 'My journey', data: {} })).toBe(
      'Your story "My journey" was not approved',
    );
  });
});
