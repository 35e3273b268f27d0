import { UNSAFE_createMemoryHistory } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { guardHistory } from './guarded-history.ts';

function setUp(initial = ['/a']) {
  const history = guardHistory(UNSAFE_createMemoryHistory({ initialEntries: initial, v5Compat: true }));
  const seen: string[] = [];
  history.listen(({ action, location }) => seen.push(`${action} ${location.pathname}`));
  return { history, seen };
}

describe('guardHistory', () => {
  it('passes every navigation through while nothing blocks', () => {
    const { history, seen } = setUp();
    history.push('/b');
    history.replace('/c');
    expect(seen).toEqual(['PUSH /b', 'REPLACE /c']);
    expect(history.blocked()).toBeNull();
  });

  it('holds a push until proceed, and only for the blocker that asked', () => {
    const { history, seen } = setUp();
    const shouldBlock = vi.fn(({ nextLocation }) => nextLocation.pathname === '/b');
    const mine = history.addBlocker(shouldBlock);
    history.addBlocker(() => false);
    history.push('/b?x=1');
    expect(seen).toEqual([]);
    expect(history.location.pathname).toBe('/a');
    const held = history.blocked();
    expect(held?.id).toBe(mine.id);
    expect(held?.blocker.state).toBe('blocked');
    expect(held?.blocker.location?.search).toBe('?x=1');
    expect(shouldBlock).toHaveBeenCalledWith(
      expect.objectContaining({ currentLocation: expect.objectContaining({ pathname: '/a' }) }),
    );
    held?.blocker.proceed?.();
    expect(seen).toEqual(['PUSH /b']);
    expect(history.blocked()).toBeNull();
    // The blocker still stands for the next navigation.
    history.push('/a');
    history.push('/b');
    expect(history.blocked()?.blocker.state).toBe('blocked');
  });

  it('drops a held push on reset and tells subscribers', () => {
    const { history, seen } = setUp();
    history.addBlocker(() => true);
    const onChange = vi.fn();
    history.subscribe(onChange);
    history.replace('/b');
    history.blocked()?.blocker.reset?.();
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(history.blocked()).toBeNull();
    expect(seen).toEqual([]);
    expect(history.location.pathname).toBe('/a');
  });

  it('undoes a blocked back and redoes it on proceed', () => {
    const { history, seen } = setUp(['/a', '/b']);
    history.addBlocker(({ nextLocation }) => nextLocation.pathname === '/a');
    history.go(-1);
    // The memory history moved and was moved back: the router never saw it.
    expect(history.location.pathname).toBe('/b');
    expect(seen).toEqual([]);
    expect(history.blocked()?.blocker.location?.pathname).toBe('/a');
    history.blocked()?.blocker.proceed?.();
    expect(seen).toEqual(['POP /a']);
    expect(history.location.pathname).toBe('/a');
  });

  it('stops blocking once the blocker is removed, and clears a navigation it held', () => {
    const { history, seen } = setUp();
    const registration = history.addBlocker(() => true);
    history.push('/b');
    registration.remove();
    expect(history.blocked()).toBeNull();
    history.push('/c');
    expect(seen).toEqual(['PUSH /c']);
  });
});
