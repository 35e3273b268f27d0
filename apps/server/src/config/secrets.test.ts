import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOrCreateSecret } from './secrets.ts';

describe('loadOrCreateSecret', () => {
  it('creates the secret once, private to the owner, and returns the same value afterwards', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'jp-secret-'));
    const first = await loadOrCreateSecret(dir, 'auth-secret');
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await loadOrCreateSecret(dir, 'auth-secret')).toBe(first);
    const file = path.join(dir, 'secrets', 'auth-secret');
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('gives concurrent callers the same value', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'jp-secret-'));
    const values = await Promise.all(Array.from({ length: 5 }, () => loadOrCreateSecret(dir, 'x')));
    expect(new Set(values).size).toBe(1);
  });
});
