import { describe, expect, it } from 'vitest';
import { slugify, storyTransition } from './stories.ts';

describe('storyTransition', () => {
  it('publishes or rejects a pending story', () => {
    expect(storyTransition('pending', 'approve')).toBe('published');
    expect(storyTransition('pending', 'reject')).toBe('rejected');
  });

  it('lets an author resubmit a pending or rejected story, never a published one', () => {
    expect(storyTransition('rejected', 'resubmit')).toBe('pending');
    expect(storyTransition('pending', 'resubmit')).toBe('pending');
    expect(storyTransition('published', 'resubmit')).toBeNull();
  });

  it('unpublishes only a published story', () => {
    expect(storyTransition('published', 'unpublish')).toBe('pending');
    expect(storyTransition('pending', 'unpublish')).toBeNull();
    expect(storyTransition('rejected', 'unpublish')).toBeNull();
  });
});

describe('slugify', () => {
  it('makes ASCII slugs and falls back for titles without Latin letters', () => {
    expect(slugify('How I cleared SSC CGL 2025 — in my 2nd attempt!')).toBe(
      'how-i-cleared-ssc-cgl-2025-in-my-2nd-attempt',
    );
    expect(slugify('मेरी सफलता की कहानी')).toBe('story');
    expect(slugify('Crème brûlée')).toBe('creme-brulee');
    expect(slugify('a'.repeat(80)).length).toBe(60);
  });
});
