import type { Mail } from './mailer.ts';
import { mailTextsHi } from './templates-hi.ts';

/** The languages a mail can be written in: the interface languages. */
export type MailLanguage = 'en' | 'hi';

/**
 * Every text of the account mails, as data: one object per language with the same keys
 * (`templates-hi.ts` holds the Hindi). `{name}` in a text is replaced by the reader's name.
 */
export const mailTextsEn = {
  confirm: {
    subject: 'Confirm your email for JobPortal',
    heading: 'Confirm your email',
    intro: 'Hello {name}, please confirm your email address to finish creating your JobPortal account.',
    nameFallback: 'there',
    action: 'Confirm email',
    textAction: 'Confirm your email:',
    footer: 'The link works for one hour. If you did not sign up, ignore this mail.',
  },
  reset: {
    subject: 'Reset your JobPortal password',
    heading: 'Reset your password',
    intro: 'Someone asked to reset the password of your JobPortal account. Choose a new password here:',
    action: 'Choose a new password',
    footer: 'The link works for one hour. If it was not you, ignore this mail: your password stays as it is.',
  },
};

export type MailTexts = typeof mailTextsEn;

const TEXTS: Record<MailLanguage, MailTexts> = { en: mailTextsEn, hi: mailTextsHi };

/**
 * The mail language a request names: `Accept-Language` whose first tag is `hi` or `en` (the web app
 * sends its interface language on every auth call). Null when it names neither.
 */
export function requestMailLanguage(acceptLanguage: string | null | undefined): MailLanguage | null {
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  const primary = first.split('-')[0];
  return primary === 'hi' || primary === 'en' ? primary : null;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function layout(language: MailLanguage, heading: string, intro: string, action: string, url: string, footer: string) {
  return `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:520px;margin:auto;padding:24px">
<h1 style="font-size:20px;color:#1d4ed8">JobPortal</h1>
<h2 style="font-size:18px">${escapeHtml(heading)}</h2>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(footer)}<br>${escapeHtml(url)}</p>
</body></html>`;
}

/** The mail with the link that confirms a new account's address. */
export function confirmEmailMail(to: string, name: string, url: string, language: MailLanguage = 'en'): Mail {
  const texts = TEXTS[language].confirm;
  const intro = texts.intro.replace('{name}', name || texts.nameFallback);
  return {
    to,
    subject: texts.subject,
    text: `${intro}\n\n${texts.textAction} ${url}\n\n${texts.footer}\n`,
    html: layout(language, texts.heading, intro, texts.action, url, texts.footer),
  };
}

/** The mail with the link to `/update-password`. */
export function resetPasswordMail(to: string, url: string, language: MailLanguage = 'en'): Mail {
  const texts = TEXTS[language].reset;
  return {
    to,
    subject: texts.subject,
    text: `${texts.intro}\n\n${url}\n\n${texts.footer}\n`,
    html: layout(language, texts.heading, texts.intro, texts.action, url, texts.footer),
  };
}
