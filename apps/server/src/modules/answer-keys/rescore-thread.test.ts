import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/database.ts';
import { rescoreInThread } from './rescore-thread.ts';

/** The thread's scoring itself is tried through the app (answer-keys.test.ts: a final key's rescore). */
const job = {
  noticeId: '00000000-0000-0000-0000-000000000000',
  version: 2,
  markingPreset: 'ssc_cgl_tier1' as const,
  entries: {},
};

describe('the rescore thread', () => {
  it('answers with no change when no check is under an older key', async () => {
    const { url } = await createTestDatabase();
    await expect(rescoreInThread(url, job)).resolves.toEqual([]);
  });

  it('rejects with what failed when its database cannot be reached, and ends', async () => {
    await expect(rescoreInThread('postgres://nobody@127.0.0.1:1/none', job)).rejects.toThrow(
      /^scoring the checks again failed: Failed query/,
    );
  });
});
