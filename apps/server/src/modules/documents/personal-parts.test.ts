import { describe, expect, it } from 'vitest';
import { createPersonalParts } from './personal-parts.ts';

describe('the registry of personal parts', () => {
  it('finds a path’s part by its exact pathname first, then by the first pattern it matches', () => {
    const parts = createPersonalParts();
    const list = { fetchedByApp: true };
    const detail = { placeholder: () => 'detail' };
    const any = { placeholder: () => 'any' };
    parts.register('/api/things', list);
    parts.register(/^\/api\/things\//, detail);
    parts.register(/^\/api\//, any);
    expect(parts.partOf('/api/things')).toBe(list);
    expect(parts.partOf('/api/things/42')).toBe(detail);
    expect(parts.partOf('/api/other')).toBe(any);
    expect(parts.partOf('/elsewhere')).toBeUndefined();
  });

  it('lists who the member is in the order the parts were registered', () => {
    const parts = createPersonalParts();
    const session = { isKey: () => false, entry: () => ({ key: ['session'], data: 1 }) };
    const account = { isKey: () => false, entry: () => ({ key: ['account'], data: 2 }) };
    parts.register('/api/session', { who: session });
    parts.register('/api/list', { fetchedByApp: true });
    parts.register('/api/account', { who: account });
    expect(parts.who).toEqual([session, account]);
  });
});
