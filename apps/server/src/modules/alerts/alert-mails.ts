import { alertItemNames } from '@jobportal/shared';
import type { Mail } from '../mail/index.ts';
import { escapeHtml } from '../../lib/html.ts';
import { layout } from '../mail/index.ts';

export type AlertItem = { kind: string; title: string; url: string; data: Record<string, string | number> };

/** The language of a user's alert mails and pushes: their profile's, else English. */
export type AlertLanguage = 'en' | 'hi';
export const alertLanguage = (preferred: string | null | undefined): AlertLanguage =>
  preferred === 'hi' ? 'hi' : 'en';

const TEXTS = {
  en: {
    notice: {
      job: 'New job',
      result: 'Result',
      admit_card: 'Admit card',
      answer_key: 'Answer key',
      exam_date: 'Exam date',
    } as Record<string, string>,
    update: 'Update',
    date: {
      last_date: 'Last date to apply',
      fee_last_date: 'Last date to pay the fee',
      admit_card: 'Admit card release',
      objection_end: 'Last day to object to the answer key',
    } as Record<string, string>,
    deadline: 'Deadline',
    today: 'today',
    tomorrow: 'tomorrow',
    inDays: (days: number) => `in ${days} days`,
    footer: 'You get this mail because you turned on JobPortal alerts. Unsubscribe:',
    reminderIntro: 'A job you saved has a date coming up.',
    scoreChanged: (from: string, to: string, dropped: number) =>
      `Your score changed from ${from} to ${to}${dropped > 0 ? `: ${dropped} question${dropped === 1 ? '' : 's'} dropped` : ''}`,
    scoreIntro: 'The answer key you checked your score on has changed.',
    objectionIntro: 'The answer key you checked your score on closes for objections soon.',
    alertIntro: 'A new notice matches your alerts.',
    appliedIntro: 'A recruitment you applied to has a new notice.',
    appliedFooter:
      'You get this mail because you marked this job as applied on JobPortal (alert settings turn it off). Unsubscribe:',
    calendar: 'Add the exam to your calendar:',
    open: 'Open',
    digestSubject: (mode: 'daily' | 'weekly', count: number) => `Your ${mode} JobPortal alerts: ${count} new`,
    digestIntro: 'New notices matching your alerts:',
    openSite: 'Open JobPortal',
  },
  hi: {
    notice: {
      job: 'नई भर्ती',
      result: 'परिणाम',
      admit_card: 'प्रवेश पत्र',
      answer_key: 'उत्तर कुंजी',
      exam_date: 'परीक्षा तिथि',
    } as Record<string, string>,
    update: 'अपडेट',
    date: {
      last_date: 'आवेदन की अंतिम तिथि',
      fee_last_date: 'शुल्क भुगतान की अंतिम तिथि',
      admit_card: 'प्रवेश पत्र जारी होने की तिथि',
      objection_end: 'उत्तर कुंजी पर आपत्ति का अंतिम दिन',
    } as Record<string, string>,
    deadline: 'अंतिम तिथि',
    today: 'आज',
    tomorrow: 'कल',
    inDays: (days: number) => `${days} दिन बाद`,
    footer: 'यह मेल आपको इसलिए मिला क्योंकि आपने JobPortal अलर्ट चालू किए हैं। सदस्यता समाप्त करें:',
    reminderIntro: 'आपकी सहेजी गई भर्ती की एक तिथि पास आ रही है।',
    scoreChanged: (from: string, to: string, dropped: number) =>
      `आपका स्कोर ${from} से ${to} हो गया${dropped > 0 ? `: ${dropped} प्रश्न हटाए गए` : ''}`,
    scoreIntro: 'जिस उत्तर कुंजी पर आपने अपना स्कोर जाँचा था, वह बदल गई है।',
    objectionIntro: 'जिस उत्तर कुंजी पर आपने अपना स्कोर जाँचा था, उस पर आपत्ति की अवधि जल्द समाप्त हो रही है।',
    alertIntro: 'आपके अलर्ट से मेल खाती एक नई सूचना आई है।',
    appliedIntro: 'जिस भर्ती में आपने आवेदन किया है, उसकी एक नई सूचना आई है।',
    appliedFooter:
      'यह मेल आपको इसलिए मिला क्योंकि आपने JobPortal पर इस भर्ती में आवेदन दर्ज किया है (अलर्ट सेटिंग में इसे बंद कर सकते हैं)। सदस्यता समाप्त करें:',
    calendar: 'परीक्षा को अपने कैलेंडर में जोड़ें:',
    open: 'खोलें',
    digestSubject: (mode: 'daily' | 'weekly', count: number) =>
      `आपके ${mode === 'daily' ? 'दैनिक' : 'साप्ताहिक'} JobPortal अलर्ट: ${count} नए`,
    digestIntro: 'आपके अलर्ट से मेल खाती नई सूचनाएँ:',
    openSite: 'JobPortal खोलें',
  },
} satisfies Record<AlertLanguage, unknown>;

