/** India Standard Time: UTC+5:30 all year (India has no daylight saving time). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Spec §5 "Date display": empty string for a missing date; otherwise day/month/year with two-digit
 * day and month (e.g. 05/03/2026), in English and Hindi alike (the way `Intl` writes it for en-GB and
 * hi-IN). Plain dates (YYYY-MM-DD) are calendar days and are shown as they are, whatever the viewer's
 * time zone; an instant is shown as its date in India. Written out rather than with `Intl`: building
 * a date formatter costs a cheap phone about 70 ms, in the middle of the first render.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const plain = typeof value === 'string' && PLAIN_DATE.test(value);
  const date = typeof value === 'string' ? new Date(plain ? `${value}T00:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const day = new Date(date.getTime() + (plain ? 0 : IST_OFFSET_MS));
  return `${pad(day.getUTCDate())}/${pad(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}`;
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

/**
 * The ASCII words of a text joined by hyphens, lower-case, at most `max` characters (accents dropped):
 * `Quantitative Aptitude` → `quantitative-aptitude`. A text without Latin letters or digits gives ''.
 */
export function asciiSlug(text: string, max = 60): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/g, '');
}
