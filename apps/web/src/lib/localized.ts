import { useTranslation } from './use-translation.ts';
import { isLanguage, type Language } from './i18n.ts';

/** A content text as shown: the words and the language they are in (for the element's `lang`). */
export type Localized = { text: string; lang: Language };

/**
 * Content follows the interface language: in Hindi mode a recruitment's or notice's Hindi field
 * (`titleHi`, `summaryHi`, `labelHi`…) comes first, with the English one as the fallback when it has
 * no Hindi; in English mode the English field, always.
 */
export function localized(language: Language, en: string, hi: string | null | undefined): Localized {
  return language === 'hi' && hi ? { text: hi, lang: 'hi' } : { text: en, lang: 'en' };
}

/** The other language's text, shown smaller under the main one (null when there is none to show). */
export function alternate(language: Language, en: string, hi: string | null | undefined): Localized | null {
  if (!hi) return null;
  return language === 'hi' ? { text: en, lang: 'en' } : { text: hi, lang: 'hi' };
}

/** The interface language, for picking content fields; re-renders on a switch. */
export function useContentLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}
