import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as renderRaw, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { JobCard as JobCardData } from '@jobportal/shared';
import '../../../lib/i18n.ts';
import { JobCard } from './job-card.tsx';

const job = (overrides: Partial<JobCardData>): JobCardData => ({
  id: '1',
  slug: 'x',
  title: 'RRB Group D Recruitment 2026',
  titleHi: 'रेलवे ग्रुप डी भर्ती 2026',
  organisation: 'Railway Recruitment Board (Demo)',
  organisationShortName: 'RRB',
  sector: 'railway',
  states: [],
  qualifications: ['10th'],
  totalVacancies: 32000,
  applicationStart: '2026-01-01',
  lastDate: '2026-02-05',
  publishedAt: '2026-01-01T00:00:00.000Z',
  daysLeft: 10,
  isNew: false,
  expired: false,
  ...overrides,
});

const render = (ui: ReactElement) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  return renderRaw(ui, {
    wrapper: ({ children }) => (
      <QueryClientProvider client={client}>
        <MemoryRouter>{children}</MemoryRouter>
      </QueryClientProvider>
    ),
  });
};

describe('JobCard', () => {
  it('links its title to the detail page', () => {
    render(<JobCard job={job({ slug: 'rrb-group-d-2026' })} />);
    expect(screen.getByRole('link', { name: 'RRB Group D Recruitment 2026' })).toHaveAttribute(
      'href',
      '/jobs/rrb-group-d-2026',
    );
  });

  it('shows the last date as dd/mm/yyyy, days left and the vacancies', () => {
    render(<JobCard job={job({})} />);
    expect(screen.getByText(/Last date 05\/02\/2026/)).toBeInTheDocument();
    expect(screen.getByTestId('days-left')).toHaveTextContent('10 days left');
    expect(screen.getByText('32,000 posts')).toBeInTheDocument();
    expect(screen.getByText('रेलवे ग्रुप डी भर्ती 2026')).toBeInTheDocument();
    expect(screen.queryByText('Last date', { selector: 'span' })).not.toBeInTheDocument();
  });

  it('highlights 3 days or fewer with the Last date badge', () => {
    render(<JobCard job={job({ daysLeft: 3 })} />);
    expect(screen.getByText('Last date', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByTestId('days-left')).toHaveTextContent('3 days left');
    expect(screen.getByTestId('days-left').className).toContain('text-amber-700');
  });

  it('says "1 day left" and "Last day today"', () => {
    const { rerender } = render(<JobCard job={job({ daysLeft: 1 })} />);
    expect(screen.getByTestId('days-left')).toHaveTextContent('1 day left');
    rerender(<JobCard job={job({ daysLeft: 0 })} />);
    expect(screen.getByTestId('days-left')).toHaveTextContent('Last day today');
  });

  it('marks new and closed recruitments', () => {
    const { rerender } = render(<JobCard job={job({ isNew: true })} />);
    expect(screen.getByText('New')).toBeInTheDocument();
    rerender(<JobCard job={job({ isNew: true, expired: true, daysLeft: -4 })} />);
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.queryByText('New')).not.toBeInTheDocument();
    expect(screen.queryByTestId('days-left')).not.toBeInTheDocument();
  });
});
