/**
 * The share module's front door: the head a URL's document carries for its link preview (for documents),
 * and cards drawn on request (a member's answer-key score).
 */
export { DEFAULT_OG_IMAGE, SITE_DESCRIPTION } from './share-head.ts';
export type { ShareHead, ShareHeads } from './share-head.ts';
export { createCardRenderer } from './og-image.ts';
export type { CardRenderer, ScoreCardFacts } from './og-image.ts';
