import { useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import type { useTranslation as ReactI18nextUseTranslation } from 'react-i18next';
import { i18next, STRINGS_ARRIVED } from './i18n.ts';

/**
 * `useTranslation` as react-i18next's (same signature, same answer: `{ t, i18n, ready }`, also as an
 * array), for the one i18next instance of this app, made cheap for a page of cards. react-i18next's
 * hook gives every component that calls it its own copy of the i18next instance (all its properties
 * copied), its own `t` and its own two listeners; and i18next works each string out again at every
 * call. On a phone's `/jobs` that was a fifth of the JavaScript run in the seconds after the page
 * starts (issue #37, item 2). Here every component showing one namespace in one language shares one
 * `t`, which keeps what each key (with the same plain options) came to; components render again when
 * the language changes or its strings arrive, as with react-i18next's (`bindI18n` in lib/i18n.ts).
 */
export const useTranslation = ((ns?: string | readonly string[]) => {
  useSyncExternalStore(subscribe, currentRevision, currentRevision);
  return responseFor(i18next.language, ns);
}) as typeof ReactI18nextUseTranslation;

type Response = ReturnType<typeof ReactI18nextUseTranslation>;

/** Bumped when what a component shows may have changed: the language, or its strings arrived. */
let revision = 0;
const listeners = new Set<() => void>();

/** One response (and one `t`) per language and namespace, until the strings change. */
const responses = new Map<string, Response>();
/** What each shared `t` keeps, emptied when strings are added (English strings arriving with a chunk). */
const kept = new Set<Map<string, unknown>>();

// Bound once, when the module loads: also on the server, which renders without subscribing.
const changed = () => {
  revision += 1;
  responses.clear();
  kept.clear();
  for (const notify of [...listeners]) notify();
};
i18next.on('languageChanged', changed);
i18next.on(STRINGS_ARRIVED, changed);
i18next.store.on('added', () => {
  for (const strings of kept) strings.clear();
});

function currentRevision() {
  return revision;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function responseFor(language: string, ns: string | readonly string[] | undefined): Response {
  const namespaces = ns === undefined ? 'translation' : typeof ns === 'string' ? ns : ns.join(',');
  const id = `${language}|${namespaces}`;
  let response = responses.get(id);
  if (!response) {
    const fixed = i18next.getFixedT(language, ns === undefined ? 'translation' : (ns as string | string[]));
    const t = keeping(fixed);
    const array = [t, i18next, true] as unknown as Response;
    Object.assign(array, { t, i18n: i18next, ready: true });
    response = array;
    responses.set(id, response);
  }
  return response;
}

/** At most this many strings kept per shared `t` (counts and dates make many); then it starts again. */
const KEPT_LIMIT = 2_000;

/**
 * `fixed`, remembering its answer for a key alone or with options of plain values (numbers, strings,
 * booleans). Not remembered: a missing key (it may arrive with a chunk) and calls with anything else.
 */
function keeping(fixedT: TFunction): TFunction {
  const fixed = fixedT as unknown as (...args: unknown[]) => unknown;
  const strings = new Map<string, unknown>();
  kept.add(strings);
  const t = (...args: unknown[]) => {
    const [key, options] = args;
    if (args.length > 2 || typeof key !== 'string' || !plain(options)) {
      return fixed(...args);
    }
    const id = options === undefined ? key : `${key}\u0000${JSON.stringify(options)}`;
    let value = strings.get(id);
    if (value === undefined) {
      value = fixed(...args);
      if (value !== key) {
        if (strings.size >= KEPT_LIMIT) strings.clear();
        strings.set(id, value);
      }
    }
    return value;
  };
  return t as unknown as TFunction;
}

function plain(options: unknown): boolean {
  if (options === undefined) return true;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return false;
  for (const value of Object.values(options)) {
    const kind = typeof value;
    if (value !== null && value !== undefined && kind !== 'string' && kind !== 'number' && kind !== 'boolean') {
      return false;
    }
  }
  return true;
}
