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

export type MemberAnswers = {
  /** The module that serves `pathname` (exactly, or by pattern) answers for members too. */
  register(pathname: string | RegExp, answer: MemberAnswer): void;
  /**
   * How any member's answer to `path` is found, worked out once (a kept page asks the same paths for
   * every member who opens it); undefined when no module answers it this way.
   */
  answererOf(path: string): MemberAnswerer | undefined;
};

export function createMemberAnswers(): MemberAnswers {
  const exact = new Map<string, MemberAnswer>();
  const patterns: Array<[RegExp, MemberAnswer]> = [];
  return {
    register(pathname, answer) {
      if (typeof pathname === 'string') exact.set(pathname, answer);
      else patterns.push([pathname, answer]);
    },
    answererOf(path) {
      const url = new URL(path, 'http://localhost');
      const answer = exact.get(url.pathname) ?? patterns.find(([pattern]) => pattern.test(url.pathname))?.[1];
      return answer?.(url);
    },
  };
}
