import { formatDate as formatSpecDate } from '@jobportal/shared';
import { currentLanguage, INTL_LOCALES } from './i18n.ts';

/**
 * Every date and number the web app shows goes through here, in the interface language (`en-IN` /
 * `hi-IN`: Indian digit grouping in both). English keeps the spec's formats exactly (§5 "Date
 * display": 05/03/2026). Words around them ("अंतिम तिथि", "3 दिन शेष") come from the catalogues.
 * Components call these while rendering; a language switch re-renders every translated component.
 */
export function intlLocale(): string {
  return INTL_LOCALES[currentLanguage()];
}

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** A calendar date (spec §5): 05/03/2026 (the same in Hindi); empty for a missing or unreadable value. */
export function formatDate(value: string | Date | null | undefined): string {
  return formatSpecDate(value);
}

const DATE_TIME_STYLES = {
  /** "5 Mar 2026, 10:30 am" */
  medium: { dateStyle: 'medium', timeStyle: 'short' },
  /** "05 Mar 2026, 10:30 am" (admin lists: columns line up) */
  compact: { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** An instant, in India time; empty for a missing or unreadable value. */
export function formatDateTime(
  value: string | number | Date | null | undefined,
  style: keyof typeof DATE_TIME_STYLES = 'medium',
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const locale = intlLocale();
  return cached(
    `dt|${locale}|${style}`,
    () => new Intl.DateTimeFormat(locale, { ...DATE_TIME_STYLES[style], timeZone: 'Asia/Kolkata' }),
  ).format(date);
}

/** "March 2026" (`utc`: for calendar months given as YYYY-MM-DD; otherwise India time). */
export function formatMonthYear(value: string | Date, { utc = false }: { utc?: boolean } = {}): string {
  const date =
    typeof value === 'string' ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const locale = intlLocale();
  const timeZone = utc ? 'UTC' : 'Asia/Kolkata';
  return cached(
    `my|${locale}|${timeZone}`,
    () => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone }),
  ).format(date);
}

/** Indian digit grouping of a whole number's digits: 1,23,45,678 (the last three, then pairs). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/**
 * A non-negative number's shortest decimal form ("2.675"), rounded half away from zero to at most
 * `digits` decimals on those decimal digits, the way Intl rounds: [whole digits, decimals].
 */
function roundDecimal(text: string, digits: number): [string, string] {
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= digits) return [whole, fraction];
  let kept = `${whole}${fraction.slice(0, digits)}`;
  if (fraction[digits]! >= '5') kept = (BigInt(kept) + 1n).toString().padStart(kept.length, '0');
  return [kept.slice(0, kept.length - digits) || '0', kept.slice(kept.length - digits)];
}

/**
 * 2,794 · 1,23,456 · 12.5 (at most `maximumFractionDigits` decimals, 2 by default): what
 * `Intl.NumberFormat` writes for en-IN and hi-IN alike, written out because building that formatter
 * costs a cheap phone about 70 ms in the middle of the first render. Numbers JavaScript writes in
 * exponent form (tiny or huge) and non-finite ones go to `Intl` itself.
 */
export function formatNumber(value: number, maximumFractionDigits = 2): string {
  const text = String(Math.abs(value));
  if (!Number.isFinite(value) || text.includes('e')) {
    const locale = intlLocale();
    return cached(
      `n|${locale}|${maximumFractionDigits}`,
      () => new Intl.NumberFormat(locale, { maximumFractionDigits }),
    ).format(value);
  }
  const [whole, fraction] = roundDecimal(text, maximumFractionDigits);
  const decimals = fraction.replace(/0+$/, '');
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${groupIndian(whole)}${decimals ? `.${decimals}` : ''}`;
}

const RELATIVE_UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
];

/**
 * "5 minutes ago", "yesterday", "3 weeks ago" for a past moment; undefined under a minute ago (the
 * caller says "just now") or for an unreadable date.
 */
export function formatTimeAgo(iso: string, now: Date = new Date()): string | undefined {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return undefined;
  const seconds = Math.max(0, Math.round((now.getTime() - then) / 1000));
  if (seconds < 60) return undefined;
  const format = new Intl.RelativeTimeFormat(intlLocale(), { numeric: 'auto' });
  for (const [unit, size] of RELATIVE_UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return undefined;
}
