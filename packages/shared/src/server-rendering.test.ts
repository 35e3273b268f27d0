import { describe, expect, it } from 'vitest';
import { languageInCookies } from './server-rendering.ts';

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
