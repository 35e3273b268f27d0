import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListParams } from './use-list-params.ts';

function setup(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ list: useListParams(), location: useLocation() }), { wrapper });
}

describe('useListParams', () => {
  it('two changes in quick succession both count (clear the search, then pick a filter)', () => {
    const { result } = setup('/jobs?cat=railway&q=bharti&page=3');
    act(() => {
      result.current.list.update({ q: '' });
      result.current.list.update({ qualification: '10th' });
    });
    expect(result.current.location.search).toBe('?cat=railway&qualification=10th');
  });

  it('page 1 is written as no page; other changes go back to the first page', () => {
    const { result } = setup('/jobs?cat=railway');
    act(() => result.current.list.update({ page: '4' }));
    expect(result.current.location.search).toBe('?cat=railway&page=4');
    act(() => result.current.list.update({ sort: 'newest' }));
    expect(result.current.location.search).toBe('?cat=railway&sort=newest');
    act(() => result.current.list.update({ page: '1' }));
    expect(result.current.location.search).toBe('?cat=railway&sort=newest');
  });
});
