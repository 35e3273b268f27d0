import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { stringsReady } from './i18n.ts';

/**
 * `React.lazy` for a chunk that brings its own strings (a module that calls `registerNamespace`):
 * the part renders only once those strings are present in the language on screen. Without the wait, a
 * Hindi reader's first render of the part is English (the Hindi chunk is still on its way) and stays
 * English when the Hindi arrives between that render and the part's subscription to it.
 */
// `any` as in React's own `lazy`: a component of any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithStrings<Component extends ComponentType<any>>(
  load: () => Promise<{ default: Component }>,
): LazyExoticComponent<Component> {
  return lazy(async () => {
    const module = await load();
    await stringsReady();
    return module;
  });
}
