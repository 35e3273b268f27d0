import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NoticeListItem } from '@jobportal/shared';
import { mockFetch, renderWithProviders } from '../../../testing/render.tsx';
import { NoticesBrowser, objectionState } from './notices-browser.tsx';

afterEach(() => vi.unstubAllGlobals());

const notice = (overrides: Partial<NoticeListItem>): NoticeListItem => ({
  id: overrides.title ?? 'n',
  type: 'exam_date',
  title: 'Notice',
  titleHi: null,
  date: '2026-01-01',
  pdfFileId: null,
  objectionStart: null,
  objectionEnd: null,
  objectionFeePerQuestion: null,
  examDate: null,
  examDateStatus: null,
  recruitment: null,
  ...overrides,
});
const pageOf = (items: NoticeListItem[], page = 1) => ({
  items,
  page,
  perPage: 20,
  total: items.length,
  totalCapped: false,
});

describe('exam dates', () => {
  it('lists upcoming exams; past ones wait in a collapsed "Past exams" section, loaded when opened', async () => {
    const { calls } = mockFetch(({ url }) => {
      const when = new URL(url, 'http://x').searchParams.get('when');
      return {
        body: pageOf(
          when === 'past'
            ? [notice({ title: 'Held last month', examDate: '2020-03-01', examDateStatus: 'confirmed' })]
            : [notice({ title: 'Coming soon', examDate: '2099-05-01', examDateStatus: 'tentative' })],
        ),
      };
    });
    renderWithProviders(<NoticesBrowser type="exam_date" />, { route: '/exam-date' });
    expect(await screen.findByText('Coming soon')).toBeInTheDocument();
    expect(calls().map((call) => call.url)).toEqual(['/api/notices?type=exam_date&page=1&when=upcoming']);

    const past = screen.getByTestId('past-exams');
    expect(past).not.toHaveAttribute('open');
    expect(within(past).getByText('Past exams')).toBeInTheDocument();
    expect(screen.queryByText('Held last month')).toBeNull();

    (past as HTMLDetailsElement).open = true;
    fireEvent(past, new Event('toggle'));
    expect(await within(past).findByText('Held last month')).toBeInTheDocument();
    expect(calls().map((call) => call.url)).toContain('/api/notices?type=exam_date&page=1&when=past');
    expect(screen.getAllByTestId('notice-row')).toHaveLength(1);
  });
});

describe('answer keys', () => {
  it('marks closed objection windows "Closed" and shows the end date of open ones', async () => {
    mockFetch(() => ({
      body: pageOf([
        notice({ title: 'Old key', type: 'answer_key', objectionStart: '2020-01-01', objectionEnd: '2020-01-05' }),
        notice({ title: 'Fresh key', type: 'answer_key', objectionStart: '2020-01-01', objectionEnd: '2099-01-05' }),
      ]),
    }));
    renderWithProviders(<NoticesBrowser type="answer_key" />, { route: '/answer-key' });
    await screen.findByText('Old key');
    const [closed, open] = screen.getAllByTestId('objection-status');
    expect(closed).toHaveTextContent(/^Closed$/);
    expect(open).toHaveTextContent(/^Open until 05\/01\/2099$/);
    expect(screen.queryByTestId('past-exams')).toBeNull();
  });

  it('counts the last day of the window as open (dates in India)', () => {
    const window = { objectionStart: '2026-03-01', objectionEnd: '2026-03-10' };
    expect(objectionState(window, '2026-02-28')).toBe('upcoming');
    expect(objectionState(window, '2026-03-10')).toBe('open');
    expect(objectionState(window, '2026-03-11')).toBe('closed');
  });
});
