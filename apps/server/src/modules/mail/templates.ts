import { escapeHtml } from '../../lib/html.ts';
import type { Mail } from './mailer.ts';
import { mailTextsEn, mailTextsHi, type MailTexts } from './templates-hi.ts';

/** The languages a mail can be written in: the interface languages. */
export type MailLanguage = 'en' | 'hi';

/** Every text of the account mails, per language (data in `templates-hi.ts`, the same keys in each). */
const TEXTS: Record<MailLanguage, MailTexts> = { en: mailTextsEn, hi: mailTextsHi };

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/**
 * The mail language a request names: `Accept-Language` whose first tag is `hi` or `en` (the web app
 * sends its interface language on every auth call). Null when it names neither.
 */
export function requestMailLanguage(acceptLanguage: string | null | undefined): MailLanguage | null {
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  const primary = first.split('-')[0];
  return primary === 'hi' || primary === 'en' ? primary : null;
}

export function layout(
  language: MailLanguage,
  heading: string,
  intro: string,
  action: string,
  url: string,
  footer: string,
) {
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
  const texts = TEXTS[language].confirmEmail;
  const intro = fill(texts.intro, { name: name || texts.nameFallback });
  return {
    to,
    subject: texts.subject,
    text: `${intro}\n\n${fill(texts.textLink, { url })}\n\n${texts.footer}\n`,
    html: layout(language, texts.heading, intro, texts.action, url, texts.footer),
  };
}

/** The mail with the link to `/update-password`. */
export function resetPasswordMail(to: string, url: string, language: MailLanguage = 'en'): Mail {
  const texts = TEXTS[language].resetPassword;
  return {
    to,
    subject: texts.subject,
    text: `${texts.intro}\n\n${url}\n\n${texts.footer}\n`,
    html: layout(language, texts.heading, texts.intro, texts.action, url, texts.footer),
  };
}
