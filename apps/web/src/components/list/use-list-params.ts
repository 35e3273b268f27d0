import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** A change to a list's URL: a value sets the key, `undefined` or `''` removes it. */
export type ListParamChanges = Record<string, string | undefined>;

/**
 * A list's filters and page kept in the URL, so a shared or reloaded link shows the same list.
 * `update` changes some keys; any change other than the page goes back to the first page, and page 1
 * is written as no `page` at all. With `scrollOnPage`, turning the page scrolls back to the top.
 */
export function useListParams({ scrollOnPage = false }: { scrollOnPage?: boolean } = {}) {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: ListParamChanges) => {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '' || (key === 'page' && value === '1')) next.delete(key);
        else next.set(key, value);
      }
      if (!('page' in changes)) next.delete('page');
      setParams(next);
      if ('page' in changes && scrollOnPage) window.scrollTo({ top: 0 });
    },
    [params, setParams, scrollOnPage],
  );
  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  return { params, update, clear };
}
