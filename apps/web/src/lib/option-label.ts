import { useMemo } from 'react';
import type { Category } from '@jobportal/shared';
import type { Language } from './i18n.ts';
import { useContentLanguage } from './localized.ts';

/**
 * An entry of a shared vocabulary (sectors, states, qualifications, target exams: see
 * packages/shared/src/domain/categories.ts): the slug that is stored and sent, a name in each language.
 */
export type LabelledOption = Readonly<Category>;

/** An option's name in `language`. Only the label follows the language: the value stays the slug. */
export function optionLabel(option: LabelledOption, language: Language): string {
  return language === 'hi' ? option.hi : option.en;
}

/** The name of `slug` in `list`, in `language`; an unknown slug is shown as it is. */
export function labelOf(list: readonly LabelledOption[], slug: string, language: Language): string {
  const option = list.find((item) => item.slug === slug);
  return option ? optionLabel(option, language) : slug;
}

/**
 * The same two in the interface language, for every select, checkbox list and label that shows a
 * vocabulary entry; re-renders on a language switch.
 */
export function useOptionLabels() {
  const language = useContentLanguage();
  return useMemo(
    () => ({
      label: (option: LabelledOption) => optionLabel(option, language),
      labelOf: (list: readonly LabelledOption[], slug: string) => labelOf(list, slug, language),
    }),
    [language],
  );
}
