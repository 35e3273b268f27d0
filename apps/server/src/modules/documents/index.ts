/**
 * The documents module's front door: the registry other modules declare their personal parts in, the
 * answer type they make for members' documents, script-safe JSON, and the document renderer spa.ts serves.
 */
export { scriptSafeJson } from './html-document.ts';
export type { RenderDocument } from './documents.service.ts';
export type { OwnAnswer } from './member-answers.ts';
export type { PersonalParts } from './personal-parts.ts';
