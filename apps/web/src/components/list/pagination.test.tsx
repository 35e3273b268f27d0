import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../lib/i18n.ts';
import { Pagination } from './pagination.tsx';

describe('Pagination', () => {
  it('shows previous, "Page 2 of 3" and next, and turns the page both ways', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    render(<Pagination page={2} perPage={20} total={45} onPage={onPage} label="Pages of jobs" />);
    const nav = screen.getByRole('navigation', { name: 'Pages of jobs' });
    expect(nav).toHaveTextContent('Page 2 of 3');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(<Pagination page={1} perPage={10} total={25} onPage={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pagination page={3} perPage={10} total={25} onPage={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows nothing for a single page unless it offers the total or a per-page choice', () => {
    const { container, rerender } = render(<Pagination page={1} perPage={20} total={7} onPage={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Pagination page={1} perPage={20} total={7} onPage={() => undefined} showTotal />);
    expect(screen.getByTestId('pagination-summary')).toHaveTextContent('Page 1 of 1 · 7 in all');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('writes the total the Indian way and changes how many show per page', async () => {
    const user = userEvent.setup();
    const onPerPage = vi.fn();
    render(
      <Pagination page={1} perPage={20} total={123456} onPage={() => undefined} onPerPage={onPerPage} showTotal />,
    );
    expect(screen.getByTestId('pagination-summary')).toHaveTextContent('Page 1 of 6173 · 1,23,456 in all');
    await user.selectOptions(screen.getByLabelText('Per page'), '50');
    expect(onPerPage).toHaveBeenCalledWith(50);
  });
});
