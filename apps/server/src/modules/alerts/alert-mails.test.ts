import { describe as group, expect, it } from 'vitest';
import { alertLanguage, describe, digestMail, singleAlertMail, type AlertItem } from './alert-mails.ts';

const job: AlertItem = { kind: 'alert', title: 'SSC CGL 2026', url: '/jobs/ssc-cgl-2026', data: { noticeType: 'job' } };
const reminder: AlertItem = {
  kind: 'reminder',
  title: 'SSC CGL 2026',
  url: '/jobs/ssc-cgl-2026',
  data: { dateKind: 'last_date', daysLeft: 3 },
};
/** An admit card on a recruitment: the notice's own title names no job, the data carries the recruitment's. */
const admitCard: AlertItem = {
  kind: 'alert',
  title: 'Call letter for the preliminary examination',
  url: '/jobs/ssc-cgl-2026',
  data: {
    noticeType: 'admit_card',
    applied: 1,
    titleHi: 'प्रारंभिक परीक्षा का बुलावा पत्र',
    recruitment: 'SSC CGL 2026',
    recruitmentHi: 'एसएससी सीजीएल 2026',
  },
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
    const rescored: AlertItem = {
      kind: 'score_changed',
      title: 'SSC CGL 2026',
      url: '/answer-key/x/check',
      data: { from: 142.5, to: 144.5, dropped: 2 },
    };
    expect(describe(rescored)).toBe('Your score changed from 142.50 to 144.50: 2 questions dropped: SSC CGL 2026');
    expect(describe(rescored, 'hi')).toBe('आपका स्कोर 142.50 से 144.50 हो गया: 2 प्रश्न हटाए गए: SSC CGL 2026');
    const objection: AlertItem = { ...reminder, data: { ...reminder.data, dateKind: 'objection_end', daysLeft: 1 } };
    expect(describe(objection)).toBe('Last day to object to the answer key tomorrow: SSC CGL 2026');
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

  it('name the recruitment a notice belongs to as well as the notice, in the user’s language', () => {
    const english = 'Admit card: SSC CGL 2026 — Call letter for the preliminary examination';
    const hindi = 'प्रवेश पत्र: एसएससी सीजीएल 2026 — प्रारंभिक परीक्षा का बुलावा पत्र';
    expect(describe(admitCard)).toBe(english);
    expect(describe(admitCard, 'hi')).toBe(hindi);
    for (const [language, line] of [
      ['en', english],
      ['hi', hindi],
    ] as const) {
      const mail = singleAlertMail('a@example.com', 'https://jobportal.example', admitCard, UNSUBSCRIBE, language);
      expect(mail.subject).toBe(line);
      expect(mail.text.split('\n')[0]).toBe(line);
      expect(mail.html).toContain(line);
    }
    const digest = digestMail('a@example.com', 'https://jobportal.example', 'daily', [admitCard], UNSUBSCRIBE, 'hi');
    expect(digest.text).toContain(`- ${hindi}`);

    // No Hindi titles: the English ones, in the Hindi sentence.
    const englishOnly = { ...admitCard, data: { noticeType: 'admit_card', recruitment: 'SSC CGL 2026' } };
    expect(describe(englishOnly, 'hi')).toBe('प्रवेश पत्र: SSC CGL 2026 — Call letter for the preliminary examination');
    // An item stored without its recruitment (a standalone notice, an older row): the notice alone.
    expect(describe({ ...admitCard, data: { noticeType: 'admit_card' } })).toBe(
      'Admit card: Call letter for the preliminary examination',
    );
    // A notice whose title names its recruitment already: not named twice.
    expect(describe({ ...englishOnly, title: 'SSC CGL 2026: Tier-I admit card out' })).toBe(
      'Admit card: SSC CGL 2026: Tier-I admit card out',
    );
    // A new job is the recruitment itself: its own title, in Hindi where it has one.
    expect(describe({ ...job, data: { noticeType: 'job', titleHi: 'एसएससी सीजीएल 2026' } }, 'hi')).toBe(
      'नई भर्ती: एसएससी सीजीएल 2026',
    );
    // The subject keeps its cap; the recruitment, named first, survives the cut.
    const long = { ...admitCard, title: `Call letter ${'for the examination '.repeat(10)}` };
    const subject = singleAlertMail('a@example.com', 'https://jobportal.example', long, UNSUBSCRIBE).subject;
    expect(subject).toHaveLength(118);
    expect(subject.startsWith('Admit card: SSC CGL 2026 — Call letter for the examination')).toBe(true);
    expect(subject.endsWith('…')).toBe(true);
  });
});
