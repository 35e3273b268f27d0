import { SITE_NAME } from '@jobportal/shared';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../../locales/en.ts';
import { performBackAction } from './back-action.ts';
import { MOBILE_EXTRA_ITEMS, NAV_ITEMS } from './nav-items.ts';
import { pageTitle } from './page-head.tsx';

describe('navigation (spec §2)', () => {
  it('lists the desktop items in the spec’s order, Admin only for admins', () => {
    expect(NAV_ITEMS.map((item) => [en.nav[item.label], item.to, item.adminOnly ?? false])).toEqual([
      ['Home', '/dashboard', false],
      ['Jobs', '/jobs', false],
      ['Online Tests', '/tests', false],
      ['Typing Test', '/typing_test', false],
      ['Result', '/result', false],
      ['Admit Card', '/admit-card', false],
      ['Answer Key', '/answer-key', false],
      ['Exam Date', '/exam-date', false],
      ['Success Story', '/stories', false],
      ['Admin', '/admin', true],
    ]);
  });

  it('adds My Profile, Friends and Chat on mobile', () => {
    expect(MOBILE_EXTRA_ITEMS.map((item) => en.nav[item.label])).toEqual(['My Profile', 'Friends', 'Chat']);
  });
});

describe('page titles', () => {
  it('append the site name JobPortal', () => {
    expect(SITE_NAME).toBe('JobPortal');
    expect(pageTitle('Government Jobs')).toBe('Government Jobs | JobPortal');
    expect(pageTitle('JobPortal')).toBe('JobPortal');
  });
});

describe('the back action', () => {
  it('goes back one step outside /jobs?cat=', () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    performBackAction({ pathname: '/jobs', search: '' });
    performBackAction({ pathname: '/result', search: '?cat=x' });
    expect(back).toHaveBeenCalledTimes(2);
    back.mockRestore();
  });

  it('on /jobs?cat= asks the Android wrapper, or confirms and closes the window', () => {
    const showExitPrompt = vi.fn();
    window.JobPortalAndroid = { showExitPrompt };
    performBackAction({ pathname: '/jobs', search: '?cat=railway' });
    expect(showExitPrompt).toHaveBeenCalledOnce();
    delete window.JobPortalAndroid;

    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    performBackAction({ pathname: '/jobs', search: '?cat=railway' });
    expect(confirm).toHaveBeenCalledWith('Do you want to exit the app?');
    expect(close).toHaveBeenCalledOnce();
    confirm.mockReturnValue(false);
    performBackAction({ pathname: '/jobs', search: '?cat=railway' });
    expect(close).toHaveBeenCalledOnce();
  });
});
