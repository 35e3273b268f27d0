import { expect, it } from 'vitest';
import { en } from '../../locales/en.ts';
import { MOBILE_EXTRA_ITEMS, MOBILE_PEOPLE_ITEMS } from './nav-items.ts';

it('adds Find people (/users) to the mobile menu, after the spec’s items, and keeps Friends at /friends', () => {
  expect(MOBILE_PEOPLE_ITEMS.map((item) => [en.nav[item.label], item.to])).toEqual([['Find people', '/users']]);
  expect(MOBILE_EXTRA_ITEMS.find((item) => item.label === 'friends')?.to).toBe('/friends');
});
