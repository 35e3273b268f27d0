import { expect, it } from 'vitest';
import { cn } from './cn.ts';

it('merges conflicting Tailwind classes, later wins, and skips falsy values', () => {
  const hidden: string | false = Math.random() > 2 && 'hidden';
  expect(cn('px-2 text-sm', hidden, undefined, 'px-4')).toBe('text-sm px-4');
});
