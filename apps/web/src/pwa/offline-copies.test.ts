import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAVED_AT_HEADER } from './cache-names.ts';
import { clearOfflineCopies, noteApiResponse, offlineSavedAt } from './offline-copies.ts';

function stamped(savedAt: string): Headers {
  return new Headers({ [SAVED_AT_HEADER]: savedAt });
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await clearOfflineCopies();
});

describe('offline copies', () => {
  it('knows which answers are saved copies, and the oldest of them, until the server answers again', () => {
    noteApiResponse('/api/saved-jobs', stamped('2026-11-24T10:00:00.000Z'));
    noteApiResponse('/api/jobs/a', stamped('2026-11-23T09:00:00.000Z'));
    noteApiResponse('/api/jobs/b', new Headers());
    expect(offlineSavedAt(['/api/saved-jobs'])).toBe('2026-11-24T10:00:00.000Z');
    expect(offlineSavedAt(['/api/saved-jobs', '/api/jobs/a', '/api/jobs/b'])).toBe('2026-11-23T09:00:00.000Z');
    expect(offlineSavedAt(['/api/jobs/b'])).toBeNull();

    noteApiResponse('/api/saved-jobs', new Headers());
    expect(offlineSavedAt(['/api/saved-jobs'])).toBeNull();
  });

  it('at sign-out drops every runtime cache of ours (jp-…) and nothing else', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: async () => ['workbox-precache-v2-http://localhost/', 'jp-content', 'jp-personal', 'assets'],
      delete: async (name: string) => {
        deleted.push(name);
        return true;
      },
    });
    noteApiResponse('/api/saved-jobs', stamped('2026-11-24T10:00:00.000Z'));
    await clearOfflineCopies();
    expect(deleted.sort()).toEqual(['jp-content', 'jp-personal']);
    expect(offlineSavedAt(['/api/saved-jobs'])).toBeNull();
  });
});
