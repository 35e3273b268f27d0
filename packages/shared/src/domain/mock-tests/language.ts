/**
 * The languages a paper is written in, and a text of it in one: zod-free, so the player's chunk does not
 * carry the content contract's validation (zod) for them.
 */
export const MOCK_TEST_LANGUAGES = ['en', 'hi'] as const;
export type MockTestLanguage = (typeof MOCK_TEST_LANGUAGES)[number];

/** A paper's text in `language`: its Hindi, or its English where it has none (as the player and review show it). */
export const inLanguage = (value: { en: string; hi?: string | undefined }, language: MockTestLanguage): string =>
  language === 'hi' && value.hi ? value.hi : value.en;
