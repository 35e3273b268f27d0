/**
 * Spec §5 "Date display": empty string for a missing date; otherwise day/month/year with two-digit
 * day and month, British English (e.g. 05/03/2026). Plain dates (YYYY-MM-DD) are calendar days and
 * are shown as they are, whatever the viewer's time zone. `locale` gives the same numeric date in
 * another language's conventions (the web app passes `hi-IN` in Hindi mode).
 */
export function formatDate(value: string | Date | null | undefined, locale = 'en-GB'): string {
  if (value === null || value === undefined || value === '') return '';
  const date =
    typeof value === 'string' ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const timeZone = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? 'UTC' : 'Asia/Kolkata';
  return dayFormat(locale, timeZone).format(date);
}

/** Intl formatters are costly to build (a list of 20 cards formats 60 dates): one per locale and zone. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone });
    dayFormats.set(key, format);
  }
  return format;
}

/**
 * Spec §5 "Link helper": null for an empty value; values beginning with http, https or ftp are kept;
 * anything else is taken as a path on `host`.
 */
export function resolveLink(value: string | null | undefined, host: string): string | null {
  if (!value || value.trim() === '') return null;
  const trimmed = value.trim();
  if (/^(https?|ftp):/i.test(trimmed)) return trimmed;
  return `${host.replace(/\/+$/, '')}/${trimmed.replace(/^\/+/, '')}`;
}
