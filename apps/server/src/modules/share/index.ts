/** The share module's front door: the head a URL's document carries for its link preview (for documents). */
export { DEFAULT_OG_IMAGE, SITE_DESCRIPTION } from './share-head.ts';
export type { ShareHead, ShareHeads } from './share-head.ts';
