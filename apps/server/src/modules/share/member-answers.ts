import type { Viewer } from '../auth/auth.guard.ts';

/**
 * A member's own answer to one of the API requests a kept page made, computed in process without a
 * round through the HTTP pipeline (decision 019): JSON that is safe inside a script element as it is
 * (`scriptSafeJson`: `<`, U+2028 and U+2029 escaped). Undefined: not answerable this way (the document
 * then asks the API as the member).
 */
export type MemberAnswer = (viewer: Viewer, url: URL) => Promise<OwnAnswer | undefined>;

/** The answer's bytes in order, and a name for its version (an ETag) that changes whenever they do. */
export type OwnAnswer = { parts: Buffer[]; etag: string };

export type MemberAnswers = {
  /** The module that serves `pathname` (exactly, or by pattern) answers for members too. */
  register(pathname: string | RegExp, answer: MemberAnswer): void;
  answer(viewer: Viewer, path: string): Promise<OwnAnswer | undefined>;
};

export function createMemberAnswers(): MemberAnswers {
  const exact = new Map<string, MemberAnswer>();
  const patterns: Array<[RegExp, MemberAnswer]> = [];
  return {
    register(pathname, answer) {
      if (typeof pathname === 'string') exact.set(pathname, answer);
      else patterns.push([pathname, answer]);
    },
    async answer(viewer, path) {
      const url = new URL(path, 'http://localhost');
      const answer = exact.get(url.pathname) ?? patterns.find(([pattern]) => pattern.test(url.pathname))?.[1];
      return answer ? answer(viewer, url) : undefined;
    },
  };
}
