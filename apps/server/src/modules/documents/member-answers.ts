import type { Viewer } from '../auth/index.ts';

/**
 * A member's own answer to one of the API requests a kept page made, computed in process without a
 * round through the HTTP pipeline (decision 019): JSON that is safe inside a script element as it is
 * (`scriptSafeJson`: `<`, U+2028 and U+2029 escaped). Undefined (for the URL, or for one member): not
 * answerable this way (the document then asks the API as the member).
 */
export type MemberAnswer = (url: URL) => MemberAnswerer | undefined;
/** A member's answer to one URL (its parameters read once, when a kept page is made). */
export type MemberAnswerer = (viewer: Viewer) => Promise<OwnAnswer | undefined>;

/** The answer's bytes in order, and a name for its version (an ETag) that changes whenever they do. */
export type OwnAnswer = { parts: Buffer[]; etag: string };
