import { describe as group, expect, it } from 'vitest';
import { alertLanguage, describe, digestMail, singleAlertMail, type AlertItem } from './alert-mails.ts';

const job: AlertItem = { kind: 'alert', title: 'SSC CGL 2026', url: '/jobs/ssc-cgl-2026', data: { noticeType: 'job' } };
const reminder: AlertItem = {
  kind: 'reminder',
  title: 'SSC CGL 2026',
  url: '/jobs/ssc-cgl-2026',
  data: { dateKind: 'last_date', daysLeft: 3 },
};
const UNSUBSCRIBE = 'https://jobportal.example/api/alerts/unsubscribe?token=t';

group('alert mails', () => {
  it('speak the user’s profile language, English otherwise', () => {
    expect(alertLanguage('hi')).toBe('hi');
    expect(alertLanguage('en')).toBe('en');
    expect(alertLanguage(null)).toBe('en');
    expect(describe(job)).toBe('New job: SSC CGL 2026');
    expect(describe(reminder)).toBe('Last date to apply in 3 days: SSC CGL 2026');
    expect(describe(job, 'hi')).toBe('नई भर्ती: SSC CGL 2026');
    expect(describe(reminder, 'hi')).toBe('आवेदन की अंतिम तिथि 3 दिन बाद: SSC CGL 2026');
  });

  it('in Hindi: subject, body and page language, with the same one-click unsubscribe', () => {
    const mail = singleAlertMail('a@example.com', 'https://jobportal.example', reminder, UNSUBSCRIBE, 'hi');
    expect(mail.subject).toBe('आवेदन की अंतिम तिथि 3 दिन बाद: SSC CGL 2026');
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.text).toContain('सदस्यता समाप्त करें');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${UNSUBSCRIBE}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const digest = digestMail('a@example.com', 'https://jobportal.example', 'weekly', [job], UNSUBSCRIBE, 'hi');
    expect(digest.subject).toBe('आपके साप्ताहिक JobPortal अलर्ट: 1 नए');
    expect(digest.html).toContain('नई भर्ती: SSC CGL 2026');
    expect(singleAlertMail('a@example.com', 'https://jobportal.example', job, UNSUBSCRIBE).html).toContain(
      '<html lang="en">',
    );
  });
});
