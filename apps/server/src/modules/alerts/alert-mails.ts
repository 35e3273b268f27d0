import type { Mail } from '../mail/mailer.ts';
import { escapeHtml, layout } from '../mail/templates.ts';

export type AlertItem = { kind: string; title: string; url: string; data: Record<string, string | number> };

const NOTICE_WORDS: Record<string, string> = {
  job: 'New job',
  result: 'Result',
  admit_card: 'Admit card',
  answer_key: 'Answer key',
};
const DATE_WORDS: Record<string, string> = {
  last_date: 'Last date to apply',
  fee_last_date: 'Last date to pay the fee',
  admit_card: 'Admit card release',
};

/** One line saying what the item is, in English (mails and push messages). */
export function describe(item: AlertItem): string {
  if (item.kind === 'reminder') {
    const days = Number(item.data['daysLeft']);
    const when = days <= 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;
    return `${DATE_WORDS[String(item.data['dateKind'])] ?? 'Deadline'} ${when}: ${item.title}`;
  }
  return `${NOTICE_WORDS[String(item.data['noticeType'])] ?? 'Update'}: ${item.title}`;
}

/**
 * The headers every alert mail carries: a one-click unsubscribe (RFC 8058) that mail apps show as an
 * "Unsubscribe" button; the POST works without signing in.
 */
function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

const FOOTER = 'You get this mail because you turned on JobPortal alerts. Unsubscribe:';

/** An instant alert or a reminder about one item. */
export function singleAlertMail(to: string, appUrl: string, item: AlertItem, unsubscribeUrl: string): Mail {
  const line = describe(item);
  const url = `${appUrl}${item.url}`;
  return {
    to,
    subject: line.length > 120 ? `${line.slice(0, 117)}…` : line,
    text: `${line}\n\n${url}\n\n${FOOTER} ${unsubscribeUrl}\n`,
    html: layout(
      'en',
      line,
      item.kind === 'reminder' ? 'A job you saved has a date coming up.' : 'A new notice matches your alerts.',
      'Open',
      url,
      `${FOOTER} ${unsubscribeUrl}`,
    ),
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
): Mail {
  const subject = `Your ${mode} JobPortal alerts: ${items.length} new`;
  const lines = items.map((item) => `- ${describe(item)}\n  ${appUrl}${item.url}`);
  const list = items
    .map((item) => `<li><a href="${escapeHtml(`${appUrl}${item.url}`)}">${escapeHtml(describe(item))}</a></li>`)
    .join('');
  return {
    to,
    subject,
    text: `${subject}\n\n${lines.join('\n')}\n\n${FOOTER} ${unsubscribeUrl}\n`,
    html: layout(
      'en',
      subject,
      'New notices matching your alerts:',
      'Open JobPortal',
      `${appUrl}/alerts`,
      `${FOOTER} ${unsubscribeUrl}`,
    ).replace('<p><a href', `<ul>${list}</ul><p><a href`),
    headers: unsubscribeHeaders(unsubscribeUrl),
  };
}
