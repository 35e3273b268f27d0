import { currentLanguage, i18next } from './i18n.ts';

/** The Hindi error tables (`@jobportal/shared/i18n/errors-hi`), an i18next namespace loaded with Hindi. */
type ErrorTexts = { codes: Readonly<Record<string, string>>; messages: Readonly<Record<string, string>> };

/**
 * The text to show for an API (or better-auth) error, in the interface language. English shows the
 * server's message as it is (the spec's texts). Hindi looks the exact message up first, then the
 * stable `code` (for messages carrying values), and keeps the English when it knows neither.
 */
export function apiErrorText(code: string | undefined, message: string | undefined): string | undefined {
  const language = currentLanguage();
  if (language === 'en') return message;
  const texts = i18next.getResourceBundle(language, 'apiErrors') as ErrorTexts | undefined;
  if (!texts) return message;
  return (message ? texts.messages[message] : undefined) ?? (code ? texts.codes[code] : undefined) ?? message;
}
