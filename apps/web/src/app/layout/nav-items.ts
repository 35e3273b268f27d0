import type { en } from '../../locales/en.ts';

type NavKey = keyof typeof en.nav;
export type NavItem = { to: string; label: NavKey; adminOnly?: boolean };

/** Spec §2, in this order: the desktop navigation and the top of the mobile menu. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', label: 'home' },
  { to: '/jobs', label: 'jobs' },
  { to: '/tests', label: 'onlineTests' },
  { to: '/typing_test', label: 'typingTest' },
  { to: '/result', label: 'result' },
  { to: '/admit-card', label: 'admitCard' },
  { to: '/answer-key', label: 'answerKey' },
  { to: '/exam-date', label: 'examDate' },
  { to: '/stories', label: 'successStory' },
  { to: '/admin', label: 'admin', adminOnly: true },
];

/** What the mobile menu adds below a divider. */
export const MOBILE_EXTRA_ITEMS: readonly NavItem[] = [
  { to: '/profile', label: 'myProfile' },
  { to: '/friends', label: 'friends' },
  { to: '/friends?tab=chat', label: 'chat' },
];

/** After the spec's extra items: the member directory, where new friends are found. */
export const MOBILE_PEOPLE_ITEMS: readonly NavItem[] = [{ to: '/users', label: 'findPeople' }];
