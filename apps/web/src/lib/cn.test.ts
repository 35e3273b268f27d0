// @vitest-environment node
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { classCandidates, groupsModule, GROUPS_FILE, usedClassGroups } from '../../scripts/tw-merge-groups.ts';
import { cn } from './cn.ts';

describe('cn', () => {
  it('merges conflicting Tailwind classes, later wins, and skips falsy values', () => {
    const hidden: string | false = Math.random() > 2 && 'hidden';
    expect(cn('px-2 text-sm', hidden, undefined, 'px-4')).toBe('text-sm px-4');
  });

  it('knows the class groups of every class in the app: the generated list is current (npm run tw-merge-groups)', () => {
    expect(readFileSync(GROUPS_FILE, 'utf8')).toBe(groupsModule(usedClassGroups()));
  });

  it('merges every pair of the app’s classes as the full tailwind-merge does (issue #24)', () => {
    const candidates = classCandidates()
      .filter((candidate) => /^[a-z!\-[@*]/.test(candidate) && !/\s/.test(candidate))
      // The classes Tailwind writes CSS for look like these; the scanner's other candidates are words.
      .filter((candidate) => twMerge(`${candidate} ${candidate}`) === candidate);
    expect(candidates.length).toBeGreaterThan(300);
    const differing: string[] = [];
    for (const first of candidates) {
      for (const second of candidates) {
        const pair = `${first} ${second}`;
        if (cn(pair) !== twMerge(pair)) differing.push(pair);
      }
    }
    expect(differing).toEqual([]);
  });
});
