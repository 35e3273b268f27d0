import { expect, it } from 'vitest';
import { en } from '../../locales/en.ts';
import { MOBILE_EXTRA_ITEMS, MOBILE_MEMBER_ITEMS, MOBILE_PEOPLE_ITEMS } from './nav-items.ts';

it('adds Find people (/users) to the mobile menu, after the spec’s items, and keeps Friends at /friends', () => {
  expect(MOBILE_PEOPLE_ITEMS.map((item) => [en.nav[item.label], item.to])).toEqual([['Find people', '/users']]);
  expect(MOBILE_EXTRA_ITEMS.find((item) => item.label === 'friends')?.to).toBe('/friends');
});

it('adds My applications (/applications) to the mobile menu, after the spec’s items (issue #26)', () => {
  expect(MOBILE_MEMBER_ITEMS.map((item) => [en.nav[item.label], item.to])).toEqual([
    ['My applications', '/applications'],
  ]);
  expect(MOBILE_EXTRA_ITEMS.some((item) => item.to === '/applications')).toBe(false);
});
