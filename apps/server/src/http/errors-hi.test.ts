import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { errorCodesHi, errorMessagesHi } from '@jobportal/shared/i18n/errors-hi';

/** The sources without tests of a folder. */
const sourcesIn = (root: string) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => readFileSync(path.join(root, file), 'utf8'))
    .join('\n');

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where every error code and message the server sends is written: its own code. */
const sources = sourcesIn(serverRoot);
/** The shared zod contracts, whose field messages the server sends as `issues`. */
const sharedSources = sourcesIn(path.resolve(serverRoot, '../../../packages/shared/src'));

/** Messages the sign-in forms show that come from better-auth, not from this code base. */
const betterAuthMessages = [
  'Invalid email or password',
  'Invalid email',
  'Invalid password',
  'User already exists.',
  'User already exists. Use another email.',
  'Email not verified',
  'Password too short',
  'Password too long',
  'Invalid token',
  'User not found',
  'Session expired. Re-authenticate to perform this action.',
];

describe('Hindi error texts (packages/shared/src/i18n/errors-hi.ts)', () => {
  it('cover every error code the server throws', () => {
    const thrown = new Set([...sources.matchAll(/HttpError\(\s*\d+,\s*'([A-Z_]+)'/g)].map((m) => m[1]!));
    for (const m of sources.matchAll(/code: '([A-Z_]+)'/g)) thrown.add(m[1]!);
    expect(thrown.size).toBeGreaterThan(20);
    expect([...thrown].filter((code) => !(code in errorCodesHi))).toEqual([]);
  });

  it('translate only messages the server really sends, word for word', () => {
    const unknown = Object.keys(errorMessagesHi).filter(
      (english) =>
        !betterAuthMessages.includes(english) &&
        !sources.includes(`'${english}'`) &&
        !sharedSources.includes(`'${english}'`),
    );
    expect(unknown).toEqual([]);
  });

  it('translate every fixed message of an HttpError', () => {
    const fixed = [...sources.matchAll(/HttpError\(\s*\d+,\s*'[A-Z_]+',\s*'((?:[^'\\]|\\.)*)'/g)].map((m) => m[1]!);
    expect(fixed.length).toBeGreaterThan(40);
    expect(fixed.filter((english) => !(english in errorMessagesHi))).toEqual([]);
  });
});
