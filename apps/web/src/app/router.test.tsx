import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from '@jobportal/shared';
import { prepareRoutes, routes } from './router.tsx';

const pathsOf = (list: RouteObject[]): string[] =>
  list.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);

describe('the route table', () => {
  it('is the one the server answers 404 outside of (APP_ROUTES in packages/shared)', () => {
    const paths = pathsOf(routes).filter((path) => path !== '*');
    expect([...paths].sort()).toEqual([...APP_ROUTES].sort());
  });
});

describe('prepareRoutes', () => {
  it('matches a location as the app will render it: its page, or the not-found page', () => {
    expect(prepareRoutes('/jobs')).toBe('/jobs');
    expect(prepareRoutes('/jobs/ssc-cgl-2026')).toBe('/jobs/:idOrSlug');
    expect(prepareRoutes('/no-such-page')).toBe('*');
  });
});