/**
 * What the item is called, in the user's language: a notice of a recruitment names the recruitment
 * first ("SSC CGL 2026 — Call letter for the preliminary examination"), so the job survives when a long
 * subject is cut; the bell words it the same way.
 */
function nameOf(item: AlertItem, language: AlertLanguage): string {
  const { title, recruitment } = alertItemNames(item, language);
  return recruitment ? `${recruitment} — ${title}` : title;
}

/** One line saying what the item is, in the user's language (mails and push messages). */
export function describe(item: AlertItem, language: AlertLanguage = 'en'): string {
  const text = TEXTS[language];
  const name = nameOf(item, language);
  if (item.kind === 'score_changed') {
    const marks = (value: unknown) => Number(value ?? 0).toFixed(2);
    return `${text.scoreChanged(marks(item.data['from']), marks(item.data['to']), Number(item.data['dropped'] ?? 0))}: ${name}`;
  }
  if (item.kind === 'reminder') {
    const days = Number(item.data['daysLeft']);
    const when = days <= 0 ? text.today : days === 1 ? text.tomorrow : text.inDays(days);
    return `${text.date[String(item.data['dateKind'])] ?? text.deadline} ${when}: ${name}`;
  }
  return `${text.notice[String(item.data['noticeType'])] ?? text.update}: ${name}`;
}

/**
 * The headers every alert mail carries: a one-click unsubscribe (RFC 8058) that mail apps show as an
 * "Unsubscribe" button; the POST works without signing in.
 */
function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** An instant alert or a reminder about one item, in the user's language. */
export function singleAlertMail(
  to: string,
  appUrl: string,
  item: AlertItem,
  unsubscribeUrl: string,
  language: AlertLanguage = 'en',
): Mail {
  const text = TEXTS[language];
  const line = describe(item, language);
  const url = `${appUrl}${item.url}`;
  // A notice of a recruitment the user applied to; an exam date comes with its .ics link.
  const applied = Boolean(item.data['applied']);
  const footer = applied ? text.appliedFooter : text.footer;
  const calendar = typeof item.data['calendar'] === 'string' ? `${appUrl}${item.data['calendar']}` : undefined;
  const html = layout(
    language,
    line,
    item.kind === 'score_changed'
      ? text.scoreIntro
      : item.kind === 'reminder'
        ? item.data['dateKind'] === 'objection_end'
          ? text.objectionIntro
          : text.reminderIntro
        : applied
          ? text.appliedIntro
          : text.alertIntro,
    text.open,
    url,
    `${footer} ${unsubscribeUrl}`,
  );
  return {
    to,
    subject: line.length > 120 ? `${line.slice(0, 117)}…` : line,
    text: `${line}\n\n${url}\n${calendar ? `\n${text.calendar} ${calendar}\n` : ''}\n${footer} ${unsubscribeUrl}\n`,
    html: calendar
      ? html.replace(
          '<p style="font-size:13px',
          `<p>${escapeHtml(text.calendar)} <a href="${escapeHtml(calendar)}">${escapeHtml(calendar)}</a></p><p style="font-size:13px`,
        )
      : html,
    headers: unsubscribeHeaders(unsubscribeUrl),
  };
}

/** The daily or weekly digest: the alerts since the last one. */
export function digestMail(
  to: string,
  appUrl: string,
  mode: 'daily' | 'weekly',
  items: AlertItem[],
  unsubscribeUrl: string,
  language: AlertLanguage = 'en',
): Mail {
  const text = TEXTS[language];
  const subject = text.digestSubject(mode, items.length);
  const lines = items.map((item) => `- ${describe(item, language)}\n  ${appUrl}${item.url}`);
  const list = items
    .map(
      (item) => `<li><a href="${escapeHtml(`${appUrl}${item.url}`)}">${escapeHtml(describe(item, language))}</a></li>`,
    )
    .join('');
  return {
    to,
    subject,
    text: `${subject}\n\n${lines.join('\n')}\n\n${text.footer} ${unsubscribeUrl}\n`,
    html: layout(
      language,
      subject,
      text.digestIntro,
      text.openSite,
      `${appUrl}/alerts`,
      `${text.footer} ${unsubscribeUrl}`,
    ).replace('<p><a href', `<ul>${list}</ul><p><a href`),
    headers: unsubscribeHeaders(unsubscribeUrl),
  };
}
