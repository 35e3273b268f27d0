import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_COOKIE, languageInCookies } from '@jobportal/shared';
import { enAlerts } from '../locales/en-alerts.ts';
import { enCore } from '../locales/en.ts';

/** The interface languages: English (the source, always in the main bundle) and Hindi (lazy). */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language named in its own script: the switch shows these, never translated. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** Where a visitor's choice is kept before (and besides) the profile's `preferredLanguage`. */
export const LANGUAGE_STORAGE_KEY = 'jobportal.language';

/**
 * The same choice as a cookie, for the server: it renders a page's HTML in the language the app will
 * show (entry-server.tsx), so the app takes that HTML over as it is.
 */
function rememberForServer(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** The `Intl` locale of each interface language (Indian digit grouping in both). */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'hi';

/**
 * Hindi strings, one chunk per namespace, fetched only when Hindi is chosen: the English first load
 * carries none of them. A lazily loaded section's namespace is fetched when the section registers it.
 */
const hindiLoaders: Record<string, () => Promise<Record<string, unknown>>> = {
  translation: () => import('../locales/hi.ts').then((module) => module.hi),
  chat: () => import('../locales/hi-chat.ts').then((module) => module.hiChat),
  alerts: () => import('../locales/hi-alerts.ts').then((module) => module.hiAlerts),
  admin: () => import('../locales/hi-admin.ts').then((module) => module.hiAdmin),
  typing: () => import('../locales/hi-typing.ts').then((module) => module.hiTyping),
  mockTests: () => import('../locales/hi-mock-tests.ts').then((module) => module.hiMockTests),
  tools: () => import('../locales/hi-tools.ts').then((module) => module.hiTools),
  applications: () => import('../locales/hi-applications.ts').then((module) => module.hiApplications),
  answerKeys: () => import('../locales/hi-answer-keys.ts').then((module) => module.hiAnswerKeys),
  paperCrop: () => import('../locales/hi-paper-crop.ts').then((module) => module.hiPaperCrop),
  // API error texts by exact English message and by code (see lib/api-errors.ts).
  apiErrors: () =>
    import('@jobportal/shared/i18n/errors-hi').then((module) => ({
      codes: module.errorCodesHi,
      messages: module.errorMessagesHi,
    })),
};

/** The namespaces whose English strings are present: a language switch loads these in the new language. */
const registered = new Set<string>(['translation', 'alerts', 'apiErrors']);
const pending = new Map<string, Promise<void>>();

/** Emitted when strings of the language on screen arrive late: translated components render again. */
export const STRINGS_ARRIVED = 'jobportal:stringsArrived';

/**
 * The i18n layer: English is the source; Hindi is one more resource with the same keys. Init is
 * synchronous with English inline, so an English page never waits or flashes. Only the strings every
 * page needs are here; the namespaces of lazily loaded sections (admin, typing test, mock tests) arrive
 * with their chunk through {@link registerNamespace}.
 */
void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  resources: { en: { translation: enCore, alerts: enAlerts } },
  interpolation: { escapeValue: false },
  returnNull: false,
  // A namespace's Hindi strings arriving after its first render (a lazy section opened in Hindi)
  // re-render what shows them (`STRINGS_ARRIVED`, below). Not every bundle added: a section's English
  // strings arrive with its chunk, before it renders, and re-rendering the whole app for them (as
  // binding the store's "added" would, synchronously) costs a phone hundreds of milliseconds.
  react: { bindI18n: `languageChanged ${STRINGS_ARRIVED}`, bindI18nStore: '' },
});

export { i18next };

/** The language the interface shows now. */
export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : 'en';
}

function loadBundle(language: Language, namespace: string): Promise<void> {
  if (language === 'en' || i18next.hasResourceBundle(language, namespace)) return Promise.resolve();
  const key = `${language}|${namespace}`;
  let promise = pending.get(key);
  if (!promise) {
    const loader = hindiLoaders[namespace];
    promise = loader
      ? loader().then((strings) => {
          i18next.addResourceBundle(language, namespace, strings, true, false);
          if (i18next.language === language) i18next.emit(STRINGS_ARRIVED, language);
        })
      : Promise.resolve();
    // A failed fetch (offline, new deployment) may be tried again on the next switch.
    promise.catch(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}

/**
 * Adds English strings of the main namespace that arrive with a page's chunk (locales/en-people.ts),
 * merged into `translation` (same keys as ever). Hindi has no such split: its one file holds them all.
 */
export function registerStrings(strings: Record<string, unknown>): void {
  i18next.addResourceBundle('en', 'translation', strings, true, false);
}

/** Adds a lazily loaded section's strings (once), before its first render; in Hindi, fetches its Hindi too. */
export function registerNamespace(namespace: string, strings: Record<string, unknown>): void {
  registered.add(namespace);
  if (!i18next.hasResourceBundle('en', namespace)) i18next.addResourceBundle('en', namespace, strings);
  void loadBundle(currentLanguage(), namespace).catch(() => undefined);
}

/** The visitor's remembered choice on this device, if any. */
export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Shows the interface in `language`: fetches its strings for every namespace in use first, then
 * switches (one re-render, no half-translated screen), sets `<html lang>` and remembers the choice on
 * this device. The profile's copy is the caller's business (see `features/auth/hooks/language-sync`).
 */
export async function setLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  if (i18next.language !== language) await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  rememberForServer(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or storage full: the choice lasts for this page only.
  }
}

/** Fetches `language`'s strings of every namespace in use (the server, before rendering in Hindi). */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([...registered].map((namespace) => loadBundle(language, namespace)));
}

/**
 * Resolves once every namespace registered so far has its strings in the language on screen (at once in
 * English). A failed fetch resolves too: the part shows its English rather than nothing.
 */
export function stringsReady(): Promise<void> {
  return loadLanguage(currentLanguage()).catch(() => undefined);
}

/**
 * At start: the remembered language, so a Hindi reader's first screen is already Hindi. The cookie
 * first: a page's first `localStorage` read loads the site's storage from disk, tens of milliseconds
 * on a cheap phone in the task that starts the app. A device that has only the stored choice (set
 * before the cookie existed) gets the cookie now.
 */
export function startLanguage(): Promise<void> {
  let language: Language | null = languageInCookies(document.cookie);
  if (!language) {
    language = storedLanguage();
    if (language) rememberForServer(language);
  }
  if (!language || language === 'en') return Promise.resolve();
  return setLanguage(language).catch(() => undefined);
}
