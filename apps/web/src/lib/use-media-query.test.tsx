import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './use-media-query.ts';

afterEach(() => vi.unstubAllGlobals());

/** A `matchMedia` whose one list can be changed, counting the lists made. */
function fakeMatchMedia(initially: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: initially,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  const matchMedia = vi.fn(() => list);
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    matchMedia,
    listeners,
    change(matches: boolean) {
      list.matches = matches;
      for (const listener of listeners) listener();
    },
  };
}

function Wide() {
  const wide = useMediaQuery('(min-width: 1024px)', { whereMissing: true, onServer: true });
  const [renders, setRenders] = useState(0);
  return (
    <button type="button" onClick={() => setRenders((n) => n + 1)}>
      {wide ? 'wide' : 'narrow'} {renders}
    </button>
  );
}

describe('useMediaQuery', () => {
  it('follows the query, making its list once and subscribing once however often the component renders', () => {
    const media = fakeMatchMedia(false);
    render(<Wide />);
    expect(screen.getByRole('button')).toHaveTextContent('narrow 0');
    for (let n = 0; n < 5; n += 1) act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('narrow 5');
    expect(media.matchMedia).toHaveBeenCalledTimes(1);
    expect(media.listeners.size).toBe(1);
    act(() => media.change(true));
    expect(screen.getByRole('button')).toHaveTextContent('wide 5');
  });

  it('answers `whereMissing` without matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    render(<Wide />);
    expect(screen.getByRole('button')).toHaveTextContent('wide 0');
  });
});
