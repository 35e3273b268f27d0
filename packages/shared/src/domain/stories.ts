import { asciiSlug } from './format.ts';
import type { z } from 'zod';
import type { storyStatus } from '../contracts/people.ts';

export type StoryStatus = z.infer<typeof storyStatus>;
export type StoryAction = 'approve' | 'reject' | 'unpublish' | 'resubmit';

/**
 * A success story's life: submitted as `pending`; an admin approves (`published`) or rejects it with a
 * reason (`rejected`); a published story can be unpublished (back to `pending`); the author may edit
 * and resubmit a pending or rejected one (`pending` again), never a published one.
 */
const TRANSITIONS: Record<StoryAction, Partial<Record<StoryStatus, StoryStatus>>> = {
  approve: { pending: 'published', rejected: 'published' },
  reject: { pending: 'rejected', published: 'rejected' },
  unpublish: { published: 'pending' },
  resubmit: { pending: 'pending', rejected: 'pending' },
};

/** The status after `action`, or null when the action is not allowed from `from`. */
export function storyTransition(from: StoryStatus, action: StoryAction): StoryStatus | null {
  return TRANSITIONS[action][from] ?? null;
}

/** A URL slug from a title: ASCII words joined by hyphens (Hindi-only titles give "story"), at most 60 characters. */
export function slugify(title: string): string {
  return asciiSlug(title) || 'story';
}
