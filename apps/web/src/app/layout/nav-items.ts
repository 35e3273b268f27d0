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

/** The member's own trackers, after the spec's items: the jobs they applied to (decision 023). */
export const MOBILE_MEMBER_ITEMS: readonly NavItem[] = [{ to: '/applications', label: 'myApplications' }];

/**
 * The site footer (above the bottom ad bar), for signed-in members like every route it links to: the
 * pages of `/page/{slug}` the server seeds, and the notice lists that have no place in the spec's nav.
 */
export const FOOTER_ITEMS: readonly { to: string; label: keyof typeof en.footer }[] = [
  { to: '/page/about', label: 'about' },
  { to: '/page/contact', label: 'contact' },
  { to: '/page/privacy', label: 'privacy' },
  { to: '/page/terms', label: 'terms' },
  { to: '/misc', label: 'misc' },
  { to: '/syllabus', label: 'syllabus' },
];

/** After the spec's extra items: the member directory, where new friends are found. */
export const MOBILE_PEOPLE_ITEMS: readonly NavItem[] = [{ to: '/users', label: 'findPeople' }];
