import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { FilterBar, FilterSelect, ListSearch } from './filter-bar.tsx';
import { PHONE_QUERY } from './use-is-phone.ts';
import { useListParams } from './use-list-params.ts';

/** Makes `matchMedia` answer `matches` for the phone query. */
function stubViewport(phone: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query === PHONE_QUERY && phone,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
}

/** A list's filter bar wired to the URL, as the list pages use it. */
function DemoList() {
  const { params, update } = useListParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const state = params.get('state') ?? '';
  return (
    <FilterBar
      search={
        <ListSearch
          id="demo-search"
          label="Search jobs"
          buttonLabel="Search"
          value={text}
          onValueChange={setText}
          onSearch={(q) => update({ q })}
        />
      }
      activeFilters={state ? 1 : 0}
      filters={
        <FilterSelect id="demo-state" label="State" value={state} onValueChange={(value) => update({ state: value })}>
          <option value="">Any state</option>
          <option value="bihar">Bihar</option>
        </FilterSelect>
      }
    />
  );
}

describe('FilterBar', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('on wider screens shows the filters inline, with no Filters button', () => {
    stubViewport(false);
    renderWithProviders(<DemoList />, { route: '/jobs' });
    expect(screen.getByLabelText('State')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filters/ })).toBeNull();
  });

  it('searches with the trimmed text and goes back to the first page', async () => {
    stubViewport(false);
    const user = userEvent.setup();
    const { location } = renderWithProviders(<DemoList />, { route: '/jobs?page=3&state=bihar' });
    expect(screen.getByRole('search')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), '  ssc cgl ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location().search).toBe('?state=bihar&q=ssc+cgl');
    await user.clear(screen.getByRole('searchbox', { name: 'Search jobs' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location().search).toBe('?state=bihar');
  });

  it('on phones keeps the filters in a sheet behind a Filters button that counts the active ones', async () => {
    stubViewport(true);
    const user = userEvent.setup();
    const { location } = renderWithProviders(<DemoList />, { route: '/jobs?page=2' });
    expect(screen.queryByLabelText('State')).toBeNull();
    const button = screen.getByRole('button', { name: /^Filters/ });
    expect(button).toHaveTextContent(/^Filters$/);
    await user.click(button);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await user.selectOptions(within(sheet).getByLabelText('State'), 'bihar');
    expect(location().search).toBe('?state=bihar');
    await user.click(within(sheet).getByRole('button', { name: 'Close filters' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveTextContent('Filters1');
  });

  it('without filters, a phone gets no Filters button', () => {
    stubViewport(true);
    render(
      <FilterBar
        search={
          <ListSearch
            id="s"
            label="Search"
            buttonLabel="Go"
            value=""
            onValueChange={() => undefined}
            onSearch={() => undefined}
          />
        }
      />,
    );
    expect(screen.queryByRole('button', { name: /^Filters/ })).toBeNull();
  });

  it('a visible label and an icon-only button for the admin lists', () => {
    stubViewport(false);
    render(
      <ListSearch
        id="admin-search"
        label="Search recruitments"
        showLabel
        iconOnly
        buttonLabel="Search recruitments now"
        value=""
        onValueChange={() => undefined}
        onSearch={() => undefined}
      />,
    );
    expect(screen.getByText('Search recruitments')).not.toHaveClass('sr-only');
    expect(screen.getByRole('button', { name: 'Search recruitments now' })).toHaveTextContent('');
  });
});

describe('useListParams', () => {
  it('turns pages without touching the filters, writing page 1 as no page', async () => {
    const user = userEvent.setup();
    function Pager() {
      const { params, update } = useListParams();
      const page = Number(params.get('page') ?? '1');
      return (
        <>
          <button type="button" onClick={() => update({ page: String(page + 1) })}>
            forward
          </button>
          <button type="button" onClick={() => update({ page: String(page - 1) })}>
            back
          </button>
        </>
      );
    }
    const { location } = renderWithProviders(<Pager />, { route: '/users?state=bihar' });
    await user.click(screen.getByRole('button', { name: 'forward' }));
    expect(location().search).toBe('?state=bihar&page=2');
    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(location().search).toBe('?state=bihar');
  });
});
