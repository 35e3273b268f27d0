import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** A change to a list's URL: a value sets the key, `undefined` or `''` removes it. */
export type ListParamChanges = Record<string, string | undefined>;

/**
 * A list's filters and page kept in the URL, so a shared or reloaded link shows the same list.
 * `update` changes some keys; any change other than the page goes back to the first page, and page 1
 * is written as no `page` at all. With `scrollOnPage`, turning the page scrolls back to the top.
 *
 * Two changes in quick succession (clear the search, then pick a filter) both count: the router shows a
 * new URL a render later, so `update` builds on the last URL it asked for until the page shows it.
 */
export function useListParams({ scrollOnPage = false }: { scrollOnPage?: boolean } = {}) {
  const [params, setParams] = useSearchParams();
  /** The URLs asked for and not yet shown, oldest first. */
  const asked = useRef<string[]>([]);
  const shown = params.toString();
  useEffect(() => {
    const index = asked.current.indexOf(shown);
    // One of ours caught up (drop it and the older ones), or the URL changed some other way (back, a link).
    asked.current = index === -1 ? [] : asked.current.slice(index + 1);
  }, [shown]);
  const update = useCallback(
    (changes: ListParamChanges) => {
      const latest = asked.current.at(-1);
      const next = new URLSearchParams(latest ?? params);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '' || (key === 'page' && value === '1')) next.delete(key);
        else next.set(key, value);
      }
      if (!('page' in changes)) next.delete('page');
      asked.current = [...asked.current, next.toString()];
      setParams(next);
      if ('page' in changes && scrollOnPage) window.scrollTo({ top: 0 });
    },
    [params, setParams, scrollOnPage],
  );
  const clear = useCallback(() => {
    asked.current = [];
    setParams(new URLSearchParams());
  }, [setParams]);
  return { params, update, clear };
}
