import { clsx, type ClassValue } from 'clsx';
import { createClassMerge } from './class-merge.ts';
import { USED_CLASS_GROUPS } from './tw-merge-groups.ts';

/**
 * tailwind-merge with the class groups of the app's classes only (scripts/tw-merge-groups.ts): the
 * same merges, and its lookup is built in a third of the time of all 379 groups' (the full one is a
 * 130 ms task on a phone in the middle of the app's start; decision 030).
 */
const mergeClasses = createClassMerge(USED_CLASS_GROUPS);

/** Joins class names, letting later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}

/** Builds the merge's lookup now (in a task of its own) rather than in the first render that needs it. */
export function prepareClassMerge(): void {
  mergeClasses('');
}
