import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { mockFetch, renderWithProviders } from '../../../testing/render.tsx';
import { JobsBrowser, ResultCount } from './jobs-browser.tsx';

describe('ResultCount', () => {
  it('says how many recruitments match, or that there are more than the server counted', () => {
    const { rerender } = render(<ResultCount total={1} capped={false} />);
    expect(screen.getByText('1 recruitment')).toBeInTheDocument();
    rerender(<ResultCount total={12} capped={false} />);
    expect(screen.getByText('12 recruitments')).toBeInTheDocument();
    rerender(<ResultCount total={1000} capped />);
    expect(screen.getByText('1,000+ recruitments')).toBeInTheDocument();
  });
});

describe('JobsBrowser paging', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('replaces a page past the end with the last page, never "no matches" beside "Page 999 of 2"', async () => {
    const card = (id: string) => ({
      id,
      slug: `job-${id}`,
      title: `Recruitment ${id}`,
      titleHi: null,
      organisation: 'Demo Board',
      organisationShortName: 'DB',
      sector: 'ssc',
      states: [],
      qualifications: ['graduate'],
      totalVacancies: null,
      applicationStart: null,
      lastDate: null,
      publishedAt: null,
      daysLeft: null,
      isNew: false,
      expired: false,
    });
    const { calls } = mockFetch(({ url }) => {
      const page = Number(new URL(url, 'http://x').searchParams.get('page') ?? '1');
      const items = page === 2 ? Array.from({ length: 12 }, (_, i) => card(String(20 + i))) : [];
      return { body: { items, page, perPage: 20, total: 32, totalCapped: false } };
    });
    const { location } = renderWithProviders(<JobsBrowser />, { route: '/jobs?page=999&sort=newest' });
    expect(await screen.findByText('Recruitment 31')).toBeInTheDocument();
    expect(location().search).toBe('?page=2&sort=newest');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.queryByTestId('empty-state')).toBeNull();
    expect(calls().some((call) => call.url.includes('page=999'))).toBe(true);
  });

  it('goes back to the first page when nothing matches at all', async () => {
    mockFetch(({ url }) => {
      const page = Number(new URL(url, 'http://x').searchParams.get('page') ?? '1');
      return { body: { items: [], page, perPage: 20, total: 0, totalCapped: false } };
    });
    const { location } = renderWithProviders(<JobsBrowser />, { route: '/jobs?q=zzz&page=5' });
    expect(await screen.findByTestId('empty-state')).toBeInTheDocument();
    expect(location().search).toBe('?q=zzz');
    expect(screen.queryByText(/Page \d+ of/)).toBeNull();
  });
});
