import { describe, expect, it } from 'vitest';
import { RETURN_PATH_MAX_LENGTH, safeReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it('keeps a path on this site with its search and hash', () => {
    expect(safeReturnPath('/jobs/ssc-cgl-2026')).toBe('/jobs/ssc-cgl-2026');
    expect(safeReturnPath('/jobs?cat=railway&q=loco%20pilot')).toBe('/jobs?cat=railway&q=loco%20pilot');
    expect(safeReturnPath('/jobs/ssc-cgl-2026?tab=fees#vacancies')).toBe('/jobs/ssc-cgl-2026?tab=fees#vacancies');
    expect(safeReturnPath('/admin/recruitments/new')).toBe('/admin/recruitments/new');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeReturnPath('/jobs/../saved-jobs')).toBe('/saved-jobs');
    expect(safeReturnPath('/../../etc/passwd')).toBe('/etc/passwd');
  });

  it('refuses other origins: protocol-relative, absolute, backslash tricks and scripts', () => {
    for (const value of [
      '//evil.com',
      '//evil.com/jobs',
      '///evil.com',
      '/\\evil.com',
      '/\\/evil.com',
      '\\\\evil.com',
      'https://evil.com/jobs',
      'http://localhost:3000/jobs',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' /jobs',
      'jobs/abc',
      '/\t/evil.com',
      '/\n/evil.com',
      '/jobs\u0000',
      'data:text/html,<script>alert(1)</script>',
    ]) {
      expect(safeReturnPath(value), JSON.stringify(value)).toBeNull();
    }
  });

  it('refuses the login screen itself, empty, overlong and non-string values', () => {
    expect(safeReturnPath('/')).toBeNull();
    expect(safeReturnPath('/?verified=1')).toBeNull();
    expect(safeReturnPath('')).toBeNull();
    expect(safeReturnPath(`/${'a'.repeat(RETURN_PATH_MAX_LENGTH)}`)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath({ pathname: '/jobs' })).toBeNull();
  });
});
