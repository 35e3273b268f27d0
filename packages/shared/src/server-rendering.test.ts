import { describe, expect, it } from 'vitest';
import { isAppPath, isRenderedPath, languageInCookies, requestPath } from './server-rendering.ts';

describe('languageInCookies', () => {
  it('reads the language cookie among others, and nothing else', () => {
    expect(languageInCookies('jobportal_language=hi')).toBe('hi');
    expect(languageInCookies('a=1; jobportal_language=en; b=2')).toBe('en');
    expect(languageInCookies('jobportal.session_token=x;jobportal_language=hi')).toBe('hi');
    expect(languageInCookies('')).toBeNull();
    expect(languageInCookies('jobportal_language=fr')).toBeNull();
    expect(languageInCookies('jobportal_language=hindi')).toBeNull();
    expect(languageInCookies('xjobportal_language=hi')).toBeNull();
  });
});

describe('isRenderedPath', () => {
  it('names the pages visitors land on and a recruitment’s page, nothing else', () => {
    for (const path of ['/', '/dashboard', '/jobs', '/jobs/ssc-cgl-2026', '/result', '/admit-card', '/syllabus']) {
      expect(isRenderedPath(path), path).toBe(true);
    }
    for (const path of ['/profile', '/jobs/a/b', '/jobs/', '/notice/1/pdf', '/dashboardx', '/saved-jobs', '/admin']) {
      expect(isRenderedPath(path), path).toBe(false);
    }
  });
});

describe('isAppPath', () => {
  it('knows the app’s routes, their parameters and the admin area, and no other path', () => {
    for (const path of [
      '/',
      '/jobs',
      '/jobs/',
      '/jobs/ssc-cgl-2026',
      '/notice/0b6f6a3e-0000-4000-8000-000000000000/pdf',
      '/tests/attempts/abc/result',
      '/admin',
      '/admin/recruitments/new',
      '/profile/u1',
    ]) {
      expect(isAppPath(path), path).toBe(true);
    }
    for (const path of [
      '/nothing-here',
      '/jobs/a/b',
      '/notice/x',
      '/notice/x/pdf/y',
      '/og/jobs/x.png',
      '/administrator',
    ]) {
      expect(isAppPath(path), path).toBe(false);
    }
  });
});

describe('requestPath', () => {
  it('gives the path and query of a string, a URL or a Request', () => {
    expect(requestPath('/api/jobs?page=2')).toBe('/api/jobs?page=2');
    expect(requestPath(new URL('http://localhost/api/jobs?cat=ssc'))).toBe('/api/jobs?cat=ssc');
    expect(requestPath(new Request('http://localhost/api/jobs/x?y=1'))).toBe('/api/jobs/x?y=1');
  });
});
