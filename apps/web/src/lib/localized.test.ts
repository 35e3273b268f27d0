import { expect, it } from 'vitest';
import { alternate, localized } from './localized.ts';

it('puts the Hindi text first in Hindi mode, with English as the fallback', () => {
  expect(localized('hi', 'SSC CGL 2026', 'एसएससी सीजीएल 2026')).toEqual({ text: 'एसएससी सीजीएल 2026', lang: 'hi' });
  expect(localized('hi', 'SSC CGL 2026', null)).toEqual({ text: 'SSC CGL 2026', lang: 'en' });
  expect(localized('hi', 'SSC CGL 2026', '')).toEqual({ text: 'SSC CGL 2026', lang: 'en' });
  expect(localized('en', 'SSC CGL 2026', 'एसएससी सीजीएल 2026')).toEqual({ text: 'SSC CGL 2026', lang: 'en' });
});

it('offers the other language as the secondary line only when both exist', () => {
  expect(alternate('en', 'SSC CGL 2026', 'एसएससी सीजीएल 2026')).toEqual({ text: 'एसएससी सीजीएल 2026', lang: 'hi' });
  expect(alternate('hi', 'SSC CGL 2026', 'एसएससी सीजीएल 2026')).toEqual({ text: 'SSC CGL 2026', lang: 'en' });
  expect(alternate('hi', 'SSC CGL 2026', null)).toBeNull();
});
